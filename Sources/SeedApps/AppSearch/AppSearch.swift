public import QuickActions
public import TouchKit

extension SeedApps {
    /// Seed 003's AppSearch (`com.company.appname`): the Info.plist's static Search and Share items with
    /// subtitles and system icons, and the delegate that adds Play and Pause.
    public static var appSearch: AppManifest {
        AppManifest(
            bundleIdentifier: "com.company.appname", displayName: "AppSearch", version: "1",
            icon: AppIcon(color: "#007AFF", glyph: .symbol("search")),
            staticShortcutItems: .items(appSearchStaticItems), makeDelegate: { AppSearchAppDelegate() },
            makeRootViewController: { AppSearchViewController() })
    }

    /// The seed's `UIApplicationShortcutItems`, as its Info.plist declares them.
    public static let appSearchStaticItems = [
        ShortcutItem(
            type: "com.company.appname.000", localizedTitle: "Search",
            localizedSubtitle: "Will search for an item",
            icon: .system(.search)),
        ShortcutItem(
            type: "com.company.appname.001", localizedTitle: "Share", localizedSubtitle: "Will share an item",
            icon: .system(.share)),
    ]
}
