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

/// Hears a table view's selection and sizes its rows, as UIKit's `UITableViewDelegate`.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The row's height (`tableView(_:heightForRowAt:)`); default `tableView.rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The user tapped the row (`tableView(_:didSelectRowAt:)`).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row was deselected (`tableView(_:didDeselectRowAt:)`).
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The cell is about to show (`tableView(_:willDisplay:forRowAt:)`).
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// Default: the table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// Default: nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
}
