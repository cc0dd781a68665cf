import Foundation
import TestSupport
import Testing

@testable import Interchange

@Suite("JSONText: the one JSON string escaper and number writer")
struct JSONTextTests {
    @Test(
        "escapes quotes, backslashes, every control character (short forms where JSON has them) and U+2028/U+2029",
        arguments: [
            ("plain", #""plain""#),
            ("a\"b\\c", #""a\"b\\c""#),
            ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
            ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
            ("line\u{2028}para\u{2029}", #""line\u2028para\u2029""#),
            ("/é😀€", "\"/é😀€\""),
        ])
    func escapes(text: String, literal: String) {
        #expect(JSONText.string(text) == literal)
        var appended = "x"
        JSONText.appendString(text, to: &appended)
        #expect(appended == "x" + literal)
    }

    @Test("every string reads back as itself through Foundation and through JSONScanner (seed 0x5EED1503)")
    func roundTrip() throws {
        var random = SplitMix64(seed: 0x5EED_1503)
        // U+FEFF is left out: Linux Foundation drops it inside strings (a BOM quirk), JSONScanner keeps it.
        let pool: [Unicode.Scalar] =
            (0..<0x30).compactMap(Unicode.Scalar.init) + [
                "\\", "\"", "/", "é", "\u{2028}", "\u{2029}", "😀", "\u{7F}",
            ]
        for round in 0..<2000 {
            var text = ""
            for _ in 0..<random.below(12) { text.unicodeScalars.append(pool[random.below(pool.count)]) }
            let literal = JSONText.string(text)
            let foundation = try JSONSerialization.jsonObject(
                with: Data(literal.utf8), options: [.fragmentsAllowed])
            #expect(foundation as? String == text, "seed 0x5EED1503, round \(round)")
            #expect(try JSONScannerTests.read(literal) == .string(text), "seed 0x5EED1503, round \(round)")
            #expect(
                !literal.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{2028}" || $0 == "\u{2029}" })
        }
    }

    @Test("equals JSONEncoder's output (without escaping slashes) for strings without U+2028/U+2029")
    func matchesEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        for text in ["a\"b\\c/d", "\u{0}\u{8}\u{C}\u{1B}\n\r\t", "é😀", ""] {
            #expect(
                JSONText.string(text) == String(decoding: try encoder.encode(text), as: UTF8.self), "\(text)")
        }
    }

    @Test("numbers: integral values without a fraction, others in the shortest form that reads back")
    func numbers() {
        #expect(JSONText.number(300) == "300")
        #expect(JSONText.number(-0.0) == "0")
        #expect(JSONText.number(0.032) == "0.032")
        #expect(JSONText.number(1e16) == "1e+16")
        #expect(JSONText.number(1e-7) == "1e-07")
        var random = SplitMix64(seed: 0x5EED_1504)
        for _ in 0..<1000 {
            let value = random.double(in: -1e6...1e6)
            #expect(Double(JSONText.number(value)) == value)
        }
    }
}
