/// The context menu open in the app in front (`state.contextMenu`, iOS 13 and later).
public struct ContextMenuPayload: Codable, Sendable, Hashable {
    /// The visible rows' titles, top to bottom (an open submenu's title first).
    public var titles: [String]
    /// Whether a preview controller shows beside the menu (false: the pressed view itself lifts).
    public var hasPreview: Bool
    /// The titles of the rows drawn in red (destructive), top to bottom.
    public var destructiveTitles: [String]
    /// The submenu open in place, if one is.
    public var submenuTitle: String?
    /// The root menu's title, shown as the menu's header above its first row (iOS 13 and later);
    /// nil when the root menu has no title or a submenu is open in place.
    public var headerTitle: String?

    /// Creates a context menu payload.
    public init(
        titles: [String], hasPreview: Bool, destructiveTitles: [String] = [], submenuTitle: String? = nil,
        headerTitle: String? = nil
    ) {
        self.titles = titles
        self.hasPreview = hasPreview
        self.destructiveTitles = destructiveTitles
        self.submenuTitle = submenuTitle
        self.headerTitle = headerTitle
    }
}
