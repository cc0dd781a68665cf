public import Foundation
import PropertyLists

/// A quick action menu laid out by `MenuLayout`: the card's frame, which way it opened, and its rows
/// with their title lines (broken once, by the layout), subtitle, icon and text frames.
public struct MenuGeometry: Sendable, Hashable {
    /// Which edge of the app icon the menu lines up with (and which side its row icons are on).
    public enum Alignment: String, Sendable, Hashable, Codable, CaseIterable {
        /// The icon's left edge; row icons on the left.
        case leading
        /// The icon's right edge; row icons on the right, text right-aligned.
        case trailing
    }

    /// One row as drawn.
    public struct Row: Sendable, Hashable {
        /// The row's index in the menu (0 is the first item, nearest the app icon).
        public var index: Int
        /// The item shown.
        public var item: ShortcutItem
        /// The row's frame in the menu's coordinates.
        public var frame: CGRect
        /// The title's lines (the last ends in `…` when cut): what every renderer draws, as given.
        public var titleLines: [String]
        /// The subtitle's one line, if any (ending in `…` when cut).
        public var subtitle: String?
        /// The icon's frame in the row, if the item has an icon.
        public var iconFrame: CGRect?
        /// The text's frame in the row.
        public var textFrame: CGRect

        /// Creates a row.
        public init(
            index: Int, item: ShortcutItem, frame: CGRect, titleLines: [String], subtitle: String?,
            iconFrame: CGRect?, textFrame: CGRect
        ) {
            self.index = index
            self.item = item
            self.frame = frame
            self.titleLines = titleLines
            self.subtitle = subtitle
            self.iconFrame = iconFrame
            self.textFrame = textFrame
        }
    }

    /// The menu's frame on the screen (at the origin for a card laid out on its own).
    public var frame: CGRect
    /// Which way it opened from the icon.
    public var opening: MenuOpening
    /// Which icon edge it lines up with.
    public var alignment: Alignment
    /// The rows, top to bottom on the screen.
    public var rows: [Row]

    /// Creates a geometry.
    public init(frame: CGRect, opening: MenuOpening, alignment: Alignment, rows: [Row]) {
        self.frame = frame
        self.opening = opening
        self.alignment = alignment
        self.rows = rows
    }

    /// The row under `point` (screen coordinates), if any.
    /// - Complexity: O(*n*) in the number of rows (at most four).
    public func row(at point: CGPoint) -> Row? {
        guard frame.contains(point) else { return nil }
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        return rows.first { $0.frame.contains(local) }
    }
}
