public import ForceTouch

/// An ordered list of strokes, oldest first (PencilKit's `PKDrawing`).
public struct Drawing: Sendable, Hashable {
    /// The strokes, in drawing order (later ones paint over earlier ones).
    public var strokes: [Stroke]

    /// A drawing of `strokes`.
    public init(strokes: [Stroke] = []) { self.strokes = strokes }

    /// Draws a recorded trace: one stroke per touch, from `began` to `ended` or `cancelled` (a
    /// touch still down when the trace ends is drawn as far as it went), in the order the touches
    /// began, each with `brush`.
    ///
    /// - Complexity: O(number of samples).
    public init(trace: Trace, brush: Brush = Brush()) {
        var builders: [StrokeBuilder] = []
        var open: [Int: Int] = [:]
        for sample in trace.samples {
            let input = InkInputPoint(sample)
            if sample.phase == .began || open[sample.id] == nil {
                if let index = open[sample.id] { builders[index].finish() }
                open[sample.id] = builders.count
                builders.append(StrokeBuilder(brush: brush, touchID: sample.id))
            }
            let index = open[sample.id]!
            builders[index].append(input)
            if sample.phase.isTerminal {
                builders[index].finish()
                open[sample.id] = nil
            }
        }
        for index in open.values { builders[index].finish() }
        strokes = builders.map(\.stroke)
    }
}
