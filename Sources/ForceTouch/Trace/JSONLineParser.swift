import Foundation

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
        /// The key's index in `knownWords`, or `unknownWord`.
        var keyWord: UInt8
        /// The value's index in `knownWords` when it is a string that is a known word, else
        /// `unknownWord`.
        var valueWord: UInt8
    }

    /// Marks a string that is not one of `knownWords`.
    static let unknownWord: UInt8 = .max

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
    /// The `knownWords` index of the last string parsed, or `unknownWord`.
    private var lastWord = JSONLineParser.unknownWord

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
            try parseMembers(depth: 1) { key, keyWord, value, valueWord in
                members.append(Member(key: key, value: value, keyWord: keyWord, valueWord: valueWord))
            }
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
            try parseMembers(depth: depth + 1) { key, _, value, _ in object[key] = value }
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
        depth: Int, _ add: (String, UInt8, TraceValue, UInt8) -> Void
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
            let keyWord = lastWord
            skipWhitespace()
            guard let colon = peek() else { throw error(.unexpectedEnd) }
            guard colon == UInt8(ascii: ":") else { throw unexpected(.colon) }
            index += 1
            let value = try parseValue(depth: depth)
            var valueWord = Self.unknownWord
            if case .string = value { valueWord = lastWord }
            add(key, keyWord, value, valueWord)
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
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                lastWord = Self.knownWord(raw)
                if lastWord != Self.unknownWord { return Self.knownWords[Int(lastWord)].string }
                return String(decoding: raw, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                lastWord = Self.unknownWord
                return try parseEscapedString(from: start)
            }
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

    /// The words traces use all the time, in this order: the sample fields (as
    /// `TraceReader.sampleFields`), the phases (as `TouchPhase.allCases`), the types (as
    /// `TouchType.allCases`), then the header's fields. Recognizing them by their bytes spares
    /// decoding, validating and comparing strings on every line.
    static let knownWords: [(utf8: [UInt8], string: String)] = [
        "t", "id", "phase", "x", "y", "force", "type", "altitude", "azimuth", "began", "moved", "stationary",
        "ended", "cancelled",
        "direct", "stylus", "indirectPointer", "forcetouch-trace", "maximumPossibleForce",
    ].map { (Array($0.utf8), $0) }
    /// Where the phases start in `knownWords`.
    static let firstPhaseWord: UInt8 = 9
    /// Where the touch types start in `knownWords`.
    static let firstTypeWord: UInt8 = 14

    /// The index of `raw` in `knownWords`, or `unknownWord`.
    private static func knownWord(_ raw: UnsafeBufferPointer<UInt8>) -> UInt8 {
        guard raw.count <= 20, let base = raw.baseAddress else { return unknownWord }
        for (position, word) in knownWords.enumerated() where word.utf8.count == raw.count {
            let same = word.utf8.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, raw.count) == 0 }
            if same { return UInt8(position) }
        }
        return unknownWord
    }

    // MARK: Numbers

    /// Parses a JSON number (or `-Infinity`).
    ///
    /// Numbers with at most 15 significant digits and a decimal exponent within ±22 (every number
    /// the writer produces for ordinary traces) take Clinger's fast path: the digits as an exact
    /// integer times or divided by an exact power of ten, one correctly rounded operation. Others
    /// go to the standard library's correctly rounded parser. Both give the nearest `Double`.
    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        var negative = false
        if peek() == UInt8(ascii: "-") {
            negative = true
            index += 1
            if peek() == UInt8(ascii: "I") {
                try expectWord("Infinity")
                return -.infinity
            }
        }
        guard let first = peek(), isDigit(first) else { throw error(.invalidNumber) }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        index += 1
        if first == UInt8(ascii: "0") {
            if let next = peek(), isDigit(next) { throw error(.invalidNumber) }
        } else {
            mantissa = UInt64(first - UInt8(ascii: "0"))
            digits = 1
            while let byte = peek(), isDigit(byte) {
                accumulate(byte, into: &mantissa, digits: &digits, exponent: &exponent, fraction: false)
                index += 1
            }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else { throw error(.invalidNumber) }
            while let byte = peek(), isDigit(byte) {
                accumulate(byte, into: &mantissa, digits: &digits, exponent: &exponent, fraction: true)
                index += 1
            }
        }
        var exact = digits <= 15
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            index += 1
            var negativeExponent = false
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                negativeExponent = sign == UInt8(ascii: "-")
                index += 1
            }
            guard let digit = peek(), isDigit(digit) else { throw error(.invalidNumber) }
            var value = 0
            while let byte = peek(), isDigit(byte) {
                if value < 10_000 {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    exact = false
                }
                index += 1
            }
            exponent += negativeExponent ? -value : value
        }
        if exact, mantissa == 0 {
            return negative ? -0.0 : 0
        }
        if exact, exponent >= -22, exponent <= 22 {
            let scale = Self.powersOfTen[abs(exponent)]
            let magnitude = exponent < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
            return negative ? -magnitude : magnitude
        }
        if digits <= 19, exponent >= -19, exponent <= 19 {
            let magnitude = Self.exactDecimal(mantissa, exponent: exponent)
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else {
            throw JSONSyntaxError(column: start + 1, problem: .invalidNumber)
        }
        return value
    }

    /// `mantissa × 10^exponent` rounded once to the nearest `Double` (ties to even), for a
    /// mantissa of at most 19 digits and |exponent| ≤ 19: exact 128-bit integer arithmetic, no
    /// string round trip. Full-precision numbers (16–17 digits, what the writer emits for most
    /// recorded values) take this path.
    static func exactDecimal(_ mantissa: UInt64, exponent: Int) -> Double {
        let power = powersOfTenInteger[abs(exponent)]
        if exponent >= 0 {
            return rounded(UInt128(mantissa) * UInt128(power), sticky: false, scale: 0)
        }
        // Normalize the mantissa to 64 significant bits, then divide: the quotient keeps at least
        // 63 bits, and the remainder says whether anything was cut off.
        let shift = mantissa.leadingZeroBitCount
        let dividend = UInt128(mantissa << UInt64(shift)) << 64
        let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: UInt128(power))
        return rounded(quotient, sticky: remainder != 0, scale: -64 - shift)
    }

    /// `value × 2^scale` rounded to 53 bits, nearest, ties to even; `sticky` means bits below
    /// `value` were non-zero.
    private static func rounded(_ value: UInt128, sticky: Bool, scale: Int) -> Double {
        let bits = 128 - value.leadingZeroBitCount
        guard bits > 53 else {
            return Double(
                sign: .plus, exponent: scale, significand: Double(UInt64(truncatingIfNeeded: value)))
        }
        var cut = bits - 53
        var significand = value >> UInt128(cut)
        let rest = value & ((1 << UInt128(cut)) - 1)
        let half: UInt128 = 1 << UInt128(cut - 1)
        if rest > half || (rest == half && (sticky || significand & 1 == 1)) {
            significand += 1
            if significand == 1 << 53 {
                significand >>= 1
                cut += 1
            }
        }
        return Double(
            sign: .plus, exponent: cut + scale, significand: Double(UInt64(truncatingIfNeeded: significand)))
    }

    /// 10⁰ … 10¹⁹ as integers.
    private static let powersOfTenInteger: [UInt64] = (0...19).map { power in
        (0..<power).reduce(UInt64(1)) { value, _ in value * 10 }
    }

    /// Adds one digit to the exact mantissa (up to 19 digits; beyond that the slow path is used
    /// anyway), keeping the decimal exponent right.
    private func accumulate(
        _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int, fraction: Bool
    ) {
        if digits == 0, byte == UInt8(ascii: "0") {
            if fraction { exponent -= 1 }
            return
        }
        if digits < 19 {
            mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            if fraction { exponent -= 1 }
        } else if !fraction {
            exponent += 1
        }
        digits += 1
    }

    /// 10⁰ … 10²², every one exactly representable as a `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

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
