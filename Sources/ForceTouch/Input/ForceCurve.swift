/// A piecewise-linear curve from an input value to a fraction (0…1) of `maximumPossibleForce`.
///
/// Points are `(input, fraction)` pairs sorted by input; between two points the curve is linear,
/// before the first and after the last it is flat. Used by `ForceInputMapping` for Pointer Events
/// pressure and Safari's `webkitForce`.
public struct ForceCurve: Sendable, Hashable, Codable {
    /// One point of the curve.
    public struct Point: Sendable, Hashable, Codable {
        /// The input value (pressure 0…1, webkitForce 0…3).
        public var input: Double
        /// The fraction of `maximumPossibleForce` at that input.
        public var fraction: Double

        /// Creates a point.
        public init(input: Double, fraction: Double) {
            self.input = input
            self.fraction = fraction
        }
    }

    /// The points, sorted by `input` (the initializer sorts them).
    public private(set) var points: [Point]

    /// A curve through `points` (sorted here by input; an empty curve maps everything to 0).
    public init(_ points: [Point]) {
        self.points = points.sorted { $0.input < $1.input }
    }

    /// The fraction at `input` (0 for NaN).
    ///
    /// - Complexity: O(number of points).
    public func fraction(at input: Double) -> Double {
        guard !input.isNaN, let first = points.first, let last = points.last else { return 0 }
        if input <= first.input { return first.fraction }
        if input >= last.input { return last.fraction }
        for index in 1..<points.count {
            let upper = points[index]
            guard input <= upper.input else { continue }
            let lower = points[index - 1]
            let span = upper.input - lower.input
            guard span > 0 else { return upper.fraction }
            return lower.fraction + (upper.fraction - lower.fraction) * (input - lower.input) / span
        }
        return last.fraction
    }
}
