import ForceTouch
import Foundation
import TouchKit

/// A context menu delegate that writes down every call in order, and answers with `configuration`.
@MainActor
final class MenuLog: ContextMenuInteractionDelegate {
    var lines: [String] = []
    /// What `configurationForMenuAtLocation` answers (nil: no menu).
    var configuration: () -> ContextMenuConfiguration? = { nil }
    /// How a tap on the preview commits (nil: leaves `.pop`).
    var commitStyle: ContextMenuInteractionCommitStyle?
    /// Where the last press was, in the interaction's view.
    var location: CGPoint?
    /// What `previewForHighlightingMenuWithConfiguration` answers (nil: the system's).
    var highlightPreview: () -> TargetedPreview? = { nil }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration? {
        lines.append("configuration")
        self.location = location
        return configuration()
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        lines.append("highlightPreview")
        return highlightPreview()
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        lines.append("dismissPreview")
        return nil
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        lines.append("willPerform")
        if let commitStyle { animator.preferredCommitStyle = commitStyle }
        animator.addAnimations { self.lines.append("animations") }
        animator.addCompletion { [animator] in
            self.lines.append("completion \(animator.previewViewController?.title ?? "-")")
        }
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        lines.append("willDisplay")
    }

    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        lines.append("willEnd")
    }
}

/// A photo's menu as apps write it: Share, Copy, a submenu, and Delete (destructive) given first.
@MainActor
func photoMenu(log: MenuLog) -> Menu {
    func action(_ title: String, _ attributes: MenuElement.Attributes = []) -> Action {
        Action(title: title, image: Image(systemName: "circle"), attributes: attributes) { action in
            log.lines.append("action \(action.title)")
        }
    }
    return Menu(
        title: "",
        children: [
            action("Delete", .destructive), action("Share"), action("Copy"),
            Menu(title: "Rate", children: [action("Love"), action("Dislike")]),
        ])
}

/// A window (375 × 667) whose root view holds an image view at `frame` carrying a context menu
/// interaction with `log` as its delegate.
@MainActor
func makeMenuScreen(
    capability: ForceTouchCapability = .unavailable,
    frame: CGRect = CGRect(x: 100, y: 120, width: 175, height: 120)
) -> (Window, ImageView, ContextMenuInteraction, MenuLog) {
    let window = makeWindow(capability: capability)
    let photo = ImageView(image: Image(systemName: "photo"))
    photo.frame = frame
    photo.isUserInteractionEnabled = true
    window.rootViewController!.view.addSubview(photo)
    let log = MenuLog()
    let interaction = ContextMenuInteraction(delegate: log)
    photo.addInteraction(interaction)
    return (window, photo, interaction, log)
}

/// A preview controller of `size` titled `title`.
@MainActor
func previewController(_ title: String, size: CGSize = CGSize(width: 300, height: 200)) -> ViewController {
    let controller = ViewController()
    controller.title = title
    controller.preferredContentSize = size
    return controller
}

extension Window {
    /// The centre of the open menu's row titled `title`, in window coordinates.
    func centreOfMenuRow(_ title: String) -> CGPoint? {
        guard let state = contextMenuState, let index = state.titles.firstIndex(of: title) else { return nil }
        let frame = state.rowFrames[index]
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}
