public import Foundation

/// Hears a collection view's highlighting, selection, display and context menus, as UIKit's
/// `UICollectionViewDelegate`. Every method has a default.
///
/// Context menus come in two forms, as in UIKit. iOS 13's
/// `collectionView(_:contextMenuConfigurationForItemAt:point:)` is asked on every iOS version that
/// has menus. iOS 16's `collectionView(_:contextMenuConfigurationForItemsAt:point:)` is asked
/// instead on iOS 16 and later when the delegate implements it (with the pressed item's index path,
/// or an empty array for a press between items, which can give the background a menu). Swift cannot
/// ask whether a protocol method is implemented, so the iOS 16 form's default returns a sentinel
/// configuration that means "not implemented": the collection view then asks the iOS 13 form, as
/// UIKit does for a delegate without the iOS 16 method. The iOS 16 preview forms
/// (`highlightPreviewForItemAt`, `dismissalPreviewForItemAt`) are asked first on iOS 16 and later;
/// nil from them falls back to the iOS 13 forms, then to the item's cell.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a touch may highlight the item (`collectionView(_:shouldHighlightItemAt:)`); default true.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// A touch highlighted the item (`collectionView(_:didHighlightItemAt:)`).
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight went (`collectionView(_:didUnhighlightItemAt:)`).
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap may select the item (`collectionView(_:shouldSelectItemAt:)`); default true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap may deselect the item in multiple selection
    /// (`collectionView(_:shouldDeselectItemAt:)`); default true.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item (`collectionView(_:didSelectItemAt:)`).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user deselected the item (`collectionView(_:didDeselectItemAt:)`).
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The cell is about to show (`collectionView(_:willDisplay:forItemAt:)`).
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    )
    /// The cell left the screen (`collectionView(_:didEndDisplaying:forItemAt:)`).
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath)

    /// The menu for a press on the item at `point` (collection view coordinates), or nil for none
    /// (`collectionView(_:contextMenuConfigurationForItemAt:point:)`, iOS 13; deprecated in iOS 16).
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The menu for a press on the items `indexPaths` (the pressed item, or none between items), or
    /// nil for none (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`, iOS 16). The
    /// default means "not implemented" (see the protocol's notes).
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The view the item's menu lifts; nil: the cell
    /// (`collectionView(_:previewForHighlightingContextMenuWithConfiguration:)`, iOS 13).
    func collectionView(
        _ collectionView: CollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// The view the item's menu shrinks back into; nil: the cell
    /// (`collectionView(_:previewForDismissingContextMenuWithConfiguration:)`, iOS 13).
    func collectionView(
        _ collectionView: CollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// The view to lift for the item (`collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)`,
    /// iOS 16); nil: the iOS 13 form's answer, else the cell.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview?
    /// The view to shrink back into for the item
    /// (`collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)`, iOS 16); nil: the
    /// iOS 13 form's answer, else the cell.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview?
    /// The item's preview was tapped
    /// (`collectionView(_:willPerformPreviewActionForMenuWith:animator:)`, iOS 13).
    func collectionView(
        _ collectionView: CollectionView,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
    /// The item's menu is about to show (`collectionView(_:willDisplayContextMenu:animator:)`, iOS 14).
    func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The item's menu is about to go (`collectionView(_:willEndContextMenuInteraction:animator:)`, iOS 14).
    func collectionView(
        _ collectionView: CollectionView,
        willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
}

extension CollectionViewDelegate {
    /// Default: true.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// Default: nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Default: true.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        true
    }
    /// Default: true.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// Default: nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Default: nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Default: no menu.
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Default: not implemented (a sentinel the collection view recognises; it then asks the iOS 13 form).
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration? { CollectionItemContextMenus.itemsFormNotImplemented }
    /// Default: the cell lifts.
    public func collectionView(
        _ collectionView: CollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    /// Default: the cell.
    public func collectionView(
        _ collectionView: CollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    /// Default: the iOS 13 form's answer, else the cell.
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }
    /// Default: the iOS 13 form's answer, else the cell.
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }
    /// Default: nothing (the tap dismisses).
    public func collectionView(
        _ collectionView: CollectionView,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    /// Default: nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Default: nothing.
    public func collectionView(
        _ collectionView: CollectionView,
        willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}
