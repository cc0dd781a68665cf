import Foundation
import TestSupport
import Testing
import TouchKit

/// A grid's data source and flow-layout delegate: `counts` items per section, optional sizes per
/// item, a log of the delegate's calls.
@MainActor
final class GridSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var lines: [String] = []
    var created = 0
    var refusesSelection: Set<IndexPath> = []

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        if cell.contentView.subviews.isEmpty {
            created += 1
            cell.contentView.addSubview(Label())
        }
        (cell.contentView.subviews.first as? Label)?.text = "Tile \(indexPath.section).\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! CollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refusesSelection.contains(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        lines.append("select \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        lines.append("deselect \(indexPath.section).\(indexPath.item)")
    }
}

/// A collection view of `size` with a flow layout, its data source set, laid out in a window.
@MainActor
func makeGrid(
    counts: [Int], size: CGSize = CGSize(width: 375, height: 667),
    configure: (CollectionViewFlowLayout) -> Void = { _ in }
) -> (Window, CollectionView, GridSource) {
    let window = makeWindow(capability: .unavailable)
    let layout = CollectionViewFlowLayout()
    configure(layout)
    let collection = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    // These stories are about the grid: it ignores the status bar's safe area (ScrollViewTests has
    // the insets).
    collection.contentInsetAdjustmentBehavior = .never
    collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    collection.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    let source = GridSource(counts: counts)
    collection.dataSource = source
    collection.delegate = source
    window.rootViewController!.view.addSubview(collection)
    window.layoutIfNeeded()
    return (window, collection, source)
}

@MainActor
@Suite("CollectionViewFlowLayout: rows, justification, the last row, insets, headers, both directions")
struct CollectionViewFlowLayoutTests {
    func frame(_ collection: CollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("UIKit's defaults: 50 × 50 items, 10-point spacings, no insets, vertical")
    func defaults() {
        let layout = CollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.headerReferenceSize == .zero)
    }

    @Test("100 × 100 in 375: three a row, justified to both edges; the last row keeps the columns")
    func justifiedRows() {
        let (window, collection, source) = makeGrid(counts: [7]) {
            $0.itemSize = CGSize(width: 100, height: 100)
        }
        defer { withExtendedLifetime((window, source)) {} }
        // 3 × 100 + 2 × 10 = 320; the 55 left over widens each of the 2 gaps by 27.5.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 137.5, y: 0, width: 100, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 275, y: 0, width: 100, height: 100))
        #expect(frame(collection, 4) == CGRect(x: 137.5, y: 110, width: 100, height: 100))
        // The last row's one item sits in the first column, not centred.
        #expect(frame(collection, 6) == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 375, height: 320))
        #expect(frame(collection, 7) == nil)
    }

