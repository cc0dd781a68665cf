/// Peek and Pop in progress (`state.preview`).
public struct PreviewPayload: Codable, Sendable, Hashable {
    /// `hint`, `peek` or `pop`.
    public var phase: String
    /// Whether the peek's actions are revealed.
    public var actionsVisible: Bool
    /// 0…1 toward the next phase.
    public var progress: Double
    /// The link a web view's preview shows (absent for other previews).
    public var linkURL: String?

    /// Creates a preview payload.
    public init(phase: String, actionsVisible: Bool, progress: Double, linkURL: String? = nil) {
        self.linkURL = linkURL
        self.phase = phase
        self.actionsVisible = actionsVisible
        self.progress = finite(progress)
    }
}
