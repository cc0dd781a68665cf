import Foundation
import Testing
import TouchKit

@MainActor
@Suite("CollectionView: counts, cells, reuse, scrolling, selection, updates, misuse")
struct CollectionViewTests {
    func grid(_ counts: [Int] = [10_000]) -> (Window, CollectionView, GridSource) {
        makeGrid(counts: counts) { $0.itemSize = CGSize(width: 100, height: 100) }
    }

    @Test("IndexPath(item:section:) and .item, as UIKit's")
    func indexPaths() {
        let path = IndexPath(item: 4, section: 2)
        #expect(path.item == 4)
        #expect(path.section == 2)
        #expect(path == IndexPath(row: 4, section: 2))
    }

    @Test("Counts, cellForItem, indexPathForItem, indexPath(for:) and visible cells")
    func queries() throws {
        let (window, collection, source) = grid([7, 3])
        defer { withExtendedLifetime((window, source)) {} }
        #expect(collection.numberOfSections == 2)
        #expect(collection.numberOfItems(inSection: 0) == 7)
        #expect(collection.numberOfItems(inSection: 1) == 3)
        #expect(collection.numberOfItems(inSection: 2) == 0)
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 120, y: 150)) == nil, "between two items")
        #expect(collection.indexPathForItem(at: CGPoint(x: 10, y: 330)) == IndexPath(item: 0, section: 1))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(cell.frame == CGRect(x: 137.5, y: 110, width: 100, height: 100))
        #expect(cell.superview === collection)
        #expect(cell.reuseIdentifier == "tile")
        #expect(collection.indexPath(for: cell) == IndexPath(item: 4, section: 0))
        #expect(collection.indexPathsForVisibleItems.count == 10)
        #expect(collection.visibleCells.count == 10)
        #expect(collection.collectionViewLayout is CollectionViewFlowLayout)
        #expect(collection.collectionViewLayout.collectionView === collection)
    }

    @Test("Ten thousand items make a screenful of cells; scrolling reuses them")
    func reuse() {
        let (window, collection, source) = grid()
        defer { withExtendedLifetime(window) {} }
        // 667 high: rows at 0, 110, …, 660 meet the screen: 7 rows of 3.
        #expect(collection.indexPathsForVisibleItems.count == 21)
        #expect(source.created == 21)
        // 3,334 rows of 100 with 3,333 gaps of 10.
        #expect(collection.contentSize.height == 366_730)
        collection.contentOffset = CGPoint(x: 0, y: 110 * 100 + 5)
        window.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 300, section: 0))
        #expect(collection.indexPathsForVisibleItems.count == 21)
        #expect(source.created <= 24, "cells leaving are handed to items arriving")
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        let cell = collection.cellForItem(at: IndexPath(item: 301, section: 0))
        #expect((cell?.contentView.subviews.first as? Label)?.text == "Tile 0.301")
        #expect(collection.invariantViolations() == [])
    }

    @Test("A drag scrolls the grid; the touched item's highlight goes and nothing is selected")
    func scroll() {
        let (window, collection, source) = grid()
        var finger = Finger(window)
        finger.down(50, 300)
        let item = IndexPath(item: 6, section: 0)
        #expect(collection.cellForItem(at: item)?.isHighlighted == true)
        finger.move(50, 280)
        finger.move(50, 200)
        #expect(collection.contentOffset.y == 80, "the scroll starts where the slop was passed")
        #expect(collection.cellForItem(at: item)?.isHighlighted == false)
        finger.up()
        #expect(source.lines.isEmpty)
    }

    @Test("A tap selects the item and tells the delegate; another tap moves the selection")
    func tapSelects() {
        let (window, collection, source) = grid([9])
        var finger = Finger(window)
        finger.tap(50, 50)
        #expect(source.lines == ["select 0.0"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        var second = Finger(window, id: 2, time: 1)
        second.tap(180, 160)
        #expect(source.lines == ["select 0.0", "deselect 0.0", "select 0.4"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
        #expect(collection.invariantViolations() == [])
    }

    @Test("Multiple selection adds and removes; shouldSelect false and allowsSelection false refuse")
    func multipleSelection() {
        let (window, collection, source) = grid([9])
        collection.allowsMultipleSelection = true
        source.refusesSelection = [IndexPath(item: 2, section: 0)]
        var time: TimeInterval = 0
        func tap(_ x: CGFloat, _ y: CGFloat) {
            var finger = Finger(window, time: time)
            finger.tap(x, y)
            time += 1
        }
        tap(50, 50)
        tap(180, 50)
        tap(320, 50)
        #expect(
            collection.indexPathsForSelectedItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0),
            ])
        tap(50, 50)
        #expect(source.lines == ["select 0.0", "select 0.1", "deselect 0.0"])
        collection.allowsSelection = false
        tap(50, 160)
        #expect(source.lines.count == 3)
        collection.allowsSelection = true
        collection.allowsMultipleSelection = false
        collection.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        collection.deselectItem(at: IndexPath(item: 5, section: 0), animated: false)
        #expect(collection.indexPathsForSelectedItems == nil)
        #expect(source.lines.count == 3, "selecting by code tells the delegate nothing")
    }

    @Test("selectItem with a scroll position scrolls the item into place")
    func selectAndScroll() {
        let (window, collection, source) = grid()
        defer { withExtendedLifetime((window, source)) {} }
        collection.selectItem(at: IndexPath(item: 300, section: 0), animated: false, scrollPosition: .top)
        #expect(collection.contentOffset.y == 11_000)
        #expect(collection.cellForItem(at: IndexPath(item: 300, section: 0))?.isSelected == true)
        collection.scrollToItem(at: IndexPath(item: 9_999, section: 0), at: .bottom, animated: false)
        #expect(collection.contentOffset.y == collection.maximumContentOffset.y)
    }

    @Test("An unregistered reuse identifier is UIKit's exception, reported as the app's misuse")
    func unregistered() {
        let fixture = launchedApp { ViewController() }
        let collection = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        fixture.host.application!.keyWindow!.rootViewController!.view.addSubview(collection)
        let cell = collection.dequeueReusableCell(
            withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "Photo")
        collection.register(View.self as AnyClass, forCellWithReuseIdentifier: "view")
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Test (com.example.test): CollectionView: could not dequeue a view of kind: UICollectionElementKindCell with identifier Photo - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; a plain cell was used. Call register(_:forCellWithReuseIdentifier:) first.",
                "Test (com.example.test): CollectionView: register(_:forCellWithReuseIdentifier: \"view\") was given View, which is not a UICollectionViewCell subclass; nothing was registered.",
            ])
    }

    @Test("A registered subclass is made with init(frame:) and reused after prepareForReuse")
    func registeredSubclass() throws {
        final class PhotoCell: CollectionViewCell {
            var reuses = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                reuses += 1
            }
        }
        let (window, collection, source) = grid([4])
        collection.register(PhotoCell.self as AnyClass, forCellWithReuseIdentifier: "tile")
        collection.reloadData()
        window.layoutIfNeeded()
        // The plain cells made before went to the reuse queue: reloading hands them out again.
        #expect(collection.visibleCells.allSatisfy { !($0 is PhotoCell) })
        source.counts = [8]
        collection.reloadData()
        window.layoutIfNeeded()
        let made = collection.visibleCells.compactMap { $0 as? PhotoCell }
        #expect(made.count == 4, "four reused plain cells, four new PhotoCells")
        let first = try #require(made.first)
        source.counts = [8]
        collection.reloadData()
        window.layoutIfNeeded()
        #expect(collection.visibleCells.contains { $0 === first })
        #expect(first.reuses == 1)
    }

    @Test("Batch updates: consistent ones apply and move the selection; others say UIKit's words")
    func batchUpdates() {
        let fixture = launchedApp { ViewController() }
        let window = fixture.host.application!.keyWindow!
        let collection = CollectionView(
            frame: window.bounds, collectionViewLayout: CollectionViewFlowLayout())
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let source = GridSource(counts: [5])
        collection.dataSource = source
        collection.delegate = source
        window.rootViewController!.view.addSubview(collection)
        window.layoutIfNeeded()
        collection.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        source.counts = [6]
        var completed = false
        collection.performBatchUpdates({
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }) { completed = $0 }
        #expect(completed)
        #expect(collection.numberOfItems(inSection: 0) == 6)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(fixture.recorder.diagnostics.isEmpty)
        #expect(collection.invariantViolations() == [])
        source.counts = [8]
        collection.insertItems(at: [IndexPath(item: 6, section: 0)])
        #expect(
            fixture.recorder.diagnostics.map(\.message).last
                == "Test (com.example.test): CollectionView: Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (8) must be equal to the number of items contained in that section before the update (6), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(collection.numberOfItems(inSection: 0) == 8, "the collection view follows its data source")
        collection.deleteItems(at: [IndexPath(item: 9, section: 0)])
        #expect(
            fixture.recorder.diagnostics.map(\.message).last
                == "Test (com.example.test): CollectionView: attempt to delete item 9 from section 0 which only contains 8 items before the update"
        )
        source.counts = [7]
        collection.deleteItems(at: [IndexPath(item: 4, section: 0)])
        #expect(collection.indexPathsForSelectedItems == nil, "the selected item was deleted")
        window.layoutIfNeeded()
        #expect(collection.visibleCells.count == 7)
        #expect(collection.invariantViolations() == [])
    }

    @Test("reloadData asks the data source again; reloadItems replaces only those cells")
    func reload() {
        let (window, collection, source) = grid([6])
        source.counts = [2]
        collection.reloadData()
        window.layoutIfNeeded()
        #expect(collection.visibleCells.count == 2)
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === second, "its cell was reused")
        #expect(collection.visibleCells.count == 2)
        #expect(collection.invariantViolations() == [])
    }

    @Test("Cells render as cells with their labels' text; a selected cell shows its selected background")
    func cellAppearance() throws {
        let (window, collection, source) = grid([3])
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let selectedBackground = View()
        cell.selectedBackgroundView = selectedBackground
        #expect(selectedBackground.isHidden)
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(!selectedBackground.isHidden)
        #expect(
            cell.subviews.firstIndex { $0 === selectedBackground }! < cell.subviews.firstIndex {
                $0 === cell.contentView
            }!)
        let tree = RenderTreeBuilder().render(window)
        let text = RenderTextRenderer.render(tree)
        #expect(text.contains("a11y=cell:\"Tile 0.1\"[selected]"))
        #expect(text.contains("a11y=cell:\"Tile 0.2\"") && !text.contains("a11y=cell:\"Tile 0.2\"[selected]"))
    }
}
