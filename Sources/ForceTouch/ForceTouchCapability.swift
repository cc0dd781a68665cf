/// Whether 3D Touch can be used right now, as UIKit's `UIForceTouchCapability`.
///
/// Raw values are UIKit's. The capability is the device's hardware **and** the user's setting
/// (Settings > General > Accessibility > 3D Touch): a 3D Touch iPhone with the setting off reports
/// `unavailable`. A view reports `unknown` until it is in a window, as in UIKit; a change reaches every
/// view controller through `traitCollectionDidChange(_:)`.
public enum ForceTouchCapability: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Not known yet: the view (or controller) is not in a window. UIKit `.unknown`.
    case unknown = 0
    /// No 3D Touch: the hardware lacks it or the user turned it off. UIKit `.unavailable`.
    case unavailable = 1
    /// 3D Touch is there and on: `force` varies with pressure. UIKit `.available`.
    case available = 2
}
