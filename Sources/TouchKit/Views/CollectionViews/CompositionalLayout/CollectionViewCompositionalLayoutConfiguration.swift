public import Foundation

/// What a compositional layout does beyond its sections, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`: the space between sections and the layout's
/// own headers and footers.
///
/// Differs: `scrollDirection` is kept but sections always stack vertically (a horizontal layout is
/// not built); `contentInsetsReference` is not built.
@MainActor
public final class CollectionViewCompositionalLayoutConfiguration {
    /// Which way the layout scrolls (`scrollDirection`); kept, laid out as `.vertical`.
    public var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// Space between one section and the next (`interSectionSpacing`).
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (`boundarySupplementaryItems`), at index path (0, 0):
    /// `.top` ones above the first section, `.bottom` ones below the last, across the collection
    /// view's width.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with UIKit's defaults (`init()`).
    public init() {}
}
