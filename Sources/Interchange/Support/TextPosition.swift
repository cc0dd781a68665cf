/// A place in a text file as the readers inside the package count it: a 1-based line and a
/// 1-based column in Unicode scalars.
///
/// The public types that carry a position (`SourcePosition` in PropertyLists, `InkMLError`'s
/// `line` and `column`) are made from this one; it is `package` so no user imports it.
package struct TextPosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in Unicode scalars.
    package var column: Int

    /// Creates a position.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    package var description: String { "\(line):\(column)" }
}
