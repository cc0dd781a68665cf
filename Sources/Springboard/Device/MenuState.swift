public import QuickActions

/// The open quick action menu: whose it is and its rows, first item (nearest the icon) first.
public struct MenuState: Sendable, Hashable {
    /// Whose menu.
    public var bundleIdentifier: String
    /// The rows' items, first item (nearest the icon) first, localised to the device's language; a
    /// row's drawn title may be cut with an ellipsis, the item's `localizedTitle` is as given.
    public var items: [ShortcutItem]
    /// Whether the menu opens below the icon or above it.
    public var opening: MenuOpening
    /// The row under the finger (its type), or nil.
    public var highlightedType: String?

    /// Creates a menu state.
    public init(
        bundleIdentifier: String, items: [ShortcutItem], opening: MenuOpening, highlightedType: String?
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.items = items
        self.opening = opening
        self.highlightedType = highlightedType
    }
}
