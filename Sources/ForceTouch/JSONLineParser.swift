/// A small JSON parser for one line of a trace, over UTF-8 bytes.
///
/// Standard JSON, plus the tokens `NaN`, `Infinity` and `-Infinity` (which some writers emit) so a
/// trace with a NaN force gets "NaN is not a number" for its field rather than "not JSON". The top
/// level object's members come back in order (duplicates included) into a reusable buffer, so a
/// sample line costs no allocation beyond strings longer than 15 bytes.
struct JSONLineParser {
    /// One member of the top-level object.
    struct Member: Sendable {
        var key: String
        var value: TraceValue
    }

    /// What the line held at the top level.
    enum TopLevel {
        /// An object; its members were written to the buffer.
        case object
        /// Another kind of value.
        case other(TraceValue)
    }

    /// Nesting deeper than this is refused (a line is one sample, not a document).
    static let maximumDepth = 32

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses the whole line: one value and nothing after it but whitespace.
    mutating func parseLine(into members: inout [Member]) throws(JSONSyntaxError) -> TopLevel {
        members.removeAll(keepingCapacity: true)
        skipWhitespace()
        let topLevel: TopLevel
        if peek() == UInt8(ascii: "{") {
            index += 1
            try parseMembers(depth: 1) { key, value in members.append(Member(key: key, value: value)) }
            topLevel = .object
        } else {
            topLevel = .other(try parseValue(depth: 0))
        }
        skipWhitespace()
        if index < bytes.count { throw error(.trailingCharacters) }
        return topLevel
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> TraceValue {
        skipWhitespace()
        guard let byte = peek() else { throw error(.unexpectedEnd) }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw error(.nestedTooDeeply) }
            index += 1
            var object: [String: TraceValue] = [:]
            try parseMembers(depth: depth + 1) { key, value in object[key] = value }
            return .object(object)
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error(.nestedTooDeeply) }
            index += 1
            return .array(try parseElements(depth: depth + 1))
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "N"):
            try expectWord("NaN")
            return .number(.nan)
        case UInt8(ascii: "I"):
            try expectWord("Infinity")
            return .number(.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw unexpected(.value)
        }
    }

    /// Parses `key: value` pairs after a `{` up to and including the `}`.
    private mutating func parseMembers(
        depth: Int, _ add: (String, TraceValue) -> Void
    ) throws(JSONSyntaxError) {
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard let byte = peek() else { throw error(.unexpectedEnd) }
            guard byte == UInt8(ascii: "\"") else { throw unexpected(.key) }
            let key = try parseString()
            skipWhitespace()
            guard let colon = peek() else { throw error(.unexpectedEnd) }
            guard colon == UInt8(ascii: ":") else { throw unexpected(.colon) }
            index += 1
            let value = try parseValue(depth: depth)
            add(key, value)
            skipWhitespace()
            guard let next = peek() else { throw error(.unexpectedEnd) }
            index += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else {
                index -= 1
                throw unexpected(.commaOrClosingBrace)
            }
        }
    }

    /// Parses values after a `[` up to and including the `]`.
    private mutating func parseElements(depth: Int) throws(JSONSyntaxError) -> [TraceValue] {
        var elements: [TraceValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard let next = peek() else { throw error(.unexpectedEnd) }
            index += 1
            if next == UInt8(ascii: "]") { return elements }
            guard next == UInt8(ascii: ",") else {
                index -= 1
                throw unexpected(.commaOrClosingBracket)
            }
        }
    }

    // MARK: Strings

    /// Parses a string starting at its opening quote.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
            if byte < 0x20 { throw error(.controlCharacterInString) }
            index += 1
        }
        throw JSONSyntaxError(column: start, problem: .unterminatedString)
    }

    /// Continues a string that holds escapes, from its first content byte.
    private mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard let escape = peek() else {
                    throw JSONSyntaxError(column: start, problem: .unterminatedString)
                }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count,
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error(.invalidEscape) }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error(.invalidEscape) }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error(.invalidEscape) }
                    utf8.append(contentsOf: String(Character(unicode)).utf8)
                default:
                    index -= 1
                    throw error(.invalidEscape)
                }
            default:
                if byte < 0x20 { throw error(.controlCharacterInString) }
                utf8.append(byte)
                index += 1
            }
        }
        throw JSONSyntaxError(column: start, problem: .unterminatedString)
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw error(.invalidEscape) }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error(.invalidEscape)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    // MARK: Numbers

    /// Parses a JSON number (or `-Infinity`).
    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek() == UInt8(ascii: "-") {
            index += 1
            if peek() == UInt8(ascii: "I") {
                try expectWord("Infinity")
                return -.infinity
            }
        }
        guard let first = peek(), isDigit(first) else { throw error(.invalidNumber) }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) { throw error(.invalidNumber) }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else { throw error(.invalidNumber) }
            skipDigits()
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            index += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), isDigit(digit) else { throw error(.invalidNumber) }
            skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else {
            throw JSONSyntaxError(column: start + 1, problem: .invalidNumber)
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    // MARK: Helpers

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\n")
        {
            index += 1
        }
    }

    /// Consumes `word` (`true`, `NaN`, …); a word that differs is unexpected from its first letter
    /// (`nope` is "unexpected 'n'", not "unexpected 'o'").
    private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let pointer = word.utf8Start
        let start = index
        for offset in 0..<word.utf8CodeUnitCount {
            guard let byte = peek() else { throw error(.unexpectedEnd) }
            guard byte == pointer[offset] else {
                index = start
                throw unexpected(.value)
            }
            index += 1
        }
    }

    private func error(_ problem: JSONSyntaxError.Problem) -> JSONSyntaxError {
        JSONSyntaxError(column: index + 1, problem: problem)
    }

    /// The character at the current position (decoded whole, even when it is several bytes).
    private func unexpected(_ expectation: JSONSyntaxError.Expectation) -> JSONSyntaxError {
        guard index < bytes.count else { return error(.unexpectedEnd) }
        var end = index + 1
        while end < bytes.count, end < index + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        return error(.unexpectedCharacter(text.first ?? "?", expected: expectation))
    }
}
