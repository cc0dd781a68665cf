public import AppInstall
public import Foundation
public import TouchKit

/// An app built from your own Swift code written against `UIKit`: its Info.plist (identity and static
/// quick actions, read as `forcetouch simulator --install` reads it) and its delegate classes, as the
/// `AppManifest` a device installs.
///
/// Install it in the simulator (`SimulatorMain.run(installing:)`) or in a test (`TestDevice.install`).
/// Each launch makes new delegates from the classes (a new process), as iOS does. An Info.plist with
/// `UIMainStoryboardFile` (or, for an app with scenes, the scene configuration's
/// `UISceneStoryboardFile`) launches into that storyboard's initial controller in a window made
/// before `willFinishLaunching`, as UIKit does; the storyboard is looked for in the Info.plist's
/// folder and below (`UIStoryboard(name:bundle:)` with a nil bundle looks there too). The window is
/// the app delegate's `window` (or the scene delegate's), as `UIApplicationMain` sets it.
public struct AppBundle: InstallableApp {
    /// What the device installs: the Info.plist's declarations with your delegates.
    public private(set) var manifest: AppManifest

    /// The app's bundle identifier: the Info.plist's, or derived from its folder (see `--install`).
    public var bundleIdentifier: String { manifest.bundleIdentifier }

    /// The name under the icon.
    public var displayName: String { manifest.displayName }

    /// An app-delegate-only app (no scenes) from the Info.plist at `infoPlist`.
    ///
    /// Throws `AppManifestError.unreadable` saying why when the Info.plist cannot be read.
    public init<Delegate: UIResponder & UIApplicationDelegate>(
        infoPlist: URL, delegate: Delegate.Type, options: InstallOptions = InstallOptions()
    ) throws(AppManifestError) {
        try self.init(
            infoPlist: infoPlist, options: options, makeDelegate: { Delegate() }, makeSceneDelegate: nil)
    }

    /// An app with scenes: `delegate` gets the launch and termination calls, `sceneDelegate` the rest.
    public init<
        Delegate: UIResponder & UIApplicationDelegate, SceneDelegate: UIResponder & UIWindowSceneDelegate
    >(
        infoPlist: URL, delegate: Delegate.Type, sceneDelegate: SceneDelegate.Type,
        options: InstallOptions = InstallOptions()
    ) throws(AppManifestError) {
        try self.init(
            infoPlist: infoPlist, options: options, makeDelegate: { Delegate() },
            makeSceneDelegate: { SceneDelegate() })
    }

    /// An app whose delegates are made by closures (for delegate classes that do not subclass
    /// `UIResponder`).
    public init(
        infoPlist: URL, options: InstallOptions = InstallOptions(),
        makeDelegate: @escaping @MainActor @Sendable () -> any UIApplicationDelegate,
        makeSceneDelegate: (@MainActor @Sendable () -> any UIWindowSceneDelegate)?
    ) throws(AppManifestError) {
        let folder = infoPlist.deletingLastPathComponent()
        try self.init(
            path: infoPlist.path, options: options,
            storyboardName: Self.mainStoryboardName(infoPlist: infoPlist, scenes: makeSceneDelegate != nil),
            folders: [folder], makeDelegate: makeDelegate, makeSceneDelegate: makeSceneDelegate)
    }

