public import Foundation

/// A finished (or in-progress) stroke: its points as drawn, its brush and its outline, in the
/// spirit of PencilKit's `PKStroke` (ink + path + transform).
///
/// Matches PencilKit: an ordered list of points with per-point width, opacity, force and angles,
/// and a brush (PencilKit's `PKInk`). Differs: no transform or mask (points are in the drawing's
/// coordinates), and the outline is computed here and kept with the stroke, not rendered by the
/// system.
public struct Stroke: Sendable, Hashable {
    /// The touch that drew it (the trace's `id`, UIKit's touch identity).
    public var touchID: Int
    /// The brush it was drawn with.
    public var brush: Brush
    /// The timestamp of its first point (points carry offsets from it).
    public var startTime: TimeInterval
    /// The points as drawn.
    public var points: ContiguousArray<StrokePoint>
    /// The filled outline.
    public var outline: StrokeOutline

    /// A stroke from its parts (as a builder or an importer made them).
    public init(
        touchID: Int, brush: Brush, startTime: TimeInterval, points: ContiguousArray<StrokePoint>,
        outline: StrokeOutline
    ) {
        self.touchID = touchID
        self.brush = brush
        self.startTime = startTime
        self.points = points
        self.outline = outline
    }

    /// Draws `inputs` at once with `brush` and finishes the stroke (the same result as appending
    /// them one by one to a `StrokeBuilder` and finishing it).
    ///
    /// - Complexity: O(number of inputs).
    public init(touchID: Int = 0, brush: Brush = Brush(), inputs: some Collection<InkInputPoint>) {
        var builder = StrokeBuilder(brush: brush, touchID: touchID)
        builder.reserveCapacity(inputs.count)
        builder.append(inputs, predicted: EmptyCollection())
        builder.finish()
        self = builder.stroke
    }

    /// The input points the stroke was drawn from (locations before smoothing).
    public var inputPoints: [InkInputPoint] {
        points.filter { !$0.isPredicted }.map { StrokeBuilder.input(of: $0, startTime: startTime) }
    }
}
