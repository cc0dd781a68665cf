import Foundation
import TestSupport
import Testing
import TouchKit

/// Randomised compositional grids (recorded seed) against a row-by-column reference written from
/// the rules, not from the layout's code.
@MainActor
@Suite("CollectionViewCompositionalLayout: randomised grids against a reference")
struct CollectionViewCompositionalLayoutRandomTests {
    /// One random section: a row group of uniform items, either `count` copies or explicit subitems
    /// of an absolute or fractional width.
    struct Case: CustomStringConvertible {
        var count: Int?
        var itemWidth: CollectionLayoutDimension
        var itemHeight: CGFloat
        var groupHeight: CGFloat
        var spacing: CGFloat
        var groupSpacing: CGFloat
        var insets: DirectionalEdgeInsets
        var itemInsets: DirectionalEdgeInsets
        var header: CGFloat?
        var items: Int

        var description: String {
            "count \(count.map(String.init) ?? "fill") width \(itemWidth) height \(itemHeight)/\(groupHeight) "
                + "spacing \(spacing)/\(groupSpacing) insets \(insets) item insets \(itemInsets) "
                + "header \(header.map { "\($0)" } ?? "none") items \(items)"
        }

        @MainActor
        func section() -> CollectionLayoutSection {
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: itemWidth, heightDimension: .absolute(itemHeight)))
            item.contentInsets = itemInsets
            let size = CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(groupHeight))
            let group =
                count.map { CollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: $0) }
                ?? CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
            group.interItemSpacing = .fixed(spacing)
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = insets
            section.interGroupSpacing = groupSpacing
            if let header {
                section.boundarySupplementaryItems = [
                    CollectionLayoutBoundarySupplementaryItem(
                        layoutSize: CollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(header)),
                        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
                ]
            }
            return section
        }

        /// The reference: columns from the room, rows from the group height, cells inset in slots.
        func reference(width: CGFloat, top: CGFloat) -> (frames: [CGRect], bottom: CGFloat) {
            let room = width - insets.leading - insets.trailing
            let columns: Int
            let slot: CGFloat
            if let count {
                columns = count
                slot = (room - spacing * CGFloat(count - 1)) / CGFloat(count)
            } else {
                slot = itemWidth.isAbsolute ? itemWidth.dimension : room * itemWidth.dimension
                columns = max(1, Int(((room + spacing) / (slot + spacing) + 1e-9).rounded(.down)))
            }
            let start = top + (header ?? 0) + insets.top
            var frames: [CGRect] = []
            for index in 0..<items {
                let row = CGFloat(index / columns)
                let column = CGFloat(index % columns)
                frames.append(
                    CGRect(
                        x: insets.leading + column * (slot + spacing) + itemInsets.leading,
                        y: start + row * (groupHeight + groupSpacing) + itemInsets.top,
                        width: max(0, slot - itemInsets.leading - itemInsets.trailing),
                        height: max(0, itemHeight - itemInsets.top - itemInsets.bottom)))
            }
            let rows = (items + columns - 1) / columns
            let content = rows == 0 ? 0 : CGFloat(rows) * groupHeight + CGFloat(rows - 1) * groupSpacing
            return (frames, start + content + insets.bottom)
        }
    }

    static func randomCase(using generator: inout SplitMix64) -> Case {
        func points(_ range: ClosedRange<Int>) -> CGFloat {
            CGFloat(Int.random(in: range, using: &generator))
        }
        let counted = Bool.random(using: &generator)
        let fractional = Bool.random(using: &generator)
        let itemHeight = points(20...120)
        return Case(
            count: counted ? Int.random(in: 1...6, using: &generator) : nil,
            itemWidth: fractional
                ? .fractionalWidth([0.5, 0.25, 0.2, 1.0 / 3, 1][Int.random(in: 0...4, using: &generator)])
                : .absolute(points(30...160)),
            itemHeight: itemHeight,
            groupHeight: itemHeight + points(0...20),
            spacing: counted || !fractional ? points(0...12) : 0,
            groupSpacing: points(0...16),
            insets: DirectionalEdgeInsets(
                top: points(0...20), leading: points(0...24), bottom: points(0...20), trailing: points(0...24)
            ),
            itemInsets: DirectionalEdgeInsets(
                top: points(0...4), leading: points(0...4), bottom: points(0...4), trailing: points(0...4)),
            header: Bool.random(using: &generator) ? points(20...60) : nil,
            items: Int.random(in: 0...30, using: &generator))
    }

    @Test(
        "Random sections of random grids match the reference; lookups by rectangle match a scan (seed recorded)"
    )
    func randomisedAgainstReference() {
        let seed: UInt64 = 0xC0_4905_1710
        var generator = SplitMix64(seed: seed)
        for trial in 0..<150 {
            let width = CGFloat(Int.random(in: 240...820, using: &generator))
            let cases = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                Self.randomCase(using: &generator)
            }
            let spacing = CGFloat(Int.random(in: 0...20, using: &generator))
            let configuration = CollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = spacing
            let layout = CollectionViewCompositionalLayout(
                sectionProvider: { index, _ in cases[index].section() }, configuration: configuration)
            let (window, collection, source) = makeComposed(
                counts: cases.map(\.items), size: CGSize(width: width, height: 600), layout: layout)
            var top: CGFloat = 0
            var all: [(IndexPath, CGRect)] = []
            for (section, random) in cases.enumerated() {
                if section > 0 { top += spacing }
                let (expected, bottom) = random.reference(width: width, top: top)
                let actual = (0..<random.items).map {
                    collection.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
                }
                let matches = zip(expected, actual).allSatisfy { close($1, $0) }
                #expect(matches, "seed \(seed) trial \(trial) width \(width) section \(section): \(random)")
                all += expected.enumerated().map {
                    (IndexPath(item: $0.offset, section: section), $0.element)
                }
                top = bottom
            }
            #expect(abs(collection.contentSize.height - top) < 1e-6, "seed \(seed) trial \(trial)")
            let probeTop = CGFloat(Int.random(in: 0...max(1, Int(top)), using: &generator))
            let probe = CGRect(
                x: 0, y: probeTop, width: width, height: CGFloat(Int.random(in: 1...400, using: &generator)))
            let found = Set(
                (layout.layoutAttributesForElements(in: probe) ?? []).filter {
                    $0.representedElementCategory == .cell
                }
                .map(\.indexPath))
            let scanned = Set(all.filter { $0.1.intersects(probe) }.map(\.0))
            #expect(found == scanned, "seed \(seed) trial \(trial) probe \(probe)")
            #expect(collection.invariantViolations() == [], "seed \(seed) trial \(trial)")
            withExtendedLifetime((window, source)) {}
        }
    }
}
