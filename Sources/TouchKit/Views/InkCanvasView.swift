public import Foundation
public import Ink

/// A view that draws what fingers and pens write on it, with force: Ink's strokes and brushes in a
/// view any app can use (the drawing view of Apple's TouchCanvas sample, built on PencilKit's model).
///
/// Each touch that begins in the canvas becomes a stroke, fed every coalesced sample of every event
/// (`Event.coalescedTouches(for:)`), drawn ahead with the predicted ones (`predictedTouches(for:)`,
/// replaced by the real samples when they come), and patched when estimated values are updated
/// (`touchesEstimatedPropertiesUpdated(_:)`). Force maps to width, opacity or both as `brush` says;
/// without force (3D Touch off, a mouse) width follows speed (Ink's `Brush.PressureSource`).
///
/// Rendering: the node (`RenderNode.Kind.ink`) carries the drawing as steps in a `RenderInk` log:
/// each sample appends the stroke's changed tail (Ink's `StrokeUpdate`), so a patch stays a few
/// points long however long the stroke. The browser draws the points it receives, joined with round
/// caps at each point's width and opacity. A pen's altitude and azimuth are recorded in every point
/// (and exported); a pen held low draws broader (Ink's `Brush.tiltWidening`), a finger never.
@MainActor
open class InkCanvasView: View {
    /// The brush new strokes are drawn with (a stroke keeps the brush it began with).
    public var brush = Brush()
    /// Debug mode, as in Apple's TouchCanvas: coalesced points drawn green, predicted blue, points
    /// awaiting an estimated-value update orange. Applies to points drawn after the change.
    public var drawsDebugMarkers = false
    /// Whether strokes follow `preciseLocation(in:)` (true, the default) or `location(in:)`, which a
    /// pen's rounds to the pixel grid (TouchCanvas's "precise location" switch).
    public var usesPreciseLocation = true
    /// Called after each change to `drawing` (a stroke finished, was updated, or the canvas cleared).
    public var onDrawingChange: ((InkCanvasView) -> Void)?

    /// The finished strokes, oldest first.
    public private(set) var drawing = Drawing()

    /// A stroke being drawn.
    struct ActiveStroke {
        var builder: StrokeBuilder
        let renderID: Int
        /// Whether each real point came from a coalesced sample other than the event's latest.
        var coalesced: [Bool] = []
        /// Where the finished stroke sits in `drawing` (for updates after the lift).
        var drawingIndex: Int?
    }

    private var active: [Int: ActiveStroke] = [:]
    /// Finished strokes with points still awaiting estimated-value updates, by touch id.
    private var awaiting: [Int: ActiveStroke] = [:]
    private var log = InkRenderLog()
    private var nextStrokeID = 1

    /// Creates a canvas at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty canvas from an archive (`init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The finished strokes and the ones being drawn (predicted points left out).
    public var currentDrawing: Drawing {
        var strokes = drawing.strokes
        for key in active.keys.sorted() {
            var stroke = active[key]!.builder.stroke
            stroke.points = ContiguousArray(stroke.points.filter { !$0.isPredicted })
            strokes.append(stroke)
        }
        return Drawing(strokes: strokes)
    }

    /// Whether a stroke is being drawn now.
    public var isDrawing: Bool { !active.isEmpty }

    /// Removes every stroke (strokes being drawn end without being kept).
    public func clear() {
        active.removeAll()
        awaiting.removeAll()
        drawing = Drawing()
        log = InkRenderLog()
        invalidateRender()
        onDrawingChange?(self)
    }

    /// Replaces the drawing with `drawing` (to continue an earlier one); strokes being drawn end.
    public func setDrawing(_ drawing: Drawing) {
        active.removeAll()
        awaiting.removeAll()
        self.drawing = drawing
        log = InkRenderLog()
        for stroke in drawing.strokes {
            let id = allocateStrokeID()
            log.append(contentsOf: [
                .begin(stroke: id, color: Color(stroke.brush.color)),
                .tail(
                    stroke: id, from: 0, stable: stroke.points.count,
                    points: stroke.points.map { render($0, marker: .plain) }),
                .end(stroke: id),
            ])
        }
        invalidateRender()
        onDrawingChange?(self)
    }

    // MARK: Touches

