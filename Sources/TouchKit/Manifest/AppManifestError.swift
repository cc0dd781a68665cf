/// Why an Info.plist or app folder could not be read into an `AppManifest`.
public enum AppManifestError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing usable at `path` (no file, no Info.plist, several candidates, unreadable or not a
    /// property list); `reason` is QuickActions' message, saying which and what to do.
    case unreadable(path: String, reason: String)

    /// The sentence: what was wrong and what to do.
    public var description: String { TouchKitMessages.description(of: self) }
}
