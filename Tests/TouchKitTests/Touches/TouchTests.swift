import CoreGraphics
import ForceTouch
import Foundation
import TestSupport
import Testing
import TouchKit

/// Pencil-grade touches: the pen's angles, precise locations, estimated properties and their updates.
@MainActor
@Suite("Touch: pen angles, precise location, estimated properties")
struct TouchTests {
    final class PenView: View {
        var touches: [Touch] = []
        var coalesced: [[Touch]] = []
        var predicted: [[Touch]] = []
        var updates: [Set<Touch>] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record(touches, event) }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record(touches, event) }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { record(touches, event) }
        override func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) { updates.append(touches) }
        private func record(_ touches: Set<Touch>, _ event: Event?) {
            let touch = touches.first!
            self.touches.append(touch)
            coalesced.append(event!.coalescedTouches(for: touch)!)
            predicted.append(event!.predictedTouches(for: touch)!)
        }
    }

    func pen(
        _ phase: TouchPhase, _ x: CGFloat, _ y: CGFloat, t: TimeInterval, force: CGFloat = 1,
        altitude: CGFloat = 0.8, azimuth: CGFloat = 0.5, id: Int = 1
    ) -> TouchSample {
        TouchSample(
            id: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: t, force: force,
            maximumPossibleForce: 4.17, type: .stylus, altitudeAngle: altitude, azimuthAngle: azimuth)
    }

    func setUp() -> (Window, PenView) {
        let window = makeWindow()
        let view = PenView(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        window.rootViewController!.view.addSubview(view)
        return (window, view)
    }

    @Test("A pen's altitude and azimuth reach the touch; a tilt-only change is a move")
    func angles() {
        let (window, view) = setUp()
        window.send(pen(.began, 50, 150, t: 0, altitude: 1.2, azimuth: 0.25))
        window.send(pen(.moved, 50, 150, t: 0.01, altitude: 0.6, azimuth: 0.25))
        let touch = view.touches.last!
        #expect(touch.phase == .moved)
        #expect(touch.altitudeAngle == 0.6)
        #expect(abs(touch.azimuthAngle(in: nil) - 0.25) < 1e-12)
        #expect(abs(touch.azimuthAngle(in: view) - 0.25) < 1e-12)
        let vector = touch.azimuthUnitVector(in: view)
        #expect(abs(vector.dx - cos(0.25)) < 1e-12 && abs(vector.dy - sin(0.25)) < 1e-12)
        #expect(touch.sample.altitudeAngle == 0.6)
    }

    @Test("A rotated view turns the azimuth; fingers report UIKit's defaults")
    func rotatedAzimuth() {
        let (window, view) = setUp()
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.send(pen(.began, 150, 250, t: 0, azimuth: 0))
        let touch = view.touches.last!
        // The window's +x is the rotated view's -y: 3π/2 in the view.
        #expect(abs(touch.azimuthAngle(in: view) - 3 * .pi / 2) < 1e-9)
        #expect(abs(touch.azimuthAngle(in: nil)) < 1e-12)
        var finger = Finger(window, id: 2, time: 1)
        finger.down(100, 200)
        let fingerTouch = view.touches.last!
        #expect(fingerTouch.altitudeAngle == .pi / 2)
        #expect(fingerTouch.azimuthAngle(in: nil) == 0)
    }

    @Test("A pen's location is pixel-aligned, its precise location exact; a finger's are both exact")
    func preciseLocation() {
        let (window, view) = setUp()
        window.send(pen(.began, 50.3, 150.1, t: 0))
        window.send(pen(.moved, 60.77, 151.26, t: 0.01))
        let touch = view.touches.last!
        #expect(touch.location(in: nil) == CGPoint(x: 61, y: 151.5))  // the @2x grid
        #expect(touch.preciseLocation(in: nil) == CGPoint(x: 60.77, y: 151.26))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 50.5, y: 150))
        #expect(touch.precisePreviousLocation(in: nil) == CGPoint(x: 50.3, y: 150.1))
        let local = touch.preciseLocation(in: view)
        #expect(abs(local.x - 40.77) < 1e-9 && abs(local.y - 51.26) < 1e-9)
        var finger = Finger(window, id: 2, time: 1)
        finger.down(100.3, 200.1)
        let fingerTouch = view.touches.last!
        #expect(fingerTouch.location(in: nil) == fingerTouch.preciseLocation(in: nil))
    }

    @Test("Coalesced touches carry every sample with its angles and the previous sample's location")
    func coalescedCarryEverything() {
        let (window, view) = setUp()
        window.send(pen(.began, 50, 150, t: 0))
        let samples = (1...4).map {
            pen(.moved, 50 + CGFloat($0), 150, t: Double($0) / 240, altitude: 0.1 * CGFloat($0))
        }
        let guesses = [
            pen(.moved, 56, 150, t: 0.03, altitude: 0.5), pen(.moved, 57, 150, t: 0.035, altitude: 0.5),
        ]
        window.send(samples[3], coalesced: samples, predicted: guesses)
        let coalesced = view.coalesced.last!
        #expect(coalesced.map(\.altitudeAngle) == samples.map(\.altitudeAngle))
        #expect(coalesced.map { $0.preciseLocation(in: nil).x } == [51, 52, 53, 54])
        #expect(coalesced.map { $0.precisePreviousLocation(in: nil).x } == [50, 51, 52, 53])
        #expect(coalesced.allSatisfy { $0.type == .stylus })
        #expect(view.predicted.last!.map { $0.preciseLocation(in: nil).x } == [56, 57])
    }

    @Test("Estimated properties and their update reach the view, also after the lift")
    func estimatedUpdates() {
        let (window, view) = setUp()
        var first = pen(.began, 50, 150, t: 0, force: 0.5)
        first.estimatedProperties = [.force, .altitude]
        first.estimatedPropertiesExpectingUpdates = [.force]
        first.estimationUpdateIndex = 7
        window.send(first)
        let touch = view.touches.last!
        #expect(touch.estimatedProperties == [.force, .altitude])
        #expect(touch.estimatedPropertiesExpectingUpdates == [.force])
        #expect(touch.estimationUpdateIndex == 7)
        // The update while the touch is down: the live touch takes the force too.
        var update = pen(.moved, 50, 150, t: 0.02, force: 1.5)
        update.estimatedProperties = [.altitude]
        update.estimationUpdateIndex = 7
        #expect(window.updateEstimatedProperties([update]) == 1)
        #expect(view.updates.count == 1)
        let updated = view.updates[0].first!
        #expect(updated.force == 1.5 && updated.estimationUpdateIndex == 7)
        #expect(updated.estimatedPropertiesExpectingUpdates.isEmpty)
        #expect(touch.force == 1.5 && touch.phase == .began)
        // After the lift the view still gets updates; unknown touches are not delivered.
        var last = pen(.moved, 60, 150, t: 0.03)
        last.estimatedPropertiesExpectingUpdates = [.force]
        last.estimationUpdateIndex = 8
        window.send(last)
        window.send(pen(.ended, 60, 150, t: 0.04))
        var late = pen(.moved, 60, 150, t: 0.05, force: 2)
        late.estimationUpdateIndex = 8
        var stranger = late
        stranger.id = 99
        var withoutIndex = late
        withoutIndex.estimationUpdateIndex = nil
        #expect(window.updateEstimatedProperties([late, stranger, withoutIndex]) == 1)
        #expect(view.updates.count == 2)
        #expect(view.updates[1].first!.force == 2)
    }

    @Test("Estimated updates go up the responder chain by default")
    func updatesForward() {
        final class Controller: ViewController {
            var updates = 0
            override func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {
                updates += touches.count
            }
        }
        let controller = Controller()
        let window = makeWindow(root: controller)
        var sample = pen(.began, 50, 150, t: 0)
        sample.estimatedPropertiesExpectingUpdates = [.force]
        sample.estimationUpdateIndex = 1
        window.send(sample)
        #expect(window.updateEstimatedProperties([sample]) == 1)
        #expect(controller.updates == 1)
    }

    @Test("Randomized: coalesced touches equal the samples sent, whatever they hold (seed 0x1C0A1)")
    func randomizedCoalesced() {
        var random = SplitMix64(seed: 0x1C0A1)
        let (window, view) = setUp()
        window.send(pen(.began, 100, 200, t: 0))
        var time = 0.0
        for _ in 0..<200 {
            let count = 1 + random.below(6)
            let samples = (0..<count).map { _ -> TouchSample in
                time += 0.004
                return pen(
                    .moved, CGFloat(random.double(in: 20...320)), CGFloat(random.double(in: 100...400)),
                    t: time,
                    force: CGFloat(random.double(in: 0...4.17)),
                    altitude: CGFloat(random.double(in: 0...(.pi / 2))),
                    azimuth: CGFloat(random.double(in: 0...(2 * .pi - 1e-6))))
            }
            window.send(samples.last!, coalesced: samples)
            let coalesced = view.coalesced.last!
            #expect(coalesced.map(\.sample.location) == samples.map(\.location))
            #expect(coalesced.map(\.force) == samples.map(\.force))
            #expect(coalesced.map(\.altitudeAngle) == samples.map(\.altitudeAngle))
            for (touch, sample) in zip(coalesced, samples) {
                let angle = touch.azimuthAngle(in: nil)
                let difference = abs(angle - sample.azimuthAngle)
                #expect(min(difference, 2 * .pi - difference) < 1e-9)
            }
        }
    }
}
