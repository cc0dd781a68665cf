import Foundation
import Testing

@testable import ForceTouch

@Suite("Trace: a recorded press replays exactly")
struct TraceTests {
    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/\(name).jsonl"))
    }

    @Test("the mail-row press: hint at 0.158 s, peek at 0.425 s, pop at 0.55 s, lift at 1.3 s")
    func peekAndPop() throws {
        let trace = try Trace(data: Self.fixture("peek-and-pop"))
        #expect(trace.header.extraFields["device"] == .string("iPhone 6s"))
        #expect(trace.samples.count == 157)
        let transitions = trace.replay().filter(\.kind.isTransition).map(Transition.init)
        #expect(
            transitions == [
                Transition(.hint, from: .possible, at: 0.158333), Transition(.peek, from: .hint, at: 0.425),
                Transition(.pop, from: .peek, at: 0.55), Transition(.ended, from: .pop, at: 1.3),
            ])
    }

    @Test("reading then writing the recorded file gives back the same bytes")
    func byteExactRoundTrip() throws {
        let data = try Self.fixture("peek-and-pop")
        let trace = try Trace(data: data)
        #expect(trace.jsonLines == String(decoding: data, as: UTF8.self))
    }

    @Test("replay follows sample times: a rule that falls due between samples fires at its own time")
    func timingBetweenSamples() throws {
        // Samples 0.3 s apart: the hint is due at 0.1 s and the peek at 0.3 s, between samples.
        let trace = Trace(samples: [
            .fixture(.began, t: 0, force: 4.5), .fixture(.moved, t: 0.45, force: 4.5),
            .fixture(.ended, t: 0.6, force: 0),
        ])
        let transitions = trace.replay().filter(\.kind.isTransition).map(Transition.init)
        #expect(
            transitions == [
                Transition(.hint, from: .possible, at: 0.1), Transition(.peek, from: .hint, at: 0.3),
                Transition(.ended, from: .peek, at: 0.6),
            ])
    }

    @Test("replay reports each event's touch and the sample that caused it")
    func replayDetails() throws {
        let trace = Trace(samples: [
            .fixture(.began, t: 0, force: 2, id: 4), .fixture(.moved, t: 0.2, force: 2, id: 4),
            .fixture(.ended, t: 0.3, force: 0, id: 4),
        ])
        var recognizer = ForcePressRecognizer()
        var seen: [(ForcePressEvent.Kind, Int, Int)] = []
        trace.replay(with: &recognizer) { event, touchID, index in
            if event.kind.isTransition { seen.append((event.kind, touchID, index)) }
        }
        #expect(seen.map(\.0) == [.hint, .ended])
        #expect(seen.map(\.1) == [4, 4])
        #expect(seen.map(\.2) == [1, 2])
        #expect(recognizer.state == .idle)
    }
}
