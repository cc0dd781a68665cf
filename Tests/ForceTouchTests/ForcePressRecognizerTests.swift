import Foundation
import Testing

@testable import ForceTouch

@Suite("ForcePressRecognizer: transitions and timing rules with 3D Touch available")
struct ForcePressRecognizerTests {
    @Test("a light tap never hints and ends from possible")
    func tapEnds() {
        var recognizer = ForcePressRecognizer()
        let transitions = recognizer.transitions(for: [
            .fixture(.began, t: 0, force: 0.5),
            .fixture(.moved, t: 0.05, force: 0.6),
            .fixture(.ended, t: 0.08, force: 0),
        ])
        #expect(transitions == [Transition(.ended, from: .possible, at: 0.08)])
        #expect(recognizer.state == .idle)
        #expect(recognizer.trackedTouchID == nil)
    }

    @Test("a press already past the hint level waits for the 0.1 s reveal delay, then hints exactly at 0.1 s")
    func revealDelay() {
        var recognizer = ForcePressRecognizer()
        var transitions = recognizer.transitions(for: [
            .fixture(.began, t: 0, force: 2), .fixture(.moved, t: 0.05, force: 2),
        ])
        #expect(transitions.isEmpty)
        #expect(recognizer.state == .possible)
        transitions = recognizer.transitions(for: [], thenAdvanceTo: 0.0999)
        #expect(transitions.isEmpty)
        transitions = recognizer.transitions(for: [], thenAdvanceTo: 0.2)
        #expect(transitions == [Transition(.hint, from: .possible, at: 0.1)])
        #expect(recognizer.state == .hint)
    }

    @Test("a hint reached after the reveal delay fires at the sample that crossed the level")
    func hintAtCrossingSample() {
        var recognizer = ForcePressRecognizer()
        let transitions = recognizer.transitions(for: [
            .fixture(.began, t: 0, force: 0.5),
            .fixture(.moved, t: 0.15, force: 0.8),  // smoothed 0.62
            .fixture(.moved, t: 0.2, force: 2),  // smoothed 1.172 ≥ 1.0
        ])
        #expect(transitions == [Transition(.hint, from: .possible, at: 0.2)])
    }

