/// Whether force input can be used, as UIKit's `UIForceTouchCapability`.
///
/// Raw values match UIKit's (`unknown` 0, `unavailable` 1, `available` 2). The capability is the
/// device's hardware **and** the user's setting (Settings > General > Accessibility > 3D Touch):
/// a 3D Touch iPhone with 3D Touch switched off reports `unavailable`. A view that is not yet in a
/// window reports `unknown`.
///
/// `ForcePressRecognizer` treats `unknown` like `unavailable` (it uses the long-press alternative):
/// a press must do something even before the capability is known (our choice).
public enum ForceTouchCapability: Int, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Not known yet (UIKit: the view is not in a window).
    case unknown = 0
    /// No force input: the hardware lacks it or the user switched 3D Touch off.
    case unavailable = 1
    /// Force input works: presses can hint, peek and pop.
    case available = 2

    /// The name used on command lines and in JSON: `unknown`, `unavailable`, `available`.
    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .unavailable: "unavailable"
        case .available: "available"
        }
    }

    /// The capability named `name` (`available`, `unavailable`, `unknown`), or nil.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = match
    }
}
