import ForceTouch
public import Foundation

/// Builds a stroke sample by sample while it is drawn, re-doing only the tail.
///
/// Feed it each event's coalesced input points with `append(_:predicted:)`, estimation updates
/// with `update(_:)`, and call `finish()` when the touch ends. Each call returns a
/// `StrokeUpdate` saying what became final and what is provisional.
///
/// What is final: a drawn point is final when it cannot change any more: it is not the last
/// point (the last one snaps to the input when the stroke ends), it is not within the brush's
/// `taperEnd` of the end, and neither it nor any point before it awaits an estimation update (as
/// Apple's TouchCanvas freezes a line only when no point in it expects an update). An outline
/// piece is final when every point it depends on is. Each change replays the outline from the end
/// of the last final piece, so a change costs the same on a 10,000-point stroke as on a 100-point
/// one. The result equals building the same points at once (`Stroke(touchID:brush:inputs:)`):
/// the same points, the same polygons.
///
/// Predicted points (UIKit's `predictedTouches(for:)`) are drawn after the real ones, flagged
/// `isPredicted`, and dropped on the next change.
public struct StrokeBuilder: Sendable {
    /// The brush.
    public let brush: Brush
    /// The touch this stroke belongs to.
    public var touchID: Int
    /// The drawn points: the real ones, then the predicted ones.
    public private(set) var points: ContiguousArray<StrokePoint> = []
    /// How many of `points` are real (the rest are predicted).
    public private(set) var realPointCount = 0
    /// The outline so far (final pieces, then provisional ones).
    public private(set) var outline = StrokeOutline()
    /// How many leading points are final.
    public private(set) var frozenPointCount = 0
    /// Whether `finish()` was called.
    public private(set) var isFinished = false
    /// The first point's timestamp (time offsets count from it).
    public private(set) var startTime: TimeInterval = 0

    private var firstForceIndex = Int.max
    /// The generator as it was after the last final piece, and the first point it has not seen.
    private var frozenGenerator: OutlineGenerator
    private var frozenFeedIndex = 0
    /// The memory the tail is replayed into (copied on write, see `OutlineScratch`).
    private var scratch: OutlineScratch
    /// Points awaiting an estimation update: update index → point index.
    private var awaiting: [Int: Int] = [:]
    /// How far each centre moves towards its input: `0.15 + 0.85 · (1 − streamline)`.
    private let streamlineFactor: Double
    /// Whether points keep their distance along the stroke (only the tapers need it).
    private let measuresDistance: Bool

    /// An empty stroke.
    public init(brush: Brush = Brush(), touchID: Int = 0) {
        self.brush = brush
        self.touchID = touchID
        streamlineFactor = 0.15 + 0.85 * (1 - min(max(brush.streamline, 0), 1))
        measuresDistance = brush.taperStart > 0 || brush.taperEnd > 0
        frozenGenerator = OutlineGenerator(tolerance: brush.arcTolerance)
        scratch = OutlineScratch(chunkSegments: frozenGenerator.chunkSegments)
    }

    /// Room for `count` points (and their outline) without reallocating.
    public mutating func reserveCapacity(_ count: Int) {
        points.reserveCapacity(count)
        outline.vertices.reserveCapacity(count * 4 + 64)
    }

    /// The scratch memory, this builder's own (a copy of a builder shares it until it changes).
    private mutating func uniqueScratch() -> OutlineScratch {
        if !isKnownUniquelyReferenced(&scratch) {
            scratch = OutlineScratch(chunkSegments: frozenGenerator.chunkSegments)
        }
        return scratch
    }

    /// The stroke as it stands (predicted points included, flagged).
    public var stroke: Stroke {
        Stroke(touchID: touchID, brush: brush, startTime: startTime, points: points, outline: outline)
    }

    // MARK: Changes

