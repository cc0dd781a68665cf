public import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of, as
/// UIKit's `UICollectionViewController`.
///
/// Matches UIKit: the collection view is made in `loadView()` with the controller's layout and fills
/// the view; the controller is its `dataSource` and `delegate`, so a subclass overrides the methods
/// it needs (`override func collectionView(_:numberOfItemsInSection:)`, `cellForItemAt`,
/// `didSelectItemAt`, `contextMenuConfigurationForItemAt`, …) and adopts
/// `UICollectionViewDelegateFlowLayout` in an extension for per-item sizes; the items load on the
/// first `viewWillAppear(_:)`, and each appearance clears the selection when
/// `clearsSelectionOnViewWillAppear` is true (the default). Differs: `init()` uses a flow layout
/// (UIKit raises for a nil layout); the base `cellForItemAt` reports a misuse (UIKit raises) when a
/// subclass says it has items but does not make their cells; no interactive movement.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout `loadView()` makes the collection view with.
    private let layout: CollectionViewLayout
    /// Whether each appearance deselects the selected items (`clearsSelectionOnViewWillAppear`).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether the items were loaded by an appearance yet (UIKit reloads on the first one).
    private var loadedItemsOnAppearance = false

    /// Creates a controller whose collection view uses `layout` (`init(collectionViewLayout:)`).
    public init(collectionViewLayout layout: CollectionViewLayout) {
        self.layout = layout
        super.init()
    }

    /// Creates a controller with a flow layout (UIKit would need a layout). A convenience
    /// initializer, as UIKit imports `NSObject`'s `init()` here, so a subclass declares its own
    /// `init() { super.init(collectionViewLayout: …) }` without `override`, as samples write it.
    public convenience override init() {
        self.init(collectionViewLayout: CollectionViewFlowLayout())
    }

    /// Creates a controller with a flow layout (`init(nibName:bundle:)`; see `ViewController`'s for
    /// what a nib name does here).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a flow layout from an archive (`init?(coder:)`).
    public required init?(coder: NSCoder) {
        layout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (`collectionView`): the controller's view. Setting it replaces the view
    /// and makes the controller the new collection view's data source and delegate.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set {
            view = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
        }
    }

    /// The collection view's layout (`collectionViewLayout`).
    public var collectionViewLayout: CollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

    /// Makes the collection view with the controller's layout, the controller its data source and
    /// delegate. Override it only to make the view yourself (then assign `collectionView`).
    open override func loadView() {
        if loadStoryboardView() { return }
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
    }

    /// Loads the items on the first appearance and clears the selection when
    /// `clearsSelectionOnViewWillAppear` is true. Call `super` when you override it, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collectionView else { return }
        if !loadedItemsOnAppearance {
            loadedItemsOnAppearance = true
            collectionView.reloadData()
        }
        if clearsSelectionOnViewWillAppear {
            for item in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: item, animated: animated)
            }
        }
    }

    // MARK: - Data source (override these)

    /// One section unless overridden (`numberOfSections(in:)`).
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No items unless overridden (`collectionView(_:numberOfItemsInSection:)`).
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        0
    }

    /// A subclass that has items must override this (`collectionView(_:cellForItemAt:)`). The base
    /// reports a misuse naming the subclass and returns an empty cell, where UIKit raises.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        reportMisuse(
            .collectionViewDataSource(
                collection: debugName,
                detail: "it has an item at section \(indexPath.section), item \(indexPath.item) but does not "
                    + "override collectionView(_:cellForItemAt:); the item is empty. Override it to return the "
                    + "item's cell."))
        return CollectionViewCell()
    }

    /// An empty view, reported, unless overridden
    /// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`).
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.reportDataSourceMisuse(
            "the layout has a \(kind) in section \(indexPath.section), but \(debugName) does not override "
                + "collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view was used.")
        return CollectionReusableView()
    }

    // MARK: - Delegate (override these)

    /// True unless overridden (`collectionView(_:shouldHighlightItemAt:)`).
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    { true }

    /// Nothing unless overridden (`collectionView(_:didHighlightItemAt:)`).
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}

    /// Nothing unless overridden (`collectionView(_:didUnhighlightItemAt:)`).
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    /// True unless overridden (`collectionView(_:shouldSelectItemAt:)`).
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        true
    }

    /// True unless overridden (`collectionView(_:shouldDeselectItemAt:)`).
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
        -> Bool
    { true }

    /// Nothing unless overridden (`collectionView(_:didSelectItemAt:)`).
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Nothing unless overridden (`collectionView(_:didDeselectItemAt:)`).
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Nothing unless overridden (`collectionView(_:willDisplay:forItemAt:)`).
    open func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Nothing unless overridden (`collectionView(_:didEndDisplaying:forItemAt:)`).
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// No menu unless overridden (`collectionView(_:contextMenuConfigurationForItemAt:point:)`, iOS 13).
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? { nil }

    /// "Not implemented" unless overridden, so the iOS 13 form is asked
    /// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`, iOS 16; see
    /// `CollectionViewDelegate`).
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration? { CollectionItemContextMenus.itemsFormNotImplemented }

    /// The cell unless overridden (`collectionView(_:previewForHighlightingContextMenuWithConfiguration:)`).
    open func collectionView(
        _ collectionView: CollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }

    /// The cell unless overridden (`collectionView(_:previewForDismissingContextMenuWithConfiguration:)`).
    open func collectionView(
        _ collectionView: CollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }

    /// The iOS 13 form's answer unless overridden
    /// (`collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)`, iOS 16).
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }

    /// The iOS 13 form's answer unless overridden
    /// (`collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)`, iOS 16).
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }

    /// Nothing unless overridden (`collectionView(_:willPerformPreviewActionForMenuWith:animator:)`).
    open func collectionView(
        _ collectionView: CollectionView,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}

    /// Nothing unless overridden (`collectionView(_:willDisplayContextMenu:animator:)`).
    open func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// Nothing unless overridden (`collectionView(_:willEndContextMenuInteraction:animator:)`).
    open func collectionView(
        _ collectionView: CollectionView,
        willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// Nothing unless overridden (`scrollViewDidScroll(_:)`).
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}

    /// Nothing unless overridden (`scrollViewWillBeginDragging(_:)`).
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

    /// Nothing unless overridden (`scrollViewDidEndDragging(_:willDecelerate:)`).
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
}
