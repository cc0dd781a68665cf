import Foundation
import Testing
import TouchKit

/// A table view controller as an app subclasses it: rows from overridden data source methods.
@MainActor
final class FruitTableViewController: TableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]
    var appearances = 0
    var selected: [String] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(fruits[indexPath.row])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

/// A subclass that says it has rows but never makes their cells (UIKit raises; TouchKit reports).
@MainActor
final class CellLessTableViewController: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
}

@MainActor
@Suite("TableViewController: its table, overridden data source, selection cleared on appearance")
struct TableViewControllerTests {
    @Test("loadView makes a table of the style, with the controller as data source and delegate")
    func tableIsTheView() {
        let grouped = TableViewController(style: .grouped)
        #expect(grouped.tableView.style == .grouped)
        #expect(grouped.tableView === grouped.view)
        #expect(grouped.tableView.dataSource === grouped)
        #expect(grouped.tableView.delegate === grouped)
        #expect(TableViewController().tableView.style == .plain)
        #expect(TableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
        #expect(grouped.tableView.numberOfRows(inSection: 0) == 0)

        let replacement = TableView(frame: .zero, style: .plain)
        grouped.tableView = replacement
        #expect(grouped.view === replacement)
        #expect(replacement.dataSource === grouped)
    }

    @Test("The subclass's rows show; a tap selects; the next appearance clears the selection")
    func rowsAndSelection() {
        let fruits = FruitTableViewController()
        let fixture = launchedApp { NavigationController(rootViewController: fruits) }
        fixture.host.tick()
        fixture.host.application?.keyWindow?.layoutIfNeeded()
        #expect(
            fruits.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        #expect(fruits.appearances == 1)

        fruits.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        fruits.tableView(fruits.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        let detail = ViewController()
        fruits.navigationController?.pushViewController(detail, animated: false)
        fixture.host.tick()
        #expect(fruits.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        fruits.navigationController?.popViewController(animated: false)
        fixture.host.tick()
        #expect(fruits.appearances == 2)
        #expect(fruits.tableView.indexPathForSelectedRow == nil)
        #expect(fruits.selected == ["Banana"])

        fruits.clearsSelectionOnViewWillAppear = false
        fruits.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        fruits.navigationController?.pushViewController(ViewController(), animated: false)
        fixture.host.tick()
        fruits.navigationController?.popViewController(animated: false)
        fixture.host.tick()
        #expect(fruits.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(fixture.recorder.diagnostics.isEmpty)
    }

    @Test("Rows without cellForRowAt: each is reported, naming the method to override")
    func missingCellForRow() {
        let fixture = launchedApp { CellLessTableViewController() }
        fixture.host.tick()
        fixture.host.application?.keyWindow?.layoutIfNeeded()
        let messages = fixture.recorder.diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.contains("CellLessTableViewController") })
        #expect(messages.first?.contains("does not override tableView(_:cellForRowAt:)") == true)
    }

    @Test("A nib name: the view is a plain one and the misuse names the nib and what to do")
    func nibName() {
        let fixture = launchedApp { ViewController(nibName: "Main", bundle: nil) }
        fixture.host.tick()
        #expect(fixture.host.application?.keyWindow?.rootViewController?.nibName == "Main")
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Test (com.example.test): ViewController was made with init(nibName: \"Main\", bundle:), but ForceTouchKit has no nib files or storyboards, so its view is a plain empty view. Build the view in code (override loadView() or viewDidLoad()) and pass nibName: nil."
            ])
    }
}
