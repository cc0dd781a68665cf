public import Foundation

/// One custom presentation or dismissal under way: the context its animator reads and reports to,
/// and the coordinator other code animates alongside with (UIKit's private
/// `_UIViewControllerTransitionContext` and `_UIViewControllerTransitionCoordinator`).
@MainActor
final class TransitionContext: ViewControllerContextTransitioning, ViewControllerTransitionCoordinator {
    let containerView: View
    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: ViewController.ModalPresentationStyle
    private(set) var transitionDuration: TimeInterval = 0
    /// Whether this presents (`true`) or dismisses.
    let isPresenting: Bool
    let presentationController: PresentationController
    let animator: any ViewControllerAnimatedTransitioning
    /// How far an interaction has taken it, 0…1.
    private(set) var percentComplete: CGFloat = 0
    private let from: ViewController
    private let to: ViewController
    private var alongside: [@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationsStarted = false
    private(set) var isComplete = false
    /// What the presentation or dismissal does when the animator completes it.
    var onComplete: (@MainActor (Bool) -> Void)?

    init(
        presenting: Bool, from: ViewController, to: ViewController, container: View, animated: Bool,
        style: ViewController.ModalPresentationStyle, presentationController: PresentationController,
        animator: any ViewControllerAnimatedTransitioning
    ) {
        isPresenting = presenting
        self.from = from
        self.to = to
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.presentationController = presentationController
        self.animator = animator
        transitionDuration = animated ? max(0, animator.transitionDuration(using: self)) : 0
    }

    var isCancelled: Bool { transitionWasCancelled }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        transitionWasCancelled = false
    }

    func cancelInteractiveTransition() {
        transitionWasCancelled = true
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        onComplete?(didComplete)
        onComplete = nil
        animator.animationEnded(didComplete)
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(self) }
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        let presented = isPresenting ? to : from
        let presenter = isPresenting ? from : to
        switch key {
        case .from:
            return isPresenting
                ? (presentationController.shouldRemovePresentersView ? presenter.view : nil)
                : presented.view
        case .to:
            return isPresenting
                ? presented.view
                : (presentationController.shouldRemovePresentersView ? presenter.view : nil)
        default:
            return nil
        }
    }

    func initialFrame(for viewController: ViewController) -> CGRect {
        if viewController === (isPresenting ? to : from) {
            return isPresenting ? .zero : presentationController.frameOfPresentedViewInContainerView
        }
        return viewController === (isPresenting ? from : to) ? containerView.bounds : .zero
    }

    func finalFrame(for viewController: ViewController) -> CGRect {
        if viewController === (isPresenting ? to : from) {
            return isPresenting ? presentationController.frameOfPresentedViewInContainerView : .zero
        }
        return viewController === (isPresenting ? from : to) ? containerView.bounds : .zero
    }

    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !isComplete else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if animationsStarted {
                View.animate(withDuration: transitionDuration) { animation(self) }
            } else {
                alongside.append(animation)
            }
        }
        return true
    }

    /// Runs the alongside animations gathered so far in one animation of the transition's duration
    /// (once; later ones run as they come).
    func startAlongsideAnimations() {
        guard !animationsStarted else { return }
        animationsStarted = true
        let animations = alongside
        alongside = []
        guard !animations.isEmpty else { return }
        View.animate(withDuration: transitionDuration) {
            for animation in animations { animation(self) }
        }
    }
}

/// The system's animation for a presentation or dismissal whose transitioning delegate gives no
/// animator: the presented view slides up (or down and away), as `present` does without a
/// delegate.
@MainActor
final class SystemTransitionAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
        -> TimeInterval
    {
        Transition.defaultDurations[presenting ? .present : .dismiss] ?? 0
    }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        let key: TransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key),
            let window = view.window ?? transitionContext.containerView.window
        else {
            transitionContext.completeTransition(true)
            return
        }
        if presenting, view.superview == nil { transitionContext.containerView.addSubview(view) }
        window.beginTransition(
            presenting ? .present : .dismiss, of: view, animated: transitionContext.isAnimated
        ) {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
