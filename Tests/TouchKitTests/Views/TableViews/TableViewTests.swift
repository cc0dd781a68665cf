import Foundation
import Testing
import TouchKit

/// A data source with `rows` rows per section and titled sections; a delegate that logs selections.
@MainActor
final class NumberSource: TableViewDataSource, TableViewDelegate {
    var sections: [Int]
    var titles: [String?]
    var selected: [IndexPath] = []
    var created = 0
    var heights: [IndexPath: CGFloat] = [:]

    init(sections: [Int], titles: [String?]? = nil) {
        self.sections = sections
        self.titles = titles ?? sections.map { _ in nil }
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        titles[section]
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell: TableViewCell
        if let reused = tableView.dequeueReusableCell(withIdentifier: "row") {
            cell = reused
        } else {
            created += 1
            cell = TableViewCell(style: .subtitle, reuseIdentifier: "row")
        }
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        cell.detailTextLabel?.text = "detail"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor
@Suite("TableView: rows, geometry, reuse, scrolling, selection")
struct TableViewTests {
    func setUp(sections: [Int] = [100], titles: [String?]? = nil) -> (Window, TableView, NumberSource) {
        let window = makeWindow()
        let table = TableView(frame: window.bounds)
        // These stories are about rows: the table ignores the status bar's safe area
        // (ScrollViewTests has the insets).
        table.contentInsetAdjustmentBehavior = .never
        let source = NumberSource(sections: sections, titles: titles)
        table.dataSource = source
        table.delegate = source
        window.rootViewController!.view.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, source)
    }

    /// The hairlines a cell draws (its subviews of the separator colour, half a point thick), in the
    /// cell's coordinates.
    func hairlines(_ cell: TableViewCell) -> [CGRect] {
        cell.layoutIfNeeded()
        return cell.subviews.filter {
            !$0.isHidden && $0.backgroundColor == .separator && $0.frame.height == 0.5
        }
        .map(\.frame).sorted { $0.minY < $1.minY }
    }

    @Test("Grouped: a section's first row has a hairline across its top, its last one closes it edge to edge")
    func groupedSeparators() throws {
        let window = makeWindow()
        let table = TableView(frame: window.bounds, style: .grouped)
        table.contentInsetAdjustmentBehavior = .never
        // A settings-like screen: one section of three rows, then sections of one row each (as
        // ApplicationShortcuts' detail screen, whose static cells are one per grouped section).
        let source = NumberSource(sections: [3, 1, 1], titles: ["Title", "Subtitle", "Icon"])
        table.dataSource = source
        window.rootViewController!.view.addSubview(table)
        window.layoutIfNeeded()
        let cell = { (row: Int, section: Int) in
            try #require(table.cellForRow(at: IndexPath(row: row, section: section)))
        }
        let full = { (y: CGFloat) in CGRect(x: 0, y: y, width: 375, height: 0.5) }
        let inset = CGRect(x: 15, y: 43.5, width: 360, height: 0.5)
        #expect(hairlines(try cell(0, 0)) == [full(0), inset])
        #expect(hairlines(try cell(1, 0)) == [inset])
        #expect(hairlines(try cell(2, 0)) == [full(43.5)])
        // A section of one row: both edges of the group on the one cell.
        #expect(hairlines(try cell(0, 1)) == [full(0), full(43.5)])
        #expect(hairlines(try cell(0, 2)) == [full(0), full(43.5)])

        // A row added at the end of the first section moves the group's bottom edge to it.
        source.sections[0] = 4
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        window.layoutIfNeeded()
        #expect(hairlines(try cell(2, 0)) == [inset])
        #expect(hairlines(try cell(3, 0)) == [full(43.5)])
    }

    @Test("Plain: every row's hairline is inset 15 points, and none runs across a row's top")
    func plainSeparators() throws {
        let (_, table, _) = setUp(sections: [2, 2], titles: ["Static", "Dynamic"])
        for indexPath in [
            IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1),
        ] {
            let cell = try #require(table.cellForRow(at: indexPath))
            #expect(hairlines(cell) == [CGRect(x: 15, y: 43.5, width: 360, height: 0.5)])
        }
    }

