import Foundation

/// The one tokenizer and grammar of old-style (OpenStep, "ASCII") property lists and `.strings`
/// tables, over UTF-8 bytes, as CoreFoundation's `CFOldStylePList.c` reads them:
///
/// ```
/// document   := trivia (value | entries) trivia            (whitespace only: an empty dictionary)
/// value      := string | '{' entries '}' | '(' list ')' | '<' hex* '>'
/// entries    := (string ('=' value)? ';')*                  ("key"; means "key" = "key";)
/// list       := (value (',' value)* ','?)?
/// string     := '"' … '"' | "'" … "'" | [A-Za-z0-9_$/:.-]+
/// trivia     := whitespace (9–13, space, U+2028, U+2029) | // … line end | /* … */
/// ```
///
/// A top-level string followed by more text is re-read as `entries` (a `.strings` table), as
/// CoreFoundation does. Every value and key gets the line and column of its first byte, counted
/// with one forward cursor, so reading is linear in the input whatever its shape.
struct OpenStepParser {
    /// Which file the grammar reads.
    enum Dialect {
        /// A property list (`project.pbxproj`): any value anywhere.
        case propertyList
        /// A `.strings` table: entries only, string values only, and `\u` as well as `\U`.
        case strings
    }

    /// The cursor that turns byte offsets into positions; only ever moves forward.
    struct Cursor {
        var offset: Int
        var line = 1
        var column = 1
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let dialect: Dialect
    let maximumDepth: Int
    var index: Int
    var cursor: Cursor

    /// A parser over `bytes` from `start` (after a byte-order mark: column 1 is there).
    init(bytes: UnsafeBufferPointer<UInt8>, start: Int = 0, dialect: Dialect, maximumDepth: Int) {
        self.bytes = bytes
        self.dialect = dialect
        self.maximumDepth = maximumDepth
        self.index = start
        self.cursor = Cursor(offset: start)
    }

    // MARK: Documents

    /// The root of a property list.
    mutating func parseDocument() throws(OpenStepReadError) -> PropertyListNode {
        try skipTrivia()
        let rootPosition = position(index)
        guard index < bytes.count else { return PropertyListNode(.dictionary([]), position: rootPosition) }
        if Self.isStringStart(bytes[index]) {
            let savedIndex = index
            let savedCursor = cursor
            let string = try readString()
            try skipTrivia()
            if index == bytes.count { return PropertyListNode(.string(string), position: rootPosition) }
            index = savedIndex
            cursor = savedCursor
            let entries = try parseEntries(depth: 1, openedAt: nil)
            return PropertyListNode(.dictionary(entries), position: rootPosition)
        }
        let root = try parseValue(depth: 0, expected: .value)
        try skipTrivia()
        guard index == bytes.count else { throw unexpected(.endOfFile) }
        return root
    }

    /// The entries of a `.strings` table (the whole file is `entries`).
    mutating func parseTable() throws(OpenStepReadError) -> [PropertyListNode.Entry] {
        try parseEntries(depth: 1, openedAt: nil)
    }

    // MARK: Values

    /// The value at `index` (after trivia); `expected` names it in the error when there is none.
    mutating func parseValue(depth: Int, expected: OpenStepReadError.Expectation)
        throws(OpenStepReadError) -> PropertyListNode
    {
        try skipTrivia()
        guard index < bytes.count else { throw unexpected(expected) }
        let byte = bytes[index]
        let start = position(index)
        if Self.isStringStart(byte) {
            return PropertyListNode(.string(try readString()), position: start)
        }
        guard dialect == .propertyList else { throw unexpected(expected) }
        switch byte {
        case UInt8(ascii: "{"):
            try checkDepth(depth + 1, at: start)
            index += 1
            let entries = try parseEntries(depth: depth + 1, openedAt: start)
            index += 1
            return PropertyListNode(.dictionary(entries), position: start)
        case UInt8(ascii: "("):
            try checkDepth(depth + 1, at: start)
            index += 1
            return PropertyListNode(.array(try parseList(depth: depth + 1, openedAt: start)), position: start)
        case UInt8(ascii: "<"):
            index += 1
            return PropertyListNode(.data(Data(try readData(openedAt: start))), position: start)
        default:
            throw unexpected(expected)
        }
    }

    private func checkDepth(_ depth: Int, at start: SourcePosition) throws(OpenStepReadError) {
        if depth > maximumDepth { throw OpenStepReadError(.nestedTooDeeply(limit: maximumDepth), at: start) }
    }

