/// Why a String Catalog could not be read; `path` is the JSON path (`strings["Search"].localizations.de`).
public enum StringCatalogError: Error, Sendable, Hashable {
    /// The file is not valid JSON.
    case malformedJSON(message: String, position: SourcePosition?)
    /// A value of the wrong JSON type.
    case wrongType(path: String, expected: String, found: String, position: SourcePosition?)
    /// A required field is absent.
    case missingField(path: String, field: String, position: SourcePosition?)

    /// Where the problem is.
    public var position: SourcePosition? {
        switch self {
        case .malformedJSON(_, let position), .wrongType(_, _, _, let position),
            .missingField(_, _, let position):
            position
        }
    }

    /// What went wrong and what to do (one line, without the position).
    public var message: String { Wording.stringCatalogError(self) }
}
