import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// A collection view of `size` with `layout`, `GridSource`'s cells, headers and footers registered,
/// laid out in a window.
@MainActor
func makeComposed(
    counts: [Int], size: CGSize = CGSize(width: 375, height: 667), layout: CollectionViewCompositionalLayout
) -> (Window, CollectionView, GridSource) {
    let window = makeWindow(capability: .unavailable)
    let collection = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    for kind in [
        CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter, "badge-header",
    ] {
        collection.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
    }
    let source = GridSource(counts: counts)
    collection.dataSource = source
    collection.delegate = source
    window.rootViewController!.view.addSubview(collection)
    window.layoutIfNeeded()
    return (window, collection, source)
}

/// Whether two rectangles agree to a millionth of a point (fractions of 375 are not exact).
func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
}

@MainActor
@Suite("CollectionViewCompositionalLayout: fractions, insets, groups, sections, headers, the provider")
struct CollectionViewCompositionalLayoutTests {
    func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize
    {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Three a row, each a third of the width and as tall, inset 2 in its slot.
    func thirdsGrid() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3)), subitems: [item])
        return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    }

    @Test("Dimensions resolve against their container; estimated is laid out at its estimate")
    func dimensions() {
        let container = CGSize(width: 375, height: 600)
        #expect(CollectionLayoutDimension.fractionalWidth(0.5).resolved(in: container) == 187.5)
        #expect(CollectionLayoutDimension.fractionalHeight(0.25).resolved(in: container) == 150)
        #expect(CollectionLayoutDimension.absolute(44).resolved(in: container) == 44)
        #expect(CollectionLayoutDimension.estimated(44).resolved(in: container) == 44)
        #expect(CollectionLayoutDimension.estimated(44).isEstimated)
        #expect(CollectionLayoutDimension.fractionalWidth(1).isFractionalWidth)
        #expect(CollectionLayoutDimension.absolute(3).description == "absolute(3.0)")
        #expect(CollectionLayoutSpacing.flexible(4).isFlexibleSpacing)
        #expect(
            CollectionLayoutSpacing.fixed(4).isFixedSpacing && CollectionLayoutSpacing.fixed(4).spacing == 4)
    }

    @Test("A 375-wide grid of thirds inset 2: slots of 125, cells of 121, rows 125 apart")
    func thirds() {
        let (window, collection, source) = makeComposed(counts: [7], layout: thirdsGrid())
        let expected = (0..<7).map { index in
            CGRect(x: CGFloat(index % 3) * 125 + 2, y: CGFloat(index / 3) * 125 + 2, width: 121, height: 121)
        }
        for (index, rect) in expected.enumerated() {
            #expect(
                close(frame(collection, index), rect),
                "item \(index): \(String(describing: frame(collection, index)))")
        }
        #expect(abs(collection.contentSize.height - 375) < 1e-6, "three rows, the last one partly filled")
        #expect(collection.contentSize.width == 375)
        #expect(collection.visibleCells.count == 7)
        #expect(frame(collection, 7) == nil)
        #expect(collection.invariantViolations() == [])
        withExtendedLifetime((window, source)) {}
    }

    @Test("Explicit subitems are placed once, then repeated while the next one fits")
    func subitemsRepeat() {
        let wide = CollectionLayoutItem(layoutSize: size(.absolute(200), .absolute(50)))
        let narrow = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(30)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [wide, narrow])
        group.interItemSpacing = .fixed(10)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let (window, collection, source) = makeComposed(counts: [5], layout: layout)
        // 200 + 10 + 100 = 310; another 200 would end at 520 > 375, so two a group.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(frame(collection, 1) == CGRect(x: 210, y: 0, width: 100, height: 30), "top-aligned")
        #expect(frame(collection, 2) == CGRect(x: 0, y: 50, width: 200, height: 50))
        #expect(frame(collection, 4) == CGRect(x: 0, y: 100, width: 200, height: 50))
        #expect(collection.contentSize.height == 150)

        let small = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(40)))
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [small])
        row.interItemSpacing = .fixed(10)
        let (window2, collection2, source2) = makeComposed(
            counts: [4],
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row)))
        #expect(
            (0..<4).compactMap { frame(collection2, $0)?.minX } == [0, 110, 220, 0], "320 fits, 430 does not")
        withExtendedLifetime((window, source, window2, source2)) {}
    }

    @Test("subitem:count: divides the group evenly, less the spacing, whatever the item's width")
    func count() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(80)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 4, leading: 16, bottom: 6, trailing: 16)
        section.interGroupSpacing = 12
        let (window, collection, source) = makeComposed(
            counts: [4], layout: CollectionViewCompositionalLayout(section: section))
        // 343 inside the insets: (343 − 20) / 3 = 107.67 each.
        let share = (343.0 - 20) / 3
        #expect(close(frame(collection, 0), CGRect(x: 16, y: 4, width: share, height: 80)))
        #expect(close(frame(collection, 1), CGRect(x: 16 + share + 10, y: 4, width: share, height: 80)))
        #expect(close(frame(collection, 2), CGRect(x: 16 + 2 * (share + 10), y: 4, width: share, height: 80)))
        #expect(close(frame(collection, 3), CGRect(x: 16, y: 96, width: share, height: 80)))
        #expect(collection.contentSize.height == 182, "4 + 80 + 12 + 80 + 6")
        // iOS 16's spelling is the same group.
        let repeating = CollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(50), .absolute(90)), repeatingSubitem: item, count: 3)
        #expect(repeating.slots(in: CGSize(width: 375, height: 667)).frames.map(\.height) == [30, 30, 30])
        withExtendedLifetime((window, source)) {}
    }

    @Test("Flexible spacing shares the leftover room between the gaps")
    func flexible() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let slots = group.slots(in: CGSize(width: 375, height: 667))
        // Three fit (320); the 55 left over widens both gaps by 27.5.
        #expect(slots.frames.map { $0.minX } == [0, 137.5, 275])
    }

    @Test("Edge spacing adds room around an item's slot: it moves the next item and counts when fitting")
    func edgeSpacing() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(
            leading: .fixed(5), top: .fixed(3), trailing: .fixed(10), bottom: nil)
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(60)), subitems: [item])
        let slots = row.slots(in: CGSize(width: 375, height: 667))
        // Slots of 115: three fit in 375 (345), a fourth would need 460.
        #expect(slots.frames == [5, 120, 235].map { CGRect(x: $0, y: 3, width: 100, height: 50) })
        // In a subitem:count: group the even share is the slot, edge spacing included.
        let counted = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(300), .absolute(60)), subitem: item, count: 2)
        #expect(
            counted.slots(in: CGSize(width: 375, height: 667)).frames == [
                CGRect(x: 5, y: 3, width: 135, height: 50), CGRect(x: 155, y: 3, width: 135, height: 50),
            ])
    }

    @Test("Nested groups: a large item beside a column of two")
    func nested() {
        let large = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: small, count: 2)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, column])
        let (window, collection, source) = makeComposed(
            counts: [4],
            layout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 187.5, height: 200))
        #expect(frame(collection, 1) == CGRect(x: 187.5, y: 0, width: 187.5, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 187.5, y: 100, width: 187.5, height: 100))
        #expect(frame(collection, 3) == CGRect(x: 0, y: 200, width: 187.5, height: 200))
        #expect(collection.contentSize.height == 400)
        withExtendedLifetime((window, source)) {}
    }

    /// Two columns of 50-point rows, a 44-point header and a 30-point footer per section.
    func sectionsWithHeaders(follow: Bool = true, spacing: CGFloat = 0) -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.interGroupSpacing = 8
        section.supplementariesFollowContentInsets = follow
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(44)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)),
                elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = spacing
        return CollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    @Test("Sections stack: header, top inset, groups interGroupSpacing apart, bottom inset, footer")
    func sections() {
        let layout = sectionsWithHeaders()
        let (window, collection, source) = makeComposed(counts: [3, 2], layout: layout)
        let header = CollectionView.elementKindSectionHeader
        let footer = CollectionView.elementKindSectionFooter
        func supplementary(_ kind: String, _ section: Int) -> CGRect? {
            layout.layoutAttributesForSupplementaryView(
                ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(supplementary(header, 0) == CGRect(x: 16, y: 0, width: 343, height: 44))
        #expect(frame(collection, 0) == CGRect(x: 16, y: 54, width: 171.5, height: 50))
        #expect(frame(collection, 1) == CGRect(x: 187.5, y: 54, width: 171.5, height: 50))
        #expect(frame(collection, 2) == CGRect(x: 16, y: 112, width: 171.5, height: 50))
        #expect(supplementary(footer, 0) == CGRect(x: 16, y: 172, width: 343, height: 30))
        #expect(supplementary(header, 1) == CGRect(x: 16, y: 202, width: 343, height: 44))
        #expect(frame(collection, 1, 1) == CGRect(x: 187.5, y: 256, width: 171.5, height: 50))
        #expect(supplementary(footer, 1) == CGRect(x: 16, y: 316, width: 343, height: 30))
        #expect(collection.contentSize.height == 346)
        let all = collection.collectionViewLayout.layoutAttributesForElements(in: collection.bounds) ?? []
        #expect(all.filter { $0.representedElementCategory == .cell }.count == 5)
        #expect(all.filter { $0.representedElementKind == header }.count == 2)
        #expect(all.filter { $0.representedElementKind == footer }.count == 2)
        #expect(collection.invariantViolations() == [])
        withExtendedLifetime((window, source)) {}
    }

    @Test("Headers span the whole width when they do not follow the insets; sections space apart")
    func headersAcrossAndSpacing() {
        let layout = sectionsWithHeaders(follow: false, spacing: 20)
        let (window, collection, source) = makeComposed(counts: [1, 1], layout: layout)
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        // Section 0: 44 + 10 + 50 + 10 + 30 = 144; then 20 between the sections.
        #expect(header?.frame == CGRect(x: 0, y: 164, width: 375, height: 44))
        #expect(collection.contentSize.height == 308, "144 + 20 + 144")
        withExtendedLifetime((window, source)) {}
    }

    @Test(
        "The section provider is asked per section with the container's size and traits, and again on a resize"
    )
    func provider() {
        var asked: [String] = []
        let layout = CollectionViewCompositionalLayout { index, environment in
            let width = environment.container.effectiveContentSize.width
            asked.append("\(index) \(Int(width)) scale \(environment.traitCollection.displayScale)")
            let columns = width > 500 ? 4 : 2
            let item = CollectionLayoutItem(
                layoutSize: self.size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: self.size(.fractionalWidth(1), .absolute(index == 0 ? 100 : 60)), subitems: [item]
            )
            return CollectionLayoutSection(group: group)
        }
        let (window, collection, source) = makeComposed(counts: [4, 3], layout: layout)
        #expect(asked.count == 2 && asked[0].hasPrefix("0 375") && asked[1].hasPrefix("1 375"), "\(asked)")
        #expect(frame(collection, 1) == CGRect(x: 187.5, y: 0, width: 187.5, height: 100))
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 200, width: 187.5, height: 60))
        collection.frame = CGRect(x: 0, y: 0, width: 800, height: 667)
        collection.layoutIfNeeded()
        #expect(asked.suffix(2).map { $0.prefix(5) } == ["0 800", "1 800"])
        #expect(frame(collection, 3) == CGRect(x: 600, y: 0, width: 200, height: 100))
        #expect(collection.contentSize.height == 160)
        withExtendedLifetime((window, source)) {}
    }

    @Test("An orthogonal section lays its groups in one row; only those on screen get cells")
    func orthogonal() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.absolute(200), .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let (window, collection, source) = makeComposed(
            counts: [5], layout: CollectionViewCompositionalLayout(section: section))
        #expect((0..<5).compactMap { frame(collection, $0)?.minX } == [0, 210, 420, 630, 840])
        #expect((0..<5).allSatisfy { frame(collection, $0)?.minY == 0 })
        #expect(collection.contentSize == CGSize(width: 375, height: 100))
        #expect(collection.visibleCells.count == 2)
        withExtendedLifetime((window, source)) {}
    }

    @Test("The layout's own header sits above the first section at (0, 0)")
    func layoutHeader() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "badge-header",
                alignment: .top)
        ]
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: group), configuration: configuration)
        let (window, collection, source) = makeComposed(counts: [2], layout: layout)
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: "badge-header", at: IndexPath(item: 0, section: 0))?
                .frame == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(frame(collection, 1) == CGRect(x: 0, y: 100, width: 375, height: 40))
        withExtendedLifetime((window, source)) {}
    }

    @Test("setCollectionViewLayout(_:animated:) swaps a flow layout for a compositional one at once")
    func swapLayout() {
        let (window, collection, source) = makeGrid(counts: [4])
        #expect(frame(collection, 1)?.size == CGSize(width: 50, height: 50), "the flow layout's default")
        var completed: [Bool] = []
        collection.setCollectionViewLayout(thirdsGrid(), animated: true) { completed.append($0) }
        collection.layoutIfNeeded()
        #expect(completed == [true])
        #expect(close(frame(collection, 1), CGRect(x: 127, y: 2, width: 121, height: 121)))
        #expect(collection.collectionViewLayout.collectionView === collection)
        withExtendedLifetime((window, source)) {}
    }

    @Test("10,000 items make a screenful of cells; scrolling finds the items by their groups")
    func manyItems() {
        let (window, collection, source) = makeComposed(counts: [10_000], layout: thirdsGrid())
        #expect(collection.visibleCells.count == 18, "six rows of 125 meet 667 points")
        collection.contentOffset = CGPoint(x: 0, y: 125 * 1000)
        collection.layoutIfNeeded()
        let items = collection.indexPathsForVisibleItems.map(\.item)
        #expect(items.min() == 3000 && items.max() == 3017)
        #expect(collection.invariantViolations() == [])
        withExtendedLifetime((window, source)) {}
    }
}
