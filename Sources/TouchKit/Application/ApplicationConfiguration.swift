public import QuickActions

/// What the system knows about an installed app before it runs: its identity, its Info.plist quick
/// actions, and how to make its delegates.
///
/// On iOS this is the app bundle: `CFBundleIdentifier`, `CFBundleDisplayName`,
/// `UIApplicationShortcutItems`, `UIApplicationSceneManifest` and the `@main` delegate class. Each
/// cold launch calls the factories again: a terminated app starts from fresh objects, as a new process
/// would.
public struct ApplicationConfiguration: Sendable {
    /// The bundle identifier (`CFBundleIdentifier`), e.g. `com.company.appname`.
    public var bundleIdentifier: String
    /// The name under the icon (`CFBundleDisplayName`).
    public var displayName: String
    /// The Info.plist quick actions (`UIApplicationShortcutItems`), already localised. They never
    /// appear in `Application.shortcutItems`; they count against the menu's limit.
    public var staticShortcutItems: [ShortcutItem]
    /// Makes the app delegate for a new launch (the `@main` / `UIApplicationMain` class).
    public var makeDelegate: @MainActor @Sendable () -> any ApplicationDelegate
    /// Makes the scene delegate when the app uses scenes (iOS 13's `UIApplicationSceneManifest`);
    /// nil for an app-delegate-only app. With scenes, the launching shortcut item goes to
    /// `ConnectionOptions.shortcutItem` and later ones to `windowScene(_:performActionFor:completionHandler:)`.
    public var makeSceneDelegate: (@MainActor @Sendable () -> any WindowSceneDelegate)?
    /// Makes the main storyboard's initial view controller, or nil for an app that builds its own
    /// window in code. The host puts it in a window before `willFinishLaunching` and shows the window
    /// after `didFinishLaunching`, as UIKit does with `UIMainStoryboardFile`.
    public var makeRootViewController: (@MainActor @Sendable () -> ViewController)?
    /// The Info.plist's privacy usage descriptions by key (`NSPhotoLibraryAddUsageDescription`,
    /// `NSCameraUsageDescription`, …): what a privacy-protected API checks before it runs.
    public var usageDescriptions: [String: String] = [:]
    /// The images of the app's bundle, as `UIImage(named:)` finds them; nil for an app without a
    /// bundle, whose every image name is taken as found.
    public var bundleImages: BundleImages?

    /// Creates a configuration.
    public init(
        bundleIdentifier: String, displayName: String, staticShortcutItems: [ShortcutItem] = [],
        makeDelegate: @escaping @MainActor @Sendable () -> any ApplicationDelegate,
        makeSceneDelegate: (@MainActor @Sendable () -> any WindowSceneDelegate)? = nil,
        makeRootViewController: (@MainActor @Sendable () -> ViewController)? = nil,
        bundleImages: BundleImages? = nil
    ) {
        self.bundleImages = bundleImages
        self.makeRootViewController = makeRootViewController
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.staticShortcutItems = staticShortcutItems
        self.makeDelegate = makeDelegate
        self.makeSceneDelegate = makeSceneDelegate
    }

    /// Whether the app uses scenes.
    public var usesScenes: Bool { makeSceneDelegate != nil }
}
