public import TouchKit

extension SeedApps {
    /// Seed 003's DTouch (`com.example.dtouch`): the Xamarin master-detail app whose table rows peek and
    /// pop (`MasterViewController`, `DTouchPreviewingDelegate`, `DetailViewController`). No quick actions.
    public static var dTouch: AppManifest { dTouch(adoptsContextMenus: true) }

    /// DTouch with or without the iOS 13 path: `adoptsContextMenus` false is the app as the seed
    /// published it (peek and pop only), for how iOS 13 treats apps that never moved to context
    /// menus; true (`dTouch`) gives each row a context menu on iOS 13 and later.
    public static func dTouch(adoptsContextMenus: Bool) -> AppManifest {
        AppManifest(
            bundleIdentifier: "com.example.dtouch", displayName: "DTouch", version: "1",
            icon: AppIcon(color: "#5856D6", glyph: .letter("3D")), makeDelegate: { DTouchAppDelegate() },
            makeRootViewController: {
                NavigationController(
                    rootViewController: MasterViewController(adoptsContextMenus: adoptsContextMenus))
            })
    }
}

/// DTouch's app delegate: the Xamarin template's, which does nothing beyond accepting the launch (the
/// storyboard's navigation controller is the window's root).
@MainActor
public final class DTouchAppDelegate: ApplicationDelegate {
    /// Creates the delegate of a new launch.
    public init() {}
}
