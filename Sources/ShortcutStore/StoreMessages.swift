import Foundation

/// Every sentence the dynamic-item store shows people, in one place: what happened, where, and what
/// to do. Tests assert them word for word.
enum StoreMessages {
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
}
