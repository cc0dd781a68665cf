import Interchange

/// The `.strings` grammar over UTF-8 bytes:
/// `file := (ws | comment)* (string (ws)* ('=' (ws)* string (ws)*)? ';')*`,
/// where a string is `"quoted"` or unquoted `[A-Za-z0-9_$/:.-]+` (CoreFoundation's set).
package struct StringsFileParser {
    private let bytes: [UInt8]
    private var index = 0
    private let lines: LineIndex

    package init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lines = LineIndex(bytes: bytes)
    }

    package mutating func parse() throws(StringsFileError) -> [StringsFile.Entry] {
        var entries: [StringsFile.Entry] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { return entries }
            let keyPosition = position(index)
            guard let key = try readString() else {
                throw .expectedKey(found: describe(index), position: keyPosition)
            }
            try skipTrivia()
            if peek(";") {
                index += 1
                entries.append(
                    .init(key: key, value: key, keyPosition: keyPosition, valuePosition: keyPosition))
                continue
            }
            guard peek("=") else {
                throw .expectedEquals(key: key, found: describe(index), position: position(index))
            }
            index += 1
            try skipTrivia()
            let valuePosition = position(index)
            guard let value = try readString() else {
                throw .expectedValue(key: key, found: describe(index), position: valuePosition)
            }
            try skipTrivia()
            guard peek(";") else {
                throw .expectedSemicolon(key: key, found: describe(index), position: position(index))
            }
            index += 1
            entries.append(
                .init(key: key, value: value, keyPosition: keyPosition, valuePosition: valuePosition))
        }
    }

    private func peek(_ character: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(character.value)
    }

    private func position(_ offset: Int) -> SourcePosition { SourcePosition(lines.position(ofByte: offset)) }

    /// A short description of what sits at `offset`, for "expected …, found …" messages.
    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return Wording.endOfFile }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        switch character {
        case "\n", "\r": return Wording.endOfLine
        default: return "'\(character)'"
        }
    }

    private mutating func skipTrivia() throws(StringsFileError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                index += 1
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "/")
            {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "*")
            {
                let start = index
                index += 2
                while true {
                    guard index + 1 < bytes.count else {
                        index = bytes.count
                        throw .unterminatedComment(position: position(start))
                    }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        break
                    }
                    index += 1
                }
            } else {
                return
            }
        }
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// A quoted or unquoted string at `index`, or nil when none starts there.
    private mutating func readString() throws(StringsFileError) -> String? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") { return try readQuoted() }
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) {
            // `//` and `/*` start comments even right after an unquoted word.
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
            {
                break
            }
            index += 1
        }
        guard index > start else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readQuoted() throws(StringsFileError) -> String {
        let open = index
        index += 1
        var output: [UInt8] = []
        var runStart = index
        var pendingHighSurrogate: (value: UInt32, offset: Int)?
        while true {
            guard index < bytes.count else { throw .unterminatedString(position: position(open)) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                output.append(contentsOf: bytes[runStart..<index])
                index += 1
                if let pending = pendingHighSurrogate {
                    throw .invalidEscape(escape: Self.hex(pending.value), position: position(pending.offset))
                }
                return String(decoding: output, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                if let pending = pendingHighSurrogate {
                    throw .invalidEscape(escape: Self.hex(pending.value), position: position(pending.offset))
                }
                index += 1
                continue
            }
            output.append(contentsOf: bytes[runStart..<index])
            let escapeStart = index
            index += 1
            guard index < bytes.count else { throw .unterminatedString(position: position(open)) }
            let escaped = bytes[index]
            index += 1
            var scalar: UInt32?
            switch escaped {
            case UInt8(ascii: "n"): scalar = 0x0A
            case UInt8(ascii: "t"): scalar = 0x09
            case UInt8(ascii: "r"): scalar = 0x0D
            case UInt8(ascii: "a"): scalar = 0x07
            case UInt8(ascii: "b"): scalar = 0x08
            case UInt8(ascii: "f"): scalar = 0x0C
            case UInt8(ascii: "v"): scalar = 0x0B
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                    value = value * 16 + digit
                    index += 1
                    digits += 1
                }
                guard digits > 0 else {
                    throw .invalidEscape(
                        escape: "\\" + String(UnicodeScalar(escaped)), position: position(escapeStart))
                }
                if (0xD800...0xDBFF).contains(value) {
                    if let pending = pendingHighSurrogate {
                        throw .invalidEscape(
                            escape: Self.hex(pending.value), position: position(pending.offset))
                    }
                    pendingHighSurrogate = (value, escapeStart)
                    runStart = index
                    continue
                }
                if (0xDC00...0xDFFF).contains(value) {
                    guard let high = pendingHighSurrogate else {
                        throw .invalidEscape(escape: Self.hex(value), position: position(escapeStart))
                    }
                    pendingHighSurrogate = nil
                    value = 0x10000 + ((high.value - 0xD800) << 10) + (value - 0xDC00)
                }
                scalar = value
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - 0x30)
                var digits = 1
                while digits < 3, index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
                    value = value * 8 + UInt32(bytes[index] - 0x30)
                    index += 1
                    digits += 1
                }
                scalar = value
            default:
                if let pending = pendingHighSurrogate {
                    throw .invalidEscape(escape: Self.hex(pending.value), position: position(pending.offset))
                }
                // `\"`, `\\`, `\'` and any other character stand for themselves, as in CoreFoundation.
                runStart = index - 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                continue
            }
            if let pending = pendingHighSurrogate {
                throw .invalidEscape(escape: Self.hex(pending.value), position: position(pending.offset))
            }
            if let scalar, let unicode = Unicode.Scalar(scalar) {
                output.append(contentsOf: Array(String(Character(unicode)).utf8))
            } else {
                throw .invalidEscape(escape: Self.hex(scalar ?? 0), position: position(escapeStart))
            }
            runStart = index
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "\\U" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
