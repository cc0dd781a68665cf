public import Foundation
import TouchKit

/// UIKit's `UIDevice`, for what apps ask of it around 3D Touch and context menus: the iOS version
/// (`systemVersion`), so the iOS 12 / iOS 13 dual path can be chosen at run time
/// (`#available(iOS 13, *)` is always true on Linux).
///
/// Differs from UIKit: there is one device per app launch, not per process. `current` answers for
/// the application whose code is running (`Application.current`); outside its calls (a `Task` that
/// resumes later) it answers for the simulator's default device, iOS 12.4.
@MainActor
public final class UIDevice {
    private let version: OperatingSystemVersion

    private init(version: OperatingSystemVersion) {
        self.version = version
    }

    /// The device the running app is on (`UIDevice.current`).
    public static var current: UIDevice {
        UIDevice(version: (Application.current?.services ?? DeviceServices()).systemVersion)
    }

    /// `"iOS"` (`systemName`).
    public var systemName: String { "iOS" }

    /// The iOS version, `"13.0"` or `"12.4.1"` (`systemVersion`).
    public var systemVersion: String {
        let base = "\(version.majorVersion).\(version.minorVersion)"
        return version.patchVersion == 0 ? base : "\(base).\(version.patchVersion)"
    }

    /// `"iPhone"` (`model`).
    public var model: String { "iPhone" }

    /// `.phone`: every simulated device is an iPhone (`userInterfaceIdiom`).
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom` (UIKit's raw values); here always `.phone`.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Unknown.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Catalyst).
    case mac = 5
}
