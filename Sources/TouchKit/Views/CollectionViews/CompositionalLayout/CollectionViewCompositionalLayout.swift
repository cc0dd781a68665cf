public import Foundation

/// A layout composed of sections, groups and items, as UIKit's `UICollectionViewCompositionalLayout`
/// (iOS 13).
///
/// Each section's `CollectionLayoutSection` comes from the one given to `init(section:)` or from the
/// section provider, asked at every `prepare()` with the section's index and a
/// `CollectionLayoutEnvironment` (the collection view's size and traits). Sections stack down the
/// collection view, `configuration.interSectionSpacing` apart; each repeats its group until its
/// items run out (see `CollectionLayoutSection` and `CollectionLayoutGroup` for the rules, which are
/// UIKit's). `prepare()` is O(*n*) in the items; lookups by rectangle are O(log *g* + *k*) in the
/// groups.
///
/// Differs: estimated dimensions are laid out at their estimates (no self-sizing); orthogonal
/// sections are laid out as a row that does not scroll; no horizontal scrolling, pinned headers,
/// decoration items, badges or custom groups; frames are not rounded to pixels. A section provider
/// that returns nil leaves that section's items without frames (UIKit raises).
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Makes a section's layout from its index and the environment
    /// (`UICollectionViewCompositionalLayoutSectionProvider`).
    public typealias SectionProvider =
        @MainActor (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The layout's spacing and own headers (`configuration`); setting it lays the items out anew.
    open var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// Each section's item frames, in the content's coordinates.
    private(set) var itemFrames: [[CGRect]] = []
    /// Every group as placed, top to bottom, with its section and the running bottom so far.
    private(set) var blocks: [(section: Int, block: CompositionalSectionFrames.Block, reach: CGFloat)] = []
    /// Headers and footers by kind and section.
    private var supplementaryFrames: [String: [Int: CGRect]] = [:]
    private var contentSize: CGSize = .zero
    /// The bounds size the layout was prepared for.
    private var preparedSize: CGSize?

    /// A layout whose every section is `section` (`init(section:)`).
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`
    /// (`init(section:configuration:)`).
    public init(
        section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section (`init(sectionProvider:)`).
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(
            sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`
    /// (`init(sectionProvider:configuration:)`).
    public init(
        sectionProvider: @escaping SectionProvider,
        configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout from an archive (`init?(coder:)`). Interface Builder cannot archive a compositional
    /// layout, so it has no sections: a subclass sets its sections up in its own initializers.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// The content's size: the collection view's width and the sections' height.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// A new size needs a new layout (fractions change with it); a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// Asks for each section and computes every item's, header's and footer's frame.
    /// - Complexity: O(*n*) in the items.
    open override func prepare() {
        super.prepare()
        itemFrames = []
        blocks = []
        supplementaryFrames = [:]
        guard let collectionView else {
            contentSize = .zero
            preparedSize = nil
            return
        }
        let size = collectionView.bounds.size
        preparedSize = size
        let environment = CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(contentSize: size),
            traitCollection: collectionView.traitCollection)
        let whole = CGSize(width: size.width, height: size.height)
        var y: CGFloat = 0
        let layoutItems = configuration.boundarySupplementaryItems
        for header in layoutItems where !header.isBelow {
            let frame = Self.boundaryFrame(header, left: 0, room: whole, top: y)
            supplementaryFrames[header.elementKind, default: [:]][0] = frame.inset
            y += frame.height
        }
        var reach: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { y += configuration.interSectionSpacing }
            guard let section = sectionProvider(index, environment) else {
                itemFrames.append([])
                continue
            }
            let frames = Self.frames(
                of: section, itemCount: collectionView.numberOfItems(inSection: index), in: size, top: y)
            itemFrames.append(frames.items)
            for block in frames.blocks {
                reach = max(reach, block.maxY)
                blocks.append((index, block, reach))
            }
            for (kind, frame) in frames.supplementary {
                supplementaryFrames[kind, default: [:]][index] = frame
            }
            y = frames.bottom
        }
        for footer in layoutItems where footer.isBelow {
            let frame = Self.boundaryFrame(footer, left: 0, room: whole, top: y)
            supplementaryFrames[footer.elementKind, default: [:]][0] = frame.inset
            y += frame.height
        }
        contentSize = CGSize(width: size.width, height: y)
    }

    /// The attributes of every item, header and footer that meets `rect`.
    /// - Complexity: O(log *g* + *k*), *g* the groups and *k* the items in those `rect` crosses,
    ///   plus the headers and footers.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        var low = 0
        var high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].reach <= rect.minY { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < blocks.count, blocks[index].block.minY < rect.maxY {
            let (section, block, _) = blocks[index]
            for item in block.firstItem..<(block.firstItem + block.count) {
                let frame = itemFrames[section][item]
                guard frame.intersects(rect) else { continue }
                let attributes = CollectionViewLayoutAttributes(
                    forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame
                result.append(attributes)
            }
            index += 1
        }
        for kind in supplementaryFrames.keys.sorted() {
            for (section, frame) in supplementaryFrames[kind, default: [:]].sorted(by: { $0.key < $1.key })
            where frame.intersects(rect) {
                result.append(
                    CollectionViewLayoutAttributes.supplementary(kind, section: section, frame: frame))
            }
        }
        return result
    }

    /// The attributes of one item; nil for an item that does not exist or has no slot.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        CollectionViewLayoutAttributes.cell(at: indexPath, in: itemFrames)
    }

    /// The attributes of a section's header or footer of `elementKind`; nil when it has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard let frame = supplementaryFrames[elementKind]?[indexPath.section] else { return nil }
        return CollectionViewLayoutAttributes.supplementary(
            elementKind, section: indexPath.section, frame: frame)
    }

}
