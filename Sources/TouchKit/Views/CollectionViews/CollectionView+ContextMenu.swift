public import Foundation

// A collection view's context menus: its items' menus come from the delegate's `contextMenu…`
// methods, as UIKit's collection views do it (iOS 13, and iOS 16's index-path forms), through one
// interaction on the collection view.

/// The collection view's own context menu interaction and the delegate that turns it into item calls.
@MainActor
final class CollectionItemContextMenus: ContextMenuInteractionDelegate {
    /// What the iOS 16 form's default returns: "not implemented", so the iOS 13 form is asked.
    static let itemsFormNotImplemented = ContextMenuConfiguration(
        identifier: "itemsFormNotImplemented" as NSString)

    private weak var collectionView: CollectionView?
    /// The item pressed, while its menu is under way (nil for a press between items).
    private(set) var item: IndexPath?
    private(set) var interaction: ContextMenuInteraction?

    /// Adds the interaction to `collectionView` (its delegate is this object, kept by the view).
    func install(on collectionView: CollectionView) {
        self.collectionView = collectionView
        let interaction = ContextMenuInteraction(delegate: self)
        interaction.isSystemOwned = true
        self.interaction = interaction
        collectionView.addInteraction(interaction)
    }

    /// Whether the device runs iOS 16 or later, where the index-path forms are asked first (a
    /// collection view in a window without an application: yes, the newest behaviour).
    private var asksItemsForms: Bool {
        guard let services = collectionView?.window?.application?.host?.services else { return true }
        return services.systemVersion.majorVersion >= 16
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration? {
        item = nil
        guard let collectionView, let delegate = collectionView.collectionDelegate else { return nil }
        let pressed = collectionView.indexPathForItem(at: location)
        if asksItemsForms {
            let answer = delegate.collectionView(
                collectionView, contextMenuConfigurationForItemsAt: pressed.map { [$0] } ?? [],
                point: location)
            if answer !== Self.itemsFormNotImplemented {
                item = answer == nil ? nil : pressed
                return answer
            }
        }
        guard let pressed else { return nil }
        let answer = delegate.collectionView(
            collectionView, contextMenuConfigurationForItemAt: pressed, point: location)
        item = answer == nil ? nil : pressed
        return answer
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        guard let collectionView, let delegate = collectionView.collectionDelegate else { return nil }
        if asksItemsForms, let item,
            let preview = delegate.collectionView(
                collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: item)
        {
            return preview
        }
        if let preview = delegate.collectionView(
            collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
        {
            return preview
        }
        return cellPreview()
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        guard let collectionView, let delegate = collectionView.collectionDelegate else { return nil }
        if asksItemsForms, let item,
            let preview = delegate.collectionView(
                collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: item)
        {
            return preview
        }
        if let preview = delegate.collectionView(
            collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
        {
            return preview
        }
        return cellPreview()
    }

    /// The pressed item's cell as the preview; nil (the collection view itself) between items.
    private func cellPreview() -> TargetedPreview? {
        item.flatMap { collectionView?.cellForItem(at: $0) }.map { TargetedPreview(view: $0) }
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(
            collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(
            collectionView, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        guard let collectionView else { return }
        collectionView.collectionDelegate?.collectionView(
            collectionView, willEndContextMenuInteraction: configuration, animator: animator)
        item = nil
    }
}

extension CollectionView {
    /// The collection view's own context menu interaction (TouchKit's addition; UIKit keeps it
    /// private): its items' menus come from the delegate's `contextMenuConfigurationForItemAt` (iOS 13)
    /// or `contextMenuConfigurationForItemsAt` (iOS 16).
    public var contextMenuInteraction: ContextMenuInteraction? { itemMenus.interaction }
}
