/// The animator a context menu hands its delegate when it appears or ends, as UIKit's
/// `UIContextMenuInteractionAnimating` (iOS 13).
@MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The preview controller, if the menu has one (`previewViewController`).
    var previewViewController: ViewController? { get }
    /// Adds changes to run alongside the system's animation (`addAnimations(_:)`).
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds work to run when the animation ends (`addCompletion(_:)`).
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator of a tap on the preview, as UIKit's `UIContextMenuInteractionCommitAnimating`
/// (iOS 13): the delegate picks how the menu goes and does its commit in a completion.
@MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// How the menu goes away (`preferredCommitStyle`; `.pop` unless set).
    var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}

/// How a committed context menu leaves, as UIKit's `UIContextMenuInteractionCommitStyle`.
public enum ContextMenuInteractionCommitStyle: Int, Sendable, Hashable, CaseIterable {
    /// The preview shrinks back into its source (`dismiss`).
    case dismiss = 0
    /// The preview grows into what the delegate shows next (`pop`).
    case pop = 1
}

/// TouchKit's animator: keeps the animations and completions and runs them when the presenter
/// finishes the transition (the model is final at once; the renderer plays the motion).
@MainActor
final class ContextMenuAnimator: ContextMenuInteractionCommitAnimating {
    let previewViewController: ViewController?
    var preferredCommitStyle: ContextMenuInteractionCommitStyle = .pop
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: ViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }

    /// Runs the animations, then the completions, each once.
    func finish() {
        let animations = self.animations
        self.animations = []
        animations.forEach { $0() }
        let completions = self.completions
        self.completions = []
        completions.forEach { $0() }
    }
}
