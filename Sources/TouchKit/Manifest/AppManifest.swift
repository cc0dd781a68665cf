public import Foundation
public import QuickActions

/// What an app declares about itself: its identity, version, icon, Info.plist quick actions and the
/// code that runs it (delegate, scene delegate and root view controller factories), as an app bundle's
/// Info.plist and `@main` class are to iOS.
///
/// An app describes itself with a manifest and the system (Springboard) installs it: the seed apps
/// are manifests built in code, an Info.plist or app folder becomes one through the installer
/// (module `AppInstall`: `init(contentsOf:options:makeDelegate:…)`). Each cold launch
/// calls the factories again: a terminated app starts from fresh objects. `configuration(language:)`
/// is what `ApplicationHost` runs.
public struct AppManifest: Sendable {
    /// The bundle identifier (`CFBundleIdentifier`).
    public var bundleIdentifier: String
    /// The name under the icon (`CFBundleDisplayName`).
    public var displayName: String
    /// The build number (`CFBundleVersion`); installing a different one is an update.
    public var version: String
    /// The lowest iOS version the app runs on (`MinimumOSVersion`, from Xcode's
    /// `IPHONEOS_DEPLOYMENT_TARGET`); nil: any. A device running an older version refuses to install
    /// it, as iOS and Xcode do.
    public var minimumSystemVersion: OperatingSystemVersion?
    /// The Info.plist's privacy usage descriptions by key (every `NS…UsageDescription`); empty for
    /// a manifest built in code.
    public var usageDescriptions: [String: String] = [:]
    /// The icon drawn on the home screen.
    public var icon: AppIcon
    /// The Info.plist quick actions (`UIApplicationShortcutItems`).
    public var staticShortcutItems: StaticShortcutItems
    /// The template images quick-action icons name (`UIApplicationShortcutItemIconFile`), by name.
    public var templateImages: [String: QuickActionArtwork]
    /// The images of the app's bundle (`UIImage(named:)`); nil for an app without a bundle (a
    /// manifest built in code), whose every image name is taken as found.
    public var bundleImages: BundleImages?
    /// Makes the app delegate of a new launch.
    public var makeDelegate: @MainActor @Sendable () -> any ApplicationDelegate
    /// Makes the scene delegate when the app uses scenes (iOS 13); nil for an app-delegate-only app.
    public var makeSceneDelegate: (@MainActor @Sendable () -> any WindowSceneDelegate)?
    /// Makes the main storyboard's initial view controller (TouchKit puts it in a window before
    /// `willFinishLaunching`); nil for an app that builds its window in code.
    public var makeRootViewController: (@MainActor @Sendable () -> ViewController)?
    /// What the installer found in the app's files (Info.plist lint findings) and chose for it (a
    /// derived bundle identifier, a default name); the system reports them when it installs the app.
    /// Empty for a manifest built in code.
    public var installDiagnostics: [InstallDiagnostic]

    /// Creates a manifest; with no `icon`, one is generated from the name and bundle identifier.
    public init(
        bundleIdentifier: String, displayName: String, version: String = "1", icon: AppIcon? = nil,
        staticShortcutItems: StaticShortcutItems = .items([]),
        templateImages: [String: QuickActionArtwork] = [:],
        makeDelegate: @escaping @MainActor @Sendable () -> any ApplicationDelegate,
        makeSceneDelegate: (@MainActor @Sendable () -> any WindowSceneDelegate)? = nil,
        makeRootViewController: (@MainActor @Sendable () -> ViewController)? = nil
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.displayName = displayName
        self.version = version
        self.icon = icon ?? .generated(name: displayName, bundleIdentifier: bundleIdentifier)
        self.staticShortcutItems = staticShortcutItems
        self.templateImages = templateImages
        self.makeDelegate = makeDelegate
        self.makeSceneDelegate = makeSceneDelegate
        self.makeRootViewController = makeRootViewController
        self.installDiagnostics = []
        self.minimumSystemVersion = nil
        self.bundleImages = nil
    }

    /// The configuration an `ApplicationHost` runs, with the static items in `language`.
    /// - Complexity: O(*n*) in the number of static items.
    public func configuration(language: String) -> ApplicationConfiguration {
        var configuration = ApplicationConfiguration(
            bundleIdentifier: bundleIdentifier, displayName: displayName,
            staticShortcutItems: staticShortcutItems.items(language: language), makeDelegate: makeDelegate,
            makeSceneDelegate: makeSceneDelegate, makeRootViewController: makeRootViewController,
            bundleImages: bundleImages)
        configuration.usageDescriptions = usageDescriptions
        return configuration
    }
}
