public import Foundation

/// Supplies a table view's sections, rows and cells, as UIKit's `UITableViewDataSource`.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many sections (`numberOfSections(in:)`); default 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows in `section` (`tableView(_:numberOfRowsInSection:)`).
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row (`tableView(_:cellForRowAt:)`); dequeue it to reuse cells.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// A plain header title for `section`, or nil (`tableView(_:titleForHeaderInSection:)`); default nil.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// A footer text for `section`, or nil (`tableView(_:titleForFooterInSection:)`); default nil. A
    /// grouped table shows it under the section in small grey type, wrapped.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// Default: one section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Default: no header.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default: no footer.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}
