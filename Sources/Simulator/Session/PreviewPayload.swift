/// Peek and Pop in progress (`state.preview`).
public struct PreviewPayload: Codable, Sendable, Hashable {
    /// `hint`, `peek` or `pop`.
    public var phase: String
    /// Whether the peek's actions are revealed.
    public var actionsVisible: Bool
    /// 0…1 toward the next phase.
    public var progress: Double

    /// Creates a preview payload.
    public init(phase: String, actionsVisible: Bool, progress: Double) {
        self.phase = phase
        self.actionsVisible = actionsVisible
        self.progress = finite(progress)
    }
}
