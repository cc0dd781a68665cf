/// Where a force press stands, as `ForcePressRecognizer.state`.
///
/// Presses move forward only: `idle` → `possible` → `hint` → `peek` → `pop`, and back to `idle`
/// when the touch lifts (ended) or the press is cancelled. The long-press alternative goes
/// `possible` → `peek` (reporting a hint on the way) and never pops.
public enum ForcePressState: UInt8, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// No press is being followed.
    case idle
    /// A touch is down; it has not hinted yet.
    case possible
    /// The press hints (UIKit blurs everything but the source rect, more as force grows).
    case hint
    /// The press peeks (the preview or quick action menu is shown).
    case peek
    /// The press popped (the preview committed); it stays here until the touch lifts.
    case pop

    /// The lowercase name: `idle`, `possible`, `hint`, `peek`, `pop`.
    public var description: String {
        switch self {
        case .idle: "idle"
        case .possible: "possible"
        case .hint: "hint"
        case .peek: "peek"
        case .pop: "pop"
        }
    }
}
