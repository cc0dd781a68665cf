import Foundation
import TouchKit

/// A table controller listing fixed rows: the master list of the render snapshots.
@MainActor
final class ListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    let rows: [String]
    let tableView = TableView()

    init(title: String, rows: [String]) {
        self.rows = rows
        super.init()
        self.title = title
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "item")
            ?? TableViewCell(style: .default, reuseIdentifier: "item")
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A shown window with a navigation controller over a three-row list (no application: deterministic).
@MainActor
func makeListScreen() -> (Window, NavigationController, ListViewController) {
    let list = ListViewController(title: "Items", rows: ["Search", "Share", "智能开门"])
    let navigation = NavigationController(rootViewController: list)
    let window = makeWindow(root: navigation)
    window.layoutIfNeeded()
    return (window, navigation, list)
}
