/// A place in a text file: a 1-based line and a 1-based column in Unicode scalars.
///
/// Columns count Unicode scalars from the start of the line (a tab is one column, `智` is one
/// column), the convention libxml2 (behind `XMLParser`) uses; editors and CI annotate with it.
/// Every reader counts positions this one way, so this is the one type: PropertyLists names it
/// `SourcePosition`, Storyboards `StoryboardPosition`, and `InkMLError` carries its `line` and
/// `column`.
public struct TextPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Earlier lines first, then earlier columns.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
