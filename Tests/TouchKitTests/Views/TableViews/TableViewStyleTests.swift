import Foundation
import Testing
import TouchKit

/// iOS 13's inset grouped tables and tables whose rows do not select, as kylebshr/context-menus
/// makes them (`CatalogViewController(style: .insetGrouped)`, `tableView.allowsSelection = false`).
@MainActor
@Suite("TableView: the insetGrouped style and allowsSelection")
struct TableViewStyleTests {
    func table(style: TableView.Style, width: CGFloat = 375) -> (Window, TableView, NumberSource) {
        let window = makeWindow()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 667), style: style)
        let source = NumberSource(sections: [2, 3], titles: ["Basics", nil])
        table.dataSource = source
        table.delegate = source
        window.rootViewController!.view.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, source)
    }

    @Test(
        "insetGrouped rows sit 16 points in from each side (20 on a 414-point table), on the grouped background"
    )
    func insetGrouped() throws {
        let (_, inset, _) = table(style: .insetGrouped)
        let (_, grouped, _) = table(style: .grouped)
        #expect(TableView.Style.insetGrouped.rawValue == 2)
        let row = inset.rectForRow(at: IndexPath(row: 1, section: 1))
        let groupedRow = grouped.rectForRow(at: IndexPath(row: 1, section: 1))
        #expect(row == CGRect(x: 16, y: groupedRow.minY, width: 343, height: groupedRow.height))
        #expect(groupedRow.minX == 0 && groupedRow.width == 375)
        #expect(inset.backgroundColor == grouped.backgroundColor)
        let cell = try #require(inset.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.minX == 16 && cell.frame.width == 343)
        let (_, wide, _) = table(style: .insetGrouped, width: 414)
        #expect(wide.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20)
        #expect(wide.rectForRow(at: IndexPath(row: 0, section: 0)).width == 374)
    }

    @Test("with allowsSelection false a tap neither highlights nor selects; selectRow still selects")
    func allowsSelection() {
        let (window, table, source) = table(style: .plain)
        #expect(table.allowsSelection)
        table.allowsSelection = false
        var finger = Finger(window)
        let tapped = table.indexPathForRow(at: CGPoint(x: 100, y: 100))
        #expect(tapped != nil)
        finger.tap(100, 100)
        #expect(source.selected == [])
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        table.allowsSelection = true
        finger.tap(100, 100)
        #expect(source.selected.count == 1 && source.selected == [tapped])
    }
}
