public import Foundation
public import UIKit

/// An app built from your own Swift code written against `UIKit`: its Info.plist (identity and static
/// quick actions, read as `forcetouch simulator --install` reads it) and its delegate classes.
///
/// Install it in the simulator (`SimulatorMain.run(installing:)`) or in a test (`TestDevice.install`).
/// Each launch makes new delegates from the classes (a new process), as iOS does.
public struct AppBundle: Sendable {
    /// What the device installs.
    public let registration: AppRegistration

    /// The app's bundle identifier: the Info.plist's, or derived from its folder (see `--install`).
    public var bundleIdentifier: String { registration.bundleIdentifier }

    /// The name under the icon.
    public var displayName: String { registration.displayName }

    /// An app-delegate-only app (no scenes) from the Info.plist at `infoPlist`.
    ///
    /// Throws `SpringboardError.installFailed` saying why when the Info.plist cannot be read.
    public init<Delegate: UIResponder & UIApplicationDelegate>(
        infoPlist: URL, delegate: Delegate.Type, options: InstallOptions = InstallOptions()
    ) throws(SpringboardError) {
        try self.init(
            infoPlist: infoPlist, options: options, makeDelegate: { Delegate() }, makeSceneDelegate: nil)
    }

    /// An app with scenes: `delegate` gets the launch and termination calls, `sceneDelegate` the rest.
    public init<
        Delegate: UIResponder & UIApplicationDelegate, SceneDelegate: UIResponder & UIWindowSceneDelegate
    >(
        infoPlist: URL, delegate: Delegate.Type, sceneDelegate: SceneDelegate.Type,
        options: InstallOptions = InstallOptions()
    ) throws(SpringboardError) {
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
    ) throws(SpringboardError) {
        var registration = try AppRegistration.placeholder(contentsOf: infoPlist.path, options: options)
        registration.makeDelegate = { UIApplicationDelegateAdapter(makeDelegate()) }
        if let makeSceneDelegate {
            registration.makeSceneDelegate = { UIWindowSceneDelegateAdapter(makeSceneDelegate()) }
        } else {
            registration.makeSceneDelegate = nil
        }
        registration.makeRootViewController = nil
        self.registration = registration
    }
}
