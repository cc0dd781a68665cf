public import Foundation

/// Manages a presented controller's place on screen and the views around it, as UIKit's
/// `UIPresentationController` (iOS 8).
///
/// A `.custom` presentation asks its transitioning delegate for one
/// (`presentationController(forPresented:presenting:source:)`); without one it uses this class,
/// which puts the presented view over the whole container. Subclasses add views to `containerView`
/// (a dimming or blur view) in `presentationTransitionWillBegin()` and say where the presented
/// view goes in `frameOfPresentedViewInContainerView`, as in UIKit. Differs from UIKit: no
/// adaptivity (`adaptivePresentationStyle`, size-class changes) and no `presentedView` override
/// (the presented controller's view is used).
@MainActor
open class PresentationController {
    /// The controller presented (`presentedViewController`).
    public let presentedViewController: ViewController
    /// The controller presenting it (`presentingViewController`): the presenter's topmost ancestor,
    /// as UIKit's, once the presentation started; the one given at creation before.
    public private(set) var presentingViewController: ViewController?
    /// The view the presentation takes place in (`containerView`): nil until the presentation
    /// starts and after the dismissal ends, as in UIKit.
    public internal(set) var containerView: View?

    /// A presentation controller for `presentedViewController` presented by
    /// `presentingViewController` (`init(presentedViewController:presenting:)`).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?)
    {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view animated into place (`presentedView`): the presented controller's view.
    public var presentedView: View? { presentedViewController.view }

    /// Where the presented view sits in `containerView` at the end of the presentation
    /// (`frameOfPresentedViewInContainerView`): the container's bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the screen when the presentation ends
    /// (`shouldRemovePresentersView`): `false`, the presenter stays visible behind, as UIKit's
    /// default for custom presentations. Overriding it to `true` makes the presenter disappear
    /// (`viewWillDisappear`/`viewDidDisappear`), as a full-screen presentation does.
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation is about to animate (`presentationTransitionWillBegin()`): the place to add
    /// views to `containerView` and to animate alongside through
    /// `presentedViewController.transitionCoordinator`.
    open func presentationTransitionWillBegin() {}

    /// The presentation ended (`presentationTransitionDidEnd(_:)`); `completed` is `false` when an
    /// interactive presentation was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal is about to animate (`dismissalTransitionWillBegin()`).
    open func dismissalTransitionWillBegin() {}

    /// The dismissal ended (`dismissalTransitionDidEnd(_:)`); `completed` is `false` when it was
    /// cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container is about to lay out its subviews (`containerViewWillLayoutSubviews()`).
    open func containerViewWillLayoutSubviews() {}

    /// The container laid out its subviews (`containerViewDidLayoutSubviews()`).
    open func containerViewDidLayoutSubviews() {}

    func attach(container: View, presenter: ViewController) {
        containerView = container
        presentingViewController = presenter
    }
}

/// The view a presentation takes place in (UIKit's private `UITransitionView`): it covers the
/// window and tells the presentation controller about its layout.
@MainActor
final class TransitionContainerView: View {
    weak var presentationController: PresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
