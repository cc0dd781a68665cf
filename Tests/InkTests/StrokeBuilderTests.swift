import ForceTouch
import Foundation
import TestSupport
import Testing

@testable import Ink

@Suite("StrokeBuilder: incremental strokes equal batch ones, and only the tail changes")
struct StrokeBuilderTests {
    static func brushes() -> [Brush] {
        var tapered = Brush(size: 14, mode: .both)
        tapered.taperStart = 12
        tapered.taperEnd = 18
        var speed = Brush(size: 10)
        speed.pressureSource = .speed
        return [Brush(), tapered, speed, Brush(size: 40, mode: .opacity)]
    }

    @Test(
        "incremental = batch: the same points and the same polygons",
        arguments: [UInt64(11), 12, 13, 99, 0xBEEF])
    func incrementalEqualsBatch(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for brush in Self.brushes() {
            let inputs = InkTestStrokes.random(seed: seed, count: 300)
            let batch = Stroke(touchID: 4, brush: brush, inputs: inputs)
            var builder = StrokeBuilder(brush: brush, touchID: 4)
            var index = 0
            while index < inputs.count {
                let count = min(inputs.count - index, 1 + random.below(5))
                let events = Array(inputs[index..<(index + count)])
                index += count
                // Predicted points: where the next ones go, a little off.
                let predicted = inputs[index..<min(inputs.count, index + random.below(4))].map { input in
                    var guess = input
                    guess.location.x += 3
                    return guess
                }
                builder.append(events, predicted: predicted)
            }
            builder.finish()
            #expect(builder.stroke.points == batch.points, "seed \(seed) brush \(brush.mode)")
            #expect(
                builder.stroke.outline.vertices == batch.outline.vertices, "seed \(seed) brush \(brush.mode)")
            #expect(
                builder.stroke.outline.pieceEnds == batch.outline.pieceEnds,
                "seed \(seed) brush \(brush.mode)")
            #expect(builder.outline.frozenPieceCount == builder.outline.pieceCount)
            #expect(builder.frozenPointCount == inputs.count)
        }
    }

    @Test("frozen pieces never change while the stroke grows")
    func frozenPiecesStay() {
        let inputs = InkTestStrokes.random(seed: 5, count: 400)
        var builder = StrokeBuilder()
        var frozen: [[CGPoint]] = []
        for input in inputs {
            let update = builder.append(input)
            for index in 0..<frozen.count { #expect(Array(builder.outline.piece(index)) == frozen[index]) }
            for index in update.newlyFrozenPieces { frozen.append(Array(builder.outline.piece(index))) }
            #expect(update.provisionalPieces.upperBound == builder.outline.pieceCount)
            #expect(update.newlyFrozenPieces.upperBound == update.provisionalPieces.lowerBound)
        }
        #expect(frozen.count > 5)
    }

    @Test("appending to a 10,000-point stroke touches only the tail, as at 100 points")
    func appendCostIsBounded() {
        var builder = StrokeBuilder()
        var t = 0.0
        var provisionalAt100 = 0
        for index in 0..<10_000 {
            t += 1.0 / 120
            let angle = Double(index) * 0.01
            let update = builder.append(
                InkInputPoint(
                    location: CGPoint(x: 500 + 300 * cos(angle), y: 500 + 300 * sin(angle)), timestamp: t,
                    force: 2 + sin(Double(index) * 0.1)))
            let provisional = update.provisionalPieces.reduce(0) { $0 + builder.outline.piece($1).count }
            if index == 99 { provisionalAt100 = provisional }
            if index == 9_999 {
                #expect(provisional <= max(provisionalAt100, 1) * 3)
                #expect(provisional <= 160)
                #expect(builder.points.count - builder.frozenPointCount <= 40)
                #expect(update.changedPoints.count == 1)
            }
        }
    }

    @Test("predicted points are drawn provisionally, flagged, and replaced by the real ones")
    func predictedReplaced() {
        var builder = StrokeBuilder()
        let real = InkTestStrokes.line([(0, 0, 2), (10, 0, 2), (20, 0, 2)])
        builder.append(
            real[0..<2],
            predicted: [InkInputPoint(location: CGPoint(x: 40, y: 30), timestamp: 0.02, force: 2)])
        #expect(builder.points.count == 3)
        #expect(builder.points[2].isPredicted)
        #expect(builder.realPointCount == 2)
        // The prediction reached (40, 30): the provisional outline covers its way there.
        #expect(builder.outline.winding(at: builder.points[2].location) != 0)
        builder.append(real[2...])
        #expect(builder.points.count == 3)
        #expect(!builder.points.contains { $0.isPredicted })
        builder.finish()
        #expect(builder.stroke.points == Stroke(inputs: real).points)
        #expect(builder.stroke.outline == Stroke(inputs: real).outline)
    }

    @Test("estimated force is patched when its update arrives; the part awaiting it stays provisional")
    func estimatedPropertiesUpdated() {
        let truth = InkTestStrokes.random(seed: 77, count: 200, stylus: true)
        var builder = StrokeBuilder(brush: Brush(size: 12))
        var estimates = truth
        for index in 100..<110 {
            estimates[index].force = 0.1
            estimates[index].estimatedProperties = [.force, .azimuth]
            estimates[index].estimatedPropertiesExpectingUpdates = [.force, .azimuth]
            estimates[index].estimationUpdateIndex = 1000 + index
        }
        for input in estimates[0..<150] { builder.append(input) }
        #expect(builder.frozenPointCount <= 100)
        #expect(builder.points[105].isAwaitingUpdate)
        for index in 100..<110 {
            var update = truth[index]
            update.estimationUpdateIndex = 1000 + index
            let change = builder.update(update)
            #expect(change != nil)
            #expect(change?.changedPoints.lowerBound == index)
        }
        #expect(builder.update(truth[5]) == nil)  // no index: nothing to patch
        for input in estimates[150...] { builder.append(input) }
        builder.finish()
        let batch = Stroke(brush: Brush(size: 12), inputs: truth)
        #expect(builder.stroke.outline == batch.outline)
        #expect(builder.stroke.points.map(\.width) == batch.points.map(\.width))
        #expect(!builder.stroke.points.contains { $0.isAwaitingUpdate })
        #expect(builder.frozenPointCount == truth.count)
    }

    @Test("a stroke waiting for an update keeps that part provisional even after it ends")
    func finishWhileAwaiting() {
        var inputs = InkTestStrokes.line((0..<50).map { (Double($0) * 4, 0, 2) })
        inputs[10].estimatedPropertiesExpectingUpdates = [.force]
        inputs[10].estimationUpdateIndex = 7
        var builder = StrokeBuilder()
        builder.append(inputs)
        builder.finish()
        #expect(builder.frozenPointCount <= 10)
        var update = inputs[10]
        update.estimatedPropertiesExpectingUpdates = []
        update.force = 4
        #expect(builder.update(update) != nil)
        #expect(builder.frozenPointCount == 50)
        #expect(builder.outline.frozenPieceCount == builder.outline.pieceCount)
    }

    @Test("no pressure (a mouse, or force 0): faster is thinner")
    func speedFallback() {
        func stroke(speed: Double, type: TouchType) -> Stroke {
            let inputs = (0..<60).map { index in
                InkInputPoint(
                    location: CGPoint(x: Double(index) * speed / 120, y: 0), timestamp: Double(index) / 120,
                    force: type == .indirectPointer ? 0.5 : 0, maximumPossibleForce: 1, type: type)
            }
            return Stroke(inputs: inputs)
        }
        for type in [TouchType.indirectPointer, .direct] {
            let slow = stroke(speed: 60, type: type)
            let fast = stroke(speed: 1200, type: type)
            #expect(slow.points[40].width > fast.points[40].width, "\(type)")
            #expect(fast.points[40].width >= CGFloat(Brush().minimumWidth))
        }
        // A mouse's constant browser "pressure" is not force.
        let mouse = stroke(speed: 60, type: .indirectPointer)
        let expectedPressure = 1 - 60.0 / Brush().speedForThinnest
        #expect(abs(mouse.points[59].pressure - expectedPressure) < 0.01)
    }

    @Test("force maps to width, opacity or both as the brush's mode says")
    func modes() {
        let inputs = InkTestStrokes.line([(0, 0, 0.5), (10, 0, 6.5)])
        let width = Stroke(brush: Brush(size: 10, mode: .width), inputs: inputs)
        #expect(width.points[1].width > width.points[0].width)
        #expect(width.points.allSatisfy { $0.opacity == 1 })
        let opacity = Stroke(brush: Brush(size: 10, mode: .opacity), inputs: inputs)
        #expect(opacity.points.allSatisfy { $0.width == 10 })
        #expect(opacity.points[1].opacity > opacity.points[0].opacity)
        let both = Stroke(brush: Brush(size: 10, mode: .both), inputs: inputs)
        #expect(both.points[1].width > both.points[0].width)
        #expect(both.points[1].opacity > both.points[0].opacity)
        // The formula, at full force: size; at zero force: size · (1 − thinning).
        let full = Stroke(brush: Brush(size: 10), inputs: InkTestStrokes.line([(0, 0, 20.0 / 3)]))
        #expect(abs(Double(full.points[0].width) - 10) < 1e-9)
    }

    @Test("a first batch with bad leading inputs and awaited estimates equals appending them one by one")
    func firstBatchEqualsOneByOne() {
        var inputs = InkTestStrokes.random(seed: 0x51DE, count: 120)
        inputs.insert(InkInputPoint(location: CGPoint(x: 1, y: Double.infinity), timestamp: 0), at: 0)
        inputs[40].estimatedProperties = [.force]
        inputs[40].estimatedPropertiesExpectingUpdates = [.force]
        inputs[40].estimationUpdateIndex = 7
        var batch = StrokeBuilder()
        let update = batch.append(inputs)
        var single = StrokeBuilder()
        for input in inputs { single.append(input) }
        #expect(update.rejectedInputCount == 1)
        #expect(batch.points == single.points)
        #expect(batch.startTime == inputs[1].timestamp)
        #expect(batch.outline.vertices == single.outline.vertices)
        #expect(batch.outline.pieceEnds == single.outline.pieceEnds)
        // The awaited estimate keeps the rest provisional, and its update applies.
        #expect(batch.frozenPointCount <= 39)
        var updated = inputs[40]
        updated.force = 5
        updated.estimatedPropertiesExpectingUpdates = []
        #expect(batch.update(updated) != nil)
        #expect(single.update(updated) != nil)
        #expect(batch.points == single.points)
        batch.finish()
        single.finish()
        #expect(batch.stroke == single.stroke)
    }

    @Test("bad numbers are refused and counted, not drawn")
    func rejectsNonFinite() {
        var builder = StrokeBuilder()
        let update = builder.append([
            InkInputPoint(location: CGPoint(x: 1, y: 1), timestamp: 0, force: 1),
            InkInputPoint(location: CGPoint(x: Double.nan, y: 1), timestamp: 0.01, force: 1),
            InkInputPoint(location: CGPoint(x: 2, y: 1), timestamp: 0.02, force: .infinity),
        ])
        #expect(update.rejectedInputCount == 2)
        #expect(builder.points.count == 1)
        builder.finish()
        #expect(builder.append(InkInputPoint(location: .zero, timestamp: 1)).rejectedInputCount == 1)
    }
}
