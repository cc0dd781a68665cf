/// How far `TestDevice.forcePress(at:reaching:)` presses: the stages of peek and pop.
public enum PressStage: String, Sendable, Hashable, CaseIterable {
    /// The hint: the rest of the screen blurs.
    case hint
    /// The peek: the preview shows.
    case peek
    /// The pop: the preview commits.
    case pop
}
