public import Foundation
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
    /// Whether the model has a home button (every model here but the iPhone X).
    public var hasHomeButton: Bool

    /// Creates a profile; the status bar's height is the screen's (`Screen.statusBarHeight`).
    public init(name: String, screen: Screen, hasForceTouch: Bool, hasHomeButton: Bool = true) {
        self.name = name
        self.screen = screen
        self.hasForceTouch = hasForceTouch
        self.maximumPossibleForce = hasForceTouch ? TouchSample.iPhoneMaximumPossibleForce : 0
        self.hasHomeButton = hasHomeButton
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
        name: "iPhone 7", screen: Screen(width: 375, height: 667, scale: 2), hasForceTouch: true)
    /// iPhone 7 Plus: 414 × 736 points at 3×, 3D Touch.
    public static let iPhone7Plus = DeviceProfile(
        name: "iPhone 7 Plus", screen: Screen(width: 414, height: 736, scale: 3), hasForceTouch: true)
    /// iPhone 8: 375 × 667 points at 2×, 3D Touch.
    public static let iPhone8 = DeviceProfile(
        name: "iPhone 8", screen: Screen(width: 375, height: 667, scale: 2), hasForceTouch: true)
    /// iPhone 8 Plus: 414 × 736 points at 3×, 3D Touch.
    public static let iPhone8Plus = DeviceProfile(
        name: "iPhone 8 Plus", screen: Screen(width: 414, height: 736, scale: 3), hasForceTouch: true)
    /// iPhone X: 375 × 812 points at 3×, 3D Touch, no home button, a 44-point status bar.
    public static let iPhoneX = DeviceProfile(
        name: "iPhone X", screen: Screen(width: 375, height: 812, scale: 3, statusBarHeight: 44),
        hasForceTouch: true, hasHomeButton: false)
    /// iPhone 6: 375 × 667 points at 2×, no 3D Touch.
    public static let iPhone6 = DeviceProfile(
        name: "iPhone 6", screen: Screen(width: 375, height: 667, scale: 2), hasForceTouch: false)
    /// iPhone SE (first generation): 320 × 568 points at 2×, no 3D Touch.
    public static let iPhoneSE = DeviceProfile(
        name: "iPhone SE", screen: Screen(width: 320, height: 568, scale: 2), hasForceTouch: false)

    /// Every built-in profile, 3D Touch models first, in release order.
    public static let all: [DeviceProfile] = [
        .iPhone6s, .iPhone6sPlus, .iPhone7, .iPhone7Plus, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhone6,
        .iPhoneSE,
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
        self.init(
            name: try container.decode(String.self, forKey: .name),
            screen: Screen(
                width: size.width, height: size.height, scale: scale,
                statusBarHeight: try container.decodeIfPresent(Double.self, forKey: .statusBarHeight) ?? 20),
            hasForceTouch: try container.decode(Bool.self, forKey: .hasForceTouch),
            hasHomeButton: try container.decodeIfPresent(Bool.self, forKey: .hasHomeButton) ?? true)
    }

    /// Encodes `name`, `screen` (`{width, height}` in points), `scale`, `hasForceTouch`,
    /// `maximumPossibleForce` (0 without 3D Touch), `hasHomeButton` and `statusBarHeight`:
    /// the simulator's `profile` object.
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
    }
}
