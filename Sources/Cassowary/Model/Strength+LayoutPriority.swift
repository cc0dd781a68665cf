import Foundation

// Auto Layout's priorities (UILayoutPriority, 1…1000) as strengths.

extension Strength {
    /// The strength the solver gives an Auto Layout priority (`UILayoutPriority`, 1…1000).
    ///
    /// Apple documents the order (a higher priority is satisfied before a lower one, 1000 is
    /// required) but publishes no weights, so the mapping is ours:
    ///
    /// | priority | UIKit's name | strength |
    /// | ---: | --- | --- |
    /// | 1000 | `required` | ``required`` |
    /// | 750 | `defaultHigh` | ``strong`` (10⁶) |
    /// | 250 | `defaultLow` | ``medium`` (10³) |
    /// | 50 | `fittingSizeLevel` | ``weak`` (1) |
    ///
    /// and between those anchors the weight grows geometrically (its logarithm is linear in the
    /// priority), continuing the 50…250 slope below 50 and the 250…750 slope above 750, so 999 is
    /// about 3.1 × 10⁷, still 30 times below required's 10⁹. Why: every priority keeps its
    /// order (751 beats 750, as code that "just beats" `defaultHigh` expects), and the named levels
    /// sit 1,000 times apart as kiwi's strengths do, so a point of error at `defaultHigh`
    /// outweighs 1,000 points at `defaultLow`: close to the strict precedence Apple describes,
    /// without making the numbers so far apart that the simplex loses precision. Values outside
    /// 1…1000 are clipped (UIKit rejects them).
    public init(layoutPriority: Double) {
        let priority = min(max(layoutPriority, 1), 1000)
        if priority >= 1000 {
            self = .required
            return
        }
        let exponent: Double
        switch priority {
        case ..<250: exponent = (priority - 50) * 3 / 200
        case ..<750: exponent = 3 + (priority - 250) * 3 / 500
        default: exponent = 6 + (priority - 750) * 3 / 500
        }
        self.init(weight: pow(10, exponent))
    }

    /// UIKit's `UILayoutPriority.required`: 1000.
    public static let layoutPriorityRequired = 1000.0
    /// UIKit's `UILayoutPriority.defaultHigh`: 750 (compression resistance's default).
    public static let layoutPriorityDefaultHigh = 750.0
    /// UIKit's `UILayoutPriority.defaultLow`: 250 (content hugging's default).
    public static let layoutPriorityDefaultLow = 250.0
    /// UIKit's `UILayoutPriority.fittingSizeLevel`: 50.
    public static let layoutPriorityFittingSizeLevel = 50.0
}
