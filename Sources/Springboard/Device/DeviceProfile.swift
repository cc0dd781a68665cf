import ForceTouch
public import Foundation
import Interchange
public import TouchKit

/// A model of iPhone the simulated device is: its screen in points, whether it has 3D Touch, and
/// its frame (home button or notch).
///
/// The numbers are Apple's: screen sizes in points and scales as `UIScreen` reports them, and
/// `maximumPossibleForce` 20/3 on every 3D Touch iPhone (`UITouch.maximumPossibleForce`). The iPhone 6
/// and SE (first generation) have no 3D Touch: presses there use the long-press alternative.
public struct DeviceProfile: Sendable, Hashable, Codable {
    /// The model's name, e.g. `iPhone 6s` (the simulator's frame is drawn from it).
    public var name: String
    /// The screen: bounds in points and scale (`UIScreen.bounds`, `UIScreen.scale`).
    public var screen: Screen
    /// Whether the hardware senses force (3D Touch).
    public var hasForceTouch: Bool
    /// The most force a touch can report (`UITouch.maximumPossibleForce`): 20/3 with 3D Touch, 0 without.
    public var maximumPossibleForce: CGFloat
    /// Whether the model has a home button (every model here but the iPhone X, XR, 11 and 11 Pro).
    public var hasHomeButton: Bool
    /// The iOS version the device runs (`UIDevice.systemVersion`): 12.4 unless chosen with
    /// `running(_:)`, or the first the model shipped with when that is later (13.0 on the iPhone 11 and
    /// 11 Pro, 13.4 on the SE (2nd generation), 14.1 on the 12, 15.0 on the 13). What a press does
    /// without 3D Touch depends on it (`SystemVersion.hasHapticTouch`).
    public var systemVersion: SystemVersion
    /// The first iOS the model shipped with (9.0 for the 6s, 10.0 for the 7, 11.0 for the 8 and X,
    /// 9.3 for the SE, 12.0 for the XR, 13.0 for the 11 and 11 Pro, 13.4 for the SE (2nd generation),
    /// 14.1 for the 12, 15.0 for the 13; 9.0 for the iPhone 6, the earliest modelled). Apple's.
    public var firstSystemVersion: SystemVersion
    /// The last iOS version modelled for it: 12.x for the iPhone 6 (its last major release), 15.x
    /// (`SystemVersion.latest`) for the others (the 8, X and later ran newer ones, not modelled here).
    public var lastSystemVersion: SystemVersion

    /// Creates a profile; the status bar's height is the screen's (`Screen.statusBarHeight`). The
    /// version is taken as given: `running(_:)` checks it against the model.
    public init(
        name: String, screen: Screen, hasForceTouch: Bool, hasHomeButton: Bool = true,
        firstSystemVersion: SystemVersion = .earliest,
        lastSystemVersion: SystemVersion = .latest,
        systemVersion: SystemVersion = .standard
    ) {
        self.name = name
        self.screen = screen
        self.hasForceTouch = hasForceTouch
        self.maximumPossibleForce = hasForceTouch ? TouchSample.iPhoneMaximumPossibleForce : 0
        self.hasHomeButton = hasHomeButton
        self.firstSystemVersion = firstSystemVersion
        self.lastSystemVersion = lastSystemVersion
        self.systemVersion = systemVersion
    }

    /// The same model running `version`, or the nearest version it ran (the simulator's default
    /// version for a model that never ran it: iOS 11.0 for an iPhone X asked for 9.3).
    public func runningNearest(_ version: SystemVersion) -> DeviceProfile {
        var profile = self
        profile.systemVersion = min(max(version, firstSystemVersion), lastSystemVersion)
        return profile
    }

    /// The same model running `version`.
    ///
    /// - Throws: `SpringboardError.systemVersionUnsupported` when the model never ran that version
    ///   (an iPhone X on iOS 10, an iPhone 6 on iOS 13).
    public func running(_ version: SystemVersion) throws(SpringboardError) -> DeviceProfile {
        guard version >= firstSystemVersion, version <= lastSystemVersion else {
            throw .systemVersionUnsupported(
                profile: name, version: version.description, first: firstSystemVersion.description,
                last: "\(lastSystemVersion.major).x")
        }
        var profile = self
        profile.systemVersion = version
        return profile
    }

    /// The status bar's height in points: 20 on home-button models, 44 on the iPhone X (Apple's).
    public var statusBarHeight: CGFloat { screen.statusBarHeight }

    /// The screen's size in points.
    public var screenSize: CGSize { screen.bounds.size }

