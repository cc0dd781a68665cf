public import Foundation

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
