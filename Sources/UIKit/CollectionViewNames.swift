// UIKit's collection view names over TouchKit's collection view (docs/TouchKit.md, "Collection
// views"): the same classes and protocols under UIKit's names.

/// UIKit's `UICollectionView`: TouchKit's `CollectionView` (`init(frame:collectionViewLayout:)`,
/// `register`, `dequeueReusableCell(withReuseIdentifier:for:)`, selection, batch updates, the
/// iOS 13 and iOS 16 context-menu delegate methods). Differs: no animations, prefetching, drag and
/// drop, or `UICollectionViewCompositionalLayout`.
public typealias UICollectionView = CollectionView

/// UIKit's `UICollectionViewCell`: TouchKit's `CollectionViewCell` (`contentView`, `backgroundView`,
/// `selectedBackgroundView`, `isSelected`, `isHighlighted`). Differs: an override of `init(frame:)`
/// is written `required init(frame:)` (see `UICollectionReusableView`).
public typealias UICollectionViewCell = CollectionViewCell

/// UIKit's `UICollectionReusableView`: TouchKit's `CollectionReusableView` (`reuseIdentifier`,
/// `prepareForReuse()`). Differs: `init(frame:)` is `required`, since without the Objective-C runtime
/// only a required initializer can make a registered class; the compiler's fix-it adds `required`.
public typealias UICollectionReusableView = CollectionReusableView

/// UIKit's `UICollectionViewDataSource`: TouchKit's `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource

/// UIKit's `UICollectionViewDelegate`: TouchKit's `CollectionViewDelegate`. Both context-menu
/// forms: iOS 16's `contextMenuConfigurationForItemsAt` is asked on iOS 16 and later when
/// implemented, else iOS 13's `contextMenuConfigurationForItemAt`, as UIKit chooses.
public typealias UICollectionViewDelegate = CollectionViewDelegate

/// UIKit's `UICollectionViewDelegateFlowLayout`: TouchKit's `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout

/// UIKit's `UICollectionViewLayout`: TouchKit's `CollectionViewLayout` (subclass it with `prepare()`,
/// `collectionViewContentSize`, `layoutAttributesForElements(in:)`). Differs: no animated
/// transitions or invalidation contexts.
public typealias UICollectionViewLayout = CollectionViewLayout

/// UIKit's `UICollectionViewFlowLayout`: TouchKit's `CollectionViewFlowLayout` (UIKit's defaults and
/// line rules). Differs: no self-sizing cells and no pinned headers.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout

/// UIKit's `UICollectionViewLayoutAttributes`: TouchKit's `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes

/// Swift 4's `UICollectionViewScrollDirection`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = CollectionView.ScrollDirection

/// Swift 4's `UICollectionViewScrollPosition`.
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition

/// UIKit's `UICollectionViewCompositionalLayout` (iOS 13) is not available: its sections, groups
/// and items are not built. Use `UICollectionViewFlowLayout`.
@available(
    *, unavailable,
    message: "UICollectionViewCompositionalLayout is not built; use UICollectionViewFlowLayout"
)
public final class UICollectionViewCompositionalLayout {}

/// UIKit's `UICollectionViewDiffableDataSource` (iOS 13) is not available: diffable data sources
/// and snapshots are not built. Implement `UICollectionViewDataSource` and call `reloadData()` or
/// `performBatchUpdates(_:completion:)`.
@available(
    *, unavailable,
    message: "UICollectionViewDiffableDataSource is not built; implement UICollectionViewDataSource"
)
public final class UICollectionViewDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
}

/// UIKit's `UICollectionViewController`: TouchKit's `CollectionViewController`
/// (`init(collectionViewLayout:)`, `collectionView`, `clearsSelectionOnViewWillAppear`; subclasses
/// `override` the data source and delegate methods as in UIKit). Differs: `init()` uses a flow layout.
public typealias UICollectionViewController = CollectionViewController
