/// A titled group of menu elements, as UIKit's `UIMenu` (iOS 13): a context menu's content, a
/// submenu (opens in place when chosen) or an inline section (`.displayInline`).
@MainActor
public final class Menu: MenuElement {
    /// A menu's identifier, as `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        /// The identifier's text.
        public let rawValue: String
        /// Creates an identifier from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its text (`UIMenu.Identifier("…")`).
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string literal.
        public init(stringLiteral value: String) { rawValue = value }
    }

    /// How a menu shows its children, as `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent menu, set off by separators, not as a submenu
        /// (`displayInline`, iOS 13).
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's title shows in red (`destructive`, iOS 13).
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action turns it on and the others off (`singleSelection`, iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identifier (`identifier`); a generated one when none was given.
    public let identifier: Identifier
    /// The options (`options`).
    public let options: Options
    /// The elements, in the order given (`children`).
    public let children: [MenuElement]

    /// Creates a menu (`UIMenu(title:subtitle:image:identifier:options:children:)`).
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [MenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "com.forcetouchkit.menu.\(Menu.nextNumber())")
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// The same menu with other children (`replacingChildren(_:)`).
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }

    private static var counter = 0
    private static func nextNumber() -> Int {
        counter += 1
        return counter
    }
}
