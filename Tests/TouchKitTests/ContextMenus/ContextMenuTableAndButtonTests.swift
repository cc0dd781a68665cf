import Foundation
import Testing
import TouchKit

/// A mail list as apps write it (iOS 13): the table's delegate gives each row a menu.
@MainActor
final class MailList: TableViewDataSource, TableViewDelegate {
    let subjects = ["Lunch?", "Invoice", "Holiday photos"]
    var lines: [String] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { subjects.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        lines.append("select \(indexPath.row)")
    }

    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    )
        -> ContextMenuConfiguration?
    {
        lines.append("menu for row \(indexPath.row)")
        guard indexPath.row != 1 else { return nil }
        let subject = subjects[indexPath.row]
        return ContextMenuConfiguration(identifier: subject as NSString, previewProvider: nil) { _ in
            Menu(children: [
                Action(title: "Reply") { _ in self.lines.append("reply \(subject)") },
                Action(title: "Delete", attributes: .destructive) { _ in
                    self.lines.append("delete \(subject)")
                },
            ])
        }
    }

    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        lines.append("willDisplay \(configuration.identifier)")
    }

    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        lines.append("willEnd")
    }
}

@MainActor
@Suite("Context menus on table rows (contextMenuConfigurationForRowAt) and on buttons (UIButton.menu)")
struct ContextMenuTableAndButtonTests {
    func mailScreen() -> (Window, TableView, MailList) {
        let window = makeWindow(capability: .unavailable)
        let table = TableView(frame: window.bounds)
        let list = MailList()
        table.dataSource = list
        table.delegate = list
        window.rootViewController!.view.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, list)
    }

    /// The centre of `row`, in window coordinates.
    func centre(of row: Int, in table: TableView) -> CGPoint {
        let frame = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    @Test("A long press on a row asks for that row's menu; the row is lifted; Reply runs on tap")
    func rowMenu() {
        let (window, table, list) = mailScreen()
        let point = centre(of: 2, in: table)
        var finger = Finger(window)
        finger.down(point.x, point.y, force: 0)
        finger.rest(0.6)
        finger.up()
        #expect(list.lines == ["menu for row 2", "willDisplay Holiday photos"])
        let state = window.contextMenuState!
        #expect(state.titles == ["Reply", "Delete"])
        // The row lifts in place, inset to the screen's 16-point margins.
        let row = table.convert(table.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
        #expect(state.previewFrame == CGRect(x: 16, y: row.minY, width: 375 - 32, height: row.height))
        #expect(window.chooseContextMenuRow(titled: "Reply"))
        #expect(list.lines.suffix(2) == ["willEnd", "reply Holiday photos"])
        #expect(!list.lines.contains("select 2"))
    }

    @Test("A row whose delegate answers nil gets no menu; a tap still selects it")
    func rowWithoutMenu() {
        let (window, table, list) = mailScreen()
        let point = centre(of: 1, in: table)
        var finger = Finger(window)
        finger.down(point.x, point.y, force: 0)
        finger.rest(0.6)
        finger.up()
        #expect(window.contextMenuState == nil)
        var tap = Finger(window, id: 2, time: 2)
        tap.tap(point.x, point.y)
        #expect(list.lines.contains("select 1"))
    }

    /// A sort button with a menu, in a window.
    func sortButton(primary: Bool) -> (Window, Button, () -> [String]) {
        let window = makeWindow(capability: .unavailable)
        let button = Button(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        var lines: [String] = []
        button.addAction(Action(title: "tap") { _ in lines.append("touchUpInside") }, for: .touchUpInside)
        button.menu = Menu(
            title: "Sort by",
            children: [
                Action(title: "Date") { _ in lines.append("by date") },
                Action(title: "Name") { _ in lines.append("by name") },
            ])
        button.showsMenuAsPrimaryAction = primary
        window.rootViewController!.view.addSubview(button)
        return (window, button, { lines })
    }

    @Test("UIButton.menu: a tap sends the action; a long press opens the menu (iOS 14)")
    func buttonMenuLongPress() {
        let (window, button, lines) = sortButton(primary: false)
        #expect(button.contextMenuInteraction != nil)
        var tap = Finger(window)
        tap.tap(70, 122)
        #expect(lines() == ["touchUpInside"])
        #expect(window.contextMenuState == nil)
        var press = Finger(window, id: 2, time: 1)
        press.down(70, 122, force: 0)
        press.rest(0.6)
        press.up()
        #expect(window.contextMenuState?.titles == ["Date", "Name"])
        #expect(window.chooseContextMenuRow(titled: "Name"))
        #expect(lines() == ["touchUpInside", "by name"])
    }

    @Test("showsMenuAsPrimaryAction: a touch opens the menu at once and sends no action")
    func buttonMenuPrimary() {
        let (window, _, lines) = sortButton(primary: true)
        var tap = Finger(window)
        tap.tap(70, 122)
        #expect(window.contextMenuState?.isOpen == true)
        #expect(window.contextMenuState?.titles == ["Date", "Name"])
        #expect(lines().isEmpty)
        var outside = Finger(window, id: 2, time: 1)
        outside.tap(300, 600)
        #expect(window.contextMenuState == nil)
        #expect(lines().isEmpty)
    }
}
