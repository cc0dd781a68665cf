public import Foundation

/// The space between a group's items, as UIKit's `NSCollectionLayoutSpacing`: exactly so many
/// points, or at least so many with the group's leftover room shared between the gaps.
public final class CollectionLayoutSpacing: Sendable {
    /// The points (`spacing`): the gap, or the least gap when flexible.
    public let spacing: CGFloat
    /// Whether the gap is exactly `spacing` (`isFixedSpacing`).
    public let isFixedSpacing: Bool

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    /// Gaps of exactly `fixedSpacing` points (`fixed(_:)`).
    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
    }

    /// Gaps of at least `flexibleSpacing` points that share the group's leftover room equally
    /// (`flexible(_:)`), so the last item ends at the group's trailing edge.
    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
        CollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
    }

    /// Whether leftover room widens the gaps (`isFlexibleSpacing`).
    public var isFlexibleSpacing: Bool { !isFixedSpacing }
}