    @Test("Section insets: rows start inside them and the content ends after the bottom one")
    func insets() {
        let (window, collection, source) = makeGrid(counts: [5]) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.sectionInset = EdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        }
        defer { withExtendedLifetime((window, source)) {} }
        // 343 wide inside the insets: 23 left over, gaps of 10 + 11.5.
        #expect(frame(collection, 0) == CGRect(x: 16, y: 20, width: 100, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 137.5, y: 20, width: 100, height: 100))
        #expect(frame(collection, 2)?.maxX == 359)
        #expect(frame(collection, 3) == CGRect(x: 16, y: 130, width: 100, height: 100))
        #expect(frame(collection, 4) == CGRect(x: 137.5, y: 130, width: 100, height: 100))
        // 20 + 100 + 10 + 100 + 20.
        #expect(collection.contentSize.height == 250)
    }

    @Test("A line with room for only one item centres it")
    func singleItemLines() {
        let (window, collection, source) = makeGrid(counts: [2]) {
            $0.itemSize = CGSize(width: 300, height: 80)
        }
        defer { withExtendedLifetime((window, source)) {} }
        #expect(frame(collection, 0) == CGRect(x: 37.5, y: 0, width: 300, height: 80))
        #expect(frame(collection, 1) == CGRect(x: 37.5, y: 90, width: 300, height: 80))
    }

    @Test("Items of different sizes: a line is as tall as its tallest item, the others centred in it")
    func mixedSizes() {
        let (window, collection, source) = makeGrid(counts: [4]) {
            $0.itemSize = CGSize(width: 100, height: 100)
        }
        defer { withExtendedLifetime((window, source)) {} }
        source.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 160)
        source.sizes[IndexPath(item: 3, section: 0)] = CGSize(width: 250, height: 50)
        collection.collectionViewLayout.invalidateLayout()
        window.layoutIfNeeded()
        #expect(frame(collection, 0) == CGRect(x: 0, y: 30, width: 100, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 137.5, y: 0, width: 100, height: 160))
        // Item 3 (250 wide) does not fit after item 2's 100: it starts the next line, alone there
        // (no second 250 would fit), so it is centred.
        #expect(frame(collection, 3) == CGRect(x: 62.5, y: 170, width: 250, height: 50))
        #expect(collection.contentSize.height == 220)
    }

    @Test("Headers span the width above each section's inset; footers follow the bottom inset")
    func headersAndFooters() {
        let (window, collection, source) = makeGrid(counts: [2, 1]) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            $0.headerReferenceSize = CGSize(width: 999, height: 40)
        }
        defer { withExtendedLifetime((window, source)) {} }
        let header = { (section: Int) in
            collection.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?
                .frame
        }
        #expect(header(0) == CGRect(x: 0, y: 0, width: 375, height: 40))
        #expect(frame(collection, 0) == CGRect(x: 10, y: 50, width: 100, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 137.5, y: 50, width: 100, height: 100))
        #expect(header(1) == CGRect(x: 0, y: 160, width: 375, height: 40))
        #expect(frame(collection, 0, 1) == CGRect(x: 10, y: 210, width: 100, height: 100))
        #expect(collection.contentSize.height == 320)
        // The headers on screen are views from the data source, at those frames.
        let headers = collection.subviews.filter {
            !($0 is CollectionViewCell) && $0 is CollectionReusableView
        }
        #expect(headers.map(\.frame).sorted { $0.minY < $1.minY } == [header(0)!, header(1)!])
    }

    @Test("Horizontal: columns fill top to bottom and wrap to the right")
    func horizontal() {
        let (window, collection, source) = makeGrid(counts: [5], size: CGSize(width: 375, height: 300)) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.scrollDirection = .horizontal
        }
        defer { withExtendedLifetime((window, source)) {} }
        // Two fit in 300 (210), the 90 left over goes into the one gap.
        #expect(frame(collection, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(collection, 1) == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect(frame(collection, 2) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(frame(collection, 4) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 320, height: 300))
    }

    @Test("Changing a property or the width lays the items out again")
    func invalidation() {
        let (window, collection, source) = makeGrid(counts: [4]) {
            $0.itemSize = CGSize(width: 100, height: 100)
        }
        defer { withExtendedLifetime((window, source)) {} }
        let layout = collection.collectionViewLayout as! CollectionViewFlowLayout
        layout.minimumLineSpacing = 30
        window.layoutIfNeeded()
        #expect(frame(collection, 3)?.minY == 130)
        collection.frame.size.width = 230
        window.layoutIfNeeded()
        // Two a row in 230: 210, then the 20 left over widens the gap to 30.
        #expect(frame(collection, 1) == CGRect(x: 130, y: 0, width: 100, height: 100))
        #expect(collection.contentSize == CGSize(width: 230, height: 230))
    }

    /// The frames a uniform grid must have, computed by columns rather than by filling lines.
    static func referenceFrames(
        count: Int, width: Int, item: CGSize, spacing: Int, lineSpacing: Int, inset: EdgeInsets
    ) -> [CGRect] {
        let available = CGFloat(width) - inset.left - inset.right
        let columns = max(
            1, Int(((available + CGFloat(spacing)) / (item.width + CGFloat(spacing))).rounded(.down)))
        let gap = columns == 1 ? 0 : (available - CGFloat(columns) * item.width) / CGFloat(columns - 1)
        return (0..<count).map { index in
            let column = index % columns
            let row = index / columns
            let x =
                columns == 1
                ? inset.left + max(0, available - item.width) / 2
                : inset.left + CGFloat(column) * (item.width + gap)
            return CGRect(
                x: x, y: inset.top + CGFloat(row) * (item.height + CGFloat(lineSpacing)), width: item.width,
                height: item.height)
        }
    }

    @Test("Randomised uniform grids match a column-by-column reference (seed recorded)")
    func randomisedAgainstReference() {
        let seed: UInt64 = 0x5EED_C011
        var generator = SplitMix64(seed: seed)
        for trial in 0..<200 {
            let width = Int.random(in: 120...800, using: &generator)
            let item = CGSize(
                width: CGFloat(Int.random(in: 20...110, using: &generator)),
                height: CGFloat(Int.random(in: 20...140, using: &generator)))
            let spacing = Int.random(in: 0...20, using: &generator)
            let lineSpacing = Int.random(in: 0...20, using: &generator)
            let inset = EdgeInsets(
                top: CGFloat(Int.random(in: 0...20, using: &generator)),
                left: CGFloat(Int.random(in: 0...20, using: &generator)),
                bottom: CGFloat(Int.random(in: 0...20, using: &generator)),
                right: CGFloat(Int.random(in: 0...20, using: &generator)))
            let count = Int.random(in: 0...40, using: &generator)
            let (window, collection, source) = makeGrid(
                counts: [count], size: CGSize(width: CGFloat(width), height: 500)
            ) {
                $0.itemSize = item
                $0.minimumInteritemSpacing = CGFloat(spacing)
                $0.minimumLineSpacing = CGFloat(lineSpacing)
                $0.sectionInset = inset
            }
            let expected = Self.referenceFrames(
                count: count, width: width, item: item, spacing: spacing, lineSpacing: lineSpacing,
                inset: inset)
            let actual = (0..<count).map { frame(collection, $0) ?? .null }
            let matches = zip(expected, actual).allSatisfy { e, a in
                abs(e.minX - a.minX) < 1e-9 && abs(e.minY - a.minY) < 1e-9 && e.size == a.size
            }
            #expect(
                matches,
                "seed \(seed) trial \(trial): width \(width), item \(item), spacing \(spacing), line \(lineSpacing), inset \(inset), count \(count)"
            )
            let rows = count == 0 ? 0 : (expected.last!.maxY - inset.top)
            #expect(collection.contentSize.height == inset.top + rows + inset.bottom)
            #expect(collection.invariantViolations() == [], "seed \(seed) trial \(trial)")
            withExtendedLifetime((window, source)) {}
        }
    }
}
