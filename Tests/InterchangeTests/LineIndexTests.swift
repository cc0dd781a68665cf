import TestSupport
import Testing

@testable import Interchange

@Suite("LineIndex: the one byte offset → line:column map")
struct LineIndexTests {
    @Test("LF, CR LF and a lone CR each end a line; columns count scalars, not bytes")
    func lineEnds() {
        let lines = LineIndex(bytes: Array("ab\ncd\r\nef\rg智h".utf8))
        #expect(lines.position(ofByte: 0) == TextPosition(line: 1, column: 1))
        #expect(lines.position(ofByte: 2) == TextPosition(line: 1, column: 3))
        #expect(lines.position(ofByte: 3) == TextPosition(line: 2, column: 1))
        #expect(lines.position(ofByte: 7) == TextPosition(line: 3, column: 1))
        #expect(lines.position(ofByte: 10) == TextPosition(line: 4, column: 1))
        // "g智h": 智 is three bytes and one column.
        #expect(lines.position(ofByte: 14) == TextPosition(line: 4, column: 3))
        #expect(lines.byteOffset(of: TextPosition(line: 4, column: 3)) == 14)
        #expect(lines.byteOffset(of: TextPosition(line: 9, column: 1)) == nil)
    }

    @Test("position(ofByte:) and byteOffset(of:) agree with a naive count on random text (seed 0x11DE0001)")
    func randomText() {
        var random = SplitMix64(seed: 0x11DE_0001)
        let pieces = ["a", "\n", "\r\n", "\r", "é", "智", "😀", " "]
        for round in 0..<200 {
            var text = ""
            for _ in 0..<random.below(40) { text += pieces[random.below(pieces.count)] }
            let bytes = Array(text.utf8)
            let lines = LineIndex(bytes: bytes)
            var line = 1
            var column = 1
            var index = 0
            while index <= bytes.count {
                let expected = TextPosition(line: line, column: column)
                #expect(
                    lines.position(ofByte: index) == expected,
                    "seed 0x11DE0001, round \(round), byte \(index)")
                #expect(
                    lines.byteOffset(of: expected) == index, "seed 0x11DE0001, round \(round), byte \(index)")
                guard index < bytes.count else { break }
                let byte = bytes[index]
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    index += 2
                    line += 1
                    column = 1
                    continue
                }
                if byte == 0x0A || byte == 0x0D {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            }
        }
    }
}
