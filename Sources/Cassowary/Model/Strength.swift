/// How much the solver cares about a constraint: required ones always hold, the others are
/// weighed against each other.
///
/// The values are kiwi's: a strength is `strong × 10⁶ + medium × 10³ + weak`, each part in
/// 0…1000, so one unit of error at ``strong`` weighs as much as 1,000 units at ``medium`` and
/// 10⁶ at ``weak``. ``required`` is the top, `1000 × (10⁶ + 10³ + 1)`; anything above it is
/// clipped to it. Auto Layout's priorities map onto these in ``init(layoutPriority:)``.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight of one unit of error in the objective.
    public var weight: Double

    /// A strength with this weight, clipped to 0…``required``.
    public init(weight: Double) {
        self.weight = min(max(weight, 0), Strength.requiredWeight)
    }

    /// kiwi's `strength::create(a, b, c, w)`: `a × 10⁶ + b × 10³ + c`, each part clipped to
    /// 0…1000, times `multiplier`.
    public init(strong: Double, medium: Double, weak: Double, multiplier: Double = 1) {
        func clip(_ part: Double) -> Double { min(max(part * multiplier, 0), 1000) }
        self.init(weight: clip(strong) * 1_000_000 + clip(medium) * 1000 + clip(weak))
    }

    static let requiredWeight = 1000.0 * 1_000_000 + 1000 * 1000 + 1000

    /// Must hold; adding a required constraint that cannot hold is an error.
    public static let required = Strength(weight: requiredWeight)
    /// 10⁶: Auto Layout's `defaultHigh` (750).
    public static let strong = Strength(weight: 1_000_000)
    /// 10³: Auto Layout's `defaultLow` (250).
    public static let medium = Strength(weight: 1000)
    /// 1: Auto Layout's `fittingSizeLevel` (50).
    public static let weak = Strength(weight: 1)

    /// Whether this is ``required``.
    public var isRequired: Bool { weight >= Strength.requiredWeight }

    /// Orders by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    /// `required`, `strong`, `medium`, `weak`, or the weight.
    public var description: String {
        switch weight {
        case Strength.requiredWeight: "required"
        case 1_000_000: "strong"
        case 1000: "medium"
        case 1: "weak"
        default: "weight \(Tolerance.format(weight))"
        }
    }
}
