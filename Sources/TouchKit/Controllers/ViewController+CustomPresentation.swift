public import Foundation

// Custom modal transitions: a presentation whose controller has a transitioning delegate or the
// `.custom` style runs the delegate's animator in a container view, with a presentation controller.

extension ViewController {
    /// The presentation controller of this controller's current custom presentation
    /// (`presentationController`); nil when it is not presented through one. Differs from UIKit,
    /// which makes one on first access for any controller.
    public var presentationController: PresentationController? { presentationControllerStorage }

    /// The coordinator of the custom transition this controller, its presenter or an ancestor takes
    /// part in now (`transitionCoordinator`); nil between transitions, as in UIKit. Pushes and the
    /// system's presentations have none here.
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        var current: ViewController? = self
        while let controller = current {
            if let context = controller.transitionContextStorage { return context }
            current = controller.parentStorage
        }
        return nil
    }

    /// Whether this controller is being presented now (`isBeingPresented`): a custom presentation
    /// that has not completed.
    public var isBeingPresented: Bool {
        transitionContextStorage.map { $0.isPresenting && $0.viewController(forKey: .to) === self } ?? false
    }

    /// Whether this controller is being dismissed now (`isBeingDismissed`): a custom dismissal that
    /// has not completed.
    public var isBeingDismissed: Bool {
        transitionContextStorage.map { !$0.isPresenting && $0.viewController(forKey: .from) === self }
            ?? false
    }

    func performCustomPresentation(
        of presented: ViewController, by presenter: ViewController, in window: Window,
        style: ModalPresentationStyle, animated: Bool, completion: (@MainActor () -> Void)?
    ) {
        let delegate = presented.transitioningDelegate
        let presentationController =
            (style == .custom
                ? delegate?.presentationController(
                    forPresented: presented, presenting: presenter, source: self)
                : nil)
            ?? SystemPresentationController(
                presented: presented, presenter: presenter, style: style, window: window)
        let customAnimator = delegate?.animationController(
            forPresented: presented, presenting: presenter, source: self)
        let animator = customAnimator ?? SystemTransitionAnimator(presenting: true)
        let interaction = customAnimator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }

        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.presentationControllerStorage = presentationController
        presented.updateTraitCollection()
        let container = TransitionContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = presentationController
        window.addSubview(container)
        presentationController.attach(container: container, presenter: presenter)
        let view = presented.view!
        view.frame = presentationController.frameOfPresentedViewInContainerView

        let context = TransitionContext(
            presenting: true, from: presenter, to: presented, container: container, animated: animated,
            style: style, presentationController: presentationController, animator: animator)
        presented.transitionContextStorage = context
        presenter.transitionContextStorage = context
        let covers = presentationController.shouldRemovePresentersView
        presentationController.presentationTransitionWillBegin()
        presented.beginAppearanceTransition(true, animated: animated)
        if covers { presenter.beginAppearanceTransition(false, animated: animated) }
        context.onComplete = { didComplete in
            presented.transitionContextStorage = nil
            presenter.transitionContextStorage = nil
            presentationController.presentationTransitionDidEnd(didComplete)
            if didComplete {
                presented.endAppearanceTransition()
                if covers { presenter.endAppearanceTransition() }
                completion?()
            } else {
                // A cancelled (interactive) presentation: as if it never happened.
                presented.beginAppearanceTransition(false, animated: animated)
                presented.endAppearanceTransition()
                if covers {
                    presenter.beginAppearanceTransition(true, animated: animated)
                    presenter.endAppearanceTransition()
                }
                view.removeFromSuperview()
                container.removeFromSuperview()
                presentationController.containerView = nil
                presenter.presentedStorage = nil
                presented.presentingStorage = nil
                presented.presentationControllerStorage = nil
                presented.updateTraitCollection()
            }
        }
        start(context, animator: animator, interaction: interaction)
    }

    func performCustomDismissal(
        of chain: [ViewController], by presenter: ViewController,
        with presentationController: PresentationController, animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        let target = chain[0]
        guard let container = presentationController.containerView, let view = target.viewStorage else {
            completion?()
            return
        }
        let delegate = target.transitioningDelegate
        let customAnimator = delegate?.animationController(forDismissed: target)
        let animator = customAnimator ?? SystemTransitionAnimator(presenting: false)
        let interaction = customAnimator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let style = container.window.map { target.presentationStyle(in: $0) } ?? target.modalPresentationStyle
        let context = TransitionContext(
            presenting: false, from: target, to: presenter, container: container, animated: animated,
            style: style, presentationController: presentationController, animator: animator)
        target.transitionContextStorage = context
        presenter.transitionContextStorage = context
        let covers = presentationController.shouldRemovePresentersView
        presentationController.dismissalTransitionWillBegin()
        for controller in chain.reversed() { controller.beginAppearanceTransition(false, animated: animated) }
        if covers { presenter.beginAppearanceTransition(true, animated: animated) }
        view.isUserInteractionEnabled = false
        context.onComplete = { didComplete in
            target.transitionContextStorage = nil
            presenter.transitionContextStorage = nil
            presentationController.dismissalTransitionDidEnd(didComplete)
            view.isUserInteractionEnabled = true
            if didComplete {
                presenter.presentedStorage = nil
                for controller in chain.reversed() {
                    controller.viewStorage?.removeFromSuperview()
                    controller.presentingStorage = nil
                    controller.presentedStorage = nil
                    controller.updateTraitCollection()
                    controller.endAppearanceTransition()
                }
                container.removeFromSuperview()
                presentationController.containerView = nil
                target.presentationControllerStorage = nil
                if covers { presenter.endAppearanceTransition() }
                completion?()
            } else {
                // A cancelled (interactive) dismissal: the presentation stays.
                for controller in chain {
                    controller.beginAppearanceTransition(true, animated: animated)
                    controller.endAppearanceTransition()
                }
                if covers {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    presenter.endAppearanceTransition()
                }
            }
        }
        start(context, animator: animator, interaction: interaction)
    }

    private func start(
        _ context: TransitionContext, animator: any ViewControllerAnimatedTransitioning,
        interaction: (any ViewControllerInteractiveTransitioning)?
    ) {
        if let interaction, interaction.wantsInteractiveStart {
            context.isInteractive = true
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        context.startAlongsideAnimations()
    }
}

/// The presentation controller of a presentation with a transitioning delegate but a system style
/// (`.fullScreen`, sheets): the presented view goes where `present` puts it without a delegate.
@MainActor
final class SystemPresentationController: PresentationController {
    private let frame: CGRect
    private let removesPresenter: Bool

    init(
        presented: ViewController, presenter: ViewController, style: ViewController.ModalPresentationStyle,
        window: Window
    ) {
        frame = presented.presentedFrame(style, in: window)
        removesPresenter = style.hidesPresenter
        super.init(presentedViewController: presented, presenting: presenter)
    }

    override var frameOfPresentedViewInContainerView: CGRect { frame }
    override var shouldRemovePresentersView: Bool { removesPresenter }
}