    /// The app target `target` of the Xcode project at `project`, as `forcetouch build` compiled it
    /// (the generated entry point makes it; you do not write this call): identity, name, quick
    /// actions, icons and localisations read from the project as `--install` reads them, with
    /// `settings` (`--define`) on top and `configuration` (nil: Release) chosen.
    ///
    /// As UIKit does at launch, the app delegate is `delegate` (the `@UIApplicationMain` or `@main`
    /// class), the scene delegate is the class the scene manifest's `UISceneDelegateClassName`
    /// names (module prefix or not), found in the app's `registry`, and the window shows
    /// `mainStoryboard`'s initial controller (`UISceneStoryboardFile` with scenes, else
    /// `UIMainStoryboardFile`), looked for in `resourceFolders` (the folders of the target's
    /// storyboards). `registry` is installed for the app (`ForceTouchRegistry.install(_:forApp:)`),
    /// so two apps' classes of the same name never mix. Differs: a `UISceneDelegateClassName` that
    /// names no class of the app is an install error in the device's log (iOS logs nothing and
    /// shows a black window); the app then runs without scenes.
    /// - Throws: `AppManifestError.unreadable` when the project cannot be read.
    @MainActor
    public init<Delegate: UIResponder & UIApplicationDelegate>(
        project: String, target: String, configuration: String?, settings: [String: String],
        mainStoryboard: String?, sceneDelegateClassName: String?, resourceFolders: [String],
        registry: ForceTouchRegistry, delegate: Delegate.Type
    ) throws(AppManifestError) {
        var makeSceneDelegate: (@MainActor @Sendable () -> any UIWindowSceneDelegate)?
        var missingScene: String?
        if let name = sceneDelegateClassName {
            if let type = registry.entry(named: name)?.type as? UIResponder.Type,
                type is any UIWindowSceneDelegate.Type
            {
                makeSceneDelegate = { type.init() as! any UIWindowSceneDelegate }
            } else {
                missingScene = name
            }
        }
        try self.init(
            path: project,
            options: InstallOptions(
                projectTarget: target, projectConfiguration: configuration, definitions: settings),
            storyboardName: mainStoryboard, folders: resourceFolders.map { URL(fileURLWithPath: $0) },
            makeDelegate: { Delegate() }, makeSceneDelegate: makeSceneDelegate)
        if let missingScene {
            manifest.installDiagnostics.append(
                InstallDiagnostic(
                    severity: .error, code: "sceneDelegateClass",
                    message: UIKitMessages.sceneDelegateClassMissing(missingScene, target: target)))
        }
        ForceTouchRegistry.install(registry, forApp: manifest.bundleIdentifier)
    }

    private init(
        path: String, options: InstallOptions, storyboardName: String?, folders: [URL],
        makeDelegate: @escaping @MainActor @Sendable () -> any UIApplicationDelegate,
        makeSceneDelegate: (@MainActor @Sendable () -> any UIWindowSceneDelegate)?
    ) throws(AppManifestError) {
        var sceneDelegateFactory: (@MainActor @Sendable () -> any WindowSceneDelegate)?
        if let makeSceneDelegate {
            sceneDelegateFactory = { UIWindowSceneDelegateAdapter(makeSceneDelegate()) }
        }
        var makeRoot: (@MainActor @Sendable () -> ViewController)?
        if let storyboardName {
            let place = folders.first?.path ?? path
            makeRoot = {
                let storyboard = UIStoryboard(name: storyboardName, searching: folders, describedAs: place)
                if let initial = storyboard.instantiateInitialViewController() { return initial }
                storyboard.report(
                    "Failed to instantiate the default view controller for UIMainStoryboardFile "
                        + "'\(storyboardName)' - perhaps the designated entry point is not set? "
                        + "The window shows a plain view controller.")
                return ViewController()
            }
        }
        manifest = try AppManifest(
            contentsOf: path, options: options,
            makeDelegate: {
                // A storyboard's window is a UIWindow, as UIKit makes it, so the scene delegate keeps it.
                Application.current?.storyboardWindowFactory = { application, scene in
                    scene.map { UIWindow(windowScene: $0) } ?? UIWindow(application: application)
                }
                return UIApplicationDelegateAdapter(makeDelegate())
            },
            makeSceneDelegate: sceneDelegateFactory, makeRootViewController: makeRoot)
        let identifier = manifest.bundleIdentifier
        UIStoryboard.appFolders.withLock { $0[identifier] = folders }
    }

    /// The storyboard an app launches into: with scenes, the application-role scene
    /// configuration's `UISceneStoryboardFile`; without, `UIMainStoryboardFile` (UIKit ignores it
    /// when the app has a scene manifest).
    static func mainStoryboardName(infoPlist: URL, scenes: Bool) -> String? {
        guard let data = try? Data(contentsOf: infoPlist),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        if scenes, let manifest = plist["UIApplicationSceneManifest"] as? [String: Any] {
            let configurations = manifest["UISceneConfigurations"] as? [String: Any]
            let application = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
            return (application?.first?["UISceneStoryboardFile"] as? String).flatMap(nonEmpty)
        }
        return (plist["UIMainStoryboardFile"] as? String).flatMap(nonEmpty)
    }

    private static func nonEmpty(_ name: String) -> String? { name.isEmpty ? nil : name }
}
