import Foundation
import Testing
import TouchKit

/// A contacts list as iOS 11 lays it out: the table fills the screen under the navigation bar, its
/// first row starts below the bar, and a drag scrolls the rows up under the bar; a colour grid
/// filling a window starts below the status bar. Each rule of `contentInsetAdjustmentBehavior`
/// decides which edges of the safe area join `contentInset`.
@MainActor
@Suite("ScrollView: content insets, the safe area, contentInsetAdjustmentBehavior")
struct ScrollViewTests {
    /// A table view controller of `rows` rows in a navigation controller on an iPhone 6s window.
    func contacts(rows: Int = 100) -> (Window, NavigationController, TableView, NumberSource) {
        let list = TableViewController(style: .plain)
        list.title = "Contacts"
        let navigation = NavigationController(rootViewController: list)
        let window = makeWindow(root: navigation)
        let source = NumberSource(sections: [rows])
        list.tableView.dataSource = source
        list.tableView.delegate = source
        window.layoutIfNeeded()
        return (window, navigation, list.tableView, source)
    }

    @Test("A table in a navigation controller starts its first row below the bar, and scrolls under it")
    func tableUnderTheBar() throws {
        let (window, _, table, source) = contacts()
        defer { withExtendedLifetime((window, source)) {} }
        #expect(table.convert(table.bounds, to: nil) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(table.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(table.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -64))
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 64))
        // A drag up 100 points once past the 15-point slop scrolls the rows under the bar.
        var finger = Finger(window)
        finger.down(100, 400)
        finger.move(100, 380)
        finger.move(100, 280)
        finger.up()
        #expect(table.contentOffset.y == 36)
        #expect(first.convert(CGPoint.zero, to: nil).y == -36, "100 points up: under the bar")
        // Pulling down stops with the first row back below the bar (TouchKit does not rubber-band).
        var second = Finger(window, id: 2, time: 1)
        second.down(100, 200)
        second.move(100, 220)
        second.move(100, 600)
        second.up()
        #expect(table.contentOffset.y == -64)
        // The last row ends at the bottom of the screen: 100 rows of 44.
        table.contentOffset = CGPoint(x: 0, y: 10_000)
        var third = Finger(window, id: 3, time: 2)
        third.down(100, 400)
        third.move(100, 380)
        third.move(100, 300)
        third.up()
        #expect(table.contentOffset.y == 3_733, "4,400 points of rows less the 667 of the screen")
    }

    @Test("A table with three rows is still inset below the bar (tables count as vertically scrollable)")
    func shortTable() {
        let (window, _, table, source) = contacts(rows: 3)
        defer { withExtendedLifetime((window, source)) {} }
        #expect(table.alwaysBounceVertical)
        #expect(table.contentSize.height == 132)
        #expect(table.contentOffset == CGPoint(x: 0, y: -64))
        #expect(table.maximumContentOffset.y == -64, "content shorter than the screen does not scroll")
    }

    @Test(".never leaves the first row under the bar, at y = 0, as iOS does")
    func never() throws {
        let (window, _, table, source) = contacts()
        defer { withExtendedLifetime((window, source)) {} }
        table.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        #expect(table.adjustedContentInset == .zero)
        #expect(table.contentOffset == .zero, "a table resting at its top follows the insets")
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(CGPoint.zero, to: nil) == .zero)
    }

    @Test("contentInset adds to the safe area's insets; adjustedContentInsetDidChange hears each change")
    func contentInsetAdds() {
        final class Watched: ScrollView {
            var heard: [EdgeInsets] = []
            override func adjustedContentInsetDidChange() {
                super.adjustedContentInsetDidChange()
                heard.append(adjustedContentInset)
            }
        }
        let window = makeWindow()
        let scroll = Watched(frame: window.bounds)
        scroll.contentSize = CGSize(width: 375, height: 2_000)
        window.rootViewController!.view.addSubview(scroll)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 30, left: 0, bottom: 30, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -30))
        #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 2_000 + 30 - 667))
        #expect(
            scroll.heard == [EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), scroll.adjustedContentInset])
    }

    @Test("Which edges each behaviour adjusts, for short and tall content, as a root view or a subview")
    func behaviours() {
        typealias Behavior = ScrollView.ContentInsetAdjustmentBehavior
        let statusBar = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // A subview filling a window's root view: only the status bar is in its safe area.
        func inset(_ behavior: Behavior, content height: CGFloat, bounces: Bool = false) -> EdgeInsets {
            let window = makeWindow()
            let scroll = ScrollView(frame: window.bounds)
            scroll.contentInsetAdjustmentBehavior = behavior
            scroll.alwaysBounceVertical = bounces
            scroll.contentSize = CGSize(width: 375, height: height)
            window.rootViewController!.view.addSubview(scroll)
            window.layoutIfNeeded()
            return scroll.adjustedContentInset
        }
        #expect(inset(.automatic, content: 300) == .zero, "short content does not scroll")
        #expect(inset(.automatic, content: 3_000) == statusBar)
        #expect(inset(.scrollableAxes, content: 300) == .zero)
        #expect(inset(.scrollableAxes, content: 300, bounces: true) == statusBar)
        #expect(inset(.scrollableAxes, content: 3_000) == statusBar)
        #expect(inset(.always, content: 300) == statusBar)
        #expect(inset(.never, content: 3_000) == .zero)
        // .automatic also insets a short scroll view that is a controller's view in a navigation
        // controller; .scrollableAxes does not.
        func rootInset(_ behavior: Behavior, adjusts: Bool = true) -> EdgeInsets {
            let page = ViewController()
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            scroll.contentInsetAdjustmentBehavior = behavior
            scroll.contentSize = CGSize(width: 375, height: 300)
            page.view = scroll
            page.automaticallyAdjustsScrollViewInsets = adjusts
            let window = makeWindow(root: NavigationController(rootViewController: page))
            window.layoutIfNeeded()
            return scroll.adjustedContentInset
        }
        #expect(rootInset(.automatic) == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(rootInset(.scrollableAxes) == .zero)
        #expect(rootInset(.automatic, adjusts: false) == .zero, "the iOS 10 opt-out still opts out")
    }

    @Test(
        "A photo grid added first to a plain controller's view in a navigation controller is inset below the bar; a second scroll view is not"
    )
    func firstScrollViewOfTheRootView() {
        let page = ViewController()
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let grid = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        grid.contentSize = CGSize(width: 375, height: 430)  // three rows of photos: shorter than the screen
        let strip = ScrollView(frame: CGRect(x: 0, y: 500, width: 375, height: 100))
        strip.contentSize = CGSize(width: 375, height: 50)
        page.view.addSubview(label)  // not a scroll view: the grid is still the first one
        page.view.addSubview(grid)
        page.view.addSubview(strip)
        let window = makeWindow(root: NavigationController(rootViewController: page))
        window.layoutIfNeeded()
        #expect(grid.adjustedContentInset == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(grid.contentOffset == CGPoint(x: 0, y: -64))
        #expect(strip.adjustedContentInset == .zero)
        // The iOS 10 opt-out still opts out.
        page.automaticallyAdjustsScrollViewInsets = false
        grid.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(grid.adjustedContentInset == .zero)
    }

    @Test("A colour grid filling the window (a collection view controller) starts below the status bar")
    func gridBelowTheStatusBar() throws {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = CollectionViewController(collectionViewLayout: layout)
        let window = makeWindow(root: grid)
        let collection = try #require(grid.collectionView)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let source = GridSource(counts: [30])
        collection.dataSource = source
        collection.delegate = source
        window.layoutIfNeeded()
        defer { withExtendedLifetime(source) {} }
        #expect(collection.contentSize.height > 667)
        #expect(collection.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.convert(CGPoint.zero, to: nil).y == 20)
        // Scrolling to the first item puts it below the status bar again.
        collection.contentOffset = CGPoint(x: 0, y: 500)
        collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        #expect(collection.contentOffset.y == -20)
    }

    @Test("scrollToRow puts a row at the top below the bar, at the bottom above the screen's end")
    func scrollToRow() {
        let (window, _, table, source) = contacts()
        defer { withExtendedLifetime((window, source)) {} }
        let row = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        #expect(table.contentOffset.y == 2_136, "row 50 at 2,200, below the 64 points of bars")
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == 1_577, "its end at 2,244, at the screen's end")
        table.scrollToRow(at: row, at: .middle, animated: false)
        // The row's middle (2,222) at the middle of the 603 points below the bar.
        let middle: CGFloat = 2_222 - 64 - 603 / 2
        #expect(table.contentOffset.y == middle)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == -64)
    }
}
