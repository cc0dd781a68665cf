public import Foundation

/// Items laid out in a row or a column, as UIKit's `NSCollectionLayoutGroup`; a section repeats its
/// group down the collection view until the section's items run out.
///
/// A group is an item (a subitem of another group can be a group), so its `layoutSize` is resolved
/// against its container (the section's content area, or its parent group's) and its
/// `contentInsets` shrink the area its subitems share. As in UIKit:
///
/// - `horizontal(layoutSize:subitems:)` lays its subitems left to right (`vertical` top to bottom),
///   each at its own size, `interItemSpacing` apart: the list once, then again from its first
///   subitem while the next one still fits, so an item `fractionalWidth(0.25)` makes four a row;
/// - `horizontal(layoutSize:subitem:count:)` (iOS 13; iOS 16 spells it `repeatingSubitem:`) places
///   exactly `count` copies and divides the group's length evenly between them, less the spacing,
///   whatever the subitem's own length along the row;
/// - `.flexible` spacing shares the room left over between the gaps; `.fixed` keeps it at the end;
/// - subitems sit at the top (a row) or leading edge (a column) of the group's content area.
///
/// The section computes the group's slots once and fills them with items in order: a section's last
/// group may have empty slots and keeps its size. Differs: `custom(layoutSize:itemProvider:)` and
/// `supplementaryItems` are not built; a group wider than its room is not clipped.
@MainActor
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// Which way a group's subitems run.
    enum Axis: Sendable {
        case horizontal, vertical
    }

    let axis: Axis
    /// The items (or groups) the group lays out (`subitems`).
    public let subitems: [CollectionLayoutItem]
    /// The fixed number of copies of the single subitem (`subitem:count:`), or nil to fill.
    let repeatCount: Int?
    /// The space between subitems (`interItemSpacing`); nil is none.
    public var interItemSpacing: CollectionLayoutSpacing?

    init(layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems` at their own widths, repeated while the next fits
    /// (`horizontal(layoutSize:subitems:)`).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// A column of `subitems` at their own heights, repeated while the next fits
    /// (`vertical(layoutSize:subitems:)`).
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// A row of `count` equal copies of `subitem` that share the group's width
    /// (`horizontal(layoutSize:subitem:count:)`, iOS 13).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    /// A column of `count` equal copies of `subitem` that share the group's height
    /// (`vertical(layoutSize:subitem:count:)`, iOS 13).
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    /// iOS 16's name for `horizontal(layoutSize:subitem:count:)`
    /// (`horizontal(layoutSize:repeatingSubitem:count:)`).
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// iOS 16's name for `vertical(layoutSize:subitem:count:)`
    /// (`vertical(layoutSize:repeatingSubitem:count:)`).
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    ) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}
