import Foundation
import Interchange
import QuickActions

/// Every sentence Springboard shows people, in one place: what happened, where, and what to do.
/// Tests assert them word for word.
enum SpringboardMessages {
    // MARK: Errors

    static func description(of error: SpringboardError) -> String {
        switch error {
        case .unknownProfile(let name, let suggestion, let known):
            return "no device profile is called '\(name)'" + didYouMean(suggestion)
                + "; the profiles are \(known.map { "'\($0)'" }.joined(separator: ", "))."
        case .unknownApp(let bundleIdentifier, let suggestion):
            return "no app with bundle identifier '\(bundleIdentifier)' is installed" + didYouMean(suggestion)
                + "; install it first, or check the identifier (GET /api/devices/{id} lists the apps)."
        case .unknownShortcutType(let type, let bundleIdentifier, let available):
            let rows = available.isEmpty ? "none" : available.map { "'\($0)'" }.joined(separator: ", ")
            return "the quick action menu of '\(bundleIdentifier)' has no row of type '\(type)'"
                + didYouMean(nearestSuggestion(to: type, in: available)) + "; its rows are \(rows)."
        case .noMenuOpen:
            return "no quick action menu is open; open one first (force-press an icon, or openShortcutMenu)."
        case .requiresNewerSystem(let app, let bundleIdentifier, let minimum, let running, let profile):
            return
                "\(app) (\(bundleIdentifier)) needs iOS \(minimum) or later (its MinimumOSVersion, Xcode's "
                + "IPHONEOS_DEPLOYMENT_TARGET); this \(profile) runs iOS \(running). Use a device running "
                + "\(minimum) or later (POST /api/devices {\"systemVersion\": \"\(minimum)\"}, "
                + "forcetouch simulator --system-version \(minimum))."
        case .noRemovalAlert(let button, let shown):
            if shown.isEmpty {
                return
                    "no removal alert is shown, so '\(button)' cannot be tapped; choose Delete App or Remove App "
                    + "in an icon's menu first (iOS 13.2 and later)."
            }
            return
                "the removal alert has no '\(button)' button; it shows "
                + shown.map { "'\($0)'" }.joined(separator: ", ") + "."
        case .menuOfAnotherApp(let requested, let open):
            return
                "the open quick action menu is '\(open)''s, not '\(requested)''s; open '\(requested)''s menu first."
        case .forceTouchUnsupported(let profile):
            return
                "the \(profile) has no 3D Touch, so it cannot be switched on; choose a model with 3D Touch "
                + "(iPhone 6s or later, except the SE) or use the long-press alternative."
        case .invalidSystemVersion(let text, let reason):
            return "the system version '\(text)' \(reason)"
        case .systemVersionUnsupported(let profile, let version, let first, let last):
            return
                "the \(profile) never ran iOS \(version): it runs \(first) to \(last) here; choose a version in "
                + "that range, or another model."
        case .emptyLanguage:
            return "the language setting is empty; give a language code such as 'en' or 'zh-Hans'."
        case .invalidRegistration(let bundleIdentifier, let reason):
            return "the app '\(bundleIdentifier)' cannot be installed: \(reason)"
        case .installFailed(let path, let reason):
            return "cannot install the app at \(path): \(reason)"
        }
    }

    /// A settings change in the event log: `3D Touch off`, `sensitivity medium → firm`, `language en → de`.
    static func settingsChange(from old: DeviceSettings, to new: DeviceSettings) -> String {
        var parts: [String] = []
        if old.forceTouchEnabled != new.forceTouchEnabled {
            parts.append("3D Touch " + (new.forceTouchEnabled ? "on" : "off"))
        }
        if old.sensitivity != new.sensitivity {
            parts.append("sensitivity \(old.sensitivity.rawValue) → \(new.sensitivity.rawValue)")
        }
        if old.language != new.language { parts.append("language \(old.language) → \(new.language)") }
        return parts.joined(separator: ", ")
    }

    static let systemVersionSyntax =
        "is not a version; write it as UIDevice's systemVersion does, such as '12.4' or '13.0'."
    static let systemVersionRange =
        "is not modelled; choose 9.0 to 12.x (3D Touch) or 13.0 to 15.x (Haptic Touch)."

    static let emptyBundleIdentifier =
        "its bundle identifier is empty; give it one such as 'com.example.app'."
    static let whitespaceInBundleIdentifier =
        "its bundle identifier contains white space; use letters, digits, '.' and '-' only."
    static let emptyDisplayName = "its display name is empty; give it the name to show under the icon."

    // MARK: Helpers

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
