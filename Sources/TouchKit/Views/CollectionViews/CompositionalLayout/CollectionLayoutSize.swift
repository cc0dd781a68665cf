public import Foundation

/// A width and a height for a compositional layout's item, group or supplementary item, as UIKit's
/// `NSCollectionLayoutSize`.
public final class CollectionLayoutSize: Sendable {
    /// The width (`widthDimension`).
    public let widthDimension: CollectionLayoutDimension
    /// The height (`heightDimension`).
    public let heightDimension: CollectionLayoutDimension

    /// A size of two dimensions (`init(widthDimension:heightDimension:)`).
    public init(
        widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension
    ) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `container`'s size (each dimension resolved against it).
    public func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
