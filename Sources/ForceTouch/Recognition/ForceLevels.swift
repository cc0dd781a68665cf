public import Foundation

/// The three force levels in effect for one sensitivity and one input source, in UIKit force units.
///
/// Produced by `ForcePressConfiguration.levels(for:maximumPossibleForce:)`; with the default
/// configuration, medium sensitivity and a 3D Touch iPhone they are hint 1.0, peek 4.0, pop 5.333.
public struct ForceLevels: Sendable, Hashable, Codable {
    /// The force at which a press starts to hint (UIKit's "reveal" level).
    public var hint: CGFloat
    /// The force at which a press peeks (UIKit's "standard" level).
    public var peek: CGFloat
    /// The force at which a press pops (UIKit's "strong" level), before the adaptive raise.
    public var pop: CGFloat

    /// Creates levels; they should grow: `hint < peek < pop`.
    public init(hint: CGFloat, peek: CGFloat, pop: CGFloat) {
        self.hint = hint
        self.peek = peek
        self.pop = pop
    }

    /// The highest level `force` reaches.
    public func level(of force: CGFloat) -> ForceLevel {
        if force >= pop { return .pop }
        if force >= peek { return .peek }
        if force >= hint { return .hint }
        return .none
    }

    /// How far `force` has got from the level it reached toward the next one, 0…1.
    ///
    /// Below hint it is `force / hint`; between two levels the linear fraction of the way between
    /// them; at or above pop it is 1.
    public func progress(of force: CGFloat) -> CGFloat {
        switch level(of: force) {
        case .none: Self.fraction(force, from: 0, to: hint)
        case .hint: Self.fraction(force, from: hint, to: peek)
        case .peek: Self.fraction(force, from: peek, to: pop)
        case .pop: 1
        }
    }

    /// `(value − low) / (high − low)` clamped to 0…1; 1 when the span is empty.
    static func fraction(_ value: CGFloat, from low: CGFloat, to high: CGFloat) -> CGFloat {
        guard high > low else { return value >= high ? 1 : 0 }
        let result = (value - low) / (high - low)
        return result < 0 ? 0 : (result > 1 ? 1 : result)
    }
}
