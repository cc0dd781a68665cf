import Foundation

/// The one JSON reader of ForceTouchKit: a strict RFC 8259 scanner over UTF-8 bytes that knows
/// where it is (every error and every key carries its byte offset) and how deep it is (nesting
/// beyond `maximumDepth` is refused with `nestedTooDeeply`, never a stack overflow).
///
/// Readers use it at the level they need:
/// - `readValue()` / `readDocument()` build a `JSONValue` tree;
/// - `readObject(_:)` and `readArray(_:)` walk a container and hand each member or element to a
///   closure that reads it with the same scanner (so a reader can build its own tree with
///   positions, or keep only the fields it knows);
/// - `readString()`, `readNumber()`, `readScalar()` read one token.
///
/// Options: `allowsNonFiniteNumbers` accepts the tokens `NaN`, `Infinity` and `-Infinity` (which
/// some writers emit, so a trace can say "NaN is not a number" for a field rather than "not
/// JSON"); `knownWords` recognises a format's frequent strings from their bytes (`lastWord`).
/// Strings must be UTF-8 (`invalidUTF8` otherwise), as Foundation's `JSONSerialization` requires.
///
/// Numbers take Clinger's fast path when they have at most 15 significant digits and a decimal
/// exponent within ±22, exact 128-bit arithmetic up to 19 digits, and the standard library's
/// correctly rounded parser beyond: every path gives the nearest `Double`.
public struct JSONScanner {
    /// The default nesting limit: deeper than any document ForceTouchKit reads, far shallower than
    /// what would exhaust a thread's stack in a recursive reader.
    public static let defaultMaximumDepth = 256

    /// The text being scanned.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The byte offset of the next byte to read.
    public var offset: Int
    /// How many objects and arrays may be open at once.
    public let maximumDepth: Int
    /// Whether `NaN`, `Infinity` and `-Infinity` are read as numbers.
    public let allowsNonFiniteNumbers: Bool
    /// The words `readString()` recognises from their bytes.
    public let knownWords: JSONKnownWords?
    /// How many objects and arrays are open now.
    public private(set) var depth = 0
    /// The `knownWords` index of the last string read, or nil when it was not a known word.
    public internal(set) var lastWord: Int?

    /// A scanner at the start of `bytes`.
    public init(
        bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = JSONScanner.defaultMaximumDepth,
        allowsNonFiniteNumbers: Bool = false, knownWords: JSONKnownWords? = nil
    ) {
        self.bytes = bytes
        self.offset = 0
        self.maximumDepth = maximumDepth
        self.allowsNonFiniteNumbers = allowsNonFiniteNumbers
        self.knownWords = knownWords
    }

    // MARK: Bytes

    /// The next byte, or nil at the end.
    @inlinable public func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Whether every byte has been read.
    @inlinable public var isAtEnd: Bool { offset >= bytes.count }

