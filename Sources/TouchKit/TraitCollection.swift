public import ForceTouch
public import Foundation

/// The environment a view or view controller lives in, as UIKit's `UITraitCollection`.
///
/// Only the traits 3D Touch code reads are modelled: `forceTouchCapability` (seed 003 checks it
/// before registering for previewing), `displayScale` and `userInterfaceStyle`. Traits flow down
/// from the host's screen through the window, its view controllers and their views; anything not in
/// a window reports `forceTouchCapability == .unknown`, as in UIKit. A change reaches every view
/// controller and view through `traitCollectionDidChange(_:)`.
public struct TraitCollection: Sendable, Hashable, Codable {
    /// Light or dark appearance, as `UIUserInterfaceStyle` (raw values are UIKit's).
    public enum UserInterfaceStyle: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Not set (nothing in a window yet).
        case unspecified = 0
        /// The light appearance.
        case light = 1
        /// The dark appearance.
        case dark = 2
    }

    /// Whether 3D Touch is usable: hardware and the user's setting (`UITraitCollection.forceTouchCapability`).
    public var forceTouchCapability: ForceTouchCapability
    /// Pixels per point; 0 when unspecified (`UITraitCollection.displayScale`).
    public var displayScale: CGFloat
    /// Light or dark (`UITraitCollection.userInterfaceStyle`).
    public var userInterfaceStyle: UserInterfaceStyle

    /// Creates a trait collection; every trait defaults to UIKit's "unspecified".
    public init(
        forceTouchCapability: ForceTouchCapability = .unknown, displayScale: CGFloat = 0,
        userInterfaceStyle: UserInterfaceStyle = .unspecified
    ) {
        self.forceTouchCapability = forceTouchCapability
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The traits of something not in a window: everything unspecified, capability `.unknown`.
    public static let unspecified = TraitCollection()
}
