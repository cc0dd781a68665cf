public import Foundation

/// The numbers of the iOS 13 context menu's look, measured from iOS 13 screenshots (ours; Apple
/// publishes none).
public struct ContextMenuLayout: Sendable, Hashable {
    /// The menu's width: 250 points.
    public var menuWidth: CGFloat = 250
    /// A row's height: 44 points.
    public var rowHeight: CGFloat = 44
    /// The gap between sections (inline menus): 8 points.
    public var sectionGap: CGFloat = 8
    /// The gap between the preview and the menu: 16 points.
    public var spacing: CGFloat = 16
    /// The margin kept from the screen's edges: 16 points.
    public var margin: CGFloat = 16
    /// The menu's corner radius: 13 points.
    public var cornerRadius: CGFloat = 13
    /// The blur behind everything: 20 points of radius.
    public var blurRadius: CGFloat = 20
    /// The dimming over the blur.
    public var dimmingColor = Color(white: 0, alpha: 0.2)
    /// The menu's background (light mode's translucent white).
    public var menuColor = Color(white: 0.97, alpha: 0.95)
    /// The highlighted row's background.
    public var highlightColor = Color(white: 0.82, alpha: 1)
    /// The font of the header a titled root menu shows above its first row: 13-point system, as
    /// iOS's footnote style (ours, from iOS 13 screenshots).
    public var headerFont = Font.systemFont(ofSize: 13)
    /// The room above and below the header's text: 12 points (ours).
    public var headerPadding: CGFloat = 12

    /// The height of the header that shows `title` (wrapped to the menu's width less 16-point
    /// margins), or 0 when there is no title.
    public func headerHeight(for title: String?) -> CGFloat {
        guard let title, !title.isEmpty else { return 0 }
        let text = TextMetrics.size(
            of: title, font: headerFont, width: max(0, menuWidth - 32), numberOfLines: 0)
        return (text.height + 2 * headerPadding).rounded(.up)
    }

    /// The defaults described on each property.
    public init() {}

    /// Where the preview and the menu go on a screen of `bounds` (status bar `top`): the preview at
    /// `source`'s place (or `previewSize` centred on it), the menu below it when there is room, else
    /// above, else the preview moves up (and shrinks) to make room below.
    public func frames(
        source: CGRect, previewSize: CGSize?, menuHeight: CGFloat, in bounds: CGRect, top: CGFloat
    ) -> (preview: CGRect, menu: CGRect, menuBelow: Bool) {
        let minY = bounds.minY + top + margin / 2
        let maxY = bounds.maxY - margin
        var size = previewSize ?? source.size
        size.width = min(size.width, bounds.width - 2 * margin)
        var preview = CGRect(
            x: source.midX - size.width / 2,
            y: previewSize == nil ? source.minY : source.midY - size.height / 2,
            width: size.width, height: size.height)
        preview.origin.x = min(max(preview.minX, bounds.minX + margin), bounds.maxX - margin - preview.width)
        let menuHeight = min(menuHeight, maxY - minY)
        let leading = source.midX <= bounds.midX
        let menuX =
            leading
            ? max(bounds.minX + margin, min(preview.minX, bounds.maxX - margin - menuWidth))
            : min(bounds.maxX - margin - menuWidth, max(preview.maxX - menuWidth, bounds.minX + margin))
        preview.origin.y = max(preview.minY, minY)
        if menuHeight == 0 {
            preview.origin.y = min(preview.minY, maxY - preview.height)
            return (preview, CGRect(x: menuX, y: preview.maxY, width: menuWidth, height: 0), true)
        }
        if preview.maxY + spacing + menuHeight <= maxY {
            return (
                preview, CGRect(x: menuX, y: preview.maxY + spacing, width: menuWidth, height: menuHeight),
                true
            )
        }
        if preview.minY - spacing - menuHeight >= minY {
            return (
                preview,
                CGRect(
                    x: menuX, y: preview.minY - spacing - menuHeight, width: menuWidth, height: menuHeight),
                false
            )
        }
        // Neither: the preview moves up, shrinking if it must, and the menu goes below.
        let room = maxY - minY - spacing - menuHeight
        if preview.height > room { preview.size.height = max(0, room) }
        preview.origin.y = max(minY, min(preview.minY, maxY - menuHeight - spacing - preview.height))
        return (
            preview, CGRect(x: menuX, y: preview.maxY + spacing, width: menuWidth, height: menuHeight), true
        )
    }
}
