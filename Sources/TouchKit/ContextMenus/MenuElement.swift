/// An entry of a menu: an action, a submenu or a deferred element, as UIKit's `UIMenuElement` (iOS 13).
///
/// The base class of `Menu`, `Action` and `DeferredMenuElement`; a menu's `children` are elements.
@MainActor
open class MenuElement {
    /// The title the menu shows (`title`).
    public internal(set) var title: String
    /// A line under the title (`subtitle`, iOS 15).
    public var subtitle: String?
    /// The image beside the title (`image`).
    public internal(set) var image: Image?

    /// Creates an element; only the subclasses are made by apps.
    init(title: String, image: Image?) {
        self.title = title
        self.image = image
    }

    /// How an action shows and behaves, as `UIMenuElement.Attributes` (iOS 13).
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates attributes from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing (`disabled`).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red, after the other items of its menu (`destructive`).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all (`hidden`).
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Whether an action shows a checkmark, as `UIMenuElement.State` (iOS 13).
    public enum State: Int, Sendable, Hashable, CaseIterable {
        /// No mark (`off`).
        case off = 0
        /// A checkmark (`on`).
        case on = 1
        /// A dash: partly on (`mixed`).
        case mixed = 2
    }
}
