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

        /// The system's standard menus (`UIMenu.Identifier`'s constants, iOS 13): the identifiers of
        /// the main menu bar's menus on Mac Catalyst and iPad. On iPhone they are only names; a
        /// context menu may carry one (as an app's `identifier: .help` does) and nothing else changes.
        public static let application = Identifier("com.apple.menu.application")
        /// The File menu (`.file`).
        public static let file = Identifier("com.apple.menu.file")
        /// The Edit menu (`.edit`).
        public static let edit = Identifier("com.apple.menu.edit")
        /// The View menu (`.view`).
        public static let view = Identifier("com.apple.menu.view")
        /// The Window menu (`.window`).
        public static let window = Identifier("com.apple.menu.window")
        /// The Help menu (`.help`).
        public static let help = Identifier("com.apple.menu.help")
        /// The About item's menu (`.about`).
        public static let about = Identifier("com.apple.menu.about")
        /// The Preferences item's menu (`.preferences`).
        public static let preferences = Identifier("com.apple.menu.preferences")
        /// The Services menu (`.services`).
        public static let services = Identifier("com.apple.menu.services")
        /// The Format menu (`.format`).
        public static let format = Identifier("com.apple.menu.format")
        /// The Text menu (`.text`).
        public static let text = Identifier("com.apple.menu.text")
        /// The Font menu (`.font`).
        public static let font = Identifier("com.apple.menu.font")
        /// The Find menu (`.find`).
        public static let find = Identifier("com.apple.menu.find")
        /// The Undo and Redo items (`.undoRedo`).
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        /// The standard edit items (`.standardEdit`).
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        /// The root of the main menu (`.root`).
        public static let root = Identifier("com.apple.menu.root")
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
