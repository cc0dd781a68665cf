public import Foundation

/// The smallest part of a compositional layout: one cell's size, as UIKit's `NSCollectionLayoutItem`.
///
/// An item's size is resolved against its group's content area (`fractionalWidth(0.5)` is half the
/// group); its `contentInsets` then shrink the cell's frame inside that slot, so neighbours seem
/// spaced without changing how many fit; its `edgeSpacing` adds room around the slot. Differs:
/// `supplementaryItems` (badges) are not built.
@MainActor
public class CollectionLayoutItem {
    /// The size the item asks for (`layoutSize`).
    public let layoutSize: CollectionLayoutSize
    /// Space taken from the slot's edges (`contentInsets`); zero by default.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space added around the item, outside its size (`edgeSpacing`); nil, none, by default.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// An item of `layoutSize` (`init(layoutSize:)`).
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}
