/// Why a line is not JSON, and where: part of `TraceError.Problem.notJSON`.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    /// What the parser expected or found.
    public enum Problem: Sendable, Hashable {
        /// The line ended in the middle of a value.
        case unexpectedEnd
        /// A character where something else was expected (`expected` says what).
        case unexpectedCharacter(Character, expected: Expectation)
        /// A string without its closing quote.
        case unterminatedString
        /// A backslash escape JSON does not have (`\x`), or a bad `\u` escape.
        case invalidEscape
        /// A raw control character (below U+0020) inside a string.
        case controlCharacterInString
        /// A malformed number (`01`, `1.`, `-`, `1e`).
        case invalidNumber
        /// More text after the value ended.
        case trailingCharacters
        /// Arrays or objects nested more than `JSONLineParser.maximumDepth` deep.
        case nestedTooDeeply
    }

    /// What the parser was looking for when it found something else.
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

    /// 1-based column, counted in bytes (UTF-8) from the start of the line.
    public var column: Int
    /// What was wrong there.
    public var problem: Problem

    /// Creates a syntax error.
    public init(column: Int, problem: Problem) {
        self.column = column
        self.problem = problem
    }
}
