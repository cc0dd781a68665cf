/// Why text is not JSON, and where: what `JSONScanner` throws.
///
/// `offset` is the 0-based byte offset (UTF-8) of the problem in the scanned text; callers turn it
/// into what their users count (a trace line's column, a file's line and column). Problems quote
/// at most one character of the input, never a run of it, so an error about hostile input stays
/// short whatever the input's size.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    /// What the scanner expected or found.
    public enum Problem: Sendable, Hashable {
        /// The text holds nothing but whitespace.
        case empty
        /// The text ended where `expected` was due.
        case unexpectedEnd(expected: Expectation)
        /// A character where something else was expected (`expected` says what).
        case unexpectedCharacter(Character, expected: Expectation)
        /// The text ended inside an object or array opened with `opener` (`{` or `[`) at byte
        /// `openedAt`, after a member or element, where `,` or the closing bracket was due.
        case unclosed(opener: Character, openedAt: Int)
        /// A string without its closing quote (`offset` is the opening quote).
        case unterminatedString
        /// A backslash escape JSON does not have (`\x`), or a bad `\u` escape; `escapeOffset` is
        /// the backslash, `offset` the byte found wrong.
        case invalidEscape(escapeOffset: Int)
        /// A raw control character (below U+0020) inside a string.
        case controlCharacterInString
        /// A malformed number (`01`, `1.`, `-`, `1e`) starting at byte `start`.
        case invalidNumber(start: Int)
        /// A string whose bytes are not UTF-8 (`offset` is its opening quote).
        case invalidUTF8
        /// More text after the value ended.
        case trailingCharacters
        /// Arrays or objects nested more than `limit` levels deep (`offset` is the opening bracket
        /// that went one level too far).
        case nestedTooDeeply(limit: Int)
    }

    /// What the scanner was looking for when it found something else.
    public enum Expectation: Sendable, Hashable {
        /// Any JSON value.
        case value
        /// A string key or `}`.
        case key
        /// The `:` after a key.
        case colon
        /// `,` or `}` inside an object.
        case commaOrClosingBrace
        /// `,` or `]` inside an array.
        case commaOrClosingBracket
    }

    /// 0-based byte offset of the problem in the scanned text.
    public var offset: Int
    /// What was wrong there.
    public var problem: Problem

    /// Creates a syntax error.
    public init(offset: Int, problem: Problem) {
        self.offset = offset
        self.problem = problem
    }
}
