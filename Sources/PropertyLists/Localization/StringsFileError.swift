/// Why a `.strings` file could not be read. Positions are line and column in the text.
public enum StringsFileError: Error, Sendable, Hashable {
    /// Not valid UTF-8, or UTF-16 without a BOM, or broken UTF-16.
    case invalidEncoding(detail: String)
    /// A `"` with no closing `"` before the end of the file.
    case unterminatedString(position: SourcePosition)
    /// A `/*` with no `*/`.
    case unterminatedComment(position: SourcePosition)
    /// Something other than a key where a key must start (`found` describes it).
    case expectedKey(found: String, position: SourcePosition)
    /// After a key, something other than `=` or `;`.
    case expectedEquals(key: String, found: String, position: SourcePosition)
    /// After `=`, something other than a value.
    case expectedValue(key: String, found: String, position: SourcePosition)
    /// After a value, something other than `;`.
    case expectedSemicolon(key: String, found: String, position: SourcePosition)
    /// A `\U` escape that is not a valid character (a lone surrogate, no hex digits).
    case invalidEscape(escape: String, position: SourcePosition)
    /// A compiled (property-list) strings file that could not be read.
    case propertyList(PropertyListReadError)
    /// A compiled strings file whose root or a value (`key`) is not a string (`found`).
    case notAStringTable(found: String, key: String?)

    /// Where the problem is, when known.
    public var position: SourcePosition? {
        switch self {
        case .invalidEncoding, .notAStringTable: nil
        case .propertyList(let error): error.position
        case .unterminatedString(let position), .unterminatedComment(let position),
            .expectedKey(_, let position), .expectedEquals(_, _, let position),
            .expectedValue(_, _, let position), .expectedSemicolon(_, _, let position),
            .invalidEscape(_, let position):
            position
        }
    }

    /// What went wrong and what to do (one line, without the position).
    public var message: String { Wording.stringsFileError(self) }
}