    /// iPhone 6s: 375 × 667 points at 2×, 3D Touch (the first model with it).
    public static let iPhone6s = DeviceProfile(
        name: "iPhone 6s", screen: Screen(width: 375, height: 667, scale: 2), hasForceTouch: true)
    /// iPhone 6s Plus: 414 × 736 points at 3×, 3D Touch.
    public static let iPhone6sPlus = DeviceProfile(
        name: "iPhone 6s Plus", screen: Screen(width: 414, height: 736, scale: 3), hasForceTouch: true)
    /// iPhone 7: 375 × 667 points at 2×, 3D Touch.
    public static let iPhone7 = DeviceProfile(
        name: "iPhone 7", screen: Screen(width: 375, height: 667, scale: 2), hasForceTouch: true,
        firstSystemVersion: SystemVersion(major: 10))
    /// iPhone 7 Plus: 414 × 736 points at 3×, 3D Touch.
    public static let iPhone7Plus = DeviceProfile(
        name: "iPhone 7 Plus", screen: Screen(width: 414, height: 736, scale: 3), hasForceTouch: true,
        firstSystemVersion: SystemVersion(major: 10))
    /// iPhone 8: 375 × 667 points at 2×, 3D Touch.
    public static let iPhone8 = DeviceProfile(
        name: "iPhone 8", screen: Screen(width: 375, height: 667, scale: 2), hasForceTouch: true,
        firstSystemVersion: SystemVersion(major: 11))
    /// iPhone 8 Plus: 414 × 736 points at 3×, 3D Touch.
    public static let iPhone8Plus = DeviceProfile(
        name: "iPhone 8 Plus", screen: Screen(width: 414, height: 736, scale: 3), hasForceTouch: true,
        firstSystemVersion: SystemVersion(major: 11))
    /// iPhone X: 375 × 812 points at 3×, 3D Touch, no home button, a 44-point status bar.
    public static let iPhoneX = DeviceProfile(
        name: "iPhone X", screen: Screen(width: 375, height: 812, scale: 3, statusBarHeight: 44),
        hasForceTouch: true, hasHomeButton: false, firstSystemVersion: SystemVersion(major: 11))
    /// iPhone 6: 375 × 667 points at 2×, no 3D Touch.
    public static let iPhone6 = DeviceProfile(
        name: "iPhone 6", screen: Screen(width: 375, height: 667, scale: 2), hasForceTouch: false,
        lastSystemVersion: SystemVersion(major: 12, minor: 99, patch: 99))
    /// iPhone SE (first generation): 320 × 568 points at 2×, no 3D Touch.
    public static let iPhoneSE = DeviceProfile(
        name: "iPhone SE", screen: Screen(width: 320, height: 568, scale: 2), hasForceTouch: false,
        firstSystemVersion: SystemVersion(major: 9, minor: 3))

    /// iPhone XR: 414 × 896 points at 2×, no 3D Touch (Haptic Touch from iOS 13), no home button, a
    /// 44-point status bar; shipped with iOS 12.0 (Apple's).
    public static let iPhoneXR = DeviceProfile(
        name: "iPhone XR", screen: Screen(width: 414, height: 896, scale: 2, statusBarHeight: 44),
        hasForceTouch: false, hasHomeButton: false, firstSystemVersion: SystemVersion(major: 12))
    /// iPhone 11: 414 × 896 points at 2×, no 3D Touch (Haptic Touch), no home button; shipped with
    /// iOS 13.0 (Apple's).
    public static let iPhone11 = DeviceProfile(
        name: "iPhone 11", screen: Screen(width: 414, height: 896, scale: 2, statusBarHeight: 44),
        hasForceTouch: false, hasHomeButton: false, firstSystemVersion: SystemVersion(major: 13),
        systemVersion: .hapticTouch)
    /// iPhone 11 Pro: 375 × 812 points at 3×, no 3D Touch (Haptic Touch), no home button; shipped with
    /// iOS 13.0 (Apple's).
    public static let iPhone11Pro = DeviceProfile(
        name: "iPhone 11 Pro", screen: Screen(width: 375, height: 812, scale: 3, statusBarHeight: 44),
        hasForceTouch: false, hasHomeButton: false, firstSystemVersion: SystemVersion(major: 13),
        systemVersion: .hapticTouch)