    @Test("Geometry: rectForRow, indexPathForRow, content size, with headers and custom heights")
    func geometry() {
        let window = makeWindow()
        let table = TableView(frame: window.bounds)
        let source = NumberSource(sections: [2, 3], titles: ["A", nil])
        source.heights[IndexPath(row: 1, section: 0)] = 88
        table.dataSource = source
        table.delegate = source
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 3)
        #expect(table.numberOfRows(inSection: 5) == 0)
        #expect(
            table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 375, height: 44)
        )
        #expect(
            table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 72, width: 375, height: 88)
        )
        #expect(
            table.rectForRow(at: IndexPath(row: 0, section: 1))
                == CGRect(x: 0, y: 160, width: 375, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 9, section: 1)) == .zero)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 28)) == IndexPath(row: 0, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 159.9)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 247)) == IndexPath(row: 1, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 291)) == IndexPath(row: 2, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 292)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: -1, y: 50)) == nil)
        #expect(table.contentSize.height == 292)
    }

    @Test("Only the rows on screen have cells; scrolling reuses them")
    func reuse() {
        let (window, table, source) = setUp()
        #expect(table.indexPathsForVisibleRows.map(\.row) == Array(0...15))
        #expect(source.created == 16)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Row 0.3")
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
        table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows.first?.row == 20)
        #expect(source.created <= 17)
        let cell = table.visibleCells.first!
        #expect(table.indexPath(for: cell) == IndexPath(row: 20, section: 0))
        #expect(cell.frame.minY == 880)
    }

    @Test("reloadData asks again; reloadRows replaces only those rows")
    func reload() {
        let (window, table, source) = setUp(sections: [3])
        source.sections = [2]
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.visibleCells.count == 2)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.reloadRows(at: [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
        #expect(table.visibleCells.count == 2)
    }

    @Test("A drag past the 15-point slop scrolls, within the content, and cancels the row's touch")
    func scroll() {
        let (window, table, source) = setUp()
        var finger = Finger(window)
        finger.down(100, 300)
        finger.move(100, 286)
        #expect(table.contentOffset == .zero)
        let row = table.indexPathForRow(at: CGPoint(x: 100, y: 300))!
        #expect(table.cellForRow(at: row)?.isHighlighted == true)
        finger.move(100, 284)
        #expect(table.contentOffset == .zero, "no jump at the slop")
        finger.move(100, 184)
        #expect(table.contentOffset == CGPoint(x: 0, y: 100))
        #expect(table.cellForRow(at: row)?.isHighlighted == false)
        finger.move(100, 900)
        #expect(table.contentOffset == .zero, "clamped at the top")
        finger.up()
        #expect(source.selected.isEmpty)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == table.maximumContentOffset.y)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 50 * 44 + 22 - 333.5)
    }

    @Test("A tap selects the row and tells the delegate; deselect clears it")
    func select() {
        let (window, table, source) = setUp()
        var finger = Finger(window)
        finger.tap(100, 100)
        #expect(source.selected == [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("Section headers float at the top of a plain table")
    func headers() {
        let (window, table, _) = setUp(sections: [30, 30], titles: ["First", "Second"])
        let header = table.subviews.compactMap { $0 as? Label }.first { $0.text == "First" }
        #expect(header?.frame.minY == 0)
        table.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        #expect(header?.frame.minY == 200)
    }

    @Test("dequeue with a registered class makes cells; without one it is reported")
    func registration() {
        final class CustomCell: TableViewCell {}
        let fixture = launchedApp { ViewController() }
        let table = TableView()
        fixture.host.application!.keyWindow!.rootViewController!.view.addSubview(table)
        table.register(CustomCell.self, forCellReuseIdentifier: "custom")
        #expect(
            table.dequeueReusableCell(withIdentifier: "custom", for: IndexPath(row: 0, section: 0))
                is CustomCell)
        _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Test (com.example.test): TableView: no cell class is registered for the reuse identifier 'missing'; a default cell was used. Call register(_:forCellReuseIdentifier:) first."
            ])
    }

    @Test("tableHeaderView sits above the sections and tableFooterView after them, scrolling with the rows")
    func headerAndFooterViews() {
        let (window, table, source) = setUp(sections: [2, 3], titles: ["A", nil])
        defer { withExtendedLifetime(source) {} }  // the table holds its data source weakly
        let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let footer = View(frame: CGRect(x: 0, y: 0, width: 10, height: 40))
        table.tableHeaderView = header
        table.tableFooterView = footer
        window.layoutIfNeeded()
        #expect(header.superview === table)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
        // Every row moves down by the header's height: 28 (section A's title) + 60.
        #expect(
            table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 88, width: 375, height: 44)
        )
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30)) == nil)
        // Sections end at 60 + 28 + 2 × 44 + 3 × 44 = 308; the footer follows.
        #expect(footer.frame == CGRect(x: 0, y: 308, width: 375, height: 40))
        #expect(table.contentSize.height == 348)
        // An empty footer (the iOS idiom to end the table) adds nothing; removing the header moves rows back.
        table.tableFooterView = View()
        table.tableHeaderView = nil
        window.layoutIfNeeded()
        #expect(footer.superview == nil)
        #expect(header.superview == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table.contentSize.height == 248)
    }

    @Test("separatorColor colours every visible cell's hairline; .blue and .gray select as .default")
    func separatorsAndLegacyStyles() throws {
        let (window, table, source) = setUp(sections: [3])
        defer { withExtendedLifetime(source) {} }
        table.separatorColor = .systemRed
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let hairline = try #require(cell.subviews.last)
        #expect(hairline.backgroundColor == .systemRed)
        table.separatorColor = nil
        #expect(hairline.backgroundColor == .separator)
        #expect(TableViewCell.SelectionStyle.blue == .default)
        #expect(TableViewCell.SelectionStyle.gray == .default)
    }

    @Test(
        "register(_:forCellReuseIdentifier:) with AnyClass: a cell class registers, nil unregisters, another class is reported"
    )
    func registerAnyClass() {
        final class CustomCell: TableViewCell {}
        let fixture = launchedApp { ViewController() }
        let table = TableView()
        fixture.host.application!.keyWindow!.rootViewController!.view.addSubview(table)
        let cellClass: AnyClass = CustomCell.self
        table.register(cellClass, forCellReuseIdentifier: "custom")
        #expect(
            table.dequeueReusableCell(withIdentifier: "custom", for: IndexPath(row: 0, section: 0))
                is CustomCell)
        table.register(View.self as AnyClass, forCellReuseIdentifier: "view")
        #expect(
            fixture.recorder.diagnostics.map(\.message).last?.contains("is not a UITableViewCell subclass")
                == true)
        table.register(nil as AnyClass?, forCellReuseIdentifier: "custom")
        _ = table.dequeueReusableCell(withIdentifier: "custom", for: IndexPath(row: 0, section: 0))
        #expect(
            fixture.recorder.diagnostics.map(\.message).last?.contains(
                "no cell class is registered for the reuse identifier 'custom'") == true)
    }
}
