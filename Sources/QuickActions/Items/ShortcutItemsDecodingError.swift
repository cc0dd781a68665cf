public import PropertyLists
/// Why a JSON list of shortcut items (a `--dynamic` file, or a stored dynamic item set) could not
/// be decoded. `path` is the JSON path (`items[2].icon`), `position` the line and column.
public enum ShortcutItemsDecodingError: Error, Sendable, Hashable {
    /// The bytes are not valid JSON.
    case malformedJSON(message: String, position: SourcePosition)
    /// A value of the wrong JSON type.
    case wrongType(path: String, expected: String, found: String, position: SourcePosition)
    /// A required field is absent.
    case missingField(path: String, field: String, position: SourcePosition)
    /// `type` or `title` is an empty string (only where empty ones are refused).
    case emptyField(path: String, position: SourcePosition)
    /// A field this format does not have; `suggestion` is the nearest one it has.
    case unknownField(path: String, field: String, suggestion: String?, position: SourcePosition)
    /// A system icon name that does not exist.
    case unknownIconType(path: String, name: String, suggestion: String?, position: SourcePosition)
    /// An icon object that is not one of the documented forms.
    case invalidIcon(path: String, position: SourcePosition)
    /// A `userInfo` value a property list cannot hold (`reason` says which and why).
    case invalidUserInfo(path: String, reason: String, position: SourcePosition)
    /// A stored set whose `format` is not this one (or missing).
    case wrongFormat(found: String?, position: SourcePosition)
    /// A stored set written by a newer version of the format.
    case unsupportedVersion(found: Int, supported: Int, position: SourcePosition)

    /// Where the problem is.
    public var position: SourcePosition {
        switch self {
        case .malformedJSON(_, let position), .wrongType(_, _, _, let position),
            .missingField(_, _, let position),
            .emptyField(_, let position), .unknownField(_, _, _, let position),
            .unknownIconType(_, _, _, let position),
            .invalidIcon(_, let position), .invalidUserInfo(_, _, let position),
            .wrongFormat(_, let position),
            .unsupportedVersion(_, _, let position):
            position
        }
    }

    /// What went wrong and what to do (one line, without the position).
    public var message: String { Wording.itemsDecodingError(self) }
}
