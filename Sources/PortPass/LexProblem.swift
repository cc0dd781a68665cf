/// A piece of source the lexer could not close; the port pass then leaves the file untouched.
public struct LexProblem: Sendable, Equatable, CustomStringConvertible {
    /// What was left open.
    public enum Kind: Sendable, Equatable {
        /// A `/*` with no matching `*/`.
        case unterminatedComment
        /// A string literal with no closing quote.
        case unterminatedString
        /// A `\(` interpolation with no closing `)`.
        case unterminatedInterpolation
    }

    /// What was left open.
    public var kind: Kind
    /// The 1-based line where it opened.
    public var line: Int
    /// The 1-based column where it opened.
    public var column: Int

    /// A problem of `kind` opened at `line`:`column`.
    public init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The message: what, where, and what to do.
    public var description: String {
        let what =
            switch kind {
            case .unterminatedComment: "a /* comment is never closed"
            case .unterminatedString: "a string literal is never closed"
            case .unterminatedInterpolation: "a \\( interpolation is never closed"
            }
        return
            "\(line):\(column): \(what); the file was left unchanged. Close it and run the port pass again."
    }
}
