public import Foundation

/// Decides where a collection view's items go, as UIKit's `UICollectionViewLayout`.
///
/// The collection view calls `prepare()` after every invalidation (a reload, an update, a bounds
/// change the layout asks for in `shouldInvalidateLayout(forBoundsChange:)`), then reads
/// `collectionViewContentSize` and asks `layoutAttributesForElements(in:)` for the visible rectangle.
/// Subclass it for a custom layout, or use `CollectionViewFlowLayout`.
@MainActor
open class CollectionViewLayout {
    /// The collection view that uses the layout (`collectionView`).
    public internal(set) weak var collectionView: CollectionView?

    /// Creates a layout (`init()`).
    public init() {}

    /// Creates a layout from an archive (`init?(coder:)`, a storyboard's layout); required, as UIKit's
    /// `NSCoding` makes it, so `required init?(coder:)` in a subclass compiles as written.
    public required init?(coder: NSCoder) {}

    /// Computes the layout (`prepare()`); the default does nothing.
    open func prepare() {}

    /// The size of all the content (`collectionViewContentSize`); the default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every view whose frame meets `rect` (`layoutAttributesForElements(in:)`);
    /// the default is none.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item (`layoutAttributesForItem(at:)`); the default is nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view
    /// (`layoutAttributesForSupplementaryView(ofKind:at:)`); the default is nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout
    /// (`shouldInvalidateLayout(forBoundsChange:)`); the default is false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout stale (`invalidateLayout()`): the collection view prepares it again at its
    /// next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }
}
