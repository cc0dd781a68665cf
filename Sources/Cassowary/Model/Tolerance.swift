/// How the solver compares numbers: anything within `1e-8` of zero is zero.
///
/// This is kiwi's `nearZero` threshold. Coefficients that cancel to within it are dropped from a
/// row, a required constraint whose leftover constant is within it counts as satisfied, and
/// tests compare solutions with it (scaled by the numbers' size). Layout coordinates are points,
/// so 1e-8 is far below anything a screen can show and far above double rounding at those sizes.
public enum Tolerance {
    /// The threshold: `1e-8`.
    public static let epsilon = 1e-8

    /// Whether `value` is within ``epsilon`` of zero.
    @inline(__always)
    public static func isNearZero(_ value: Double) -> Bool {
        value < 0 ? -value < epsilon : value < epsilon
    }

    /// A number as descriptions show it: `16`, not `16.0`; `0.5` as `0.5`.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
