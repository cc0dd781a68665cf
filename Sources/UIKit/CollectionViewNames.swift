// UIKit's collection view names over TouchKit's collection view (docs/TouchKit.md, "Collection
// views"): the same classes and protocols under UIKit's names.

/// UIKit's `UICollectionView`: TouchKit's `CollectionView` (`init(frame:collectionViewLayout:)`,
/// `register`, `dequeueReusableCell(withReuseIdentifier:for:)`, `setCollectionViewLayout(_:animated:)`,
/// selection, batch updates, the iOS 13 and iOS 16 context-menu delegate methods). Differs: no
/// animations (a layout swap is immediate), prefetching, or drag and drop.
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

/// UIKit's `UICollectionViewCompositionalLayout` (iOS 13): TouchKit's
/// `CollectionViewCompositionalLayout` (`init(section:)`, `init(sectionProvider:)`, the
/// `configuration` forms). Matches UIKit's geometry: fractions of the container, item insets inside
/// their slots, groups that repeat their subitems while they fit or divide their length by
/// `subitem:count:`, sections stacked with their insets, headers and footers spanning the section.
/// Differs: estimated dimensions are laid out at their estimates (no self-sizing); orthogonal
/// sections lay their groups in a row that does not scroll; sections always stack vertically; no
/// pinned headers, decoration items, badges, custom groups or list configurations.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout

/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`: TouchKit's
/// `CollectionViewCompositionalLayoutConfiguration` (`interSectionSpacing`, the layout's own
/// `boundarySupplementaryItems`). Differs: `scrollDirection` is kept, laid out as `.vertical`.
public typealias UICollectionViewCompositionalLayoutConfiguration =
    CollectionViewCompositionalLayoutConfiguration

/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`: the closure
/// `(Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout
    .SectionProvider

/// UIKit's `NSCollectionLayoutDimension`: TouchKit's `CollectionLayoutDimension` (`fractionalWidth`,
/// `fractionalHeight`, `absolute`, `estimated`). Differs: `estimated` is laid out at its estimate.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension

/// UIKit's `NSCollectionLayoutSize`: TouchKit's `CollectionLayoutSize`
/// (`init(widthDimension:heightDimension:)`).
public typealias NSCollectionLayoutSize = CollectionLayoutSize

/// UIKit's `NSCollectionLayoutSpacing`: TouchKit's `CollectionLayoutSpacing` (`fixed`, `flexible`).
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing

/// UIKit's `NSCollectionLayoutItem`: TouchKit's `CollectionLayoutItem` (`init(layoutSize:)`,
/// `contentInsets`, `edgeSpacing`). Differs: no `supplementaryItems` (badges).
public typealias NSCollectionLayoutItem = CollectionLayoutItem

/// UIKit's `NSCollectionLayoutEdgeSpacing`: TouchKit's `CollectionLayoutEdgeSpacing`
/// (`init(leading:top:trailing:bottom:)`). Differs: flexible edge spacing is laid out at its minimum.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing

/// UIKit's `NSCollectionLayoutGroup`: TouchKit's `CollectionLayoutGroup` (`horizontal` and
/// `vertical` with `subitems:`, iOS 13's `subitem:count:` and iOS 16's `repeatingSubitem:count:`;
/// `interItemSpacing`). Differs: no `custom(layoutSize:itemProvider:)`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup

/// UIKit's `NSCollectionLayoutSection`: TouchKit's `CollectionLayoutSection` (`init(group:)`,
/// `contentInsets`, `interGroupSpacing`, `boundarySupplementaryItems`,
/// `supplementariesFollowContentInsets`). Differs: an `orthogonalScrollingBehavior` lays the groups
/// in a row that does not scroll; no decoration items.
public typealias NSCollectionLayoutSection = CollectionLayoutSection

/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: TouchKit's
/// `CollectionLayoutBoundarySupplementaryItem` (`init(layoutSize:elementKind:alignment:)`, headers
/// at the top edges, footers at the bottom ones). Differs: `pinToVisibleBounds` is kept, not applied.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem

/// UIKit's `NSCollectionLayoutEnvironment`: TouchKit's `CollectionLayoutEnvironment` (`container`,
/// `traitCollection`). Differs: a class, where UIKit has a protocol (code only reads it).
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment

/// UIKit's `NSCollectionLayoutContainer`: TouchKit's `CollectionLayoutContainer` (`contentSize`,
/// `effectiveContentSize`). Differs: a class, where UIKit has a protocol; no content insets.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer

/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: TouchKit's
/// `CollectionLayoutSectionOrthogonalScrollingBehavior` (kept; the row does not scroll).
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
    CollectionLayoutSectionOrthogonalScrollingBehavior

/// UIKit's `NSRectAlignment`: TouchKit's `RectAlignment`.
public typealias NSRectAlignment = RectAlignment

/// UIKit's `UICollectionLayoutListConfiguration` (iOS 14 lists) is not available: list sections are
/// not built. Compose a list from an `NSCollectionLayoutSection` of full-width items.
@available(
    *, unavailable,
    message: "UICollectionLayoutListConfiguration is not built; use a section of .fractionalWidth(1) items"
)
public struct UICollectionLayoutListConfiguration {}

/// UIKit's `NSCollectionLayoutDecorationItem` (section backgrounds) is not available.
@available(*, unavailable, message: "NSCollectionLayoutDecorationItem is not built")
public final class NSCollectionLayoutDecorationItem {}

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