    /// Starts a stroke for each touch.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            var stroke = ActiveStroke(
                builder: StrokeBuilder(brush: brush, touchID: touch.identifier), renderID: allocateStrokeID())
            stroke.builder.reserveCapacity(256)
            log.append(contentsOf: [.begin(stroke: stroke.renderID, color: Color(brush.color))])
            active[touch.identifier] = stroke
            extend(touch, with: event)
        }
    }

    /// Extends each touch's stroke with the event's coalesced samples and redraws its predicted tail.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches { extend(touch, with: event) }
    }

    /// Finishes each touch's stroke and keeps it in `drawing`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            extend(touch, with: event, predicting: false)
            guard var stroke = active.removeValue(forKey: touch.identifier) else { continue }
            let update = stroke.builder.finish()
            send(update, of: stroke)
            log.append(contentsOf: [.end(stroke: stroke.renderID)])
            stroke.drawingIndex = drawing.strokes.count
            drawing.strokes.append(stroke.builder.stroke)
            if stroke.builder.points.contains(where: \.isAwaitingUpdate) {
                awaiting[touch.identifier] = stroke
            }
            invalidateRender()
            onDrawingChange?(self)
        }
    }

    /// Drops each touch's stroke (the system took the touch away).
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        for touch in touches {
            guard let stroke = active.removeValue(forKey: touch.identifier) else { continue }
            log.append(contentsOf: [.remove(stroke: stroke.renderID)])
            invalidateRender()
        }
    }

    /// Applies estimated-value updates to the points they belong to, during or after the stroke.
    open override func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {
        for touch in touches {
            let input = inputPoint(touch)
            if var stroke = active.removeValue(forKey: touch.identifier) {
                let update = stroke.builder.update(input)
                active[touch.identifier] = stroke
                guard let update else { continue }
                send(update, of: stroke)
            } else if var stroke = awaiting[touch.identifier] {
                guard let update = stroke.builder.update(input) else { continue }
                send(update, of: stroke)
                if let index = stroke.drawingIndex, index < drawing.strokes.count {
                    drawing.strokes[index] = stroke.builder.stroke
                }
                awaiting[touch.identifier] =
                    stroke.builder.points.contains(where: \.isAwaitingUpdate) ? stroke : nil
                onDrawingChange?(self)
            }
            invalidateRender()
        }
    }

    private func extend(_ touch: Touch, with event: Event?, predicting: Bool = true) {
        // Taken out of the dictionary (not copied) so the builder's arrays stay uniquely referenced and
        // the append mutates them in place; a copy would make every sample copy the whole stroke.
        guard var stroke = active.removeValue(forKey: touch.identifier) else { return }
        let coalesced = event?.coalescedTouches(for: touch) ?? [touch]
        let predicted = predicting ? (event?.predictedTouches(for: touch) ?? []) : []
        let before = stroke.builder.realPointCount
        let update = stroke.builder.append(coalesced.map(inputPoint), predicted: predicted.map(inputPoint))
        let added = stroke.builder.realPointCount - before
        stroke.coalesced.removeSubrange(min(stroke.coalesced.count, before)...)
        for index in 0..<added { stroke.coalesced.append(index < added - 1) }
        active[touch.identifier] = stroke
        send(update, of: stroke)
        invalidateRender()
    }

    private func send(_ update: StrokeUpdate, of stroke: ActiveStroke) {
        let points = stroke.builder.points
        let range = update.changedPoints.clamped(to: 0..<points.count)
        var rendered: [InkRenderPoint] = []
        rendered.reserveCapacity(range.count)
        for index in range {
            rendered.append(render(points[index], marker: marker(of: points[index], at: index, in: stroke)))
        }
        log.append(contentsOf: [
            .tail(
                stroke: stroke.renderID, from: range.lowerBound, stable: stroke.builder.frozenPointCount,
                points: rendered)
        ])
    }

    private func marker(of point: StrokePoint, at index: Int, in stroke: ActiveStroke)
        -> InkRenderPoint.Marker
    {
        guard drawsDebugMarkers else { return .plain }
        if point.isPredicted { return .predicted }
        if point.isAwaitingUpdate { return .awaitingUpdate }
        if index < stroke.coalesced.count, stroke.coalesced[index] { return .coalesced }
        return .plain
    }

    private func render(_ point: StrokePoint, marker: InkRenderPoint.Marker) -> InkRenderPoint {
        InkRenderPoint(
            x: Self.rounded(Double(point.location.x)), y: Self.rounded(Double(point.location.y)),
            width: Self.rounded(Double(point.width)),
            opacity: (Double(point.opacity) * 1000).rounded() / 1000,
            marker: marker)
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    private func inputPoint(_ touch: Touch) -> InkInputPoint {
        InkInputPoint(
            location: usesPreciseLocation ? touch.preciseLocation(in: self) : touch.location(in: self),
            timestamp: touch.timestamp, force: touch.force, maximumPossibleForce: touch.maximumPossibleForce,
            altitudeAngle: touch.altitudeAngle, azimuthAngle: touch.azimuthAngle(in: self), type: touch.type,
            estimatedProperties: touch.estimatedProperties,
            estimatedPropertiesExpectingUpdates: touch.estimatedPropertiesExpectingUpdates,
            estimationUpdateIndex: touch.estimationIndex)
    }

    private func allocateStrokeID() -> Int {
        defer { nextStrokeID += 1 }
        return nextStrokeID
    }

    // MARK: Rendering

    /// `.ink`.
    open override var renderKind: RenderNode.Kind { .ink }

    /// The drawing's steps so far.
    open override func renderContent(into attributes: inout RenderAttributes) {
        attributes.ink = RenderInk(log: log, count: log.count)
    }
}
