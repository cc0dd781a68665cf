public import Foundation

// Custom modal transitions: the protocols an app implements (a transitioning delegate, an animator,
// an interaction controller) and the ones TouchKit implements (the transition's context and its
// coordinator), as UIKit's iOS 7 and 8 API.

/// A key for a transition's controllers, as `UITransitionContextViewControllerKey` (Swift 4's
/// top-level name; `UITransitionContextViewControllerKey.from` / `.to`).
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's string value.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start: the presenter when presenting, the presented one when
    /// dismissing (`.from`).
    public static let from = TransitionContextViewControllerKey(
        rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end (`.to`).
    public static let to = TransitionContextViewControllerKey(
        rawValue: "UITransitionContextToViewControllerKey")
}

/// A key for a transition's views, as `UITransitionContextViewKey` (`.from` / `.to`).
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// UIKit's string value.
    public let rawValue: String
    /// A key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (`.from`).
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving (`.to`).
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition's animator reads and reports to, as `UIViewControllerContextTransitioning`.
/// TouchKit implements it (`TransitionContext`); apps use it.
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition takes place in (`containerView`): it covers the window and holds
    /// the presented view.
    var containerView: View { get }
    /// Whether the transition animates (`isAnimated`): `present(_:animated:)`'s flag.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it (`isInteractive`).
    var isInteractive: Bool { get }
    /// Whether the interaction was cancelled (`transitionWasCancelled`).
    var transitionWasCancelled: Bool { get }
    /// The presented controller's presentation style (`presentationStyle`).
    var presentationStyle: ViewController.ModalPresentationStyle { get }
    /// The interaction moved to `percentComplete` (`updateInteractiveTransition(_:)`).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition should complete (`finishInteractiveTransition()`).
    func finishInteractiveTransition()
    /// The interaction ended and the transition should go back (`cancelInteractiveTransition()`).
    func cancelInteractiveTransition()
    /// The animator is done (`completeTransition(_:)`): `true` when the transition took place.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key` (`viewController(forKey:)`).
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view for `key` (`view(forKey:)`); nil where the animator must not touch it (the
    /// presenter's view of a presentation that leaves it in place).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// Where `viewController`'s view starts (`initialFrame(for:)`); `.zero` when not known.
    func initialFrame(for viewController: ViewController) -> CGRect
    /// Where `viewController`'s view ends (`finalFrame(for:)`); `.zero` when it leaves.
    func finalFrame(for viewController: ViewController) -> CGRect
}

/// Animates a transition, as `UIViewControllerAnimatedTransitioning`.
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts (`transitionDuration(using:)`).
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?)
        -> TimeInterval
    /// Runs the animation and calls the context's `completeTransition(_:)` when it ends
    /// (`animateTransition(using:)`).
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    /// The transition is over (`animationEnded(_:)`); optional.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// Default: nothing, as UIKit's optional method.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition with an interaction, as `UIViewControllerInteractiveTransitioning`.
@MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition (`startInteractiveTransition(_:)`).
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
    /// How fast the rest plays when the interaction ends, 1 for the animator's speed
    /// (`completionSpeed`); optional.
    var completionSpeed: CGFloat { get }
    /// Whether the transition starts interactive (`wantsInteractiveStart`); optional, `true`.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    /// Default: 1.
    public var completionSpeed: CGFloat { 1 }
    /// Default: `true`.
    public var wantsInteractiveStart: Bool { true }
}

/// Supplies a presentation's animators and presentation controller, as
/// `UIViewControllerTransitioningDelegate`. Every method is optional: nil means the system's.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator presenting `presented` (`animationController(forPresented:presenting:source:)`).
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator dismissing `dismissed` (`animationController(forDismissed:)`).
    func animationController(forDismissed dismissed: ViewController) -> (
        any ViewControllerAnimatedTransitioning
    )?
    /// The interaction controller driving a presentation (`interactionControllerForPresentation(using:)`).
    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The interaction controller driving a dismissal (`interactionControllerForDismissal(using:)`).
    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation
    /// (`presentationController(forPresented:presenting:source:)`).
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    /// Default: the system's animation.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    /// Default: the system's animation.
    public func animationController(forDismissed dismissed: ViewController) -> (
        any ViewControllerAnimatedTransitioning
    )? {
        nil
    }
    /// Default: not interactive.
    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    /// Default: not interactive.
    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
    /// Default: a plain `PresentationController`.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}

/// The context of a transition's alongside animations, as
/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates (`isAnimated`).
    var isAnimated: Bool { get }
    /// Whether it is interactive (`isInteractive`).
    var isInteractive: Bool { get }
    /// Whether the interaction was cancelled (`isCancelled`).
    var isCancelled: Bool { get }
    /// The transition's duration (`transitionDuration`).
    var transitionDuration: TimeInterval { get }
    /// The presented controller's style (`presentationStyle`).
    var presentationStyle: ViewController.ModalPresentationStyle { get }
    /// The container view (`containerView`).
    var containerView: View { get }
    /// The controller for `key` (`viewController(forKey:)`).
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view for `key` (`view(forKey:)`).
    func view(forKey key: TransitionContextViewKey) -> View?
}

/// Runs animations alongside a transition, as `UIViewControllerTransitionCoordinator`
/// (`viewController.transitionCoordinator`).
@MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animation and `completion` when it ends
    /// (`animate(alongsideTransition:completion:)`); `true` when it was taken.
    @discardableResult
    func animate(
        alongsideTransition animation: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension ViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion, as Swift's default argument
    /// in UIKit's overlay.
    @discardableResult
    public func animate(
        alongsideTransition animation: (@MainActor (any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
