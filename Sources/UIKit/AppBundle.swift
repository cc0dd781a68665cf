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
/// folder and below (`UIStoryboard(name:bundle:)` with a nil bundle looks there too). Differs: the
/// window is not assigned to the app delegate's `window` property (the scene delegate's is).
public struct AppBundle: InstallableApp {
    /// What the device installs: the Info.plist's declarations with your delegates.
    public let manifest: AppManifest

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
        var sceneDelegateFactory: (@MainActor @Sendable () -> any WindowSceneDelegate)?
        if let makeSceneDelegate {
            sceneDelegateFactory = { UIWindowSceneDelegateAdapter(makeSceneDelegate()) }
        }
        let folder = infoPlist.deletingLastPathComponent()
        let storyboardName = Self.mainStoryboardName(infoPlist: infoPlist, scenes: makeSceneDelegate != nil)
        var makeRoot: (@MainActor @Sendable () -> ViewController)?
        if let storyboardName {
            makeRoot = {
                let storyboard = UIStoryboard(
                    name: storyboardName, searching: [folder], describedAs: folder.path)
                if let initial = storyboard.instantiateInitialViewController() { return initial }
                storyboard.report(
                    "Failed to instantiate the default view controller for UIMainStoryboardFile "
                        + "'\(storyboardName)' - perhaps the designated entry point is not set? "
                        + "The window shows a plain view controller.")
                return ViewController()
            }
        }
        manifest = try AppManifest(
            contentsOf: infoPlist.path, options: options,
            makeDelegate: {
                // A storyboard's window is a UIWindow, as UIKit makes it, so the scene delegate keeps it.
                Application.current?.storyboardWindowFactory = { application, scene in
                    scene.map { UIWindow(windowScene: $0) } ?? UIWindow(application: application)
                }
                return UIApplicationDelegateAdapter(makeDelegate())
            },
            makeSceneDelegate: sceneDelegateFactory, makeRootViewController: makeRoot)
        let identifier = manifest.bundleIdentifier
        UIStoryboard.appFolders.withLock { $0[identifier] = folder }
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
