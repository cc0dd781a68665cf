import ForceTouch
import Foundation
import Ink
import TestSupport
import Testing

@testable import TouchKit

/// The ink canvas: strokes from touches, what its render node carries, and what a sample's patch costs.
@MainActor
@Suite("InkCanvasView: strokes from touches, append-only render, predicted and estimated points")
struct InkCanvasViewTests {
    func setUp() -> (Window, InkCanvasView) {
        let window = makeWindow()
        let canvas = InkCanvasView(frame: CGRect(x: 0, y: 64, width: 375, height: 603))
        window.rootViewController!.view.addSubview(canvas)
        return (window, canvas)
    }

    func sample(_ phase: TouchPhase, _ x: CGFloat, _ y: CGFloat, t: TimeInterval, force: CGFloat, id: Int = 1)
        -> TouchSample
    {
        TouchSample(id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: t, force: force)
    }

    @Test("A stroke follows the touch in the canvas's coordinates; harder is wider; the lift keeps it")
    func stroke() {
        let (window, canvas) = setUp()
        var changes = 0
        canvas.onDrawingChange = { _ in changes += 1 }
        window.send(sample(.began, 20, 200, t: 0, force: 0.3))
        for step in 1...40 {
            window.send(
                sample(
                    .moved, 20 + CGFloat(step) * 8, 200, t: Double(step) / 60,
                    force: 0.3 + CGFloat(step) * 0.15))
        }
        #expect(canvas.isDrawing && canvas.drawing.strokes.isEmpty)
        #expect(canvas.currentDrawing.strokes.count == 1)
        window.send(sample(.ended, 340, 200, t: 0.7, force: 0))
        #expect(!canvas.isDrawing)
        #expect(changes == 1)
        let stroke = canvas.drawing.strokes[0]
        #expect(stroke.points.first!.location.y == 136)  // 200 in the window, 64 below the canvas's top
        let widths = stroke.points.map(\.width)
        #expect(widths[30] > widths[5] + 2)
    }

    @Test("Each sample's patch is one ink step with a few points, at 10 points as at 2,000")
    func patchesStaySmall() throws {
        let (window, canvas) = setUp()
        let builder = RenderTreeBuilder()
        window.send(sample(.began, 20, 200, t: 0, force: 1))
        var tree = builder.render(window)
        var sizes: [Int] = []
        for step in 1...2000 {
            let angle = Double(step) / 40
            window.send(
                sample(
                    .moved, 180 + CGFloat(cos(angle) * 120), 350 + CGFloat(sin(angle) * 120),
                    t: Double(step) / 240,
                    force: 1 + CGFloat(step % 50) / 25))
            let next = builder.render(window)
            let mutations = RenderNode.diff(from: tree, to: next)
            #expect(mutations.count == 1)
            guard case .ink(let id, let operations)? = mutations.first else {
                Issue.record("expected an ink step, got \(mutations)")
                return
            }
            #expect(id == builder.identifier(of: canvas))
            sizes.append(try JSONEncoder().encode(mutations).count)
            #expect(operations.count == 1)
            tree = next
        }
        #expect(sizes.max()! < 1024)
        #expect(sizes.suffix(100).max()! <= sizes.prefix(100).max()! + 64)
        // Applying every patch gave the same tree as rendering it whole.
        #expect(tree == builder.renderIgnoringCache(window))
    }

    @Test("Predicted points are drawn provisionally and replaced by the real ones; debug mode marks them")
    func predictedAndMarkers() throws {
        let (window, canvas) = setUp()
        canvas.drawsDebugMarkers = true
        window.send(sample(.began, 20, 200, t: 0, force: 1))
        let real = (1...3).map { sample(.moved, 20 + CGFloat($0) * 4, 200, t: Double($0) / 240, force: 1) }
        let guess = [sample(.moved, 40, 200, t: 0.02, force: 1), sample(.moved, 44, 200, t: 0.025, force: 1)]
        window.send(real[2], coalesced: real, predicted: guess)
        let ops = RenderTreeBuilder().render(canvas).attributes.ink!.operations
        guard case .tail(_, _, _, let points)? = ops.last else {
            Issue.record("expected a tail, got \(ops)")
            return
        }
        #expect(points.map(\.marker).suffix(2) == [.predicted, .predicted])
        #expect(points.contains { $0.marker == .coalesced })
        window.send(sample(.moved, 36, 200, t: 0.03, force: 1))
        let current = canvas.currentDrawing.strokes[0].points
        #expect(current.allSatisfy { !$0.isPredicted })
        #expect(current.count == 5)
    }

