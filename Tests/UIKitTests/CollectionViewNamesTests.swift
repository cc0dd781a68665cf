import Foundation
import Testing
import UIKit

/// Corpus: a compositional layout subclass as apps write one: a `convenience init()` that composes
/// a list of 60-point rows with a header and a footer and calls `self.init(section:)`.
class SettingsLayout: UICollectionViewCompositionalLayout {
    convenience init() {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 1)
        let section = NSCollectionLayoutSection(group: group)
        let headerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(36.0))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        let footerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(20.0))
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: footerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom
        )
        section.boundarySupplementaryItems = [header, footer]
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 8, trailing: 0)
        self.init(section: section)
    }
}

/// Corpus: a data source of `count` rows in one section.
class SettingsSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

@MainActor
@Suite("UIKit's compositional layout names: a subclass, a typed section provider, the configuration")
struct CollectionViewNamesTests {
    @Test("A UICollectionViewCompositionalLayout subclass's convenience init() composes its section")
    func subclass() {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: SettingsLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header"
            )
        }
        let source = SettingsSource(count: 3)
        collection.dataSource = source
        collection.layoutIfNeeded()
        let frames = (0..<3).compactMap {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        }
        #expect(frames == [36, 96, 156].map { CGRect(x: 0, y: $0, width: 320, height: 60) })
        let footer = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 0, y: 224, width: 320, height: 20))
        #expect(collection.contentSize.height == 244)
        #expect(collection.visibleCells.count == 3)
        withExtendedLifetime(source) {}
    }

    @Test("A section provider typed as UIKit writes it, with a configuration's spacing")
    func typedProvider() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let provider: UICollectionViewCompositionalLayoutSectionProvider = {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
                -> NSCollectionLayoutSection? in
            let columns = layoutEnvironment.container.effectiveContentSize.width > 400 ? 4 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = sectionIndex == 0 ? .none : .groupPaging
            return section
        }
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: provider, configuration: configuration)
        #expect(layout.configuration.interSectionSpacing == 12)
        #expect(NSCollectionLayoutSpacing.flexible(8).spacing == 8)
        #expect(NSRectAlignment.topLeading != .top)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging.rawValue == 4)
    }
}
