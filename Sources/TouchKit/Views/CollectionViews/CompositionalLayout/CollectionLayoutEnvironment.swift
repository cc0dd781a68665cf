public import Foundation

/// What a compositional layout's section provider is told about where its section goes, as UIKit's
/// `NSCollectionLayoutEnvironment`: the container and the collection view's traits.
///
/// Differs: a class, where UIKit declares a protocol the framework conforms to; code reads
/// `layoutEnvironment.container.effectiveContentSize` and `layoutEnvironment.traitCollection` as
/// written, and a parameter annotated `NSCollectionLayoutEnvironment` compiles without `any`.
@MainActor
public final class CollectionLayoutEnvironment {
    /// The space the layout fills (`container`).
    public let container: CollectionLayoutContainer
    /// The collection view's traits (`traitCollection`): its size classes and display scale.
    public let traitCollection: TraitCollection

    /// An environment of `container` and `traitCollection`.
    public init(container: CollectionLayoutContainer, traitCollection: TraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}

/// The space a compositional layout fills, as UIKit's `NSCollectionLayoutContainer`: the collection
/// view's size.
///
/// Differs: a class, where UIKit declares a protocol; the content insets are zero here (UIKit
/// includes the collection view's safe-area insets for some configurations).
@MainActor
public final class CollectionLayoutContainer {
    /// The container's size (`contentSize`): the collection view's bounds.
    public let contentSize: CGSize
    /// The container's insets (`contentInsets`).
    public let contentInsets: DirectionalEdgeInsets

    /// A container of `contentSize` with `contentInsets`.
    public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The insets in force (`effectiveContentInsets`): `contentInsets`.
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    /// The size inside the insets (`effectiveContentSize`): what a section provider sizes by.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}
