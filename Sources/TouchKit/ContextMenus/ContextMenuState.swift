public import Foundation

/// The open context menu, as the simulator's state API reports it (`contextMenu`) and
/// `TestDevice.contextMenu` returns it.
public struct ContextMenuState: Sendable, Hashable, Codable {
    /// The visible rows' titles, top to bottom (an open submenu's title first).
    public var titles: [String]
    /// Whether a preview controller shows above or below the menu (false: the pressed view lifts).
    public var hasPreview: Bool
    /// Whether the menu is open (false while the view only lifts, before the menu opens).
    public var isOpen: Bool
    /// The titles of the rows shown in red (destructive), top to bottom.
    public var destructiveTitles: [String]
    /// The title of the submenu open in place, if one is.
    public var submenuTitle: String?
    /// The root menu's title, shown as the menu's header above the first row (small grey text and
    /// a hairline, iOS 13 and later); nil when the menu has no title or a submenu is open in place.
    public var headerTitle: String?
    /// Each visible row's frame, in window (screen) coordinates, in the order of `titles`.
    public var rowFrames: [CGRect]
    /// Where the preview (or the lifted view) is, in window coordinates.
    public var previewFrame: CGRect
    /// Where the menu is, in window coordinates.
    public var menuFrame: CGRect
    /// The rounding of the preview (or the lifted view), in points: the targeted preview's
    /// `visiblePath` or `cornerRadius`.
    public var previewCornerRadius: CGFloat = 0

    /// Creates a state.
    public init(
        titles: [String], hasPreview: Bool, isOpen: Bool = true, destructiveTitles: [String] = [],
        submenuTitle: String? = nil, rowFrames: [CGRect] = [], previewFrame: CGRect = .zero,
        menuFrame: CGRect = .zero
    ) {
        self.titles = titles
        self.hasPreview = hasPreview
        self.isOpen = isOpen
        self.destructiveTitles = destructiveTitles
        self.submenuTitle = submenuTitle
        self.rowFrames = rowFrames
        self.previewFrame = previewFrame
        self.menuFrame = menuFrame
    }
}
