public import TouchKit

extension SeedApps {
    /// Seed 001's shortcutDemo (`chengpei.shortcutDemo`): no Info.plist quick actions; the app sets a
    /// dynamic "Add" item when it launches, so its icon has no menu before the first launch.
    public static var shortcutDemo: AppManifest {
        AppManifest(
            bundleIdentifier: "chengpei.shortcutDemo", displayName: "shortcutDemo", version: "1",
            icon: AppIcon(color: "#FF9500", glyph: .symbol("plus")), staticShortcutItems: .items([]),
            makeDelegate: { ShortcutDemoAppDelegate() },
            makeRootViewController: { ShortcutDemoViewController() })
    }
}
