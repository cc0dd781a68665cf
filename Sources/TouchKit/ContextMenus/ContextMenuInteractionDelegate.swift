public import Foundation

/// What a context menu asks of the app, as UIKit's `UIContextMenuInteractionDelegate` (iOS 13).
///
/// Call order, as on iOS: `configurationForMenuAtLocation` when the view starts to lift (nil: no
/// menu; a configuration whose menu is empty and has no preview: the lift begins, then cancels);
/// `previewForHighlightingMenuWithConfiguration` (through the iOS 16 identifier form); the menu
/// opens and `willDisplayMenuFor`; then one of: an action chosen (`previewForDismissing…`,
/// `willEndFor`, then the action's handler once the menu is gone), the preview tapped
/// (`willPerformPreviewActionForMenuWith`, then `willEndFor`, then the animator's completions), or
/// a tap outside (`previewForDismissing…`, `willEndFor`). Every method but the first has a default.
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu for a press at `location` (the interaction's view's coordinates), or nil for none
    /// (`contextMenuInteraction(_:configurationForMenuAtLocation:)`).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration?

    /// The view to lift as the menu opens; nil: the interaction's view
    /// (`contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)`, deprecated in iOS 16).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?

    /// The view the preview shrinks back into as the menu goes; nil: the interaction's view
    /// (`contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)`, deprecated in iOS 16).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?

    /// The view to lift for the item `identifier` (iOS 16); the default asks the older
    /// `previewForHighlightingMenuWithConfiguration`.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> TargetedPreview?

    /// The view to shrink back into for the item `identifier` (iOS 16); the default asks the older
    /// `previewForDismissingMenuWithConfiguration`.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> TargetedPreview?

    /// The preview was tapped: commit here, usually pushing `animator.previewViewController` in
    /// `animator.addCompletion` (`contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`).
    /// Without it a tap on the preview only dismisses the menu.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)

    /// The menu is about to show (`contextMenuInteraction(_:willDisplayMenuFor:animator:)`).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)

    /// The menu is about to go (`contextMenuInteraction(_:willEndFor:animator:)`).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
}

extension ContextMenuInteractionDelegate {
    /// Nil: the interaction's view lifts.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }

    /// Nil: the preview shrinks into the interaction's view.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }

    /// Asks `previewForHighlightingMenuWithConfiguration`.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> TargetedPreview? {
        contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
    }

    /// Asks `previewForDismissingMenuWithConfiguration`.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configuration: ContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> TargetedPreview? {
        contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
    }

    /// Nothing: the tap only dismisses.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}

    /// Nothing.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}

    /// Nothing.
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}
