public import QuickActions

/// A `ShortcutItemStore` that keeps the items in memory for as long as it lives.
///
/// Items survive an app's termination and relaunch (the store outlives the process, as SpringBoard's
/// does), but not the store itself. Use it in tests and wherever nothing needs to reach the disk.
@MainActor
public final class MemoryShortcutItemStore: ShortcutItemStore {
    private var items: [String: [ShortcutItem]]

    /// Creates a store, optionally with items already saved per bundle identifier.
    public init(items: [String: [ShortcutItem]] = [:]) {
        self.items = items
    }

    /// The items saved for `bundleIdentifier`, empty when none.
    public func shortcutItems(forBundleIdentifier bundleIdentifier: String) -> [ShortcutItem] {
        items[bundleIdentifier] ?? []
    }

    /// Saves `items` for `bundleIdentifier`, replacing what was there.
    public func setShortcutItems(_ items: [ShortcutItem], forBundleIdentifier bundleIdentifier: String) {
        self.items[bundleIdentifier] = items
    }

    /// Every bundle identifier that has items saved, sorted.
    /// - Complexity: O(*n* log *n*) in the number of apps.
    public var bundleIdentifiers: [String] {
        items.keys.sorted()
    }
}
