import CoreGraphics
public import Foundation

/// Drives a transition's animator by a percentage, as UIKit's `UIPercentDrivenInteractiveTransition`.
///
/// When the transition starts it calls the animator's `animateTransition(using:)` at once and holds
/// the animations the animator starts (UIKit pauses their layers): the views take their final values
/// (TouchKit's animations jump), and the completions wait. `update(_:)` records the progress,
/// `finish()` lets the animations end over the rest of their time (`1 - percentComplete` of it,
/// divided by `completionSpeed`), and `cancel()` puts the views the animations changed back as they
/// were at the start and lets the animations end over the part already played. The animator then
/// calls `completeTransition(!transitionContext.transitionWasCancelled)` as in UIKit.
/// Differs from UIKit: the renderer does not scrub the animation as `update(_:)` is called; it shows
/// the final values until the transition ends.
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// How fast the rest plays after `finish()` or `cancel()`, 1 for the animator's speed
    /// (`completionSpeed`). Zero or less is taken as 0.01, as UIKit never stops.
    open var completionSpeed: CGFloat = 1
    /// The curve the rest plays with (`completionCurve`).
    open var completionCurve: Transition.Curve = .easeInOut
    /// Whether the transition starts interactive (`wantsInteractiveStart`).
    open var wantsInteractiveStart = true
    /// How far the transition is, 0…1 (`percentComplete`).
    public private(set) var percentComplete: CGFloat = 0

    private weak var context: (any ViewControllerContextTransitioning)?
    private var hold: AnimationHold?
    private var pendingEnd: Bool?

    /// A percent-driven transition (`init()`).
    public init() {}

    /// The animator's duration (`duration`); 0 before the transition starts.
    public var duration: CGFloat {
        guard let context = context as? TransitionContext else { return 0 }
        return CGFloat(context.transitionDuration)
    }

    /// Starts the transition: runs the animator with its animations held
    /// (`startInteractiveTransition(_:)`).
    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        context = transitionContext
        let hold = AnimationHold(root: transitionContext.containerView)
        self.hold = hold
        View.animationHolds.append(hold)
        if let context = transitionContext as? TransitionContext {
            context.animator.animateTransition(using: transitionContext)
            context.startAlongsideAnimations()
        }
        View.animationHolds.removeAll { $0 === hold }
        if let pendingEnd { end(finished: pendingEnd) }
    }

    /// Moves the transition to `percentComplete`, clamped to 0…1 (`update(_:)`).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Ends the interaction and lets the transition complete (`finish()`).
    open func finish() { end(finished: true) }

    /// Ends the interaction and lets the transition go back (`cancel()`).
    open func cancel() { end(finished: false) }

    /// Holds the interaction still (`pause()`): nothing to stop here, as the animations are held
    /// until `finish()` or `cancel()` anyway.
    open func pause() {}

    private func end(finished: Bool) {
        guard let hold else {
            // Called before the transition started: ends it as soon as it does.
            if context == nil { pendingEnd = finished }
            return
        }
        self.hold = nil
        pendingEnd = nil
        if finished {
            context?.finishInteractiveTransition()
            hold.release(fraction: Double(1 - percentComplete), speed: Double(completionSpeed))
        } else {
            context?.cancelInteractiveTransition()
            hold.restoreLooks()
            hold.release(fraction: Double(percentComplete), speed: Double(completionSpeed))
        }
    }
}

/// What an animation can change of a view, to put it back when an interactive transition cancels.
@MainActor
struct ViewLook {
    var bounds: CGRect
    var center: CGPoint
    var alpha: CGFloat
    var transform: CGAffineTransform
    var isHidden: Bool
    var backgroundColor: Color?

    init(_ view: View) {
        bounds = view.bounds
        center = view.center
        alpha = view.alpha
        transform = view.transform
        isHidden = view.isHidden
        backgroundColor = view.backgroundColor
    }

    func apply(to view: View) {
        view.bounds = bounds
        view.center = center
        view.transform = transform
        view.alpha = alpha
        view.isHidden = isHidden
        view.backgroundColor = backgroundColor
    }

    /// The looks of `root` and every view under it.
    static func capture(_ root: View) -> [(view: View, look: ViewLook)] {
        var result: [(view: View, look: ViewLook)] = [(root, ViewLook(root))]
        for subview in root.subviews { result += capture(subview) }
        return result
    }
}