    /// iPhone SE (2nd generation): 375 × 667 points at 2×, no 3D Touch (Haptic Touch), a home button;
    /// shipped with iOS 13.4 (Apple's).
    public static let iPhoneSE2 = DeviceProfile(
        name: "iPhone SE (2nd generation)", screen: Screen(width: 375, height: 667, scale: 2),
        hasForceTouch: false, firstSystemVersion: SystemVersion(major: 13, minor: 4),
        systemVersion: SystemVersion(major: 13, minor: 4))
    /// iPhone 12: 390 × 844 points at 3×, no 3D Touch (Haptic Touch), no home button, a 47-point status
    /// bar; shipped with iOS 14.1 (Apple's).
    public static let iPhone12 = DeviceProfile(
        name: "iPhone 12", screen: Screen(width: 390, height: 844, scale: 3, statusBarHeight: 47),
        hasForceTouch: false, hasHomeButton: false, firstSystemVersion: SystemVersion(major: 14, minor: 1),
        systemVersion: SystemVersion(major: 14, minor: 1))
    /// iPhone 13: 390 × 844 points at 3×, no 3D Touch (Haptic Touch), no home button, a 47-point status
    /// bar; shipped with iOS 15.0 (Apple's).
    public static let iPhone13 = DeviceProfile(
        name: "iPhone 13", screen: Screen(width: 390, height: 844, scale: 3, statusBarHeight: 47),
        hasForceTouch: false, hasHomeButton: false, firstSystemVersion: SystemVersion(major: 15),
        systemVersion: SystemVersion(major: 15))

    /// Every built-in profile, 3D Touch models first, in release order, then the Haptic Touch ones.
    public static let all: [DeviceProfile] = [
        .iPhone6s, .iPhone6sPlus, .iPhone7, .iPhone7Plus, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhone6,
        .iPhoneSE, .iPhoneXR, .iPhone11, .iPhone11Pro, .iPhoneSE2, .iPhone12, .iPhone13,
    ]

    /// The built-in profile called `name`, ignoring letter case, spaces and hyphens (`iphone-6s`).
    ///
    /// - Throws: `SpringboardError.unknownProfile` naming the profiles there are, with the nearest
    ///   as a suggestion.
    /// - Complexity: O(*n*) in the number of profiles.
    public static func named(_ name: String) throws(SpringboardError) -> DeviceProfile {
        func key(_ text: String) -> String {
            text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        }
        if let match = all.first(where: { key($0.name) == key(name) }) { return match }
        throw .unknownProfile(
            name: name, suggestion: nearestSuggestion(to: name, in: all.map(\.name)), known: all.map(\.name))
    }

    private enum CodingKeys: String, CodingKey {
        case name, screen, scale, hasForceTouch, maximumPossibleForce, hasHomeButton, statusBarHeight
        case systemVersion
    }

    private struct Size: Codable {
        var width: Double
        var height: Double
    }

    /// Decodes a profile written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = try container.decode(Size.self, forKey: .screen)
        let scale = try container.decodeIfPresent(Double.self, forKey: .scale) ?? 2
        let name = try container.decode(String.self, forKey: .name)
        let builtIn = DeviceProfile.all.first { $0.name == name }
        var version = SystemVersion.standard
        if let text = try container.decodeIfPresent(String.self, forKey: .systemVersion) {
            do throws(SpringboardError) {
                version = try SystemVersion(text)
                if let builtIn { _ = try builtIn.running(version) }
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .systemVersion, in: container, debugDescription: error.description)
            }
        }
        self.init(
            name: name,
            screen: Screen(
                width: size.width, height: size.height, scale: scale,
                statusBarHeight: try container.decodeIfPresent(Double.self, forKey: .statusBarHeight) ?? 20),
            hasForceTouch: try container.decode(Bool.self, forKey: .hasForceTouch),
            hasHomeButton: try container.decodeIfPresent(Bool.self, forKey: .hasHomeButton) ?? true,
            firstSystemVersion: builtIn?.firstSystemVersion ?? .earliest,
            lastSystemVersion: builtIn?.lastSystemVersion ?? SystemVersion(major: 13, minor: 1, patch: 99),
            systemVersion: version)
    }

    /// Encodes `name`, `screen` (`{width, height}` in points), `scale`, `hasForceTouch`,
    /// `maximumPossibleForce` (0 without 3D Touch), `hasHomeButton`, `statusBarHeight` and
    /// `systemVersion` (`"12.4"`): the simulator's `profile` object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(
            Size(width: Double(screen.bounds.width), height: Double(screen.bounds.height)), forKey: .screen)
        try container.encode(Double(screen.scale), forKey: .scale)
        try container.encode(hasForceTouch, forKey: .hasForceTouch)
        try container.encode(Double(maximumPossibleForce), forKey: .maximumPossibleForce)
        try container.encode(hasHomeButton, forKey: .hasHomeButton)
        try container.encode(Double(statusBarHeight), forKey: .statusBarHeight)
        try container.encode(systemVersion.description, forKey: .systemVersion)
    }
}
