package import Interchange

/// A place in a text file: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars from the start of the line (a tab is one column, `智` is one
/// column), the convention libxml2 (behind `XMLParser`) uses; editors and CI annotate with it.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
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
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

extension SourcePosition {
    /// The position the package's shared line index (`Interchange.LineIndex`) found.
    package init(_ position: TextPosition) {
        self.init(line: position.line, column: position.column)
    }
}

extension LineIndex {
    /// The byte offset of `position` (a reader's public position), or nil when the text has no such
    /// place: `byteOffset(of:)` for `SourcePosition`.
    package func byteOffset(of position: SourcePosition) -> Int? {
        byteOffset(of: TextPosition(line: position.line, column: position.column))
    }
}
