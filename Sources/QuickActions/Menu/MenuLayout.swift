public import Foundation
import PropertyLists

/// Where the quick action menu goes and how its rows are drawn, in points: the one layout both the
/// simulator's home screen (Springboard) and the `forcetouch menu --format svg` picture
/// (`QuickActionMenuSVG`) draw from, so the two show the same menu, with the same lines.
///
/// Apple's rules (the HIG and the `UIApplicationShortcutItem` documentation): at most four rows; the
/// first item nearest the app icon (a menu above the icon lists from the bottom up); a title takes one
/// line when there is a subtitle and up to two otherwise, cut with an ellipsis; icons are 35 × 35-point
/// one-colour templates.
///
/// Ours: Apple never published the menu's measurements, so the numbers are estimates from iOS 9–12
/// screenshots of a 375-point iPhone 6s – 8, rounded. The menu opens downward from an icon in the
/// upper half of the screen and upward from one in the lower half, 12 points from the icon, aligned
/// with the icon's leading edge in the left half (row icons on the left) and its trailing edge in the
/// right half (row icons on the right, text right-aligned); 250 points wide, at least 8 points from
/// the screen's edges (the widest round figure that still lines up with the icons of the inner columns
/// of a 375-point iPhone 6s – 8, whose icons start at x = 114 and end at x = 261: 375 − 114 − 8 = 253;
/// iOS 13's context menus are 250 points wide too); rows at least 57 points high with 12-point padding; 17-point titles (21-point lines)
/// and 14-point subtitles (18-point lines); icons 16 points from the edge and 14 from the text; corner
/// radius 13. Titles are broken into lines once, here, with `MenuTextLayout`'s San Francisco widths.
public struct MenuLayout: Sendable, Hashable {
    /// The menu's width: 250 (ours, see above).
    public var width: CGFloat = 250
    /// The least distance to the screen's edges: 8 (ours).
    public var screenMargin: CGFloat = 8
    /// The gap between the app icon and the menu: 12 (ours).
    public var iconGap: CGFloat = 12
    /// The smallest row height: 57 (ours).
    public var minimumRowHeight: CGFloat = 57
    /// The padding above and below a row's text: 12 (ours).
    public var rowPadding: CGFloat = 12
    /// The title's font size: 17 (ours).
    public var titleFontSize: CGFloat = 17
    /// One title line's height: 21 (ours).
    public var titleLineHeight: CGFloat = 21
    /// The subtitle's font size: 14 (ours).
    public var subtitleFontSize: CGFloat = 14
    /// One subtitle line's height: 18 (ours).
    public var subtitleLineHeight: CGFloat = 18
    /// The icon's side: 35 (Apple's template size).
    public var iconSize: CGFloat = 35
    /// The icon's distance from the menu's edge: 16 (ours).
    public var iconInset: CGFloat = 16
    /// The gap between the icon and the text: 14 (ours).
    public var iconTextGap: CGFloat = 14
    /// The text's distance from the edge without an icon on that side: 16 (ours).
    public var textInset: CGFloat = 16
    /// The menu's corner radius: 13 (ours).
    public var cornerRadius: CGFloat = 13

    /// The default layout.
    public init() {}

    /// Places `menu` for an app icon at `iconFrame` on a screen of `screenSize` whose content starts
    /// under a status bar of `statusBarHeight`.
    /// - Complexity: O(*n*) in the length of the rows' text.
    public func geometry(
        for menu: QuickActionMenu, iconFrame: CGRect, screenSize: CGSize, statusBarHeight: CGFloat
    ) -> MenuGeometry {
        let opening: MenuOpening = iconFrame.midY < screenSize.height / 2 ? .down : .up
        let alignment: MenuGeometry.Alignment = iconFrame.midX < screenSize.width / 2 ? .leading : .trailing
        let width = min(self.width, screenSize.width - 2 * screenMargin)
        var x = alignment == .leading ? iconFrame.minX : iconFrame.maxX - width
        x = min(max(x, screenMargin), screenSize.width - screenMargin - width)
        let card = geometry(for: menu, opening: opening, alignment: alignment, width: width)
        let height = card.frame.height
        var top = opening == .down ? iconFrame.maxY + iconGap : iconFrame.minY - iconGap - height
        let lowest = statusBarHeight + screenMargin
        top = min(max(top, lowest), screenSize.height - screenMargin - height)
        var placed = card
        placed.frame.origin = CGPoint(x: x, y: top)
        return placed
    }

    /// Lays `menu` out as a card of `width` (the layout's own by default) at the origin: its rows top to
    /// bottom for `opening`, with icons and text on the sides `alignment` says. What `geometry(for:
    /// iconFrame:…)` places on a screen, and what a picture of the menu draws where it likes.
    /// - Complexity: O(*n*) in the length of the rows' text.
    public func geometry(
        for menu: QuickActionMenu, opening: MenuOpening, alignment: MenuGeometry.Alignment,
        width: CGFloat? = nil
    ) -> MenuGeometry {
        let width = width ?? self.width
        let ordered = menu.rows.enumerated().map { ($0.offset, $0.element) }
        var rows: [MenuGeometry.Row] = []
        var y: CGFloat = 0
        for (index, row) in opening == .down ? ordered : ordered.reversed() {
            let laidOut = layOut(row, index: index, alignment: alignment, width: width, y: y)
            rows.append(laidOut)
            y += laidOut.frame.height
        }
        return MenuGeometry(
            frame: CGRect(x: 0, y: 0, width: width, height: y), opening: opening, alignment: alignment,
            rows: rows)
    }

    /// The width a row's text may take: the card less the insets and, with an icon, the icon's column.
    public func textWidth(cardWidth: CGFloat, hasIcon: Bool) -> CGFloat {
        cardWidth - (hasIcon ? iconInset + iconSize + iconTextGap : textInset) - textInset
    }

    private func layOut(
        _ row: QuickActionMenu.Row, index: Int, alignment: MenuGeometry.Alignment, width: CGFloat, y: CGFloat
    ) -> MenuGeometry.Row {
        let hasIcon = row.item.icon != nil
        let iconSide = iconInset + iconSize + iconTextGap
        let textWidth = textWidth(cardWidth: width, hasIcon: hasIcon)
        let title = MenuTextLayout.layout(
            row.item.localizedTitle, fontSize: Double(titleFontSize), width: Double(textWidth),
            maximumLines: row.titleLineLimit)
        var subtitle: String?
        if let text = row.item.localizedSubtitle, !text.isEmpty {
            subtitle =
                MenuTextLayout.layout(
                    text, fontSize: Double(subtitleFontSize), width: Double(textWidth), maximumLines: 1
                ).lines.first
        }
        let textHeight =
            CGFloat(max(1, title.lines.count)) * titleLineHeight + (subtitle == nil ? 0 : subtitleLineHeight)
        let height = max(minimumRowHeight, textHeight + 2 * rowPadding)
        let textX = alignment == .leading ? (hasIcon ? iconSide : textInset) : textInset
        let textFrame = CGRect(x: textX, y: (height - textHeight) / 2, width: textWidth, height: textHeight)
        var iconFrame: CGRect?
        if hasIcon {
            let iconX = alignment == .leading ? iconInset : width - iconInset - iconSize
            iconFrame = CGRect(x: iconX, y: (height - iconSize) / 2, width: iconSize, height: iconSize)
        }
        return MenuGeometry.Row(
            index: index, item: row.item, frame: CGRect(x: 0, y: y, width: width, height: height),
            titleLines: title.lines, subtitle: subtitle, iconFrame: iconFrame, textFrame: textFrame)
    }
}
