public import AppInstall
public import Foundation
public import TouchKit

/// An app built from your own Swift code written against `UIKit`: its Info.plist (identity and static
/// quick actions, read as `forcetouch simulator --install` reads it) and its delegate classes, as the
/// `AppManifest` a device installs.
///
/// Install it in the simulator (`SimulatorMain.run(installing:)`) or in a test (`TestDevice.install`).
/// Each launch makes new delegates from the classes (a new process), as iOS does.
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
        manifest = try AppManifest(
            contentsOf: infoPlist.path, options: options,
            makeDelegate: { UIApplicationDelegateAdapter(makeDelegate()) },
            makeSceneDelegate: sceneDelegateFactory)
    }
}