    @Test("peek comes no sooner than 0.2 s after the hint started, even when pressed hard at once")
    func minimumHintDuration() {
        var recognizer = ForcePressRecognizer()
        let transitions = recognizer.transitions(for: steadyPress(force: 4.5, until: 0.6))
        #expect(
            transitions == [
                Transition(.hint, from: .possible, at: 0.1), Transition(.peek, from: .hint, at: 0.3),
            ])
        #expect(recognizer.state == .peek)
    }

    @Test("a peek stays at least 0.075 s before the pop commits")
    func minimumPeekDuration() {
        var recognizer = ForcePressRecognizer()
        var samples = steadyPress(force: 4.2, until: 0.3)
        samples.append(.fixture(.moved, t: 0.31, force: 6.667))  // smoothed 5.187
        samples.append(.fixture(.moved, t: 0.32, force: 6.667))  // smoothed 5.779 ≥ 5.333
        let transitions = recognizer.transitions(for: samples, thenAdvanceTo: 0.5)
        #expect(
            transitions == [
                Transition(.hint, from: .possible, at: 0.1), Transition(.peek, from: .hint, at: 0.3),
                Transition(.pop, from: .peek, at: 0.375),
            ])
    }

    @Test("full story: hint, peek, pop, then lift ends from pop")
    func peekAndPop() {
        var recognizer = ForcePressRecognizer()
        var samples = steadyPress(force: 4.5, until: 0.5)
        samples.append(.fixture(.moved, t: 0.52, force: 6))  // smoothed 5.1
        samples.append(.fixture(.moved, t: 0.54, force: 6))  // smoothed 5.46 ≥ 5.333
        samples.append(.fixture(.ended, t: 0.7, force: 0))
        let transitions = recognizer.transitions(for: samples)
        #expect(
            transitions == [
                Transition(.hint, from: .possible, at: 0.1), Transition(.peek, from: .hint, at: 0.3),
                Transition(.pop, from: .peek, at: 0.54), Transition(.ended, from: .pop, at: 0.7),
            ])
        #expect(recognizer.state == .idle)
    }

    @Test(
        "lift ends the press from every state",
        arguments: [
            (CGFloat(0.5), 0.2, ForcePressState.possible),
            (CGFloat(2), 0.2, ForcePressState.hint),
            (CGFloat(4.5), 0.4, ForcePressState.peek),
            (CGFloat(6.667), 1.0, ForcePressState.pop),
        ])
    func liftEnds(force: CGFloat, liftAt: TimeInterval, from state: ForcePressState) {
        var recognizer = ForcePressRecognizer()
        var samples = steadyPress(force: force, until: liftAt - 0.05)
        samples.append(.fixture(.ended, t: liftAt, force: 0))
        let transitions = recognizer.transitions(for: samples)
        #expect(transitions.last == Transition(.ended, from: state, at: liftAt))
        #expect(transitions.filter { $0.kind.isTerminal }.count == 1)
        #expect(recognizer.state == .idle)
    }

    @Test("moving more than 15 pt before the hint is scrolling: the press is cancelled")
    func slopCancels() {
        var recognizer = ForcePressRecognizer()
        let transitions = recognizer.transitions(for: [
            .fixture(.began, t: 0, force: 2),
            .fixture(.moved, t: 0.03, force: 2, y: 215),  // exactly 15 pt: still a press
            .fixture(.moved, t: 0.06, force: 2, x: 109, y: 213),  // √(81+169) ≈ 15.8 pt
            .fixture(.moved, t: 0.2, force: 5, x: 100, y: 200),  // back, harder: ignored
            .fixture(.ended, t: 0.3, force: 0),
        ])
        #expect(transitions == [Transition(.cancelled, from: .possible, at: 0.06)])
        #expect(recognizer.state == .idle)
        #expect(recognizer.trackedTouchID == nil)
    }

    @Test("after the hint the touch may move anywhere without cancelling")
    func movementAfterHint() {
        var recognizer = ForcePressRecognizer()
        let transitions = recognizer.transitions(for: [
            .fixture(.began, t: 0, force: 2),
            .fixture(.moved, t: 0.12, force: 2),
            .fixture(.moved, t: 0.15, force: 2, x: 300, y: 500),
            .fixture(.ended, t: 0.2, force: 0, x: 300, y: 500),
        ])
        #expect(
            transitions == [
                Transition(.hint, from: .possible, at: 0.1), Transition(.ended, from: .hint, at: 0.2),
            ])
    }

    @Test("a cancelled touch cancels the press")
    func touchCancelled() {
        var recognizer = ForcePressRecognizer()
        var samples = steadyPress(force: 4.5, until: 0.35)
        samples.append(.fixture(.cancelled, t: 0.4, force: 4.5))
        let transitions = recognizer.transitions(for: samples)
        #expect(transitions.last == Transition(.cancelled, from: .peek, at: 0.4))
        #expect(recognizer.state == .idle)
    }

    @Test("a system cancel ends the press; the rest of that touch is ignored until it lifts")
    func systemCancel() {
        var recognizer = ForcePressRecognizer()
        _ = recognizer.transitions(for: steadyPress(force: 2, until: 0.15))
        #expect(recognizer.state == .hint)
        let cancelled = recognizer.cancel().map(Transition.init)
        #expect(cancelled == [Transition(.cancelled, from: .hint, at: 0.15)])
        #expect(recognizer.state == .idle)
        #expect(recognizer.cancel().isEmpty)
        let later = recognizer.transitions(for: [
            .fixture(.moved, t: 0.3, force: 6.667), .fixture(.moved, t: 0.9, force: 6.667),
            .fixture(.began, t: 0.95, force: 6.667, id: 2),  // another finger while waiting: ignored
            .fixture(.ended, t: 1.0, force: 0),
        ])
        #expect(later.isEmpty)
        #expect(recognizer.trackedTouchID == nil)
        let next = recognizer.transitions(for: [
            .fixture(.began, t: 1.1, force: 0.5), .fixture(.ended, t: 1.2),
        ])
        #expect(next == [Transition(.ended, from: .possible, at: 1.2)])
    }

    @Test("a second finger neither starts a press nor disturbs the one in progress")
    func extraTouchesIgnored() {
        var recognizer = ForcePressRecognizer()
        let transitions = recognizer.transitions(for: [
            .fixture(.began, t: 0, force: 0.5),
            .fixture(.began, t: 0.02, force: 6, x: 10, y: 10, id: 2),
            .fixture(.moved, t: 0.2, force: 6.667, x: 300, y: 10, id: 2),
            .fixture(.ended, t: 0.3, force: 0, id: 2),
            .fixture(.moved, t: 0.35, force: 0.5),
            .fixture(.ended, t: 0.4, force: 0),
            .fixture(.moved, t: 0.5, force: 6, id: 2),  // an untracked touch after the press: ignored
        ])
        #expect(transitions == [Transition(.ended, from: .possible, at: 0.4)])
    }

    @Test("a began for the touch being followed cancels the old press and starts a new one")
    func beganAgainRestarts() {
        var recognizer = ForcePressRecognizer()
        let transitions = recognizer.transitions(for: [
            .fixture(.began, t: 0, force: 2), .fixture(.moved, t: 0.15, force: 2),
            .fixture(.began, t: 0.2, force: 0.5), .fixture(.ended, t: 0.3),
        ])
        #expect(
            transitions == [
                Transition(.hint, from: .possible, at: 0.1), Transition(.cancelled, from: .hint, at: 0.2),
                Transition(.ended, from: .possible, at: 0.3),
            ])
    }

    @Test("the adaptive pop threshold starts at force-at-peek + 0.75 and decays linearly to 5.333 over 0.5 s")
    func adaptivePopThreshold() {
        var recognizer = ForcePressRecognizer()
        _ = recognizer.transitions(for: steadyPress(force: 5.2, until: 0.3))
        #expect(recognizer.state == .peek)
        // Peek at 0.3 with smoothed force 5.2: threshold max(5.333, 5.95) = 5.95, raise 0.617.
        #expect(abs(recognizer.popThreshold(at: 0.3) - 5.95) < 1e-9)
        #expect(abs(recognizer.popThreshold(at: 0.55) - (5.333 + 0.617 / 2)) < 1e-9)
        #expect(abs(recognizer.popThreshold(at: 0.8) - 5.333) < 1e-9)
        #expect(abs(recognizer.popThreshold(at: 2) - 5.333) < 1e-9)
    }

    @Test("pressing hard through the peek does not pop at once: the pop waits for the decaying threshold")
    func adaptivePopDelaysPop() {
        var recognizer = ForcePressRecognizer()
        let transitions = recognizer.transitions(for: steadyPress(force: 6, until: 1))
        // Peek at 0.3 with force 6: threshold 6.75 decaying to 5.333 over 0.5 s; it meets 6 at
        // 0.3 + 0.5 × (1 − 0.667 / 1.417).
        let expected = 0.3 + 0.5 * (1 - (6 - 5.333) / (6 + 0.75 - 5.333))
        #expect(
            transitions == [
                Transition(.hint, from: .possible, at: 0.1), Transition(.peek, from: .hint, at: 0.3),
                Transition(.pop, from: .peek, at: expected),
            ])
    }

    @Test("a press that peeked lightly pops at the plain pop level")
    func adaptiveRaiseOnlyWhenHard() {
        var recognizer = ForcePressRecognizer()
        _ = recognizer.transitions(for: steadyPress(force: 4.1, until: 0.3))
        #expect(recognizer.state == .peek)
        #expect(abs(recognizer.popThreshold(at: 0.3) - 5.333) < 1e-9)
    }

    @Test("with the adaptive threshold off (decay 0) a hard press pops right after the minimum peek")
    func adaptiveOff() {
        var configuration = ForcePressConfiguration()
        configuration.adaptivePopDecay = 0
        var recognizer = ForcePressRecognizer(configuration: configuration)
        let transitions = recognizer.transitions(for: steadyPress(force: 6, until: 1))
        #expect(transitions.last == Transition(.pop, from: .peek, at: 0.375))
    }

    @Test("progress grows toward the next level and is reported when it changes")
    func progressEvents() {
        var recognizer = ForcePressRecognizer()
        let began = recognizer.handle(.fixture(.began, t: 0, force: 0.5))
        #expect(began.map(\.kind) == [.progress])
        #expect(began.first?.progress == 0.5)
        #expect(recognizer.handle(.fixture(.stationary, t: 0.01, force: 0.5)).isEmpty)
        _ = recognizer.handle(.fixture(.moved, t: 0.2, force: 2.5))  // smoothed 1.3: hint
        #expect(recognizer.state == .hint)
        #expect(abs(recognizer.progress - 0.1) < 1e-9)  // (1.3 − 1) / (4 − 1)
        let ended = recognizer.handle(.fixture(.ended, t: 0.3, force: 0))
        #expect(ended.map(\.kind) == [.ended])
        #expect(ended.first?.progress == 0)
        #expect(recognizer.progress == 0)
    }

    @Test("force-only changes are moves: a stationary finger pressing harder hints")
    func forceOnlyMoves() {
        var recognizer = ForcePressRecognizer()
        let transitions = recognizer.transitions(for: [
            .fixture(.began, t: 0, force: 0.3),
            .fixture(.moved, t: 0.05, force: 0.3),
            .fixture(.moved, t: 0.11, force: 3),  // same place, smoothed 1.38
        ])
        #expect(transitions == [Transition(.hint, from: .possible, at: 0.11)])
    }

    @Test("time never goes back: an earlier sample counts as now, an earlier tick does nothing")
    func timeNeverGoesBack() {
        var recognizer = ForcePressRecognizer()
        _ = recognizer.handle(.fixture(.began, t: 1, force: 2))
        #expect(recognizer.advance(to: 0.5).isEmpty)
        #expect(recognizer.time == 1)
        let events = recognizer.handle(.fixture(.ended, t: 0.9, force: 0))
        #expect(events.map(Transition.init) == [Transition(.ended, from: .possible, at: 1)])
        #expect(recognizer.advance(to: .nan).isEmpty)
        #expect(recognizer.advance(to: .infinity).isEmpty)
        #expect(recognizer.time == 1)
    }

    @Test("a first sample without a usable timestamp starts the clock at 0 rather than at −∞")
    func nonFiniteFirstTimestamp() {
        var recognizer = ForcePressRecognizer()
        _ = recognizer.handle(.fixture(.began, t: .nan, force: 3))
        #expect(recognizer.time == 0)
        #expect(recognizer.state == .possible)
        let events = recognizer.advance(to: 0.2).filter(\.kind.isTransition).map(Transition.init)
        #expect(events == [Transition(.hint, from: .possible, at: 0.1)])
    }

    @Test("NaN, infinite and negative forces count as 0")
    func badForces() {
        var recognizer = ForcePressRecognizer()
        _ = recognizer.handle(.fixture(.began, t: 0, force: .nan))
        #expect(recognizer.smoothedForce == 0)
        _ = recognizer.handle(.fixture(.moved, t: 0.01, force: -.infinity))
        #expect(recognizer.smoothedForce == 0)
        _ = recognizer.handle(.fixture(.moved, t: 0.02, force: 2))
        #expect(abs(recognizer.smoothedForce - 0.8) < 1e-12)
    }

    @Test("levels scale with the input source's maximumPossibleForce (a pen reporting up to 4.17 can pop)")
    func scaledLevels() {
        var recognizer = ForcePressRecognizer()
        let maximum: CGFloat = 4.17
        _ = recognizer.handle(
            .fixture(.began, t: 0, force: 0.1, maximumPossibleForce: maximum, type: .stylus))
        let scale = maximum / (20.0 / 3.0)
        #expect(abs(recognizer.levels.peek - 4.0 * scale) < 1e-9)
        #expect(abs(recognizer.levels.pop - 5.333 * scale) < 1e-9)
        var samples: [TouchSample] = []
        var t = 0.05
        while t < 1 {
            samples.append(
                .fixture(.moved, t: t, force: maximum, maximumPossibleForce: maximum, type: .stylus))
            t += 0.05
        }
        _ = recognizer.transitions(for: samples)
        #expect(recognizer.state == .pop)
    }

    @Test("the event collection is a plain value: no references, 26-byte events, 4 inline slots, ≤ 128 bytes")
    func eventsDoNotAllocate() {
        #expect(_isPOD(ForcePressEvent.self))
        #expect(_isPOD(ForcePressEvents.self))
        #expect(_isPOD(ForcePressRecognizer.self))
        #expect(MemoryLayout<ForcePressEvent>.size == 26)
        // At most 128 bytes, so the compiler copies it with a few vector moves (no memcpy call).
        #expect(MemoryLayout<ForcePressEvents>.size <= 128)
    }
}
