import Foundation
import Testing

@testable import ForceTouch

@Suite("ForcePressRecognizer: sensitivity, capability and the long-press alternative")
struct ForcePressRecognizerSettingsTests {
    @Test(
        "each sensitivity scales the levels: a steady press ends up where its force allows",
        arguments: [
            // force, light, medium, firm
            (CGFloat(0.9), ForcePressState.hint, ForcePressState.possible, ForcePressState.possible),
            (CGFloat(1.1), ForcePressState.hint, ForcePressState.hint, ForcePressState.possible),
            (CGFloat(3.5), ForcePressState.peek, ForcePressState.hint, ForcePressState.hint),
            (CGFloat(4.5), ForcePressState.pop, ForcePressState.peek, ForcePressState.hint),
            (CGFloat(5.0), ForcePressState.pop, ForcePressState.peek, ForcePressState.peek),
            (CGFloat(6.5), ForcePressState.pop, ForcePressState.pop, ForcePressState.pop),
        ])
    func sensitivities(
        force: CGFloat, light: ForcePressState, medium: ForcePressState, firm: ForcePressState
    ) {
        for (sensitivity, expected) in [(Sensitivity.light, light), (.medium, medium), (.firm, firm)] {
            var recognizer = ForcePressRecognizer(sensitivity: sensitivity)
            _ = recognizer.transitions(for: steadyPress(force: force, until: 1.5))
            #expect(recognizer.state == expected, "force \(force), \(sensitivity)")
        }
    }

