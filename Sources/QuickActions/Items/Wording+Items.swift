import PropertyLists

/// Wording for the menu and the JSON item formats (part of `Wording`).
extension Wording {
    package static func hiddenReason(_ reason: QuickActionMenu.HiddenReason, source: ShortcutItemSource)
        -> String
    {
        switch reason {
        case .overLimit(let limit):
            source == .static
                ? "the menu shows at most \(limit) items and this static item comes after them"
                : "the menu shows at most \(limit) items; static items come first, then dynamic ones in order"
        case .invalid(let problem):
            problem
        }
    }

    package static let userInfoNull = "null is not a property-list value; leave the key out instead"
    package static let userInfoBadDate =
        "a $date is an ISO 8601 string (2015-09-25T12:00:00Z) or seconds since 1970"
    package static let userInfoBadData = "a $data is a base64 string"
    package static let userInfoBadReal =
        "a $real is \"nan\", \"inf\" or \"-inf\" (write finite numbers as plain numbers)"
    package static func userInfoIntegerRange(_ literal: String) -> String {
        "\(literal) does not fit a property-list number (64-bit integer or finite real)"
    }

    package static func itemsDecodingError(_ error: ShortcutItemsDecodingError) -> String {
        func at(_ path: String) -> String { path.isEmpty ? "the root" : path }
        switch error {
        case .malformedJSON(let message, _):
            return "not valid JSON: \(message)"
        case .wrongType(let path, let expected, let found, _):
            return "\(at(path)) is \(article(found)), expected \(article(expected))"
        case .missingField(let path, let field, _):
            return "\(at(path)) has no \(quoted(field))"
                + (field == "type" || field == "title" ? "; every item needs a type and a title" : "")
        case .emptyField(let path, _):
            return "\(path) is empty; a quick action needs a type and a title to show"
        case .unknownField(let path, let field, let suggestion, _):
            return "\(quoted(field)) is not a field of \(at(path))"
                + (suggestion.map { "; did you mean \(quoted($0))?" } ?? "")
        case .unknownIconType(let path, let name, let suggestion, _):
            return "\(path): \(quoted(name)) is not a system icon type"
                + (suggestion.map { "; did you mean \(quoted($0))?" }
                    ?? " (see the 29 icon types in the docs)")
        case .invalidIcon(let path, _):
            return
                "\(path) is not an icon: write \"search\", {\"system\": \"search\"}, {\"template\": \"name\"}, {\"symbol\": \"name\"} or {\"contact\": {…}}"
        case .invalidUserInfo(let path, let reason, _):
            return "\(path): \(reason)"
        case .wrongFormat(let found, _):
            return "not a dynamic item set: \"format\" is " + (found.map(quoted) ?? "missing")
                + ", expected \(quoted(DynamicShortcutSet.format))"
        case .unsupportedVersion(let found, let supported, _):
            return
                "the set was written in format version \(found), newer than this tool reads (\(supported)); update forcetouch"
        }
    }
}
