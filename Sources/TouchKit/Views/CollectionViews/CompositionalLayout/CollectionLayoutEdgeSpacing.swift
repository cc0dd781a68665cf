public import Foundation

/// Space around an item, between it and its neighbours and its group's edges, as UIKit's
/// `NSCollectionLayoutEdgeSpacing`.
///
/// The item keeps its size; its slot in the group grows by the spacing, so a trailing spacing of 2
/// moves each following item 2 points along (and counts when the group decides whether the next
/// item fits). Applied before the item's `contentInsets`, as in UIKit. Differs: a flexible edge
/// spacing is laid out at its minimum (UIKit can grow it into leftover room, e.g. to centre an
/// item); leading is always left.
public final class CollectionLayoutEdgeSpacing: Sendable {
    /// Space before the item's leading edge (`leading`).
    public let leading: CollectionLayoutSpacing?
    /// Space above the item (`top`).
    public let top: CollectionLayoutSpacing?
    /// Space after the item's trailing edge (`trailing`).
    public let trailing: CollectionLayoutSpacing?
    /// Space below the item (`bottom`).
    public let bottom: CollectionLayoutSpacing?

    /// Edge spacing of the given spacings, nil for none (`init(leading:top:trailing:bottom:)`).
    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
        bottom: CollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The points on each edge, as insets outside the item.
    var points: DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: top?.spacing ?? 0, leading: leading?.spacing ?? 0, bottom: bottom?.spacing ?? 0,
            trailing: trailing?.spacing ?? 0)
    }
}
