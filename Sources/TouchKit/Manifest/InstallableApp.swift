/// Anything that can be installed on a simulated device: it gives the `AppManifest` the device
/// installs.
///
/// `AppManifest` is one (itself); `UIKit`'s `AppBundle` (an app written against `UIKit`) is another.
/// `SimulatorMain.run(installing:)` and the device take either, so the simulator need not know the
/// `UIKit` layer. iOS has no such type: an app bundle on disk is what it installs.
public protocol InstallableApp: Sendable {
    /// What the device installs.
    var manifest: AppManifest { get }
}

extension AppManifest: InstallableApp {
    /// The manifest itself.
    public var manifest: AppManifest { self }
}