    @Test("A point awaiting an update is marked orange, then patched when the update comes after the lift")
    func estimatedUpdate() throws {
        let (window, canvas) = setUp()
        canvas.drawsDebugMarkers = true
        var first = sample(.began, 20, 200, t: 0, force: 0.5)
        first.estimatedProperties = [.force]
        first.estimatedPropertiesExpectingUpdates = [.force]
        first.estimationUpdateIndex = 3
        window.send(first)
        for step in 1...5 {
            window.send(sample(.moved, 20 + CGFloat(step) * 6, 200, t: Double(step) / 60, force: 0.5))
        }
        let ops = canvas.renderIgnoringLog
        #expect(ops.contains(.awaitingUpdate))
        window.send(sample(.ended, 56, 200, t: 0.2, force: 0))
        let before = canvas.drawing.strokes[0].points[0].force
        var update = first
        update.force = 4
        update.estimatedPropertiesExpectingUpdates = []
        #expect(window.updateEstimatedProperties([update]) == 1)
        let after = canvas.drawing.strokes[0].points[0]
        #expect(before == 0.5 && after.force == 4 && !after.isAwaitingUpdate)
    }

    @Test("A cancelled touch leaves no stroke; clear and setDrawing replace the drawing")
    func cancelClearAndSet() {
        let (window, canvas) = setUp()
        window.send(sample(.began, 20, 200, t: 0, force: 1))
        window.send(sample(.moved, 40, 200, t: 0.1, force: 1))
        window.cancelAllTouches()
        #expect(canvas.currentDrawing.strokes.isEmpty)
        window.send(sample(.began, 20, 300, t: 1, force: 1))
        window.send(sample(.moved, 60, 300, t: 1.1, force: 2))
        window.send(sample(.ended, 80, 300, t: 1.2, force: 0))
        let kept = canvas.drawing
        canvas.clear()
        #expect(canvas.drawing.strokes.isEmpty)
        #expect(RenderTreeBuilder().render(canvas).attributes.ink!.operations.isEmpty)
        canvas.setDrawing(kept)
        #expect(canvas.drawing == kept)
        #expect(RenderTreeBuilder().render(canvas).attributes.ink!.operations.count == 3)
    }

    @Test("Randomized: two fingers drawing at once make two strokes whose points follow them (seed 0x2F1)")
    func twoFingers() {
        var random = SplitMix64(seed: 0x2F1)
        let (window, canvas) = setUp()
        window.send(sample(.began, 50, 200, t: 0, force: 1, id: 1))
        window.send(sample(.began, 250, 400, t: 0, force: 1, id: 2))
        for step in 1...100 {
            let t = Double(step) / 120
            window.send(
                sample(
                    .moved, 50 + CGFloat(random.double(in: -2...4)) + CGFloat(step), 200, t: t, force: 1,
                    id: 1))
            window.send(
                sample(
                    .moved, 250, 400 + CGFloat(step), t: t, force: CGFloat(random.double(in: 0.2...6)), id: 2)
            )
        }
        window.send(sample(.ended, 150, 200, t: 1, force: 0, id: 1))
        window.send(sample(.ended, 250, 500, t: 1, force: 0, id: 2))
        #expect(canvas.drawing.strokes.count == 2)
        #expect(canvas.drawing.strokes[0].points.allSatisfy { abs($0.location.y - 136) < 0.001 })
        #expect(canvas.drawing.strokes[1].points.allSatisfy { abs($0.location.x - 250) < 0.001 })
    }
}

extension InkCanvasView {
    /// Every marker the render log holds so far.
    var renderIgnoringLog: [InkRenderPoint.Marker] {
        RenderTreeBuilder().render(self).attributes.ink!.operations.flatMap {
            operation -> [InkRenderPoint.Marker] in
            if case .tail(_, _, _, let points) = operation { return points.map(\.marker) }
            return []
        }
    }
}
