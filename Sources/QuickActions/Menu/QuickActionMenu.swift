import PropertyLists
/// The quick action menu as the device shows it: the rows, in order, and what did not make it.
public struct QuickActionMenu: Sendable, Hashable {
    /// One row of the menu.
    public struct Row: Sendable, Hashable {
        /// The item shown.
        public var item: ShortcutItem
        /// Static or dynamic.
        public var source: ShortcutItemSource
        /// Its index among the items of its source (plist order, or `shortcutItems` order).
        public var sourceIndex: Int
        /// How many lines the title may take: 2, or 1 when there is a subtitle (the system adds
        /// an ellipsis when the title does not fit).
        public var titleLineLimit: Int

        /// Creates a row.
        public init(item: ShortcutItem, source: ShortcutItemSource, sourceIndex: Int, titleLineLimit: Int) {
            self.item = item
            self.source = source
            self.sourceIndex = sourceIndex
            self.titleLineLimit = titleLineLimit
        }
    }

    /// Why an item is not in the menu.
    public enum HiddenReason: Sendable, Hashable {
        /// The menu already holds `limit` items (statics first, then dynamic ones, in order).
        case overLimit(limit: Int)
        /// The declaration is invalid (a missing type or title), so the system skips it.
        case invalid(String)
    }

    /// An item that is not shown.
    public struct HiddenItem: Sendable, Hashable {
        /// The item, when it is valid.
        public var item: ShortcutItem?
        /// Its type as far as known (for invalid items, as declared, possibly nil).
        public var type: String?
        /// Its title as far as known.
        public var title: String?
        /// Static or dynamic.
        public var source: ShortcutItemSource
        /// Its index among the items of its source.
        public var sourceIndex: Int
        /// Why it is hidden.
        public var reason: HiddenReason

        /// Creates a hidden item.
        public init(
            item: ShortcutItem?, type: String?, title: String?, source: ShortcutItemSource, sourceIndex: Int,
            reason: HiddenReason
        ) {
            self.item = item
            self.type = type
            self.title = title
            self.source = source
            self.sourceIndex = sourceIndex
            self.reason = reason
        }

        /// The reason in words.
        public var message: String { Wording.hiddenReason(reason, source: source) }
    }

    /// The rows, first item first (the one nearest the app icon).
    public var rows: [Row]
    /// The items left out, in the order they were offered.
    public var hidden: [HiddenItem]

    /// Creates a menu.
    public init(rows: [Row], hidden: [HiddenItem] = []) {
        self.rows = rows
        self.hidden = hidden
    }

    /// No rows: a press gives the short "no actions" bounce instead of a menu.
    public var isEmpty: Bool { rows.isEmpty }

    /// The rows top to bottom on screen: as is when the menu opens downward, reversed when it
    /// opens upward (the first item always sits nearest the icon).
    /// - Complexity: O(*n*).
    public func rowsTopToBottom(opening: MenuOpening) -> [Row] {
        opening == .down ? rows : rows.reversed()
    }
}
