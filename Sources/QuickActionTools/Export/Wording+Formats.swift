import Interchange
import PropertyLists
import QuickActions

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

    static func exportUserInfoNotInURL(_ label: String, _ key: String) -> String {
        "\(label): userInfo \(quoted(key)) is not in the URL template, so the web shortcut does not carry it; "
            + "add {userInfo.\(key)} to --url-template to keep it"
    }

    static func exportURLValueMissing(_ label: String, _ key: String, _ type: String?) -> String {
        if let type {
            return
                "\(label): userInfo \(quoted(key)) is \(article(type)), which cannot go in a URL; left empty"
        }
        return "\(label): no userInfo \(quoted(key)) for the URL template; left empty"
    }
}
