public import Foundation

/// Where the home screen puts things, in points: a grid of icons four across, pages of rows, and an
/// optional dock.
///
/// Apple's numbers: four columns on every iPhone, 60 × 60-point icons (120 px at 2×). Ours, measured
/// from iOS 9–12 screenshots and rounded: equal gaps around the columns ((width − 4 × 60) / 5, 27 points
/// on a 375-point screen), the first row 8 points under the status bar, rows 88 points apart (100 on the
/// Plus models, 96 on the iPhone X), 12-point labels 5 points under the icon, a 96-point dock (plus the
/// 34-point home indicator on the X). Every number is a property: change it to try other layouts.
public struct HomeScreenLayout: Sendable, Hashable {
    /// The screen's size.
    public var screenSize: CGSize
    /// The status bar's height (20, or 44 on the iPhone X).
    public var statusBarHeight: CGFloat
    /// The space under the screen kept for the home indicator (34 on the iPhone X, else 0).
    public var homeIndicatorHeight: CGFloat
    /// Icons per row: 4 (Apple's).
    public var columns = 4
    /// The icon's side: 60 points (Apple's).
    public var iconSize: CGFloat = 60
    /// The icon's corner radius: 13.5 points (ours; iOS draws a squircle).
    public var iconCornerRadius: CGFloat = 13.5
    /// The first row's distance below the status bar: 8 points (ours).
    public var topInset: CGFloat = 8
    /// The distance from one row's top to the next one's (ours).
    public var rowPitch: CGFloat
    /// The gap between an icon and its label: 5 points (ours).
    public var labelGap: CGFloat = 5
    /// The label's height: 14 points (ours).
    public var labelHeight: CGFloat = 14
    /// The label's font size: 12 points (ours).
    public var labelFontSize: CGFloat = 12
    /// The dock's height above the home indicator: 96 points (ours); 0 hides the dock.
    public var dockHeight: CGFloat = 96
    /// The page dots' height, just above the dock: 20 points (ours).
    public var pageIndicatorHeight: CGFloat = 20

    /// The layout for a screen of `screenSize` under a status bar of `statusBarHeight`.
    public init(screenSize: CGSize, statusBarHeight: CGFloat, homeIndicatorHeight: CGFloat = 0) {
        self.screenSize = screenSize
        self.statusBarHeight = statusBarHeight
        self.homeIndicatorHeight = homeIndicatorHeight
        if screenSize.height >= 812 {
            rowPitch = 96
        } else if screenSize.width >= 414 {
            rowPitch = 100
        } else {
            rowPitch = 88
        }
    }

    /// The layout for a device profile.
    public init(profile: DeviceProfile) {
        self.init(
            screenSize: profile.screenSize, statusBarHeight: profile.statusBarHeight,
            homeIndicatorHeight: profile.hasHomeButton ? 0 : 34)
    }

    /// The gap between columns and at both edges.
    public var columnGap: CGFloat {
        max(0, (screenSize.width - CGFloat(columns) * iconSize) / CGFloat(columns + 1))
    }

    /// The top of the dock (the screen's bottom when there is no dock).
    public var dockTop: CGFloat { screenSize.height - homeIndicatorHeight - dockHeight }

    /// How many rows fit between the status bar and the dock: 6 on the 6s, Plus and X, 5 on the SE.
    public var rowsPerPage: Int {
        let top = statusBarHeight + topInset
        let rows = Int(((dockTop - top) / rowPitch).rounded(.down))
        return max(1, rows)
    }

    /// How many icons one page holds.
    public var iconsPerPage: Int { rowsPerPage * columns }

    /// The page that holds grid slot `slot`.
    public func page(ofSlot slot: Int) -> Int { slot / iconsPerPage }

    /// The icon's frame of grid slot `slot` (counted across pages), on its own page.
    public func iconFrame(slot: Int) -> CGRect {
        let onPage = slot % iconsPerPage
        let row = onPage / columns
        let column = onPage % columns
        let x = columnGap + CGFloat(column) * (iconSize + columnGap)
        let y = statusBarHeight + topInset + CGFloat(row) * rowPitch
        return CGRect(x: x, y: y, width: iconSize, height: iconSize)
    }

    /// The icon's frame of dock position `index` among `count` dock icons (spread evenly).
    public func dockIconFrame(index: Int, count: Int) -> CGRect {
        let count = max(1, count)
        let gap = max(0, (screenSize.width - CGFloat(count) * iconSize) / CGFloat(count + 1))
        let x = gap + CGFloat(index) * (iconSize + gap)
        let y = dockTop + (dockHeight - iconSize) / 2
        return CGRect(x: x, y: y, width: iconSize, height: iconSize)
    }

    /// The label's frame under an icon at `iconFrame`: as wide as the icon plus the column gap.
    public func labelFrame(iconFrame: CGRect) -> CGRect {
        let width = iconSize + columnGap
        return CGRect(
            x: iconFrame.midX - width / 2, y: iconFrame.maxY + labelGap, width: width, height: labelHeight)
    }

    /// What a touch at a point may hit for an icon at `iconFrame`: the icon and its label.
    public func hitFrame(iconFrame: CGRect) -> CGRect {
        CGRect(
            x: iconFrame.minX, y: iconFrame.minY, width: iconFrame.width,
            height: iconFrame.height + labelGap + labelHeight)
    }
}
