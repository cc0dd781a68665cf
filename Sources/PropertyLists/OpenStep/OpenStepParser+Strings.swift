/// Quoted and unquoted strings, and the escapes of quoted ones.
extension OpenStepParser {
    /// The string at `index` (a string start: `"`, `'` or an unquoted character).
    mutating func readString() throws(OpenStepReadError) -> String {
        let first = bytes[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try readQuoted(quote: first) }
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// A quoted string; the escapes are CoreFoundation's: `\a \b \f \n \r \t \v`, `\` + newline,
    /// octal `\NNN` (up to three digits, through the NeXTSTEP character set above 127), `\UXXXX`
    /// (one to four hex digits; surrogate pairs combine), and any other character standing for
    /// itself (`\"`, `\'`, `\\`). The `.strings` dialect also takes `\uXXXX`.
    private mutating func readQuoted(quote: UInt8) throws(OpenStepReadError) -> String {
        let open = index
        index += 1
        let count = bytes.count
        var runStart = index
        // The common case: no escapes, one copy.
        while index < count {
            let byte = bytes[index]
            if byte == quote {
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            index += 1
        }
        var output: [UInt8] = []
        var pendingHigh: (value: UInt32, offset: Int)?
        while true {
            guard index < count else { throw OpenStepReadError(.unterminatedString, at: position(open)) }
            let byte = bytes[index]
            if byte != UInt8(ascii: "\\") {
                if let pending = pendingHigh {
                    throw invalidEscape(Self.hex(pending.value), at: pending.offset)
                }
                if byte == quote {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    index += 1
                    return String(decoding: output, as: UTF8.self)
                }
                index += 1
                continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            let escapeStart = index
            index += 1
            guard index < count else { throw OpenStepReadError(.unterminatedString, at: position(open)) }
            let escaped = bytes[index]
            index += 1
            var scalar: UInt32
            // The `.strings` dialect reads `\u` as `\U`; CoreFoundation reads it as `u`.
            switch escaped == UInt8(ascii: "u") && dialect == .strings ? UInt8(ascii: "U") : escaped {
            case UInt8(ascii: "n"): scalar = 0x0A
            case UInt8(ascii: "t"): scalar = 0x09
            case UInt8(ascii: "r"): scalar = 0x0D
            case UInt8(ascii: "a"): scalar = 0x07
            case UInt8(ascii: "b"): scalar = 0x08
            case UInt8(ascii: "f"): scalar = 0x0C
            case UInt8(ascii: "v"): scalar = 0x0B
            case UInt8(ascii: "U"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, index < count, let digit = Self.hexValue(bytes[index]) {
                    value = value << 4 | digit
                    index += 1
                    digits += 1
                }
                guard digits > 0 else {
                    throw invalidEscape("\\" + String(UnicodeScalar(escaped)), at: escapeStart)
                }
                if (0xD800...0xDBFF).contains(value) {
                    if let pending = pendingHigh {
                        throw invalidEscape(Self.hex(pending.value), at: pending.offset)
                    }
                    pendingHigh = (value, escapeStart)
                    runStart = index
                    continue
                }
                if (0xDC00...0xDFFF).contains(value) {
                    guard let high = pendingHigh else {
                        throw invalidEscape(Self.hex(value), at: escapeStart)
                    }
                    pendingHigh = nil
                    value = 0x10000 + ((high.value - 0xD800) << 10) + (value - 0xDC00)
                }
                scalar = value
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - 0x30)
                var digits = 1
                while digits < 3, index < count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
                    value = value << 3 | UInt32(bytes[index] - 0x30)
                    index += 1
                    digits += 1
                }
                // CoreFoundation keeps the value in a byte: `\777` is 0xFF.
                guard let mapped = NextStepLatin.scalar(UInt8(truncatingIfNeeded: value)) else {
                    throw invalidEscape(
                        "\\"
                            + String(
                                decoding: UnsafeBufferPointer(rebasing: bytes[escapeStart + 1..<index]),
                                as: UTF8.self),
                        at: escapeStart)
                }
                scalar = mapped.value
            default:
                // `\"`, `\'`, `\\`, `\` + newline and any other character stand for themselves.
                if let pending = pendingHigh {
                    throw invalidEscape(Self.hex(pending.value), at: pending.offset)
                }
                runStart = index - 1
                continue
            }
            if let pending = pendingHigh { throw invalidEscape(Self.hex(pending.value), at: pending.offset) }
            guard let unicode = Unicode.Scalar(scalar) else {
                throw invalidEscape(Self.hex(scalar), at: escapeStart)
            }
            Self.appendUTF8(unicode, to: &output)
            runStart = index
        }
    }

    private mutating func invalidEscape(_ escape: String, at offset: Int) -> OpenStepReadError {
        OpenStepReadError(.invalidEscape(escape: escape), at: position(offset))
    }

    private static func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | value >> 6))
            output.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | value >> 12))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        default:
            output.append(UInt8(0xF0 | value >> 18))
            output.append(UInt8(0x80 | value >> 12 & 0x3F))
            output.append(UInt8(0x80 | value >> 6 & 0x3F))
            output.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// `\UD83D` for a code unit, as messages write it.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "\\U" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
