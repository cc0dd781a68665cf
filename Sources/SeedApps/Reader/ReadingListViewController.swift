public import Foundation
public import TouchKit

/// Safari's reading list as Reader shows it (the "Reading List" quick action): one row per saved page,
/// newest first; a tap opens the page in an in-app Safari view.
@MainActor
public final class ReadingListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The list.
    public let tableView = TableView()
    private var items: [URL] = []

    /// Creates the list, titled "Reading List".
    public override init() {
        super.init()
        title = "Reading List"
    }

    /// Not made from an archive (`init?(coder:)` gives nil): this screen is built in code only.
    @available(*, unavailable, message: "built in code only")
    required init?(coder: NSCoder) { nil }

    /// The table is the view.
    public override func loadView() {
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    /// Reads the list each time it shows.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        items = view.window?.application?.services?.readingList.items.map(\.url) ?? []
        tableView.reloadData()
    }

    /// One row per page, or one saying the list is empty.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        max(1, items.count)
    }

    /// The page's address.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Page")
            ?? TableViewCell(style: .default, reuseIdentifier: "Page")
        cell.textLabel?.text = items.isEmpty ? "Nothing saved yet" : items[indexPath.row].absoluteString
        return cell
    }

    /// Opens the page in an in-app Safari view.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.row < items.count else { return }
        show(SafariViewController(url: items[indexPath.row]), sender: self)
    }
}
