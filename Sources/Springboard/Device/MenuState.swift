public import QuickActions

/// The open quick action menu: whose it is and its rows, first item (nearest the icon) first.
public struct MenuState: Sendable, Hashable {
    /// One row.
    public struct Item: Sendable, Hashable {
        /// The item's type.
        public var type: String
        /// The title as given (the drawn lines may be cut with an ellipsis).
        public var title: String
        /// The subtitle, or nil.
        public var subtitle: String?

        /// Creates a row.
        public init(type: String, title: String, subtitle: String?) {
            self.type = type
            self.title = title
            self.subtitle = subtitle
        }
    }

    /// Whose menu.
    public var bundleIdentifier: String
    /// The rows, first item first.
    public var items: [Item]
    /// Whether the menu opens below the icon or above it.
    public var opening: MenuOpening
    /// The row under the finger (its type), or nil.
    public var highlightedType: String?

    /// Creates a menu state.
    public init(bundleIdentifier: String, items: [Item], opening: MenuOpening, highlightedType: String?) {
        self.bundleIdentifier = bundleIdentifier
        self.items = items
        self.opening = opening
        self.highlightedType = highlightedType
    }
}
