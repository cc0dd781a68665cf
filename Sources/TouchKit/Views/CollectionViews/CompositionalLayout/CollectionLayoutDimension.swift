public import Foundation

/// One side of a compositional layout's size, as UIKit's `NSCollectionLayoutDimension`: a fraction
/// of the container's width or height, a fixed length, or an estimate.
///
/// The container is what holds the thing measured: for an item, its group's content area; for a
/// group, the section's content area (the collection view's width less the section's leading and
/// trailing insets, its height less the top and bottom ones); for a boundary supplementary item,
/// the section's width. Differs: an estimated dimension is laid out at its estimate (cells are not
/// self-sized here), and iOS 17's `uniformAcrossSiblings(estimate:)` is not built.
public final class CollectionLayoutDimension: Sendable, CustomStringConvertible {
    /// What the dimension is measured against.
    enum Kind: Sendable, Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, points or estimate (`dimension`).
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width (`fractionalWidth(_:)`): 1 is the whole width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }

    /// A fraction of the container's height (`fractionalHeight(_:)`).
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }

    /// A length in points (`absolute(_:)`).
    public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.absolute, absoluteDimension)
    }

    /// An estimate that self-sizing would correct (`estimated(_:)`). Laid out at the estimate here:
    /// cells are not self-sized.
    public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
        CollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// Whether it is a fraction of the container's width (`isFractionalWidth`).
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height (`isFractionalHeight`).
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a length in points (`isAbsolute`).
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate (`isEstimated`).
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `container`'s size: the fraction of its width or height, or the
    /// points (an estimate's too).
    public func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }

    /// As UIKit prints it, e.g. `fractionalWidth(0.5)`.
    public var description: String {
        switch kind {
        case .fractionalWidth: "fractionalWidth(\(dimension))"
        case .fractionalHeight: "fractionalHeight(\(dimension))"
        case .absolute: "absolute(\(dimension))"
        case .estimated: "estimated(\(dimension))"
        }
    }
}
