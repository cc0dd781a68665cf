/// Something the dynamic shortcut store met while reading or retiring a saved set: reported as a
/// warning in the device's diagnostics, never thrown at the app or the device.
public enum StoreProblem: Sendable, Hashable, Codable {
    /// The file could not be decoded (`reason` is the decoder's message with its line and column); it
    /// was renamed to `movedTo` and the app has no saved dynamic quick actions.
    case corruptFile(bundleIdentifier: String, path: String, reason: String, movedTo: String)
    /// The file could not be decoded, and renaming it aside failed as well (`moveError`); it is ignored
    /// until the device restarts.
    case corruptFileNotMoved(bundleIdentifier: String, path: String, reason: String, moveError: String)
    /// The file exists but could not be read (permissions, an I/O error); it is left as it is.
    case unreadableFile(bundleIdentifier: String, path: String, reason: String)
    /// The saved set of the previous version could not be replaced when the new version first ran.
    case retireFailed(bundleIdentifier: String, path: String, reason: String)

    /// The app the problem concerns.
    public var bundleIdentifier: String {
        switch self {
        case .corruptFile(let bundleIdentifier, _, _, _), .corruptFileNotMoved(let bundleIdentifier, _, _, _),
            .unreadableFile(let bundleIdentifier, _, _), .retireFailed(let bundleIdentifier, _, _):
            bundleIdentifier
        }
    }

    /// A stable identifier for the kind of problem (`corruptShortcutStore`, …).
    public var code: String {
        switch self {
        case .corruptFile, .corruptFileNotMoved: "corruptShortcutStore"
        case .unreadableFile: "unreadableShortcutStore"
        case .retireFailed: "shortcutStoreRetireFailed"
        }
    }

    /// The sentence: which app, which file, what happened, what to do.
    public var message: String { StoreMessages.message(for: self) }
}
