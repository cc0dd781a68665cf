/// How far a force has got on the hint → peek → pop ladder.
///
/// UIKit's private names for these levels are "reveal" (hint), "standard" (peek) and "strong" (pop).
public enum ForceLevel: Int, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Below the hint level: an ordinary touch.
    case none = 0
    /// At or above the hint level: the content around the pressed item may blur.
    case hint = 1
    /// At or above the peek level: a preview (or a quick action menu) may show.
    case peek = 2
    /// At or above the pop level: the preview may commit.
    case pop = 3

    /// Orders levels from `none` to `pop`.
    public static func < (lhs: ForceLevel, rhs: ForceLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
