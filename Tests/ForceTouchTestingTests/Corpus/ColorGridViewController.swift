import UIKit

/// Corpus: the iOS 13 colour grid as context-menu samples write it: a `UICollectionViewController`
/// whose `createLayout()` makes a `UICollectionViewCompositionalLayout` from a section provider
/// (Favourites: three square swatches a row inset 2; Recent: two a row by `subitem:count:`, spaced
/// by a hairline of the display's scale), each section with a header, cells and headers registered
/// by class, and each swatch's menu from `collectionView(_:contextMenuConfigurationForItemAt:point:)`.
class ColorGridViewController: UICollectionViewController {
    static let headerKind = "section-header-element-kind"
    private let identifier = "swatch"

    var sections: [(title: String, colors: [String])] = [
        ("Favourites", ["Red", "Orange", "Yellow", "Green", "Blue"]),
        ("Recent", ["Indigo", "Violet", "Teal"]),
    ]
    private(set) var log: [String] = []
    var copied: [String] = []

    init() {
        super.init(collectionViewLayout: Self.createLayout())
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Colours"
        collectionView.backgroundColor = .systemBackground
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: identifier)
        collectionView.register(
            TitleHeaderView.self, forSupplementaryViewOfKind: Self.headerKind, withReuseIdentifier: "header")
    }

    static func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
                -> NSCollectionLayoutSection? in
            let section: NSCollectionLayoutSection
            if sectionIndex == 0 {
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                section = NSCollectionLayoutSection(group: group)
            } else {
                let hairline = 1 / layoutEnvironment.traitCollection.displayScale
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(80)),
                    subitem: item, count: 2)
                group.interItemSpacing = .fixed(10)
                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = hairline
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            }
            let headerSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: ColorGridViewController.headerKind, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    // MARK: - UICollectionViewDataSource

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        sections.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        sections[section].colors.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as! SwatchCell
        cell.nameLabel.text = sections[indexPath.section].colors[indexPath.item]
        if cell.nameLabel.superview == nil { cell.contentView.addSubview(cell.nameLabel) }
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            as! TitleHeaderView
        header.label.text = sections[indexPath.section].title
        if header.label.superview == nil { header.addSubview(header.label) }
        return header
    }

    // MARK: - UICollectionViewDelegate

    override func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        let color = sections[indexPath.section].colors[indexPath.item]
        log.append("contextMenuConfigurationForItemAt \(color)")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in
                self.copied.append(color)
            }
            let favourite = UIAction(title: "Favourite", image: UIImage(systemName: "star")) { _ in
                self.favourite(indexPath)
            }
            let delete = UIAction(
                title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive
            ) { _ in
                self.sections[indexPath.section].colors.remove(at: indexPath.item)
                collectionView.deleteItems(at: [indexPath])
                self.log.append("deleted \(color)")
            }
            return UIMenu(title: color, children: [copy, favourite, delete])
        }
    }

    private func favourite(_ indexPath: IndexPath) {
        let color = sections[indexPath.section].colors.remove(at: indexPath.item)
        sections[0].colors.append(color)
        collectionView.reloadData()
        log.append("favourited \(color)")
    }
}

/// Corpus: a swatch cell; it declares no initializer, so it inherits `init(frame:)`.
class SwatchCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = contentView.bounds
    }
}

/// Corpus: a section header with a title.
class TitleHeaderView: UICollectionReusableView {
    let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}
