import PropertyLists
/// Where a quick action came from.
public enum ShortcutItemSource: String, Sendable, Hashable, Codable, CaseIterable {
    /// Declared in Info.plist (`UIApplicationShortcutItems`).
    case `static`
    /// Set by the app at run time (`application.shortcutItems`).
    case dynamic
    /// Added by the system after the app's items (iOS 13's "Rearrange Apps"); never composed from an
    /// app's declaration.
    case system
}
