import Foundation
import TestSupport
import Testing

@testable import ForceTouch

/// One step of a randomized session.
enum SessionStep {
    case sample(TouchSample)
    case tick(TimeInterval)
    case systemCancel
    case sensitivity(Sensitivity)
    case capability(ForceTouchCapability)
}

/// Generates realistic mixed sessions: taps, hints, peeks, pops, scrolls, long presses, second
/// fingers, system cancels, live sensitivity changes, ticks between samples.
struct SessionGenerator {
    var random: SplitMix64
    /// Clean sessions are valid traces (no NaN force, no touch beginning twice).
    var clean: Bool

    init(seed: UInt64, clean: Bool = false) {
        random = SplitMix64(seed: seed)
        self.clean = clean
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }

    /// `presses` presses of touch ids cycling 1…3; returns the steps and how many presses began.
    mutating func session(presses: Int) -> [SessionStep] {
        var steps: [SessionStep] = []
        var t = 0.0
        var extraID = 1000
        for press in 0..<presses {
            t += uniform(0.02...0.5)
            if chance(0.3) { steps.append(.capability(chance(0.75) ? .available : .unavailable)) }
            let id = press % 3 + 1
            let duration = chance(0.3) ? uniform(0.01...0.2) : uniform(0.2...1.6)
            let interval = [1.0 / 120, 1.0 / 60, 1.0 / 30].randomElement(using: &random)!
            let target = uniform(0...TouchSample.iPhoneMaximumPossibleForce)
            let rampTime = uniform(0.01...1.0)
            let drift = chance(0.2) ? uniform(5...60) : uniform(0...4)
            let angle = uniform(0...(2 * .pi))
            let start = CGPoint(x: uniform(20...350), y: uniform(20...700))
            var extra: (id: Int, began: Double, ended: Double)?
            if chance(0.2) {
                extraID += 1
                extra = (extraID, t + uniform(0...duration), t + uniform(0...(duration + 0.3)))
            }
            let cancelAt = chance(0.05) ? t + uniform(0...duration) : nil
            let sensitivityAt = chance(0.1) ? t + uniform(0...duration) : nil
            let restartAt = !clean && chance(0.02) ? t + uniform(0...duration) : nil
            let began = t
            var elapsed = 0.0
            var extraDown = false
            var phase = TouchPhase.began
            while elapsed <= duration {
                let progress = min(1, elapsed / rampTime)
                var force = CGFloat(target * (chance(0.5) ? progress : progress * progress))
                force += CGFloat(uniform(-0.15...0.15))
                force = min(max(force, 0), TouchSample.iPhoneMaximumPossibleForce)
                if !clean, chance(0.002) { force = chance(0.5) ? .nan : -1 }
                let distance = drift * min(1, elapsed / max(duration, 0.01))
                let location = CGPoint(
                    x: start.x + CGFloat(distance * cos(angle)), y: start.y + CGFloat(distance * sin(angle)))
                steps.append(
                    .sample(TouchSample(id: id, phase: phase, location: location, timestamp: t, force: force))
                )
                if let cancelAt, cancelAt >= t, cancelAt < t + interval { steps.append(.systemCancel) }
                if let sensitivityAt, sensitivityAt >= t, sensitivityAt < t + interval {
                    steps.append(.sensitivity(Sensitivity.allCases.randomElement(using: &random)!))
                }
                if let restartAt, restartAt >= t, restartAt < t + interval {
                    steps.append(
                        .sample(
                            TouchSample(id: id, phase: .began, location: location, timestamp: t, force: 0.3)))
                }
                if let current = extra {
                    if !extraDown, current.began <= t, current.ended > t {
                        steps.append(.sample(.fixture(.began, t: t, force: 3, x: 10, y: 10, id: current.id)))
                        extraDown = true
                    } else if extraDown, current.ended <= t {
                        steps.append(.sample(.fixture(.ended, t: t, force: 0, x: 10, y: 10, id: current.id)))
                        extraDown = false
                        extra = nil
                    } else if extraDown {
                        steps.append(.sample(.fixture(.moved, t: t, force: 6, x: 40, y: 10, id: current.id)))
                    }
                }
                if chance(0.3) { steps.append(.tick(t + uniform(0...interval))) }
                phase = chance(0.1) ? .stationary : .moved
                let step = interval * uniform(0.8...1.2)
                t += step
                elapsed = t - began
            }
            let lift = chance(0.9) ? TouchPhase.ended : .cancelled
            steps.append(.sample(TouchSample(id: id, phase: lift, location: start, timestamp: t, force: 0)))
            if extraDown, let current = extra {
                t += 0.01
                steps.append(.sample(.fixture(.ended, t: t, force: 0, x: 10, y: 10, id: current.id)))
            }
        }
        return steps
    }
}

