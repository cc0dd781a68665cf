import Foundation
import Testing

@testable import ForceTouch

@Suite("TouchInput: the app-facing touch with previous location, coalesced and predicted samples")
struct TouchInputTests {
    @Test("a new touch has not moved: previous location is its location; coalesced holds just itself")
    func newTouch() {
        let began = TouchSample.fixture(.began, t: 0, force: 0.5)
        let touch = TouchInput(began)
        #expect(touch.previousLocation == began.location)
        #expect(touch.coalescedSamples == [began])
        #expect(touch.predictedSamples.isEmpty)
        #expect(touch.id == 1 && touch.phase == .began && touch.force == 0.5 && touch.type == .direct)
        #expect(touch.maximumPossibleForce == TouchSample.iPhoneMaximumPossibleForce && touch.timestamp == 0)
    }

    @Test("an event coalesces every sample since the previous one; the last is the touch itself")
    func coalesces() {
        var touch = TouchInput(.fixture(.began, t: 0, force: 0.5))
        let samples: [TouchSample] = [
            .fixture(.moved, t: 0.004, force: 0.6, x: 101),
            .fixture(.moved, t: 0.008, force: 0.7, x: 102),
            .fixture(.moved, t: 0.008, force: 9, x: 500, id: 2),  // another touch: not this one's
            .fixture(.moved, t: 0.012, force: 0.8, x: 103),
        ]
        touch.update(with: samples)
        #expect(touch.coalescedSamples.map(\.timestamp) == [0.004, 0.008, 0.012])
        #expect(touch.coalescedSamples.last == touch.sample)
        #expect(touch.previousLocation == CGPoint(x: 100, y: 200))
        #expect(touch.location == CGPoint(x: 103, y: 200))
        #expect(touch.phase == .moved)
    }

    @Test("a force-only change is a move; no change at all is stationary")
    func forceOnlyIsMove() {
        var touch = TouchInput(.fixture(.began, t: 0, force: 0.5))
        touch.update(with: [.fixture(.stationary, t: 0.01, force: 0.9)])
        #expect(touch.phase == .moved)
        touch.update(with: [.fixture(.moved, t: 0.02, force: 0.9)])
        #expect(touch.phase == .stationary)
        touch.update(with: [])
        #expect(touch.phase == .stationary && touch.coalescedSamples.count == 1)
        touch.update(with: [.fixture(.ended, t: 0.03, force: 0)])
        #expect(touch.phase == .ended)
        touch.update(with: [])
        #expect(touch.phase == .ended)
    }

    @Test("the event's phase compares with the previous event, not with the last coalesced sample")
    func phaseAgainstPreviousEvent() {
        var touch = TouchInput(.fixture(.began, t: 0, force: 0.5))
        touch.update(with: [.fixture(.moved, t: 0.01, force: 0.9), .fixture(.moved, t: 0.02, force: 0.5)])
        // Each coalesced sample compares with the one before it; the last one is the event itself.
        #expect(touch.coalescedSamples.map(\.phase) == [.moved, .stationary])
        #expect(touch.phase == .stationary)
        #expect(touch.coalescedSamples.last == touch.sample)
    }

    @Test("prediction extrapolates location and force linearly from the last two samples")
    func prediction() {
        var touch = TouchInput(.fixture(.began, t: 0, force: 1))
        touch.update(with: [.fixture(.moved, t: 0.01, force: 1.5, x: 110, y: 200)])
        #expect(touch.predictedSamples(count: 2).isEmpty)  // one coalesced sample: no velocity
        touch.update(with: [
            .fixture(.moved, t: 0.02, force: 2, x: 120), .fixture(.moved, t: 0.03, force: 2.5, x: 130),
        ])
        let predicted = touch.predictedSamples(count: 2, interval: 0.01)
        #expect(predicted.map(\.location.x).map { ($0 * 1000).rounded() / 1000 } == [140, 150])
        #expect(predicted.map(\.force).map { ($0 * 1000).rounded() / 1000 } == [3, 3.5])
        #expect(predicted.allSatisfy { $0.phase == .moved && $0.id == 1 })
        touch.update(with: [
            .fixture(.moved, t: 0.04, force: 6.5, x: 130), .fixture(.moved, t: 0.05, force: 6.6),
        ])
        #expect(
            touch.predictedSamples(count: 3, interval: 0.01).last?.force
                == TouchSample.iPhoneMaximumPossibleForce)
        touch.update(with: [.fixture(.ended, t: 0.06, force: 0)], predicted: [.fixture(.moved, t: 0.07)])
        #expect(touch.predictedSamples().isEmpty)
        #expect(touch.predictedSamples.count == 1)
    }
}
