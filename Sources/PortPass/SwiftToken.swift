/// One lexical piece of Swift source, by byte range, with the line and column it starts at.
public struct SwiftToken: Sendable, Equatable {
    /// What a token is, as far as the port pass needs to know.
    public enum Kind: Sendable, Equatable {
        /// A name or keyword (`class`, `dynamic`, `NSClassFromString`).
        case identifier
        /// An attribute name with its `@` (`@IBOutlet`).
        case attribute
        /// A pound directive with its `#` (`#selector`, `#available`).
        case pound
        /// One punctuation or operator character.
        case punctuation
        /// A number literal.
        case number
        /// A `//` or (nested) `/* */` comment; never rewritten.
        case comment
        /// The literal text of a string (its quotes and fragments, not its interpolations).
        case stringText
        /// Spaces and tabs.
        case space
        /// One line break.
        case newline
    }

    /// What the token is.
    public var kind: Kind
    /// Its bytes in the UTF-8 source.
    public var range: Range<Int>
    /// Its 1-based line.
    public var line: Int
    /// Its 1-based column, counted in UTF-8 bytes.
    public var column: Int

    /// A token of `kind` over `range` starting at `line`:`column`.
    public init(kind: Kind, range: Range<Int>, line: Int, column: Int) {
        self.kind = kind
        self.range = range
        self.line = line
        self.column = column
    }

    /// Whether the token carries meaning for the parser (not a space, line break or comment).
    public var isSignificant: Bool {
        switch kind {
        case .space, .newline, .comment: false
        default: true
        }
    }
}
