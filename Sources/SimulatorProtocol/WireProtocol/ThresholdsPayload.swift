public import ForceTouch

/// The force levels in effect at the current sensitivity, UIKit force units
/// (medium: hint 1.0, peek 4.0, pop 5.333…).
public struct ThresholdsPayload: Codable, Sendable, Hashable {
    /// The hint level.
    public var hint: Double
    /// The peek level (the quick action menu opens here).
    public var peek: Double
    /// The pop level.
    public var pop: Double

    /// Creates thresholds.
    public init(hint: Double, peek: Double, pop: Double) {
        self.hint = finite(hint)
        self.peek = finite(peek)
        self.pop = finite(pop)
    }

    /// The thresholds of ForceTouch's levels.
    public init(_ levels: ForceLevels) {
        self.init(hint: Double(levels.hint), peek: Double(levels.peek), pop: Double(levels.pop))
    }
}
