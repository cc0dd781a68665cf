import ForceTouch
import Foundation
import TestSupport
import Testing

@testable import Ink

@Suite("Brush: a pen held low draws broader; a finger is never widened by tilt")
struct BrushTests {
    /// A straight pen line at constant force and the given altitude.
    static func penLine(altitude: Double, type: TouchType = .stylus, count: Int = 12) -> [InkInputPoint] {
        (0..<count).map { index in
            InkInputPoint(
                location: CGPoint(x: 10 + Double(index) * 2, y: 50), timestamp: Double(index) / 120, force: 2,
                maximumPossibleForce: 4.17, altitudeAngle: altitude, azimuthAngle: 0.7, type: type)
        }
    }

    @Test("width grows as the altitude falls, by the documented factor")
    func lowerIsBroader() {
        let brush = Brush()
        let upright = Stroke(brush: brush, inputs: Self.penLine(altitude: .pi / 2))
        let half = Stroke(brush: brush, inputs: Self.penLine(altitude: .pi / 4))
        let low = Stroke(brush: brush, inputs: Self.penLine(altitude: 0.3))
        let flat = Stroke(brush: brush, inputs: Self.penLine(altitude: 0))
        for index in upright.points.indices {
            let w0 = Double(upright.points[index].width)
            #expect(Double(half.points[index].width) > w0)
            #expect(Double(low.points[index].width) > Double(half.points[index].width))
            #expect(Double(flat.points[index].width) > Double(low.points[index].width))
            // 1 + tiltWidening · (1 − altitude / (π/2)): ×1.5 at 45°, ×2 flat with the default 1.
            #expect(abs(Double(half.points[index].width) - w0 * 1.5) < 1e-9)
            #expect(abs(Double(flat.points[index].width) - w0 * 2) < 1e-9)
            #expect(Double(flat.points[index].width) <= brush.maximumWidth + 1e-9)
        }
        // The formula at the first point: pressure 2/4.17 eased, thinned, then tilted.
        let p = 2 / 4.17
        let eased = 1 - (1 - p) * (1 - p)
        let expected = 8 * (1 - 0.6 * (1 - eased)) * (1 + (1 - 0.3 / (.pi / 2)))
        #expect(abs(Double(low.points[0].width) - expected) < 1e-9)
    }

    @Test("a finger or a mouse is not widened, whatever angles it reports; 0 turns tilt off")
    func onlyPens() {
        for type in [TouchType.direct, .indirectPointer] {
            let upright = Stroke(inputs: Self.penLine(altitude: .pi / 2, type: type))
            let tilted = Stroke(inputs: Self.penLine(altitude: 0.2, type: type))
            #expect(upright.points.map(\.width) == tilted.points.map(\.width), "\(type)")
        }
        var off = Brush()
        off.tiltWidening = 0
        let upright = Stroke(brush: off, inputs: Self.penLine(altitude: .pi / 2))
        let tilted = Stroke(brush: off, inputs: Self.penLine(altitude: 0.2))
        #expect(upright.points.map(\.width) == tilted.points.map(\.width))
    }

