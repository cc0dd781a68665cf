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

    /// A file-system error from Foundation in words: the system's reason (`Permission denied`,
    /// `Not a directory`) rather than "NSCocoaErrorDomain error 512".
    static func fileSystemReason(_ error: any Error) -> String {
        let error = error as NSError
        var posix: Int32?
        if error.domain == NSPOSIXErrorDomain {
            posix = Int32(error.code)
        } else if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            posix = Int32(underlying.code)
        }
        if let posix, let text = strerror(posix) {
            let reason = String(cString: text)
            return reason.prefix(1).lowercased() + reason.dropFirst()
        }
        if error.domain == NSCocoaErrorDomain {
            switch error.code {
            case 4, 260: return "no such file or directory"
            case 257, 513: return "permission denied"
            case 516: return "file exists"
            case 640: return "no space left on device"
            case 642: return "read-only file system"
            default: break
            }
        }
        let text = error.localizedDescription
        return text.contains("error \(error.code)")
            ? "the system refused (\(error.domain) \(error.code))" : text
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

    static func description(of error: StoreError) -> String {
        switch error {
        case .directoryUnusable(let path, let reason):
            return
                "cannot use \(path) as the state directory: \(reason). Choose a writable folder (--state-dir)."
        case .writeFailed(let bundleIdentifier, let step, let path, let reason):
            return
                "could not save the dynamic quick actions of '\(bundleIdentifier)': \(step) of \(path) failed "
                + "(\(reason)); the previous file is unchanged. Check that the state directory is writable "
                + "and the disk is not full."
        }
    }

    static let notADirectory = "it is a file, not a folder"
    static let cannotStat = "its attributes cannot be read"
    static let cannotOpen = "it cannot be opened (permission denied?)"

    // MARK: The store's problems

    static func message(for problem: StoreProblem) -> String {
        switch problem {
        case .corruptFile(let bundleIdentifier, _, let reason, let movedTo):
            return "the saved dynamic quick actions of '\(bundleIdentifier)' could not be read (\(reason)); "
                + "the file was moved to \(movedTo) and the app has none until it sets them again. "
                + "Nothing else is affected; delete the moved file once you have looked at it."
        case .corruptFileNotMoved(let bundleIdentifier, let path, let reason, let moveError):
            return "the saved dynamic quick actions of '\(bundleIdentifier)' could not be read (\(reason)), "
                + "and \(path) could not be moved aside (\(moveError)); it is ignored until the device "
                + "restarts. Remove or fix the file."
        case .unreadableFile(let bundleIdentifier, let path, let reason):
            return "the saved dynamic quick actions of '\(bundleIdentifier)' in \(path) could not be read "
                + "(\(reason)); the app has none for now. Check the file's permissions."
        case .retireFailed(let bundleIdentifier, let path, let reason):
            return "'\(bundleIdentifier)' was updated, but the previous version's dynamic quick actions in "
                + "\(path) could not be replaced (\(reason)); the new version starts with none. Check that the "
                + "state directory is writable."
        }
    }

    static func fileTooLarge(size: Int) -> String {
        "the file is \(size) bytes, more than the \(DynamicShortcutStore.maximumFileSize) a set may take"
    }

    static func wrongBundleInFile(found: String, expected: String) -> String {
        "the file holds the items of '\(found)', not of '\(expected)'"
    }

    // MARK: Helpers

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
