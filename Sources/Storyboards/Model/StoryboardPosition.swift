/// A place in an Interface Builder document: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line, as libxml2 (behind `XMLParser`) and
/// editors do. An element's position is the `<` of its start tag; an attribute's, the first
/// letter of its name.
public struct StoryboardPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
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
    public static func < (lhs: StoryboardPosition, rhs: StoryboardPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
