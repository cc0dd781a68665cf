import Foundation
import TouchKit

/// The Safari app (`com.apple.mobilesafari`), as a system app of the device: what a web view's link
/// pop and the Open action open, and where `Application.open(_:)` sends http(s) URLs.
///
/// One page at a time (a bar with the page's site over a web view), with back navigation inside the
/// page's history. Pages on the internet show the simulator's "not available" page, as in any web
/// view; a file URL (a link to one of an app's own pages) shows the file, its folder readable.
@MainActor
enum SafariApp {
    /// Safari's bundle identifier, as on iOS.
    static let bundleIdentifier = "com.apple.mobilesafari"

    /// The manifest of the Safari app.
    static func manifest() -> AppManifest {
        AppManifest(
            bundleIdentifier: bundleIdentifier, displayName: "Safari", version: "1",
            icon: AppIcon(color: "#1E88E5", glyph: .symbol("safari")),
            staticShortcutItems: .items([]),
            makeDelegate: { SafariAppDelegate() },
            makeRootViewController: {
                NavigationController(rootViewController: SafariBrowserViewController())
            })
    }
}

/// Safari's delegate: nothing to do at launch (the storyboard builds the browser).
@MainActor
final class SafariAppDelegate: ApplicationDelegate {}
