/// Where the system keeps each app's dynamic quick actions between launches.
///
/// On iOS, SpringBoard keeps `UIApplication.shortcutItems` per bundle identifier across launches,
/// restarts and updates. TouchKit hands every assignment to a store and reads it back when the app
/// launches; the simulated device implements this on disk, `MemoryShortcutItemStore` in memory.
/// A store that throws never takes the app down: the host reports a diagnostic and carries on.
@MainActor
public protocol ShortcutItemStore: AnyObject {
    /// The items last saved for `bundleIdentifier`; empty when nothing was ever saved.
    func shortcutItems(forBundleIdentifier bundleIdentifier: String) throws -> [ShortcutItem]

    /// Replaces the items saved for `bundleIdentifier` (the whole array, as UIKit assigns it).
    func setShortcutItems(_ items: [ShortcutItem], forBundleIdentifier bundleIdentifier: String) throws
}
