/// Something that can receive touches, as UIKit's `UIResponder`.
///
/// Views, view controllers and windows are responders. A touch is delivered to the view it began in;
/// what a responder does not handle goes to its `next` responder (a view's view controller or
/// superview, a controller's view's superview, …), as in UIKit: the default implementation of each
/// `touches…` method forwards to `next`.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The object was made from a storyboard or nib and every outlet and action of its scene is
    /// connected (`awakeFromNib()`).
    ///
    /// Matches UIKit's order: called on each object the storyboard made, after the connections, a
    /// controller's before its view loads and a view's when its controller's view loads. Differs:
    /// UIKit declares it on `NSObject`; here it is a responder's (views and controllers), since only
    /// they are made from storyboards. Call `super.awakeFromNib()` as in UIKit (it does nothing).
    open func awakeFromNib() {}

    /// Where unhandled touches go next; nil ends the chain.
    open var next: Responder? { nil }

    /// Touches went down in the responder (`touchesBegan(_:with:)`). Default: forward to `next`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved **or their force changed** (`touchesMoved(_:with:)`): on a 3D Touch device a
    /// touch that presses harder without moving is a move. Default: forward to `next`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches lifted (`touchesEnded(_:with:)`). Default: forward to `next`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system took the touches away, e.g. a gesture recognizer that cancels touches in its view
    /// recognised (`touchesCancelled(_:with:)`). Default: forward to `next`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Estimated values of touches this responder received arrived for real
    /// (`touchesEstimatedPropertiesUpdated(_:)`): each touch carries the `estimationUpdateIndex` of the
    /// sample it updates and the new values; its `estimatedPropertiesExpectingUpdates` no longer holds
    /// the updated ones. Drawing apps look the index up and redraw that point. Default: forward to
    /// `next` (UIKit's default does nothing; forwarding lets a view controller handle its view's).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {
        next?.touchesEstimatedPropertiesUpdated(touches)
    }
}
