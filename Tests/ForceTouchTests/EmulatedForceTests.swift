import Foundation
import Testing

@testable import ForceTouch

@Suite("EmulatedForce: a plain mouse ramps while held and falls when let go")
struct EmulatedForceTests {
    @Test("held: rest at 0.5 for 0.25 s, then rise at 6 units/s up to the maximum")
    func rampUp() {
        var force = EmulatedForce()
        #expect(force.force(at: 0) == 0)
        force.hold(at: 1)
        #expect(force.force(at: 1) == 0.5)
        #expect(force.force(at: 1.25) == 0.5)
        #expect(abs(force.force(at: 1.75) - 3.5) < 1e-9)
        #expect(force.force(at: 10) == TouchSample.iPhoneMaximumPossibleForce)
    }

    @Test("released: falls at 12 units/s from where it was, down to 0")
    func rampDown() {
        var force = EmulatedForce()
        force.hold(at: 0)
        force.release(at: 0.75)  // 0.5 + 6 × 0.5 = 3.5
        #expect(abs(force.force(at: 0.75) - 3.5) < 1e-9)
        #expect(abs(force.force(at: 0.875) - 2) < 1e-9)
        #expect(force.force(at: 2) == 0)
    }

    @Test(
        "a click never hints: a press shorter than the hold delay stays at rest, below the light hint level")
    func noFalsePositives() {
        let lightHint = ForcePressConfiguration.standard.levels(for: .light).hint
        var force = EmulatedForce()
        force.hold(at: 0)
        for step in 0...25 {
            #expect(force.force(at: Double(step) / 100) < lightHint)
        }
        // Through the recognizer: a 0.2 s click with the emulated force just ends.
        var recognizer = ForcePressRecognizer(sensitivity: .light)
        var events: [ForcePressEvent] = []
        for step in 0...20 {
            let t = Double(step) / 100
            let phase: TouchPhase = step == 0 ? .began : (step == 20 ? .ended : .moved)
            events += recognizer.handle(.fixture(phase, t: t, force: force.force(at: t)))
        }
        #expect(events.filter(\.kind.isTransition).map(\.kind) == [.ended])
    }

    @Test("held long enough, the emulated force peeks and pops through the recognizer")
    func holdPops() {
        var force = EmulatedForce()
        force.hold(at: 0)
        var recognizer = ForcePressRecognizer()
        var kinds: [ForcePressEvent.Kind] = []
        for step in 0...150 {
            let t = Double(step) / 100
            let events = recognizer.handle(
                .fixture(step == 0 ? .began : .moved, t: t, force: force.force(at: t)))
            kinds += events.filter(\.kind.isTransition).map(\.kind)
        }
        #expect(kinds == [.hint, .peek, .pop])
    }

    @Test("wheel and keys set the force directly and hold it; a hold then rises from there without delay")
    func setDirectly() {
        var force = EmulatedForce()
        force.hold(at: 0)
        force.setForce(4.2, at: 0.1)
        #expect(force.motion == .steady)
        #expect(force.force(at: 5) == 4.2)
        force.adjustForce(by: -0.7, at: 5)
        #expect(abs(force.force(at: 6) - 3.5) < 1e-9)
        force.setForce(99, at: 6)
        #expect(force.force(at: 6) == TouchSample.iPhoneMaximumPossibleForce)
        force.setForce(.nan, at: 7)
        #expect(force.force(at: 7) == 0)
        force.setForce(2, at: 8)
        force.hold(at: 8)
        #expect(abs(force.force(at: 8.5) - 5) < 1e-9)
        force.reset()
        #expect(force.force(at: 9) == 0 && force.motion == .idle)
    }

    @Test(
        "stop keeps the force where it is (the protocol's ramp: stop); configured without rest or delay it ramps from 0"
    )
    func stopHolds() {
        var configuration = EmulatedForce.Configuration()
        configuration.restingForce = 0
        configuration.holdDelay = 0
        configuration.rampUpRate = 5.333  // 0 to the medium pop level in 1 s
        var force = EmulatedForce(configuration: configuration)
        force.stop(at: 0)
        #expect(force.motion == .idle)
        force.hold(at: 0)
        force.stop(at: 0.75)
        #expect(force.motion == .steady)
        #expect(abs(force.force(at: 3) - 0.75 * 5.333) < 1e-9)
        force.hold(at: 3)
        #expect(abs(force.force(at: 3.25) - 5.333) < 1e-9)
    }

    @Test("the ramp rates and delay are configurable")
    func configurable() {
        var configuration = EmulatedForce.Configuration()
        configuration.restingForce = 0
        configuration.holdDelay = 0
        configuration.rampUpRate = 2
        var force = EmulatedForce(configuration: configuration)
        force.hold(at: 0)
        #expect(force.force(at: 1) == 2)
    }
}