/// Follows the events of a session and checks the press invariants.
struct InvariantChecker {
    var configuration = ForcePressConfiguration.standard
    var state = ForcePressState.idle
    var pressesStarted = 0
    var terminals = 0
    var lastTimestamp = -Double.infinity
    var beganAt = 0.0
    var hintAt = 0.0
    var peekAt = 0.0
    var longPress = false
    var problems: [String] = []
    var transitionCounts: [ForcePressEvent.Kind: Int] = [:]
    var largestCall = 0

    mutating func fail(_ text: String) { if problems.count < 10 { problems.append(text) } }

    /// Checks the events of one call; `beginsPress` when the call handled a primary touch's
    /// `began`, which (after any end of the old press) puts the new press in `possible`.
    mutating func check(
        _ events: ForcePressEvents, recognizer: ForcePressRecognizer, step: Int, beginsPress: Bool = false
    ) {
        if events.count > ForcePressEvents.capacity { fail("step \(step): \(events.count) events") }
        largestCall = max(largestCall, events.count)
        var pendingBegin = beginsPress
        for event in events {
            if pendingBegin, state == .idle {
                state = .possible
                pendingBegin = false
            }
            if event.timestamp < lastTimestamp { fail("step \(step): time went back to \(event.timestamp)") }
            lastTimestamp = event.timestamp
            if !(0...1).contains(event.progress) { fail("step \(step): progress \(event.progress)") }
            if event.previousState != state {
                fail("step \(step): \(event.kind) from \(event.previousState), expected from \(state)")
            }
            let tolerance = 1e-6
            transitionCounts[event.kind, default: 0] += 1
            switch event.kind {
            case .hint:
                if state != .possible { fail("step \(step): hint from \(state)") }
                let delay = longPress ? configuration.longPressDuration : configuration.revealDelay
                if event.timestamp < beganAt + delay - tolerance { fail("step \(step): hint too early") }
                hintAt = event.timestamp
                state = .hint
            case .peek:
                if state != .hint { fail("step \(step): peek without a hint (from \(state))") }
                if !longPress, event.timestamp < hintAt + configuration.minimumHintDuration - tolerance {
                    fail("step \(step): peek too soon after hint")
                }
                peekAt = event.timestamp
                state = .peek
            case .pop:
                if state != .peek { fail("step \(step): pop without a peek (from \(state))") }
                if longPress { fail("step \(step): the long-press alternative popped") }
                if event.timestamp < peekAt + configuration.minimumPeekDuration - tolerance {
                    fail("step \(step): pop too soon after peek")
                }
                state = .pop
            case .ended, .cancelled:
                if state == .idle { fail("step \(step): \(event.kind) with no press") }
                terminals += 1
                state = .idle
            case .progress:
                break
            }
        }
        if pendingBegin, state == .idle { state = .possible }
        if recognizer.state != state {
            fail("step \(step): recognizer is \(recognizer.state), events say \(state)")
        }
    }
}

@Suite("ForcePressRecognizer: randomized sessions keep the press invariants")
struct ForcePressRecognizerRandomizedTests {
    @Test(
        "no pop without peek, no peek without hint, exactly one end per press, lift returns to idle",
        arguments: [UInt64(0x5EED_0001), 0x5EED_0002, 0x5EED_0003, 0x0BAD_CAFE])
    func invariants(seed: UInt64) {
        run(seed: seed, configuration: .standard)
    }