    /// `entries` up to (not past) the closing `}` of a dictionary opened at `openedAt`, or to the
    /// end of the file at the top level (`openedAt` nil).
    private mutating func parseEntries(depth: Int, openedAt: SourcePosition?)
        throws(OpenStepReadError) -> [PropertyListNode.Entry]
    {
        var entries: [PropertyListNode.Entry] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                if let openedAt { throw unexpected(.keyOrClosingBrace(openedAt: openedAt)) }
                return entries
            }
            let byte = bytes[index]
            if openedAt != nil, byte == UInt8(ascii: "}") { return entries }
            guard Self.isStringStart(byte) else {
                throw unexpected(openedAt.map { .keyOrClosingBrace(openedAt: $0) } ?? .key)
            }
            let keyPosition = position(index)
            let key = try readString()
            try skipTrivia()
            if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                index += 1
                entries.append(
                    PropertyListNode.Entry(
                        key: key, keyPosition: keyPosition,
                        value: PropertyListNode(.string(key), position: keyPosition)))
                continue
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw unexpected(.equalsAfterKey(key))
            }
            index += 1
            let value = try parseValue(depth: depth, expected: .valueAfterKey(key))
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw unexpected(.semicolonAfterValue(key))
            }
            index += 1
            entries.append(PropertyListNode.Entry(key: key, keyPosition: keyPosition, value: value))
        }
    }

    /// `list` and its closing `)` (the `(` is consumed).
    private mutating func parseList(depth: Int, openedAt: SourcePosition)
        throws(OpenStepReadError) -> [PropertyListNode]
    {
        var elements: [PropertyListNode] = []
        let closing = OpenStepReadError.Expectation.commaOrClosingParenthesis(openedAt: openedAt)
        while true {
            try skipTrivia()
            if index < bytes.count, bytes[index] == UInt8(ascii: ")") {
                index += 1
                return elements
            }
            // An element where one may start; a stray ',' or the end is "expected ',' or ')'"
            // only after an element, else "expected a value".
            elements.append(try parseValue(depth: depth, expected: elements.isEmpty ? .value : closing))
            try skipTrivia()
            guard index < bytes.count else { throw unexpected(closing) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: ")") {
                throw unexpected(closing)
            }
        }
    }

    /// `hex* '>'` (the `<` is consumed): pairs of hex digits, whitespace between pairs.
    private mutating func readData(openedAt: SourcePosition) throws(OpenStepReadError) -> [UInt8] {
        var data: [UInt8] = []
        while true {
            guard index < bytes.count else { throw unexpected(.hexDigitsOrClosingAngle(openedAt: openedAt)) }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                return data
            }
            if let high = Self.hexValue(byte) {
                guard index + 1 < bytes.count, let low = Self.hexValue(bytes[index + 1]) else {
                    throw OpenStepReadError(.oddHexDigits, at: position(index))
                }
                data.append(UInt8(high << 4 | low))
                index += 2
            } else if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                index += 1
            } else if let width = lineSeparatorWidth(at: index) {
                index += width
            } else {
                throw unexpected(.hexDigitsOrClosingAngle(openedAt: openedAt))
            }
        }
    }

    // MARK: Trivia

    /// Skips whitespace and comments; a `/*` without `*/` is an error.
    mutating func skipTrivia() throws(OpenStepReadError) {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < count {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "/") {
                    index += 2
                    while index < count {
                        let byte = bytes[index]
                        if byte == 0x0A || byte == 0x0D || lineSeparatorWidth(at: index) != nil { break }
                        index += 1
                    }
                } else if next == UInt8(ascii: "*") {
                    let start = index
                    index += 2
                    while true {
                        guard index + 1 < count else {
                            throw OpenStepReadError(.unterminatedComment, at: position(start))
                        }
                        if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { break }
                        index += 1
                    }
                    index += 2
                } else {
                    return
                }
            } else if byte == 0xE2, let width = lineSeparatorWidth(at: index) {
                index += width
            } else {
                return
            }
        }
    }

    /// 3 when U+2028 or U+2029 (which CoreFoundation counts as whitespace) starts at `offset`.
    private func lineSeparatorWidth(at offset: Int) -> Int? {
        guard offset + 2 < bytes.count, bytes[offset] == 0xE2, bytes[offset + 1] == 0x80,
            bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9
        else { return nil }
        return 3
    }

    // MARK: Positions and errors

    /// The line and column of byte `offset`. Linear overall: the cursor moves forward only; an
    /// earlier offset (an error pointing back at an opening quote) is counted from the start.
    mutating func position(_ offset: Int) -> SourcePosition {
        if offset < cursor.offset {
            var fresh = Cursor(offset: 0)
            Self.advance(&fresh, to: offset, in: bytes)
            return SourcePosition(line: fresh.line, column: fresh.column)
        }
        Self.advance(&cursor, to: offset, in: bytes)
        return SourcePosition(line: cursor.line, column: cursor.column)
    }

    /// Moves `cursor` to `offset`: `\n`, `\r\n` and a lone `\r` end lines (as `LineIndex`
    /// counts them); columns count Unicode scalars.
    private static func advance(_ cursor: inout Cursor, to offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
    {
        var index = cursor.offset
        var line = cursor.line
        var column = cursor.column
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        cursor = Cursor(offset: end, line: line, column: column)
    }

    /// "Expected `expected`, found" what sits at `index`.
    mutating func unexpected(_ expected: OpenStepReadError.Expectation) -> OpenStepReadError {
        OpenStepReadError(.unexpected(found: describe(index), expected: expected), at: position(index))
    }

    /// A short description of what sits at `offset`: `'x'`, the end of the line, the end of the file.
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return Wording.endOfFile }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        switch character {
        case "\n", "\r", "\r\n": return Wording.endOfLine
        default: return "'\(character)'"
        }
    }

    // MARK: Character classes

    /// `"`, `'` or a character of an unquoted string.
    static func isStringStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || isUnquoted(byte)
    }

    /// CoreFoundation's unquoted-string characters: `[A-Za-z0-9_$/:.-]`.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default: false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
