import Foundation
import Testing

@testable import TouchKit

/// A shopping list that deletes the row the user finished and inserts new ones, as the table
/// tutorials do with `deleteRows(at:with:)`: consistent changes apply, inconsistent ones are
/// UIKit's "Invalid update", reported instead of ending the app.
@MainActor
@Suite("TableView: inserting and deleting rows and sections, with UIKit's consistency check")
struct TableViewUpdatesTests {
    final class Items: TableViewDataSource {
        var sections: [[String]]
        init(_ sections: [[String]]) { self.sections = sections }
        func numberOfSections(in tableView: TableView) -> Int { sections.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
    }

    func setUp(_ items: Items) -> (HostFixture, TableView) {
        let fixture = HostFixture(displayName: "List", makeRootViewController: { ViewController() }) {
            ScriptedDelegate()
        }
        fixture.host.open()
        let root = fixture.host.application!.keyWindow!.rootViewController!
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.dataSource = items
        root.view.addSubview(table)
        table.layoutIfNeeded()
        return (fixture, table)
    }

    func texts(_ table: TableView) -> [String] {
        table.layoutIfNeeded()
        return (0..<table.numberOfRows(inSection: 0)).compactMap {
            table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
        }
    }

    @Test(
        "Deleting a row the data source removed, and inserting one it added, apply; the selection follows its row"
    )
    func consistent() {
        let items = Items([["Milk", "Bread", "Coffee"]])
        let (fixture, table) = setUp(items)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        items.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(texts(table) == ["Bread", "Coffee"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "Coffee stays selected")
        items.sections[0].insert("Tea", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(texts(table) == ["Tea", "Bread", "Coffee"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(fixture.recorder.diagnostics.isEmpty)
    }

    @Test("A batch checks the whole change once; nested begin/end apply at the outermost end")
    func batch() {
        let items = Items([["a", "b", "c"]])
        let (fixture, table) = setUp(items)
        var completed = false
        table.performBatchUpdates({
            items.sections[0] = ["b", "x", "y", "c"]
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
            table.beginUpdates()
            table.insertRows(
                at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .right)
            table.endUpdates()
        }) { completed = $0 }
        #expect(completed)
        #expect(texts(table) == ["b", "x", "y", "c"])
        #expect(fixture.recorder.diagnostics.isEmpty)
    }

    @Test(
        "Deleting a row the data source still has is UIKit's Invalid update, reported; the table shows the data source"
    )
    func inconsistent() {
        let items = Items([["Milk", "Bread"]])
        let (fixture, table) = setUp(items)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "List (com.example.test): TableView: Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)."
            ])
        #expect(texts(table) == ["Milk", "Bread"])
        table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        #expect(
            fixture.recorder.diagnostics.last?.message.contains(
                "attempt to delete row 5 from section 0 which only contains 2 rows") == true)
    }

    @Test("Sections: inserting and deleting whole sections, the section count checked")
    func sections() {
        let items = Items([["a"], ["b"]])
        let (fixture, table) = setUp(items)
        items.sections.insert(["new"], at: 1)
        table.insertSections(IndexSet(integer: 1), with: .fade)
        #expect(table.numberOfSections == 3)
        items.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(table.numberOfSections == 2)
        #expect(fixture.recorder.diagnostics.isEmpty)
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(fixture.recorder.diagnostics.last?.message.contains("invalid number of sections") == true)
    }
}
