public import Foundation

/// Supplies a collection view's sections, items and cells, as UIKit's `UICollectionViewDataSource`.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections (`numberOfSections(in:)`); default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items in `section` (`collectionView(_:numberOfItemsInSection:)`).
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item (`collectionView(_:cellForItemAt:)`); dequeue it with
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    /// A section's header or footer (`collectionView(_:viewForSupplementaryElementOfKind:at:)`), asked
    /// when the layout gives the section one; dequeue it with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. The default is an empty
    /// view, reported as a misuse (UIKit raises when a layout has headers and the data source does
    /// not make them).
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// Default: one section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// Default: an empty view, reported as a misuse.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.reportDataSourceMisuse(
            "the layout has a \(kind) in section \(indexPath.section), but the data source does not implement "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view was used.")
        return CollectionReusableView()
    }
}
