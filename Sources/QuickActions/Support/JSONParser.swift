import Foundation

/// A JSON syntax error at a position.
struct JSONSyntaxError: Error, Sendable, Hashable {
    var message: String
    var position: SourcePosition
}

/// A strict RFC 8259 parser over UTF-8 bytes (a UTF-8 BOM is skipped), nesting limited to
/// `maximumDepth` so hostile input cannot exhaust the stack.
struct JSONParser {
    static let maximumDepth = 256
    private let bytes: [UInt8]
    private let lines: LineIndex
    private var index = 0

    static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: [UInt8](data))
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lines = LineIndex(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private func position(_ offset: Int) -> SourcePosition { lines.position(ofByte: offset) }

    private func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, position: position(offset))
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        guard index < bytes.count else { throw error(Wording.jsonEmpty, at: index) }
        let node = try parseValue(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw error(Wording.jsonTrailing(found()), at: index) }
        return node
    }

    private func found() -> String {
        guard index < bytes.count else { return Wording.endOfFile }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < Self.maximumDepth else {
            throw error(Wording.jsonTooDeep(Self.maximumDepth), at: index)
        }
        guard index < bytes.count else {
            throw error(Wording.jsonExpectedValue(Wording.endOfFile), at: index)
        }
        let start = index
        let here = position(start)
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [JSONNode.Member] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONNode(value: .object(members), position: here)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw error(Wording.jsonExpectedKey(found()), at: index)
                }
                let keyPosition = position(index)
                let key = try parseString()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw error(Wording.jsonExpectedColon(found()), at: index)
                }
                index += 1
                skipWhitespace()
                let value = try parseValue(depth: depth + 1)
                members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
                skipWhitespace()
                guard index < bytes.count else {
                    throw error(Wording.jsonUnclosed("{", position(start)), at: index)
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else {
                    throw error(Wording.jsonExpectedCommaOr("}", found()), at: index)
                }
                index += 1
                return JSONNode(value: .object(members), position: here)
            }
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONNode] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return JSONNode(value: .array(elements), position: here)
            }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth + 1))
                skipWhitespace()
                guard index < bytes.count else {
                    throw error(Wording.jsonUnclosed("[", position(start)), at: index)
                }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else {
                    throw error(Wording.jsonExpectedCommaOr("]", found()), at: index)
                }
                index += 1
                return JSONNode(value: .array(elements), position: here)
            }
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try parseString()), position: here)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONNode(value: .bool(true), position: here)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONNode(value: .bool(false), position: here)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONNode(value: .null, position: here)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), position: here)
        default:
            throw error(Wording.jsonExpectedValue(found()), at: index)
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else {
            throw error(Wording.jsonExpectedValue(found()), at: index)
        }
        index += expected.count
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error(Wording.jsonBadNumber, at: start) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error(Wording.jsonBadNumber, at: start)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error(Wording.jsonBadNumber, at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { throw error(Wording.jsonBadNumber, at: start) }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let open = index
        index += 1
        var output: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else { throw error(Wording.jsonUnterminatedString, at: open) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                output.append(contentsOf: bytes[runStart..<index])
                index += 1
                guard let text = String(validating: output, as: UTF8.self) else {
                    throw error(Wording.invalidUTF8, at: open)
                }
                return text
            }
            if byte < 0x20 { throw error(Wording.jsonControlCharacter, at: index) }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            output.append(contentsOf: bytes[runStart..<index])
            let escapeStart = index
            index += 1
            guard index < bytes.count else { throw error(Wording.jsonUnterminatedString, at: open) }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escaped)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "u"):
                var value = try hex4(escapeStart)
                if (0xD800...0xDBFF).contains(value) {
                    guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                        throw error(Wording.jsonBadEscape, at: escapeStart)
                    }
                    index += 2
                    let low = try hex4(escapeStart)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw error(Wording.jsonBadEscape, at: escapeStart)
                    }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(value) {
                    throw error(Wording.jsonBadEscape, at: escapeStart)
                }
                guard let scalar = Unicode.Scalar(value) else {
                    throw error(Wording.jsonBadEscape, at: escapeStart)
                }
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                throw error(Wording.jsonBadEscape, at: escapeStart)
            }
            runStart = index
        }
    }

    private mutating func hex4(_ escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error(Wording.jsonBadEscape, at: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error(Wording.jsonBadEscape, at: escapeStart)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
