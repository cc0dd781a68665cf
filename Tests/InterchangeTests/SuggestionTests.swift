import TestSupport
import Testing

@testable import Interchange

@Suite("nearestSuggestion: the one \"did you mean\"")
struct SuggestionTests {
    @Test(
        "a likely typo gets the nearest name; a far one, or a huge word, gets none",
        arguments: [
            ("bgan", ["began", "moved", "ended"], "began"),
            ("FORCE", ["force", "phase"], "force"),  // case is ignored
            ("tpye", ["type", "touch"], "type"),  // a transposition is two edits: allowed
            ("frobnicate", ["force", "phase"], nil),
            ("movde", ["moved", "moves"], "moved"),  // a tie goes to the earlier candidate
            (String(repeating: "a", count: 1025), [String(repeating: "a", count: 1025)], nil),
        ] as [(String, [String], String?)])
    func suggestions(word: String, candidates: [String], expected: String?) {
        #expect(nearestSuggestion(to: word, in: candidates) == expected)
    }

    @Test("the length shortcut never changes the answer (seed 0x5066E571)")
    func lengthShortcut() {
        var random = SplitMix64(seed: 0x5066_E571)
        let letters = Array("abcde")
        func word() -> String {
            String((0..<random.below(9)).map { _ in letters[random.below(letters.count)] })
        }
        for round in 0..<300 {
            let target = word()
            let candidates = (0..<5).map { _ in word() }
            let allowed = max(2, target.count / 3)
            let scored = candidates.map { ($0, editDistance(target, $0)) }
            let best = scored.min { $0.1 < $1.1 }
            let expected = best.flatMap { $0.1 <= allowed ? $0.0 : nil }
            #expect(
                nearestSuggestion(to: target, in: candidates) == expected, "seed 0x5066E571, round \(round)")
        }
    }

    @Test("edit distance: insert, delete, substitute, by scalars")
    func distances() {
        #expect(editDistance("", "abc") == 3)
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("智能", "智") == 1)
    }
}
