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
    /// The context menu for a press on the row at `point` (table coordinates), or nil for none
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`, iOS 13).
    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The view the row's menu lifts; nil: the cell
    /// (`tableView(_:previewForHighlightingContextMenuWithConfiguration:)`, iOS 13).
    func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// The view the row's menu shrinks back into; nil: the cell
    /// (`tableView(_:previewForDismissingContextMenuWithConfiguration:)`, iOS 13).
    func tableView(
        _ tableView: TableView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// The row's preview was tapped
    /// (`tableView(_:willPerformPreviewActionForMenuWith:animator:)`, iOS 13).
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
    /// The row's menu is about to show (`tableView(_:willDisplayContextMenu:animator:)`, iOS 14).
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    /// The row's menu is about to go (`tableView(_:willEndContextMenuInteraction:animator:)`, iOS 14).
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
}

extension TableViewDelegate {
    /// Default: the table's `rowHeight` (a storyboard static cell's own height).
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.defaultHeight(forRowAt: indexPath)
    }
    /// Default: nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    /// Default: no menu.
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    /// Default: the cell lifts.
    public func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    /// Default: the cell.
    public func tableView(
        _ tableView: TableView,
        previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    /// Default: nothing (the tap dismisses).
    public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    /// Default: nothing.
    public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    /// Default: nothing.
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}