    @Test("tilt widens in every mode, and out-of-range angles are held to 0…π/2")
    func modesAndRange() {
        for mode in Brush.Mode.allCases {
            let brush = Brush(size: 10, mode: mode)
            let upright = Stroke(brush: brush, inputs: Self.penLine(altitude: .pi / 2))
            let low = Stroke(brush: brush, inputs: Self.penLine(altitude: .pi / 4))
            #expect(
                abs(Double(low.points[3].width) - 1.5 * Double(upright.points[3].width)) < 1e-9, "\(mode)")
            #expect(low.points[3].opacity == upright.points[3].opacity, "\(mode)")
        }
        let under = Stroke(inputs: Self.penLine(altitude: -1))
        let flat = Stroke(inputs: Self.penLine(altitude: 0))
        #expect(under.points.map(\.width) == flat.points.map(\.width))
        let over = Stroke(inputs: Self.penLine(altitude: 3))
        let upright = Stroke(inputs: Self.penLine(altitude: .pi / 2))
        #expect(over.points.map(\.width) == upright.points.map(\.width))
    }

    @Test(
        "random tilted pen strokes: covered, never below the minimum, never above maximumWidth",
        arguments: [UInt64(21), 22, 0x7117])
    func randomTiltedStrokes(seed: UInt64) {
        var brush = Brush(size: 12, mode: .both)
        brush.tiltWidening = 1.5
        let stroke = Stroke(brush: brush, inputs: InkTestStrokes.random(seed: seed, count: 160, stylus: true))
        let miss = InkTestStrokes.uncovered(stroke)
        #expect(miss == nil, "seed \(seed): point \(miss?.point ?? -1) uncovered")
        #expect(stroke.points.allSatisfy { Double($0.width) >= brush.minimumWidth })
        #expect(stroke.points.allSatisfy { Double($0.width) <= brush.maximumWidth + 1e-9 })
        // Some points are wider than the untilted brush could draw.
        #expect(stroke.points.contains { Double($0.width) > brush.size })
    }

    @Test("an estimated altitude is patched: the point's width follows the real angle")
    func estimatedAltitudeUpdated() {
        var builder = StrokeBuilder()
        var inputs = Self.penLine(altitude: .pi / 2, count: 4)
        inputs[2].estimatedProperties = [.altitude]
        inputs[2].estimatedPropertiesExpectingUpdates = [.altitude]
        inputs[2].estimationUpdateIndex = 9
        builder.append(inputs)
        let before = Double(builder.points[2].width)
        var real = inputs[2]
        real.altitudeAngle = .pi / 4
        real.estimatedPropertiesExpectingUpdates = []
        let update = builder.update(real)
        #expect(update?.changedPoints.contains(2) == true)
        #expect(abs(Double(builder.points[2].width) - 1.5 * before) < 1e-9)
    }

    @Test("InkML keeps tiltWidening: read back, the tilted pen stroke draws the same widths")
    func inkMLKeepsTilt() throws {
        var brush = Brush(size: 9, mode: .both)
        brush.tiltWidening = 0.25
        let stroke = Stroke(
            touchID: 3, brush: brush, inputs: InkTestStrokes.random(seed: 31, count: 50, stylus: true))
        let text = Drawing(strokes: [stroke]).inkML
        #expect(text.contains("tiltWidening"))
        let back = try Drawing(inkML: Data(text.utf8), file: "tilt.inkml")
        #expect(back.strokes.count == 1)
        #expect(back.strokes[0].brush.tiltWidening == 0.25)
        #expect(back.strokes[0].brush == brush)
        for (p, q) in zip(stroke.points, back.strokes[0].points) {
            #expect(abs(p.width - q.width) < 0.01)
        }
    }

    @Test("a recorded trace keeps the pen's angles: a tilted pen's trace draws broader than a finger's")
    func traceKeepsTilt() {
        func trace(type: TouchType, altitude: Double) -> Trace {
            var samples: [TouchSample] = []
            for index in 0..<6 {
                let phase: TouchPhase = index == 0 ? .began : index == 5 ? .ended : .moved
                let location = CGPoint(x: 20 + Double(index) * 3, y: 40)
                samples.append(
                    TouchSample(
                        id: 1, phase: phase, location: location, timestamp: Double(index) / 120, force: 2,
                        maximumPossibleForce: 4.17, type: type, altitudeAngle: altitude, azimuthAngle: 1))
            }
            return Trace(samples: samples)
        }
        let pen = Drawing(trace: trace(type: .stylus, altitude: .pi / 4))
        let upright = Drawing(trace: trace(type: .stylus, altitude: .pi / 2))
        let finger = Drawing(trace: trace(type: .direct, altitude: .pi / 2))
        #expect(pen.strokes[0].points[2].altitudeAngle == .pi / 4)
        #expect(pen.strokes[0].points[2].azimuthAngle == 1)
        #expect(
            abs(Double(pen.strokes[0].points[2].width) - 1.5 * Double(upright.strokes[0].points[2].width))
                < 1e-9)
        #expect(upright.strokes[0].points.map(\.width) == finger.strokes[0].points.map(\.width))
    }
}
