import Foundation

extension JSONScanner {
    /// Reads a string from its opening quote (leading whitespace skipped), resolving escapes; sets
    /// `lastWord` when it is one of `knownWords`.
    /// - Complexity: O(length of the string).
    public mutating func readString() throws(JSONSyntaxError) -> String {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw unexpected(.value) }
        let open = offset
        offset += 1
        let start = offset
        var ascii = true
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                offset += 1
                if let knownWords, let word = knownWords.index(of: raw) {
                    lastWord = word
                    return knownWords.words[word]
                }
                lastWord = nil
                if ascii { return String(decoding: raw, as: UTF8.self) }
                guard let text = String(validating: raw, as: UTF8.self) else {
                    throw JSONSyntaxError(offset: open, problem: .invalidUTF8)
                }
                return text
            }
            if byte == UInt8(ascii: "\\") {
                lastWord = nil
                return try readEscapedString(open: open, from: start)
            }
            if byte < 0x20 { throw error(.controlCharacterInString) }
            if byte >= 0x80 { ascii = false }
            offset += 1
        }
        throw JSONSyntaxError(offset: open, problem: .unterminatedString)
    }

    /// Continues a string that holds escapes, from its first content byte.
    private mutating func readEscapedString(open: Int, from start: Int) throws(JSONSyntaxError) -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw JSONSyntaxError(offset: open, problem: .invalidUTF8)
                }
                return text
            case UInt8(ascii: "\\"):
                let escapeOffset = offset
                offset += 1
                guard let escape = peek() else {
                    throw JSONSyntaxError(offset: open, problem: .unterminatedString)
                }
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try readHex4(escapeOffset)
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count,
                            bytes[offset + 1] == UInt8(ascii: "u")
                        else { throw error(.invalidEscape(escapeOffset: escapeOffset)) }
                        offset += 2
                        let low = try readHex4(escapeOffset)
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error(.invalidEscape(escapeOffset: escapeOffset))
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else {
                        throw error(.invalidEscape(escapeOffset: escapeOffset))
                    }
                    utf8.append(contentsOf: String(Character(unicode)).utf8)
                default:
                    offset -= 1
                    throw error(.invalidEscape(escapeOffset: escapeOffset))
                }
            default:
                if byte < 0x20 { throw error(.controlCharacterInString) }
                utf8.append(byte)
                offset += 1
            }
        }
        throw JSONSyntaxError(offset: open, problem: .unterminatedString)
    }

    private mutating func readHex4(_ escapeOffset: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error(.invalidEscape(escapeOffset: escapeOffset)) }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error(.invalidEscape(escapeOffset: escapeOffset))
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }
}
