public import Foundation

/// Something that can receive touches, as UIKit's `UIResponder`.
///
/// Views, view controllers and windows are responders. A touch is delivered to the view it began in;
/// what a responder does not handle goes to its `next` responder (a view's view controller or
/// superview, a controller's view's superview, …), as in UIKit: the default implementation of each
/// `touches…` method forwards to `next`.
///
/// Responders compare and hash by identity, as UIKit's (an `NSObject`'s default `isEqual:`), so
/// iOS code's `textField == self.titleField` and `Set<UIView>` work. They conform to
/// `NSObjectProtocol` as UIKit's `NSObject`s do, so a delegate protocol declared
/// `protocol ChatReplyDelegate: NSObjectProtocol` can be adopted by a view controller.
@MainActor
open class Responder: Hashable, NSObjectProtocol {
    /// Creates a responder.
    public init() {}

    /// Identity, as UIKit's objects compare.
    nonisolated public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }

    /// Identity, as UIKit's objects hash.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Identity, as `NSObject`'s default `isEqual(_:)`: true only for this very object.
    nonisolated open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// Identity's hash, as `NSObject`'s default `hash`.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    /// The object itself (`NSObjectProtocol`'s `self()`).
    nonisolated public func `self`() -> Self { self }

    /// Never a proxy (`isProxy()`): there is no `NSProxy` here.
    nonisolated public func isProxy() -> Bool { false }

    /// The class name and identity, as `NSObject`'s `<Class: 0x…>` (`description`).
    nonisolated open var description: String { "<\(type(of: self)): \(ObjectIdentifier(self))>" }

    /// `description` (`debugDescription`).
    nonisolated open var debugDescription: String { description }

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

    // MARK: - First responder

    /// Whether the responder can take the keyboard's input (`canBecomeFirstResponder`); false by
    /// default, true for a text field, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked (`canResignFirstResponder`,
    /// default true).
    open var canResignFirstResponder: Bool { true }

    /// The window whose first responder this responder would be: a view's window, a controller's
    /// view's window; nil while off screen.
    open var firstResponderWindow: Window? { nil }

    /// Whether the responder is its window's first responder (`isFirstResponder`).
    public var isFirstResponder: Bool { firstResponderWindow?.firstResponder === self }

    /// Makes the responder its window's first responder (`becomeFirstResponder()`), as in UIKit:
    /// false when it cannot become one, is not in a window, or the current first responder refuses
    /// to resign; true (and nothing changes) when it already is one.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status (`resignFirstResponder()`): false, keeping it, when
    /// `canResignFirstResponder` is false; true otherwise, also when the responder was not one.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

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