    @Test(
        "the invariants and the 4-event bound hold with random configurations, zero delays included",
        arguments: [UInt64(0xC0_F160_0001), 0xC0_F160_0002, 0xC0_F160_0003])
    func randomConfigurations(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0xFFFF)
        var configuration = ForcePressConfiguration()
        configuration.revealDelay = [0, 0.05, 0.1].randomElement(using: &random)!
        configuration.minimumHintDuration = [0, 0.2].randomElement(using: &random)!
        configuration.minimumPeekDuration = [0, 0.075].randomElement(using: &random)!
        configuration.adaptivePopDecay = [0, 0.5].randomElement(using: &random)!
        configuration.longPressDuration = [0, 0.3, 0.5].randomElement(using: &random)!
        configuration.smoothingFactor = [0.4, 1].randomElement(using: &random)!
        run(seed: seed, configuration: configuration)
    }

    func run(seed: UInt64, configuration: ForcePressConfiguration) {
        var generator = SessionGenerator(seed: seed)
        let steps = generator.session(presses: 1500)
        var recognizer = ForcePressRecognizer(configuration: configuration)
        var checker = InvariantChecker()
        checker.configuration = configuration
        var primaryPresses = 0
        for (index, step) in steps.enumerated() {
            switch step {
            case .sample(let sample):
                let primary = sample.id < 1000
                if primary, sample.phase == .began {
                    checker.pressesStarted += 1
                    primaryPresses += 1
                    checker.beganAt = max(sample.timestamp, recognizer.time)
                    checker.longPress = recognizer.capability != .available
                }
                checker.check(recognizer.advance(to: sample.timestamp), recognizer: recognizer, step: index)
                checker.check(
                    recognizer.handle(sample), recognizer: recognizer, step: index,
                    beginsPress: primary && sample.phase == .began)
                if primary, sample.phase.isTerminal {
                    if recognizer.state != .idle || recognizer.trackedTouchID != nil {
                        checker.fail("step \(index): lift left the recognizer \(recognizer.state)")
                    }
                    if checker.terminals != checker.pressesStarted {
                        checker.fail(
                            "step \(index): \(checker.pressesStarted) presses began, \(checker.terminals) ended"
                        )
                    }
                }
            case .tick(let time):
                checker.check(recognizer.advance(to: time), recognizer: recognizer, step: index)
            case .systemCancel:
                checker.check(recognizer.cancel(), recognizer: recognizer, step: index)
            case .sensitivity(let sensitivity):
                recognizer.sensitivity = sensitivity
            case .capability(let capability):
                recognizer.capability = capability
            }
        }
        #expect(checker.problems.isEmpty, "seed \(String(seed, radix: 16)): \(checker.problems)")
        #expect(primaryPresses >= 1500, "seed \(String(seed, radix: 16))")
        #expect(checker.terminals == checker.pressesStarted, "seed \(String(seed, radix: 16))")
        // The sessions are mixed: every kind of transition happens many times.
        for kind in [ForcePressEvent.Kind.hint, .peek, .pop, .ended, .cancelled] {
            #expect(
                (checker.transitionCounts[kind] ?? 0) > 20, "seed \(String(seed, radix: 16)): few \(kind)")
        }
        #expect(checker.largestCall <= ForcePressEvents.capacity, "seed \(String(seed, radix: 16))")
    }

    @Test(
        "replaying the same trace twice gives the same events, and writing then reading it gives the same trace",
        arguments: [UInt64(0x7ACE_0001), 0x7ACE_0002])
    func deterministicReplayAndRoundTrip(seed: UInt64) throws {
        var generator = SessionGenerator(seed: seed, clean: true)
        let samples = generator.session(presses: 300).compactMap { step -> TouchSample? in
            if case .sample(let sample) = step { return sample }
            return nil
        }
        let trace = Trace(samples: samples)
        let text = trace.jsonLines
        let read = try Trace(jsonLines: text)
        #expect(read == trace, "seed \(String(seed, radix: 16))")
        #expect(read.jsonLines == text)
        let first = trace.replay()
        #expect(first == read.replay(), "seed \(String(seed, radix: 16))")
        #expect(first.contains { $0.kind == .pop })
    }
}