    @Test("the levels per sensitivity: light 0.75/3/4, medium 1/4/5.333, firm 1.2/4.8/6.3996")
    func levels() {
        let configuration = ForcePressConfiguration.standard
        let light = configuration.levels(for: .light)
        let medium = configuration.levels(for: .medium)
        let firm = configuration.levels(for: .firm)
        #expect([light.hint, light.peek, light.pop] == [0.75, 3.0, 5.333 * 0.75])
        #expect([medium.hint, medium.peek, medium.pop] == [1.0, 4.0, 5.333])
        #expect(
            abs(firm.hint - 1.2) < 1e-12 && abs(firm.peek - 4.8) < 1e-12 && abs(firm.pop - 6.3996) < 1e-12)
    }

    @Test("a sensitivity change mid-press applies at the recognizer's time, reported by the next tick")
    func liveSensitivity() {
        var recognizer = ForcePressRecognizer(sensitivity: .medium)
        _ = recognizer.transitions(for: steadyPress(force: 3.5, until: 0.5))
        #expect(recognizer.state == .hint)  // 3.5 < medium peek 4.0
        recognizer.sensitivity = .light  // peek 3.0: due at once
        #expect(recognizer.levels.peek == 3.0)
        let events = recognizer.advance(to: 0.6).filter(\.kind.isTransition).map(Transition.init)
        #expect(events == [Transition(.peek, from: .hint, at: 0.5)])
        recognizer.sensitivity = .firm
        #expect(abs(recognizer.levels.pop - 6.3996) < 1e-12)
    }

    @Test("a capability change applies from the next press")
    func capabilityNextPress() {
        var recognizer = ForcePressRecognizer(capability: .available)
        _ = recognizer.handle(.fixture(.began, t: 0, force: 2))
        recognizer.capability = .unavailable
        #expect(!recognizer.isLongPressAlternative)
        _ = recognizer.advance(to: 0.2)
        #expect(recognizer.state == .hint)
        _ = recognizer.handle(.fixture(.ended, t: 0.3, force: 0))
        _ = recognizer.handle(.fixture(.began, t: 1, force: 2))
        #expect(recognizer.isLongPressAlternative)
    }

    @Test(
        "without 3D Touch, holding 0.5 s within 10 pt reports hint then peek at the same moment, and never pops",
        arguments: [ForceTouchCapability.unavailable, .unknown])
    func longPressAlternative(capability: ForceTouchCapability) {
        var recognizer = ForcePressRecognizer(capability: capability)
        var samples = steadyPress(force: 6.667, until: 1.0)  // hard, but there is no force to use
        samples.append(.fixture(.ended, t: 1.1, force: 0))
        let transitions = recognizer.transitions(for: samples)
        #expect(
            transitions == [
                Transition(.hint, from: .possible, at: 0.5), Transition(.peek, from: .hint, at: 0.5),
                Transition(.ended, from: .peek, at: 1.1),
            ])
    }

    @Test("the long-press alternative fires from a time tick alone, and its progress is the time held")
    func longPressFromTicks() {
        var recognizer = ForcePressRecognizer(capability: .unavailable)
        _ = recognizer.handle(.fixture(.began, t: 10, force: 0))
        let quarter = recognizer.advance(to: 10.125)
        #expect(quarter.map(\.kind) == [.progress])
        #expect(quarter.first?.progress == 0.25)
        let events = recognizer.advance(to: 10.5)
        #expect(events.map(\.kind) == [.hint, .peek])
        #expect(events.allSatisfy { $0.timestamp == 10.5 })
        #expect(recognizer.state == .peek)
        #expect(recognizer.progress == 1)
    }

    @Test(
        "without 3D Touch, moving more than 10 pt before the hold completes cancels; after it, moving is fine"
    )
    func longPressMovement() {
        var recognizer = ForcePressRecognizer(capability: .unavailable)
        let moved = recognizer.transitions(for: [
            .fixture(.began, t: 0, force: 0),
            .fixture(.moved, t: 0.2, force: 0, x: 110),  // exactly 10 pt: still holding
            .fixture(.moved, t: 0.3, force: 0, x: 110.5),
            .fixture(.ended, t: 0.9, force: 0, x: 110.5),
        ])
        #expect(moved == [Transition(.cancelled, from: .possible, at: 0.3)])
        let held = recognizer.transitions(for: [
            .fixture(.began, t: 1, force: 0),
            .fixture(.moved, t: 1.6, force: 0, x: 200),
            .fixture(.ended, t: 1.7, force: 0, x: 200),
        ])
        #expect(
            held == [
                Transition(.hint, from: .possible, at: 1.5), Transition(.peek, from: .hint, at: 1.5),
                Transition(.ended, from: .peek, at: 1.7),
            ])
    }

    @Test("a short hold without 3D Touch just ends")
    func longPressTooShort() {
        var recognizer = ForcePressRecognizer(capability: .unavailable)
        let transitions = recognizer.transitions(for: [
            .fixture(.began, t: 0, force: 0), .fixture(.ended, t: 0.49, force: 0),
        ])
        #expect(transitions == [Transition(.ended, from: .possible, at: 0.49)])
    }

    @Test("the long-press alternative can be switched off: the press then only ends")
    func longPressDisabled() {
        var configuration = ForcePressConfiguration()
        configuration.longPressAlternativeEnabled = false
        var recognizer = ForcePressRecognizer(configuration: configuration, capability: .unavailable)
        var samples = steadyPress(force: 6, until: 1)
        samples.append(.fixture(.ended, t: 1.1, force: 0))
        #expect(recognizer.transitions(for: samples) == [Transition(.ended, from: .possible, at: 1.1)])
    }

    @Test("the long-press duration and movement are configurable")
    func longPressConfigurable() {
        var configuration = ForcePressConfiguration()
        configuration.longPressDuration = 0.8
        configuration.longPressAllowableMovement = 30
        var recognizer = ForcePressRecognizer(configuration: configuration, capability: .unavailable)
        let transitions = recognizer.transitions(
            for: [.fixture(.began, t: 0, force: 0), .fixture(.moved, t: 0.5, force: 0, x: 125)],
            thenAdvanceTo: 1)
        #expect(
            transitions == [
                Transition(.hint, from: .possible, at: 0.8), Transition(.peek, from: .hint, at: 0.8),
            ])
    }

    @Test("every timing number is configurable: zero delays hint, peek and pop on the first sample")
    func zeroDelays() {
        var configuration = ForcePressConfiguration()
        configuration.revealDelay = 0
        configuration.minimumHintDuration = 0
        configuration.minimumPeekDuration = 0
        configuration.adaptivePopDecay = 0
        var recognizer = ForcePressRecognizer(configuration: configuration)
        let events = recognizer.handle(.fixture(.began, t: 0, force: 6))
        #expect(events.filter(\.kind.isTransition).map(\.kind) == [.hint, .peek, .pop])
        #expect(events.count <= ForcePressEvents.capacity)
    }

    @Test("smoothing: each sample moves the smoothed force 40 % of the way (factor configurable)")
    func smoothing() {
        var recognizer = ForcePressRecognizer()
        _ = recognizer.handle(.fixture(.began, t: 0, force: 1))
        _ = recognizer.handle(.fixture(.moved, t: 0.01, force: 6))
        #expect(abs(recognizer.smoothedForce - 3) < 1e-12)
        var configuration = ForcePressConfiguration()
        configuration.smoothingFactor = 1
        recognizer.configuration = configuration
        _ = recognizer.handle(.fixture(.moved, t: 0.02, force: 5))
        #expect(recognizer.smoothedForce == 5)
    }
}