    /// Appends one real input point.
    @discardableResult
    public mutating func append(_ input: InkInputPoint) -> StrokeUpdate {
        withUnsafePointer(to: input) { pointer in
            change(
                real: UnsafeBufferPointer(start: pointer, count: 1),
                predicted: UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// Appends an event's real input points (oldest first) and replaces the predicted ones.
    ///
    /// - Complexity: O(new points + the provisional tail), independent of the stroke's length.
    @discardableResult
    public mutating func append(_ inputs: [InkInputPoint], predicted: [InkInputPoint] = []) -> StrokeUpdate {
        inputs.withUnsafeBufferPointer { real in
            predicted.withUnsafeBufferPointer { predicted in change(real: real, predicted: predicted) }
        }
    }

    /// Appends an event's real input points (oldest first) and replaces the predicted ones.
    ///
    /// - Complexity: O(new points + the provisional tail), independent of the stroke's length.
    @discardableResult
    public mutating func append(
        _ inputs: some Collection<InkInputPoint>,
        predicted: some Collection<InkInputPoint> = EmptyCollection()
    ) -> StrokeUpdate {
        append(Array(inputs), predicted: Array(predicted))
    }

    /// The work of `append`.
    private mutating func change(
        real inputs: UnsafeBufferPointer<InkInputPoint>, predicted: UnsafeBufferPointer<InkInputPoint>
    ) -> StrokeUpdate {
        let frozenPiecesBefore = outline.frozenPieceCount
        let frozenPointsBefore = frozenPointCount
        guard !isFinished else {
            return unchanged(rejected: inputs.count + predicted.count)
        }
        if realPointCount < points.count { points.removeSubrange(realPointCount...) }
        let firstChanged = points.count
        var rejected = 0
        var rest = inputs[...]
        if points.isEmpty, inputs.count > 1 {
            makeFirstPoints(
                inputs, capacity: max(inputs.count + predicted.count, points.capacity), rejected: &rejected)
            rest = inputs[inputs.count...]
        }
        var previous = previousPoint(before: points.count)
        for input in rest {
            guard Self.isUsable(input) else {
                rejected += 1
                continue
            }
            if points.isEmpty { startTime = input.timestamp }
            if firstForceIndex == .max, Self.reportsForce(input) { firstForceIndex = points.count }
            let point = makePoint(input, index: points.count, previous: previous, predicted: false)
            if let key = input.estimationUpdateIndex, !input.estimatedPropertiesExpectingUpdates.isEmpty {
                awaiting[key] = points.count
            }
            previous = PreviousPoint(point)
            points.append(point)
        }
        realPointCount = points.count
        appendPredicted(predicted, rejected: &rejected)
        rebuildTail()
        return StrokeUpdate(
            newlyFrozenPieces: frozenPiecesBefore..<outline.frozenPieceCount,
            provisionalPieces: outline.frozenPieceCount..<outline.pieceCount,
            newlyFrozenPoints: frozenPointsBefore..<frozenPointCount,
            changedPoints: min(firstChanged, points.count)..<points.count, rejectedInputCount: rejected)
    }

    /// Applies an estimation update (UIKit's `touchesEstimatedPropertiesUpdated(_:)`): the point
    /// whose `estimationUpdateIndex` matches takes `input`'s values for the properties it was
    /// expecting, and stops expecting those `input` no longer lists.
    ///
    /// - Returns: what changed, or nil when no point awaits an update with that index (it was
    ///   never expected, already completed, or the index is missing).
    /// - Complexity: O(points from the updated one to the end).
    public mutating func update(_ input: InkInputPoint) -> StrokeUpdate? {
        guard let key = input.estimationUpdateIndex, let index = awaiting[key], Self.isUsable(input) else {
            return nil
        }
        let frozenPiecesBefore = outline.frozenPieceCount
        let frozenPointsBefore = frozenPointCount
        var point = points[index]
        let expected = point.estimatedPropertiesExpectingUpdates
        if expected.contains(.location) { point.inputLocation = input.location }
        if expected.contains(.force) {
            point.force = input.force
            point.maximumPossibleForce = input.maximumPossibleForce
        }
        if expected.contains(.azimuth) { point.azimuthAngle = input.azimuthAngle }
        if expected.contains(.altitude) { point.altitudeAngle = input.altitudeAngle }
        point.estimatedPropertiesExpectingUpdates = expected.intersection(
            input.estimatedPropertiesExpectingUpdates)
        point.estimatedProperties = point.estimatedProperties.intersection(input.estimatedProperties)
        if point.estimatedPropertiesExpectingUpdates.isEmpty {
            awaiting[key] = nil
            point.estimationUpdateIndex = nil
        }
        points[index] = point
        if firstForceIndex > index, Self.reportsForce(Self.input(of: point, startTime: startTime)) {
            firstForceIndex = index
        }
        // Recompute from the updated point on (real points; predicted ones follow them).
        let predicted = points[realPointCount...].map { Self.input(of: $0, startTime: startTime) }
        points.removeSubrange(realPointCount...)
        for i in index..<realPointCount {
            let input = Self.input(of: points[i], startTime: startTime)
            var recomputed = makePoint(input, index: i, previous: previousPoint(before: i), predicted: false)
            recomputed.estimatedPropertiesExpectingUpdates = points[i].estimatedPropertiesExpectingUpdates
            recomputed.estimationUpdateIndex = points[i].estimationUpdateIndex
            points[i] = recomputed
        }
        var rejected = 0
        predicted.withUnsafeBufferPointer { appendPredicted($0, rejected: &rejected) }
        if isFinished {
            snapLastPoint()
            applyEndTaper()
        }
        rebuildTail()
        return StrokeUpdate(
            newlyFrozenPieces: frozenPiecesBefore..<outline.frozenPieceCount,
            provisionalPieces: outline.frozenPieceCount..<outline.pieceCount,
            newlyFrozenPoints: frozenPointsBefore..<frozenPointCount, changedPoints: index..<points.count)
    }

    /// Ends the stroke: drops predicted points, puts the last point exactly on its input (the
    /// smoothing's lag would leave the line short), applies the end taper. Points still awaiting
    /// updates keep waiting (`update(_:)` still applies them); everything else becomes final.
    @discardableResult
    public mutating func finish() -> StrokeUpdate {
        let frozenPiecesBefore = outline.frozenPieceCount
        let frozenPointsBefore = frozenPointCount
        guard !isFinished else { return unchanged(rejected: 0) }
        isFinished = true
        points.removeSubrange(realPointCount...)
        let firstChanged = max(0, realPointCount - 1)
        snapLastPoint()
        applyEndTaper()
        rebuildTail()
        return StrokeUpdate(
            newlyFrozenPieces: frozenPiecesBefore..<outline.frozenPieceCount,
            provisionalPieces: outline.frozenPieceCount..<outline.pieceCount,
            newlyFrozenPoints: frozenPointsBefore..<frozenPointCount,
            changedPoints: min(firstChanged, points.count)..<points.count)
    }

    private func unchanged(rejected: Int) -> StrokeUpdate {
        StrokeUpdate(
            newlyFrozenPieces: outline.frozenPieceCount..<outline.frozenPieceCount,
            provisionalPieces: outline.frozenPieceCount..<outline.pieceCount,
            newlyFrozenPoints: frozenPointCount..<frozenPointCount,
            changedPoints: points.count..<points.count,
            rejectedInputCount: rejected)
    }

    // MARK: Points

    /// Makes the first points of a stroke, from `inputs` at once (`Stroke(inputs:)`, an import,
    /// a first event's points), straight into a new array's memory with room for `capacity`.
    ///
    /// Why not `append` as the other changes do: on the stored array each append checked its
    /// uniqueness (a runtime call) and capacity and stored its count, and the call split the
    /// point's arithmetic around it (its values went to the stack and back). Here the loop holds
    /// the builder's numbers in locals and writes each point once.
    private mutating func makeFirstPoints(
        _ inputs: UnsafeBufferPointer<InkInputPoint>, capacity: Int, rejected: inout Int
    ) {
        var context = pointContext
        if let first = inputs.first(where: Self.isUsable) { context.startTime = first.timestamp }
        var skipped = 0
        var expecting: [(key: Int, index: Int)] = []
        points = ContiguousArray(unsafeUninitializedCapacity: capacity) { buffer, count in
            var previous: PreviousPoint? = nil
            for input in inputs {
                guard Self.isUsable(input) else {
                    skipped += 1
                    continue
                }
                if context.firstForceIndex == .max, Self.reportsForce(input) {
                    context.firstForceIndex = count
                }
                let point = Self.makePoint(
                    input, index: count, previous: previous, predicted: false, context: context)
                if let key = input.estimationUpdateIndex, !input.estimatedPropertiesExpectingUpdates.isEmpty {
                    expecting.append((key, count))
                }
                (buffer.baseAddress! + count).initialize(to: point)
                count += 1
                previous = PreviousPoint(point)
            }
        }
        rejected += skipped
        startTime = context.startTime
        firstForceIndex = context.firstForceIndex
        for (key, index) in expecting { awaiting[key] = index }
    }

    private mutating func appendPredicted(
        _ predicted: UnsafeBufferPointer<InkInputPoint>, rejected: inout Int
    ) {
        guard !points.isEmpty else {
            rejected += predicted.count
            return
        }
        var previous = previousPoint(before: points.count)
        for input in predicted {
            guard Self.isUsable(input) else {
                rejected += 1
                continue
            }
            var point = makePoint(input, index: points.count, previous: previous, predicted: true)
            point.estimatedPropertiesExpectingUpdates = []
            point.estimationUpdateIndex = nil
            previous = PreviousPoint(point)
            points.append(point)
        }
    }

    static func isUsable(_ input: InkInputPoint) -> Bool {
        input.location.x.isFinite && input.location.y.isFinite && input.timestamp.isFinite
            && input.force.isFinite && input.maximumPossibleForce.isFinite && input.altitudeAngle.isFinite
            && input.azimuthAngle.isFinite
    }

    /// Whether an input carries real force (a finger or pen reporting some; a mouse's is not).
    static func reportsForce(_ input: InkInputPoint) -> Bool {
        input.type != .indirectPointer && input.force > 0 && input.maximumPossibleForce > 0
    }

    @inline(__always)
    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        let dx = Double(a.x) - Double(b.x)
        let dy = Double(a.y) - Double(b.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The input a drawn point came from.
    static func input(of point: StrokePoint, startTime: TimeInterval) -> InkInputPoint {
        InkInputPoint(
            location: point.inputLocation, timestamp: startTime + point.timeOffset, force: point.force,
            maximumPossibleForce: point.maximumPossibleForce, altitudeAngle: point.altitudeAngle,
            azimuthAngle: point.azimuthAngle, type: point.type,
            estimatedProperties: point.estimatedProperties,
            estimatedPropertiesExpectingUpdates: point.estimatedPropertiesExpectingUpdates,
            estimationUpdateIndex: point.estimationUpdateIndex)
    }

    /// What making a point needs of the point before it: a few fields, read in place (copying the
    /// whole point, about 140 bytes, cost a `memcpy` a point).
    struct PreviousPoint {
        var x: Double
        var y: Double
        var inputLocation: CGPoint
        var timeOffset: TimeInterval
        var pressure: Double
        var distance: Double

        @inline(__always)
        init(_ point: StrokePoint) {
            x = Double(point.location.x)
            y = Double(point.location.y)
            inputLocation = point.inputLocation
            timeOffset = point.timeOffset
            pressure = point.pressure
            distance = point.distance
        }
    }

    /// The point before index `index` as `makePoint` needs it (nil for the first point).
    @inline(__always)
    func previousPoint(before index: Int) -> PreviousPoint? {
        index > 0 ? PreviousPoint(points[index - 1]) : nil
    }

    /// What making a point reads of the builder, as one value that a loop can hold in locals.
    struct PointContext {
        var brush: Brush
        var firstForceIndex: Int
        var startTime: TimeInterval
        var streamlineFactor: Double
        var measuresDistance: Bool
    }

    /// The builder's `PointContext` now.
    var pointContext: PointContext {
        PointContext(
            brush: brush, firstForceIndex: firstForceIndex, startTime: startTime,
            streamlineFactor: streamlineFactor, measuresDistance: measuresDistance)
    }

    /// The drawn point of `input`, the `index`th point, after `previous` (see `Brush`).
    @inline(__always)
    func makePoint(_ input: InkInputPoint, index: Int, previous: PreviousPoint?, predicted: Bool)
        -> StrokePoint
    {
        Self.makePoint(input, index: index, previous: previous, predicted: predicted, context: pointContext)
    }

    /// The drawn point of `input`, the `index`th point, after `previous`, for a builder in `context`.
    @inline(__always)
    static func makePoint(
        _ input: InkInputPoint, index: Int, previous: PreviousPoint?, predicted: Bool, context: PointContext
    ) -> StrokePoint {
        let brush = context.brush
        let firstForceIndex = context.firstForceIndex
        let startTime = context.startTime
        let streamlineFactor = context.streamlineFactor
        let measuresDistance = context.measuresDistance
        let location: CGPoint
        let distance: Double
        var pressure: Double
        let usesForce: Bool
        switch brush.pressureSource {
        case .force: usesForce = true
        case .speed: usesForce = false
        case .automatic: usesForce = input.type != .indirectPointer && index >= firstForceIndex
        }
        if usesForce {
            let maximum = Double(input.maximumPossibleForce)
            pressure = maximum > 0 ? min(max(Double(input.force) / maximum, 0), 1) : 0
        } else {
            pressure = min(max(brush.speedStartPressure, 0), 1)
        }
        if let previous {
            let k = streamlineFactor
            let px = previous.x
            let py = previous.y
            let x = px + (Double(input.location.x) - px) * k
            let y = py + (Double(input.location.y) - py) * k
            location = CGPoint(x: x, y: y)
            // Only the tapers use the distance along the stroke: no square root a point without them.
            distance =
                measuresDistance
                ? previous.distance + ((x - px) * (x - px) + (y - py) * (y - py)).squareRoot() : 0
            if !usesForce {
                let dt = max(0, input.timestamp - (startTime + previous.timeOffset))
                let speed = Self.distance(input.location, previous.inputLocation) / max(dt, 1e-3)
                let target = 1 - min(1, speed / max(brush.speedForThinnest, 1e-9))
                let tau = brush.speedResponseTime
                let alpha = tau > 0 ? dt / (dt + tau) : 1
                pressure = previous.pressure + (target - previous.pressure) * alpha
            }
        } else {
            location = input.location
            distance = 0
        }
        let eased = brush.easing.apply(pressure)
        let widthFactor = brush.mode == .opacity ? 1 : 1 - brush.thinning * (1 - eased)
        var taper = 1.0
        if brush.taperStart > 0 {
            let f = min(1, distance / brush.taperStart)
            taper = 1 - (1 - f) * (1 - f)
        }
        var tilt = 1.0
        if input.type == .stylus, brush.tiltWidening != 0 {
            let altitude = min(max(Double(input.altitudeAngle), 0), .pi / 2)
            tilt = 1 + brush.tiltWidening * (1 - altitude / (.pi / 2))
        }
        let rawWidth = brush.size * widthFactor * taper * tilt
        let opacity =
            brush.mode == .width ? 1 : brush.minimumOpacity + (1 - brush.minimumOpacity) * eased
        var point = StrokePoint(
            location: location, inputLocation: input.location, timeOffset: input.timestamp - startTime,
            force: input.force, maximumPossibleForce: input.maximumPossibleForce,
            altitudeAngle: input.altitudeAngle, azimuthAngle: input.azimuthAngle,
            width: CGFloat(max(brush.minimumWidth, rawWidth)), opacity: CGFloat(opacity),
            estimatedProperties: input.estimatedProperties,
            estimatedPropertiesExpectingUpdates: input.estimatedPropertiesExpectingUpdates,
            estimationUpdateIndex: input.estimationUpdateIndex, isPredicted: predicted, type: input.type)
        point.pressure = pressure
        point.distance = distance
        point.rawWidth = rawWidth
        return point
    }

    /// Puts the last real point on its input location (finished strokes only).
    private mutating func snapLastPoint() {
        guard realPointCount > 0 else { return }
        var last = points[realPointCount - 1]
        let previousDistance = realPointCount > 1 ? points[realPointCount - 2].distance : 0
        let previousLocation = realPointCount > 1 ? points[realPointCount - 2].location : last.inputLocation
        last.location = last.inputLocation
        if measuresDistance {
            last.distance = previousDistance + Self.distance(previousLocation, last.location)
        }
        points[realPointCount - 1] = last
    }

    /// Narrows the points within `taperEnd` of the end (finished strokes only).
    private mutating func applyEndTaper() {
        guard brush.taperEnd > 0, realPointCount > 0 else { return }
        let total = points[realPointCount - 1].distance
        var i = realPointCount - 1
        while i >= 0 {
            let remaining = total - points[i].distance
            if remaining >= brush.taperEnd { break }
            let f = max(0, remaining / brush.taperEnd)
            let factor = 1 - (1 - f) * (1 - f)
            points[i].width = CGFloat(max(brush.minimumWidth, points[i].rawWidth * factor))
            i -= 1
        }
    }

    /// The first point that may still change: see the type's documentation.
    private func finalLimit() -> Int {
        var limit = isFinished ? realPointCount : max(0, realPointCount - 1)
        for index in awaiting.values where index < limit { limit = index }
        if !isFinished, brush.taperEnd > 0, realPointCount >= 2 {
            // Points within taperEnd of the second-to-last point may be narrowed at the end.
            let reach = points[realPointCount - 2].distance - brush.taperEnd
            var i = min(limit, realPointCount - 1)
            while i > 0, points[i - 1].distance > reach { i -= 1 }
            limit = min(limit, i)
        }
        return limit
    }

    // MARK: Outline

    /// Replays the outline from the last final piece over the remaining points.
    private mutating func rebuildTail() {
        let limit = finalLimit()
        var vertices = outline.vertices
        var pieceEnds = outline.pieceEnds
        var frozenPieces = outline.frozenPieceCount
        outline = StrokeOutline()
        vertices.removeSubrange((frozenPieces == 0 ? 0 : pieceEnds[frozenPieces - 1])...)
        pieceEnds.removeSubrange(frozenPieces...)
        let memory = uniqueScratch()
        var sink = memory.open(base: vertices.count, pieceEnds: pieceEnds)
        pieceEnds = []  // the sink holds the only reference: its appends need no copy
        var generator = frozenGenerator
        var index = frozenFeedIndex
        let count = points.count
        let all = points
        all.withUnsafeBufferPointer { buffer in
            // Two fields read in place: copying the whole point (~150 bytes) cost a memmove a point.
            @inline(__always) func disc(_ i: Int) -> (InkVector, Double) {
                let location = buffer[i].location
                return (InkVector(Double(location.x), Double(location.y)), Double(buffer[i].width) * 0.5)
            }
            // The segment to each disc is worked out one disc early (see `OutlineGenerator.Segment`).
            var ahead = OutlineGenerator.Segment.none
            if index > 0, index < count {
                let (c0, r0) = disc(index - 1)
                let (c1, r1) = disc(index)
                ahead = OutlineGenerator.Segment(from: c0, radius: r0, to: c1, radius: r1)
            }
            while index < count {
                let (c, r) = disc(index)
                let current = ahead
                if index + 1 < count {
                    let (next, nextR) = disc(index + 1)
                    ahead = OutlineGenerator.Segment(from: c, radius: r, to: next, radius: nextR)
                }
                sink.flushIfFull(into: &vertices)
                let closed = generator.add(center: c, radius: r, ahead: current, into: &sink)
                index += 1
                if closed, index <= limit {
                    frozenGenerator = generator
                    frozenFeedIndex = index
                    frozenPieces = sink.pieceEnds.count
                }
            }
        }
        sink.flushIfFull(into: &vertices)
        generator.finish(into: &sink)
        if isFinished, limit == realPointCount, count == realPointCount {
            frozenGenerator = generator
            frozenFeedIndex = count
            frozenPieces = sink.pieceEnds.count
        }
        sink.flush(into: &vertices)
        pieceEnds = sink.pieceEnds
        outline.vertices = vertices
        outline.pieceEnds = pieceEnds
        outline.frozenPieceCount = frozenPieces
        frozenPointCount = max(frozenPointCount, min(frozenFeedIndex, limit))
    }
}