    /// Skips spaces, tabs, carriage returns and line feeds (JSON's whitespace).
    @inlinable public mutating func skipWhitespace() {
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            offset += 1
        }
    }

    /// Skips a UTF-8 byte order mark at the current position, if there is one.
    public mutating func skipByteOrderMark() {
        if offset + 3 <= bytes.count, bytes[offset] == 0xEF, bytes[offset + 1] == 0xBB,
            bytes[offset + 2] == 0xBF
        {
            offset += 3
        }
    }

    /// The text from byte `start` to the current position (a number's literal, say).
    public func text(from start: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// After a value: only whitespace may follow (`trailingCharacters` otherwise).
    public mutating func expectEnd() throws(JSONSyntaxError) {
        skipWhitespace()
        if offset < bytes.count { throw error(.trailingCharacters) }
    }

    // MARK: Documents and values

    /// Reads the whole text as one value with nothing but whitespace around it (`empty` when
    /// there is nothing at all).
    public mutating func readDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        if offset >= bytes.count { throw error(.empty) }
        let value = try readValue()
        try expectEnd()
        return value
    }

    /// Reads the whole text, which should be one object: its members go to `members` (cleared
    /// first, capacity kept, so a reader of many small documents allocates once) and the result
    /// is nil. When the text is another kind of value, that value is returned instead.
    public mutating func readObjectDocument(into members: inout [JSONMember]) throws(JSONSyntaxError)
        -> JSONValue?
    {
        members.removeAll(keepingCapacity: true)
        skipWhitespace()
        if offset >= bytes.count { throw error(.empty) }
        guard bytes[offset] == UInt8(ascii: "{") else {
            let value = try readValue()
            try expectEnd()
            return value
        }
        try readObject { (scanner, key, keyOffset) throws(JSONSyntaxError) in
            let keyWord = scanner.lastWord
            let value = try scanner.readValue()
            let valueWord: Int? = if case .string = value { scanner.lastWord } else { nil }
            members.append(
                JSONMember(
                    key: key, value: value, keyOffset: keyOffset, keyWord: keyWord, valueWord: valueWord))
        }
        try expectEnd()
        return nil
    }

    /// Reads one value (leading whitespace skipped) into a tree.
    public mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard let byte = peek() else { throw error(.unexpectedEnd(expected: .value)) }
        switch byte {
        case UInt8(ascii: "{"):
            var members: [JSONMember] = []
            try readObject { (scanner, key, keyOffset) throws(JSONSyntaxError) in
                let keyWord = scanner.lastWord
                let value = try scanner.readValue()
                let valueWord: Int? = if case .string = value { scanner.lastWord } else { nil }
                members.append(
                    JSONMember(
                        key: key, value: value, keyOffset: keyOffset, keyWord: keyWord, valueWord: valueWord))
            }
            return .object(members)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try readArray { (scanner) throws(JSONSyntaxError) in elements.append(try scanner.readValue()) }
            return .array(elements)
        default:
            switch try readScalar() {
            case .null: return .null
            case .bool(let flag): return .bool(flag)
            case .number(let number): return .number(number)
            case .string(let text): return .string(text)
            }
        }
    }

    /// Reads one value and throws it away (checking it all the same).
    public mutating func skipValue() throws(JSONSyntaxError) {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"):
            try readObject { (scanner, _, _) throws(JSONSyntaxError) in try scanner.skipValue() }
        case UInt8(ascii: "["): try readArray { (scanner) throws(JSONSyntaxError) in try scanner.skipValue() }
        default: _ = try readScalar()
        }
    }

    /// A value that is not a container.
    public enum Scalar: Sendable, Hashable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number.
        case number(Double)
        /// A string.
        case string(String)
    }

    /// Reads a string, number, `true`, `false` or `null` (leading whitespace skipped); a container
    /// or anything else is `unexpectedCharacter(_, expected: .value)`.
    public mutating func readScalar() throws(JSONSyntaxError) -> Scalar {
        skipWhitespace()
        guard let byte = peek() else { throw error(.unexpectedEnd(expected: .value)) }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try readString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "N") where allowsNonFiniteNumbers:
            try expectWord("NaN")
            return .number(.nan)
        case UInt8(ascii: "I") where allowsNonFiniteNumbers:
            try expectWord("Infinity")
            return .number(.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try readNumber())
        default:
            throw unexpected(.value)
        }
    }

    // MARK: Containers

    /// Reads an object from its `{` (leading whitespace skipped) through its `}`: for each member
    /// the key is read and `member` is called with the scanner positioned before the value, the
    /// key, and the byte offset of the key's opening quote; `member` must read the value (with
    /// `readValue()`, `skipValue()`, or its own walk).
    public mutating func readObject(
        _ member: (inout JSONScanner, _ key: String, _ keyOffset: Int) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        skipWhitespace()
        let open = offset
        guard peek() == UInt8(ascii: "{") else { throw unexpected(.value) }
        try enter()
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            guard let byte = peek() else { throw error(.unexpectedEnd(expected: .key)) }
            guard byte == UInt8(ascii: "\"") else { throw unexpected(.key) }
            let keyOffset = offset
            let key = try readString()
            skipWhitespace()
            guard let colon = peek() else { throw error(.unexpectedEnd(expected: .colon)) }
            guard colon == UInt8(ascii: ":") else { throw unexpected(.colon) }
            offset += 1
            try member(&self, key, keyOffset)
            skipWhitespace()
            guard let next = peek() else { throw error(.unclosed(opener: "{", openedAt: open)) }
            if next == UInt8(ascii: "}") {
                offset += 1
                depth -= 1
                return
            }
            guard next == UInt8(ascii: ",") else { throw unexpected(.commaOrClosingBrace) }
            offset += 1
        }
    }

    /// Reads an array from its `[` (leading whitespace skipped) through its `]`, calling `element`
    /// with the scanner positioned before each element; `element` must read it.
    public mutating func readArray(
        _ element: (inout JSONScanner) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        skipWhitespace()
        let open = offset
        guard peek() == UInt8(ascii: "[") else { throw unexpected(.value) }
        try enter()
        offset += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            guard let next = peek() else { throw error(.unclosed(opener: "[", openedAt: open)) }
            if next == UInt8(ascii: "]") {
                offset += 1
                depth -= 1
                return
            }
            guard next == UInt8(ascii: ",") else { throw unexpected(.commaOrClosingBracket) }
            offset += 1
        }
    }

    /// One more level of nesting, refused beyond `maximumDepth`.
    private mutating func enter() throws(JSONSyntaxError) {
        guard depth < maximumDepth else { throw error(.nestedTooDeeply(limit: maximumDepth)) }
        depth += 1
    }

    // MARK: Words and errors

    /// Consumes `word` (`true`, `NaN`, …); a word that differs is unexpected from its first letter
    /// (`nope` is "unexpected 'n'", not "unexpected 'o'").
    mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
        let pointer = word.utf8Start
        let start = offset
        for index in 0..<word.utf8CodeUnitCount {
            guard let byte = peek() else { throw error(.unexpectedEnd(expected: .value)) }
            guard byte == pointer[index] else {
                offset = start
                throw unexpected(.value)
            }
            offset += 1
        }
    }

    /// An error at the current position.
    func error(_ problem: JSONSyntaxError.Problem) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset, problem: problem)
    }

    /// The character at the current position (decoded whole, even when it is several bytes, and
    /// never more than one), or the end.
    func unexpected(_ expectation: JSONSyntaxError.Expectation) -> JSONSyntaxError {
        guard offset < bytes.count else { return error(.unexpectedEnd(expected: expectation)) }
        var end = offset + 1
        while end < bytes.count, end < offset + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return error(.unexpectedCharacter(text.first ?? "?", expected: expectation))
    }
}
