/// Wording for the menu, the JSON item formats and the exporters (part of `Wording`).
extension Wording {
    static func hiddenReason(_ reason: QuickActionMenu.HiddenReason, source: ShortcutItemSource) -> String {
        switch reason {
        case .overLimit(let limit):
            source == .static
                ? "the menu shows at most \(limit) items and this static item comes after them"
                : "the menu shows at most \(limit) items; static items come first, then dynamic ones in order"
        case .invalid(let problem):
            problem
        }
    }

    static let userInfoNull = "null is not a property-list value; leave the key out instead"
    static let userInfoBadDate = "a $date is an ISO 8601 string (2015-09-25T12:00:00Z) or seconds since 1970"
    static let userInfoBadData = "a $data is a base64 string"
    static let userInfoBadReal =
        "a $real is \"nan\", \"inf\" or \"-inf\" (write finite numbers as plain numbers)"
    static func userInfoIntegerRange(_ literal: String) -> String {
        "\(literal) does not fit a property-list number (64-bit integer or finite real)"
    }

    static func itemsDecodingError(_ error: ShortcutItemsDecodingError) -> String {
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

/// Wording for the exporters (part of `Wording`).
extension Wording {
    static func exportError(_ error: ExportError) -> String {
        switch error {
        case .unknownPlaceholder(let name):
            "{\(name)} is not a URL template placeholder; use {type} or {userInfo.KEY}"
        case .unclosedPlaceholder(let template):
            "the URL template \(quoted(template)) has a '{' without its '}'"
        case .invalidJavaName(let name):
            "\(quoted(name)) is not a valid Java package or class name (dot-separated identifiers such as com.example.app)"
        }
    }

    static func exportSkippedInvalid(index: Int, problem: String) -> String {
        "item \(index) is skipped: \(problem) (run 'forcetouch lint')"
    }

    static func exportNoBundleIdentifier(_ package: String) -> String {
        "the Info.plist has no CFBundleIdentifier; the shortcuts target the package \(quoted(package)): pass --package"
    }

    static func exportAndroidTooMany(_ count: Int) -> String {
        "\(count) shortcuts: Android's guidance is at most 4, and launchers may show fewer"
    }

    static func exportSubtitleDropped(_ label: String, _ subtitle: String) -> String {
        "\(label): Android shortcuts have no subtitle; \(quoted(subtitle)) is not carried over"
    }

    static func exportSymbolDropped(_ label: String, _ symbol: String) -> String {
        "\(label): the SF Symbol \(quoted(symbol)) cannot be carried over; the shortcut has no icon"
    }

    static func exportContactDropped(_ label: String) -> String {
        "\(label): a contact icon cannot be carried over; the shortcut has no icon"
    }

    static func exportIconFileMissing(_ label: String, _ file: String) -> String {
        "\(label): the icon file \(quoted(file)) was not found as a PNG or JPEG; the shortcut has no icon"
    }

    static func exportExtraDropped(_ label: String, _ key: String, _ type: String) -> String {
        "\(label): userInfo \(quoted(key)) is \(article(type)), which an intent extra in shortcuts.xml cannot hold; it is not carried over"
    }

    static func exportLabelCut(_ field: String, _ text: String, _ cut: String, _ limit: Int) -> String {
        "\(field) \(quoted(text)) is longer than \(limit) characters; cut to \(quoted(cut))"
    }

    static func exportURLValueMissing(_ label: String, _ key: String, _ type: String?) -> String {
        if let type {
            return
                "\(label): userInfo \(quoted(key)) is \(article(type)), which cannot go in a URL; left empty"
        }
        return "\(label): no userInfo \(quoted(key)) for the URL template; left empty"
    }
}
