import Foundation
public import TouchKit

/// An app to install on a device: its identity, icon, Info.plist quick actions, version and the code
/// that runs it (delegate factories), as an app bundle is to iOS.
///
/// Swift apps are registered in code (`SeedApps.all` returns the seed documents' apps this way); an
/// Info.plist or app folder with no Swift code becomes a registration through
/// `AppRegistration.placeholder(contentsOf:options:)`, whose delegate shows the delivered item.
/// Each cold launch calls the factories again: a terminated app starts from fresh objects.
public struct AppRegistration: Sendable {
    /// The bundle identifier (`CFBundleIdentifier`).
    public var bundleIdentifier: String
    /// The name under the icon (`CFBundleDisplayName`).
    public var displayName: String
    /// The build number (`CFBundleVersion`); installing a different one is an update.
    public var version: String
    /// The icon drawn on the home screen.
    public var icon: AppIcon
    /// The Info.plist quick actions (`UIApplicationShortcutItems`).
    public var staticShortcutItems: StaticShortcutItems
    /// The template images quick-action icons name (`UIApplicationShortcutItemIconFile`), by name.
    public var templateImages: [String: QuickActionArtwork]
    /// Makes the app delegate of a new launch.
    public var makeDelegate: @MainActor @Sendable () -> any ApplicationDelegate
    /// Makes the scene delegate when the app uses scenes (iOS 13); nil for an app-delegate-only app.
    public var makeSceneDelegate: (@MainActor @Sendable () -> any WindowSceneDelegate)?
    /// Makes the main storyboard's initial view controller (TouchKit puts it in a window before
    /// `willFinishLaunching`); nil for an app that builds its window in code.
    public var makeRootViewController: (@MainActor @Sendable () -> ViewController)?
    /// Problems found in the app's Info.plist when it was read from disk (reported when installed).
    public var declarationDiagnostics: [LintDiagnostic]
    /// What the device chose for an app read from disk (a derived bundle identifier, a default name),
    /// reported as notes when installed.
    public var installNotes: [String]

    /// Creates a registration.
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
        self.declarationDiagnostics = []
        self.installNotes = []
    }

    /// The configuration TouchKit's host runs, with the static items in `language`.
    func configuration(language: String) -> ApplicationConfiguration {
        ApplicationConfiguration(
            bundleIdentifier: bundleIdentifier, displayName: displayName,
            staticShortcutItems: staticShortcutItems.items(language: language), makeDelegate: makeDelegate,
            makeSceneDelegate: makeSceneDelegate, makeRootViewController: makeRootViewController)
    }

    /// Why the registration cannot be installed, or nil.
    var problem: SpringboardError? {
        if bundleIdentifier.trimmingCharacters(in: .whitespaces).isEmpty {
            return .invalidRegistration(
                bundleIdentifier: bundleIdentifier, reason: SpringboardMessages.emptyBundleIdentifier)
        }
        if bundleIdentifier.contains(where: { $0.isWhitespace || $0.isNewline }) {
            return .invalidRegistration(
                bundleIdentifier: bundleIdentifier, reason: SpringboardMessages.whitespaceInBundleIdentifier)
        }
        if displayName.isEmpty {
            return .invalidRegistration(
                bundleIdentifier: bundleIdentifier, reason: SpringboardMessages.emptyDisplayName)
        }
        return nil
    }
}
