public import Foundation

/// A section's header or footer in a compositional layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`: a view of `elementKind` the data source makes in
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, at index path (0, section).
///
/// Its width is resolved against the section's content width (or the collection view's, when the
/// section's `supplementariesFollowContentInsets` is false) and its height likewise; `.top`,
/// `.topLeading` and `.topTrailing` stack above the section's content, the `.bottom` ones below it,
/// placed across by the alignment (`.top` centres a narrower one). Its `contentInsets` shrink its
/// frame. Differs: `.leading` and `.trailing` are placed as `.topLeading` and `.topTrailing`, `.none`
/// as `.top`; `pinToVisibleBounds`
/// and `extendsBoundary` are kept, not applied (headers do not float).
@MainActor
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// The kind the data source is asked for (`elementKind`).
    public let elementKind: String
    /// Where the item sits on the section's boundary (`alignment`).
    public let alignment: RectAlignment
    /// Where the item sits from its alignment (`offset`); kept, not applied.
    public let offset: CGPoint
    /// Whether the item floats over the content while its section scrolls (`pinToVisibleBounds`);
    /// kept, not applied.
    public var pinToVisibleBounds = false
    /// Whether the item takes room in the section (`extendsBoundary`; true); kept, always true here.
    public var extendsBoundary = true
    /// The item's stacking order (`zIndex`).
    public var zIndex = 0

    /// A header or footer of `elementKind` and `layoutSize` at `alignment`
    /// (`init(layoutSize:elementKind:alignment:)`).
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment,
        absoluteOffset: CGPoint = .zero
    ) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }

    /// Whether the item stacks below the section's content.
    var isBelow: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// An edge or corner of a rectangle, as UIKit's `NSRectAlignment`.
public enum RectAlignment: Int, Sendable, Hashable, CaseIterable {
    /// No alignment (`none`).
    case none = 0
    /// The top edge (`top`).
    case top = 1
    /// The top leading corner (`topLeading`).
    case topLeading = 2
    /// The leading edge (`leading`).
    case leading = 3
    /// The bottom leading corner (`bottomLeading`).
    case bottomLeading = 4
    /// The bottom edge (`bottom`).
    case bottom = 5
    /// The bottom trailing corner (`bottomTrailing`).
    case bottomTrailing = 6
    /// The trailing edge (`trailing`).
    case trailing = 7
    /// The top trailing corner (`topTrailing`).
    case topTrailing = 8
}
