/// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits`.
///
/// The render tree ships them to the browser as ARIA roles and states, so a screen reader reaches
/// the same controls (and, with Peek and Pop, the same actions) as 3D Touch users.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, Codable {
    /// The bits.
    public let rawValue: UInt64

    /// Creates traits from bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits (`.none`).
    public static let none: AccessibilityTraits = []
    /// Acts when activated (`.button`).
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link (`.link`).
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A picture (`.image`).
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Selected (`.selected`).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Text that does not change (`.staticText`).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    /// A heading (`.header`).
    public static let header = AccessibilityTraits(rawValue: 1 << 5)
    /// Not enabled (`.notEnabled`).
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
    /// A search field (`.searchField`).
    public static let searchField = AccessibilityTraits(rawValue: 1 << 7)
    /// A value that can be adjusted (`.adjustable`).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 8)
}
