/// Why the dynamic shortcut store could not do what it was asked (saving, or opening its directory).
///
/// A failed save is reported by TouchKit as a diagnostic of the app (the items last until the app is
/// terminated); a directory that cannot be used is an error of the device's construction.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The state directory could not be created or is not a directory.
    case directoryUnusable(path: String, reason: String)
    /// Writing the set of `bundleIdentifier` failed at `step` (`create`, `write`, `sync`, `rename`,
    /// `remove`) on `path`.
    case writeFailed(bundleIdentifier: String, step: String, path: String, reason: String)

    /// The message: what failed, where, and what to do.
    public var description: String { StoreMessages.description(of: self) }

    /// A file-system error from Foundation in the system's words (`Permission denied`, `Not a
    /// directory`) instead of "NSCocoaErrorDomain error 512", for messages about state folders.
    public static func reason(of error: any Error) -> String { StoreMessages.fileSystemReason(error) }
}
