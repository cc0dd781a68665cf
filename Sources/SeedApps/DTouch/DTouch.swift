public import TouchKit

extension SeedApps {
    /// Seed 003's DTouch (`com.example.dtouch`): the Xamarin master-detail app whose table rows peek and
    /// pop (`MasterViewController`, `DTouchPreviewingDelegate`, `DetailViewController`). No quick actions.
    public static var dTouch: AppManifest {
        AppManifest(
            bundleIdentifier: "com.example.dtouch", displayName: "DTouch", version: "1",
            icon: AppIcon(color: "#5856D6", glyph: .letter("3D")), makeDelegate: { DTouchAppDelegate() },
            makeRootViewController: { NavigationController(rootViewController: MasterViewController()) })
    }
}

/// DTouch's app delegate: the Xamarin template's, which does nothing beyond accepting the launch (the
/// storyboard's navigation controller is the window's root).
@MainActor
public final class DTouchAppDelegate: ApplicationDelegate {
    /// Creates the delegate of a new launch.
    public init() {}
}
