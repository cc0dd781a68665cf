public import Foundation

// A table view's context menus: its rows' menus come from the delegate's `contextMenu…` methods, as
// UIKit's table views do it (iOS 13), through one interaction on the table.

/// The table's own context menu interaction and the delegate that turns it into row calls.
@MainActor
final class TableRowContextMenus: ContextMenuInteractionDelegate {
    private weak var table: TableView?
    /// The row pressed, while its menu is under way.
    private(set) var row: IndexPath?
    private(set) var interaction: ContextMenuInteraction?

    /// Adds the interaction to `table` (its delegate is this object, kept by the table).
    func install(on table: TableView) {
        self.table = table
        let interaction = ContextMenuInteraction(delegate: self)
        interaction.isSystemOwned = true
        self.interaction = interaction
        table.addInteraction(interaction)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration? {
        guard let table, let delegate = table.tableDelegate, let row = table.indexPathForRow(at: location)
        else { return nil }
        self.row = row
        return delegate.tableView(table, contextMenuConfigurationForRowAt: row, point: location)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        guard let table else { return nil }
        if let preview = table.tableDelegate?.tableView(
            table, previewForHighlightingContextMenuWithConfiguration: configuration)
        {
            return preview
        }
        return row.flatMap { table.cellForRow(at: $0) }.map { TargetedPreview(view: $0) }
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        guard let table else { return nil }
        if let preview = table.tableDelegate?.tableView(
            table, previewForDismissingContextMenuWithConfiguration: configuration)
        {
            return preview
        }
        return row.flatMap { table.cellForRow(at: $0) }.map { TargetedPreview(view: $0) }
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(
            table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(
            table, willEndContextMenuInteraction: configuration, animator: animator)
        row = nil
    }
}

extension TableView {
    /// The table's own context menu interaction (TouchKit's addition; UIKit keeps it private): its
    /// rows' menus come from the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`.
    public var contextMenuInteraction: ContextMenuInteraction? { rowMenus.interaction }
}
