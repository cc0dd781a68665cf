import TouchKit

/// `#available(iOS …)` answered at run time by the simulated device's iOS version.
///
/// On Linux `#available(iOS 13, *)` is always true (the platform is not iOS), so an app written
/// for both iOS 12's peek and pop and iOS 13's context menus would always take the iOS 13 path. The
/// port pass rewrites `#available(iOS 13.4, *)` to `ForceTouchAvailability.isAvailable(iOS: 13, 4)`
/// and `#unavailable(iOS 14)` to its negation, so an iPhone 6s on iOS 12 takes the iOS 12 path as it
/// did on a real phone. Outside a running app's calls the answer is for the simulator's default
/// device (`DeviceServices`' iOS version), as `UIDevice.current` answers.
public enum ForceTouchAvailability {
    /// Whether the running app's device has iOS `major.minor.patch` or later.
    /// - Complexity: O(1).
    @MainActor
    public static func isAvailable(iOS major: Int, _ minor: Int = 0, _ patch: Int = 0) -> Bool {
        let version = (Application.current?.services ?? DeviceServices()).systemVersion
        return isAvailable(iOS: major, minor, patch, on: version)
    }

    /// Whether `version` is iOS `major.minor.patch` or later (the comparison `isAvailable` makes).
    /// - Complexity: O(1).
    public static func isAvailable(
        iOS major: Int, _ minor: Int = 0, _ patch: Int = 0, on version: OperatingSystemVersion
    ) -> Bool {
        (version.majorVersion, version.minorVersion, version.patchVersion) >= (major, minor, patch)
    }
}
