public import Foundation

/// One section of a compositional layout: its group repeated until the section's items run out, as
/// UIKit's `NSCollectionLayoutSection`.
///
/// From the top: the boundary supplementary items aligned `.top` (headers), the top inset, the
/// groups `interGroupSpacing` apart at the leading inset, the bottom inset, then those aligned
/// `.bottom` (footers). Headers and footers span the section's content width (inside the leading
/// and trailing insets) while `supplementariesFollowContentInsets` is true, as by default, and the
/// collection view's width otherwise.
///
/// Differs: a section with an `orthogonalScrollingBehavior` lays its groups in one row
/// `interGroupSpacing` apart, as iOS shows it before the row is scrolled, but the row does not
/// scroll (items past the right edge are not shown); `decorationItems` and
/// `visibleItemsInvalidationHandler` are not built.
@MainActor
public final class CollectionLayoutSection {
    /// The group the section repeats (`group`).
    public let group: CollectionLayoutGroup
    /// Space between the section's content and its edges (`contentInsets`).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between one group and the next (`interGroupSpacing`).
    public var interGroupSpacing: CGFloat = 0
    /// Whether the section's groups scroll across the collection view (`orthogonalScrollingBehavior`);
    /// see the type's documentation for what is laid out.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers (`boundarySupplementaryItems`).
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep inside the leading and trailing insets
    /// (`supplementariesFollowContentInsets`; true by default, as in UIKit).
    public var supplementariesFollowContentInsets = true

    /// A section that repeats `group` (`init(group:)`).
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// How a compositional section's groups scroll across the collection view, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value but `.none` lays the groups in
/// one row that does not scroll here (see `CollectionLayoutSection`).
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable, CaseIterable {
    /// Groups follow the layout's own direction (`none`).
    case none = 0
    /// The row scrolls freely (`continuous`).
    case continuous = 1
    /// The row scrolls, coming to rest at a group's leading edge (`continuousGroupLeadingBoundary`).
    case continuousGroupLeadingBoundary = 2
    /// The row pages by the collection view's width (`paging`).
    case paging = 3
    /// The row pages by groups (`groupPaging`).
    case groupPaging = 4
    /// The row pages by groups, centring each (`groupPagingCentered`).
    case groupPagingCentered = 5
}
