/// A haptic the system plays during 3D Touch: the event log records each one
/// (`{"event":"haptic","pattern":"peek"}`), and the simulator shows and plays it.
///
/// Mirrors the Taptic Engine feedback iOS 9–12 gives without an API of its own (apps cannot choose
/// these; `UIFeedbackGenerator` is a different, app-driven thing): a short tick at the peek (a quick
/// action menu opening, a preview appearing), a firmer thump at the pop, and three quick buzzes when
/// a pressed icon has no quick actions.
public enum HapticPattern: String, Sendable, Hashable, Codable, CaseIterable {
    /// The peek's tick: a menu opened, or a preview appeared.
    case peek
    /// The pop's thump: a preview was committed.
    case pop
    /// The no-actions triple buzz: a pressed icon has no quick actions.
    case noActions
}
