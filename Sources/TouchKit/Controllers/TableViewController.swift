public import Foundation

/// A view controller whose view is a table it is the data source and delegate of, as UIKit's
/// `UITableViewController`.
///
/// Matches UIKit: the table is made in `loadView()` with the controller's style and fills the view;
/// the controller is its `dataSource` and `delegate`, so a subclass overrides the table methods it
/// needs (`override func tableView(_:numberOfRowsInSection:)`, `cellForRowAt`, `didSelectRowAt`, …);
/// the rows load on the first `viewWillAppear(_:)`, and each appearance clears the selection when
/// `clearsSelectionOnViewWillAppear` is true (the default). Differs: there is no refresh control,
/// editing or keyboard avoidance, and the base `cellForRowAt` reports a misuse (UIKit raises an
/// exception) when a subclass says it has rows but does not make their cells.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style `loadView()` makes the table with (given to `init(style:)`).
    private let tableViewStyle: TableView.Style
    /// Whether each appearance deselects the selected row (`clearsSelectionOnViewWillAppear`).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether the rows were loaded by an appearance yet (UIKit reloads on the first one).
    private var loadedRowsOnAppearance = false

    /// Creates a controller with a table of `style` (`init(style:)`).
    public init(style: TableView.Style) {
        tableViewStyle = style
        super.init()
    }

    /// Creates a controller with a plain table.
    public override init() {
        tableViewStyle = .plain
        super.init()
    }

    /// Creates a controller with a plain table (`init(nibName:bundle:)`; see `ViewController`'s for
    /// what a nib name does here).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableViewStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a plain table from an archive (`init?(coder:)`, a storyboard's
    /// table view controller scene).
    public required init?(coder: NSCoder) {
        tableViewStyle = .plain
        super.init(coder: coder)
    }

    /// The table (`tableView`): the controller's view. Setting it replaces the view and makes the
    /// controller the new table's data source and delegate.
    public var tableView: TableView! {
        get { view as? TableView }
        set {
            view = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
        }
    }

    /// Makes the table of the controller's style, with the controller as its data source and delegate
    /// (a storyboard scene's table view when the controller came from a storyboard).
    /// Override it only to make the view yourself (then assign `tableView`).
    open override func loadView() {
        if loadStoryboardView() { return }
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: tableViewStyle)
    }

    /// Loads the rows on the first appearance and clears the selection when
    /// `clearsSelectionOnViewWillAppear` is true. Call `super` when you override it, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = tableView else { return }
        if !loadedRowsOnAppearance {
            loadedRowsOnAppearance = true
            table.reloadData()
        }
        if clearsSelectionOnViewWillAppear, let selected = table.indexPathForSelectedRow {
            table.deselectRow(at: selected, animated: animated)
        }
    }

    // MARK: - Data source (override these)

    /// One section unless overridden (`numberOfSections(in:)`).
    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// No rows unless overridden (`tableView(_:numberOfRowsInSection:)`).
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A subclass that has rows must override this (`tableView(_:cellForRowAt:)`). The base reports a
    /// `tableViewDataSource` misuse naming the subclass and returns an empty cell, where UIKit raises.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        reportMisuse(
            .tableViewDataSource(
                table: debugName,
                detail: "it has a row at section \(indexPath.section), row \(indexPath.row) but does not "
                    + "override tableView(_:cellForRowAt:); the row is empty. Override it to return the "
                    + "row's cell."))
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title unless overridden (`tableView(_:titleForHeaderInSection:)`).
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    // MARK: - Delegate (override these)

    /// The table's `rowHeight` unless overridden (`tableView(_:heightForRowAt:)`); a static
    /// table's row from a storyboard has its cell's own height, as in UIKit.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.defaultHeight(forRowAt: indexPath)
    }

    /// Nothing unless overridden (`tableView(_:didSelectRowAt:)`).
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

    /// Nothing unless overridden (`tableView(_:didDeselectRowAt:)`).
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Nothing unless overridden (`tableView(_:willDisplay:forRowAt:)`).
    open func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// No menu unless overridden (`tableView(_:contextMenuConfigurationForRowAt:point:)`).
    open func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }

    /// The cell unless overridden (`tableView(_:previewForHighlightingContextMenuWithConfiguration:)`).
    open func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }

    /// The cell unless overridden (`tableView(_:previewForDismissingContextMenuWithConfiguration:)`).
    open func tableView(
        _ tableView: TableView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }

    /// Nothing unless overridden (`tableView(_:willPerformPreviewActionForMenuWith:animator:)`).
    open func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}

    /// Nothing unless overridden (`tableView(_:willDisplayContextMenu:animator:)`).
    open func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// Nothing unless overridden (`tableView(_:willEndContextMenuInteraction:animator:)`).
    open func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// Nothing unless overridden (`scrollViewDidScroll(_:)`).
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// Nothing unless overridden (`scrollViewWillBeginDragging(_:)`).
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

    /// Nothing unless overridden (`scrollViewDidEndDragging(_:willDecelerate:)`).
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
}
