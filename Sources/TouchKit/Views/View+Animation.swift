public import Foundation

// Animations as data: `View.animate` applies the changes at once and marks the changed views with a
// transition the renderer plays.

/// The views changed inside one `View.animate` block.
@MainActor
struct AnimationContext {
    var views: [View] = []

    mutating func record(_ view: View) {
        if !containsIdentical(views, view) { views.append(view) }
    }
}

extension View {
    /// The `animate` blocks running now, innermost last. Empty outside a block: it exists only for
    /// the duration of an `animate` call, as UIKit's animation context does.
    @exclusivity(unchecked) static var animationContexts: [AnimationContext] = []

    /// Changes views with an animation, as `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// TouchKit does not run animations: `animations` runs now and the views take their final values
    /// at once. Every view whose look changed inside the block is marked with a `.properties`
    /// transition (start, duration, curve) in the render tree, so the renderer animates from the old
    /// values to the new ones. `completion(true)` runs when the host's clock passes the end (at once
    /// for views without an application).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, curve: Transition.Curve = .easeInOut,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animationContexts.append(AnimationContext())
        animations()
        let context = animationContexts.removeLast()
        let window = context.views.lazy.compactMap(\.window).first
        let start = (window?.application?.now ?? 0) + max(0, delay)
        let transition = Transition(kind: .properties, start: start, duration: max(0, duration), curve: curve)
        if duration > 0 {
            for view in context.views {
                view.activeTransition = transition
                view.invalidateRender()
            }
        }
        let finish: @MainActor () -> Void = {
            for view in context.views where view.activeTransition == transition {
                view.activeTransition = nil
                view.invalidateRender()
            }
            completion?(true)
        }
        if let window {
            window.afterTransition(duration: max(0, delay) + max(0, duration), finish)
        } else {
            finish()
        }
    }
}
