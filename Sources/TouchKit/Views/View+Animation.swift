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

/// One `View.animate` call between its block and its completion: the views it changed, the
/// transition they carry and the completion still to run.
@MainActor
final class RunningAnimation {
    let views: [View]
    let transition: Transition
    let window: Window?
    /// How long after its start the animation ends (delay plus duration), in seconds.
    let length: TimeInterval
    /// Whether it repeats (`.repeat`): it then ends only when removed.
    let repeats: Bool
    private var completion: (@MainActor (Bool) -> Void)?
    private(set) var isFinished = false

    init(
        views: [View], transition: Transition, window: Window?, length: TimeInterval, repeats: Bool,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        self.views = views
        self.transition = transition
        self.window = window
        self.length = length
        self.repeats = repeats
        self.completion = completion
    }

    /// Ends the animation once: clears the views' transition, forgets it and calls the completion
    /// with `finished`.
    func finish(_ finished: Bool) {
        guard !isFinished else { return }
        isFinished = true
        for view in views {
            if view.activeTransition == transition {
                view.activeTransition = nil
                view.invalidateRender()
            }
            let key = ObjectIdentifier(view)
            View.runningAnimations[key]?.removeAll { $0 === self }
            if View.runningAnimations[key]?.isEmpty == true { View.runningAnimations[key] = nil }
        }
        let completion = self.completion
        self.completion = nil
        completion?(finished)
    }

    /// Ends the animation `delay` seconds from now on its window's clock (at once without one).
    func finish(after delay: TimeInterval) {
        if let window {
            window.afterTransition(duration: max(0, delay)) { self.finish(true) }
        } else {
            finish(true)
        }
    }
}

/// Holds the completions of the animations started inside it until it is released: a
/// percent-driven interactive transition holds its animator's animations, as UIKit pauses the
/// transition's layers, and lets them end when it finishes or cancels.
@MainActor
final class AnimationHold {
    /// The view whose subtree the held animations change (the transition's container).
    let root: View
    private(set) var animations: [RunningAnimation] = []
    /// How each view the held animations changed looked before its first one, to put it back.
    private(set) var looks: [(view: View, look: ViewLook)] = []

    init(root: View) { self.root = root }

    func hold(_ animation: RunningAnimation, before: [(view: View, look: ViewLook)]) {
        animations.append(animation)
        for entry in before
        where containsIdentical(animation.views, entry.view)
            && !looks.contains(where: { $0.view === entry.view })
        {
            looks.append(entry)
        }
    }

    /// Puts every view the held animations changed back as it was before them.
    func restoreLooks() {
        for (view, look) in looks { look.apply(to: view) }
    }

    /// Lets every held animation end after `fraction` of its length, divided by `speed`.
    func release(fraction: Double, speed: Double) {
        let held = animations
        animations = []
        for animation in held where !animation.repeats {
            animation.finish(after: animation.length * max(0, fraction) / max(speed, 0.01))
        }
    }
}

extension View {
    /// The `animate` blocks running now, innermost last. Empty outside a block: it exists only for
    /// the duration of an `animate` call, as UIKit's animation context does.
    @exclusivity(unchecked) static var animationContexts: [AnimationContext] = []

    /// The animations not yet ended, by view (`removeAllAnimations()` ends them).
    @exclusivity(unchecked) static var runningAnimations: [ObjectIdentifier: [RunningAnimation]] = [:]

    /// The holds open now, innermost last: an animation started while one is open is held by it.
    @exclusivity(unchecked) static var animationHolds: [AnimationHold] = []

    /// Options of an animation, as `UIView.AnimationOptions` (Swift 4: `UIViewAnimationOptions`),
    /// with UIKit's raw values.
    ///
    /// TouchKit honours the curve (`curveEaseInOut`, `curveEaseIn`, `curveEaseOut`, `curveLinear`)
    /// and `.repeat`. The others are accepted and have no effect because TouchKit's model has nothing
    /// for them to change: views take their final values at once (so `.beginFromCurrentState` and
    /// `.layoutSubviews` hold already), and touches reach animating views (`.allowUserInteraction`
    /// always). The renderer plays `.autoreverse` as a plain animation.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits, UIKit's.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews as the animation commits (`.layoutSubviews`).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets touches reach the views while they animate (`.allowUserInteraction`).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the on-screen values of a running animation (`.beginFromCurrentState`).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever (`.repeat`): the completion runs only when the animation is removed
        /// (`removeAllAnimations()`), with `false`, as in UIKit.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards after running forwards (`.autoreverse`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignores an enclosing animation's duration (`.overrideInheritedDuration`).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores an enclosing animation's curve (`.overrideInheritedCurve`).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws content as it animates (`.allowAnimatedContent`).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides views instead of removing them in a transition (`.showHideTransitionViews`).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores an enclosing animation's options (`.overrideInheritedOptions`).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Slow start and end, the default (`.curveEaseInOut`).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow start (`.curveEaseIn`).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow end (`.curveEaseOut`).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed (`.curveLinear`).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve the options name (bits 16–19, as in UIKit).
        public var curve: Transition.Curve {
            switch (rawValue >> 16) & 0xF {
            case 1: .easeIn
            case 2: .easeOut
            case 3: .linear
            default: .easeInOut
            }
        }
    }

    /// Changes views with an animation, as `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// TouchKit does not run animations: `animations` runs now and the views take their final values
    /// at once. Every view whose look changed inside the block is marked with a `.properties`
    /// transition (start, duration, curve) in the render tree, so the renderer animates from the old
    /// values to the new ones. `completion(true)` runs when the host's clock passes the end (at once
    /// for views without an application); `completion(false)` when `removeAllAnimations()` ends it
    /// first. Inside an interactive transition's animator the completion waits for the transition
    /// to finish or cancel (`PercentDrivenInteractiveTransition`).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, curve: Transition.Curve = .easeInOut,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, curve: curve, repeats: false, animations: animations,
            completion: completion)
    }

    /// Changes views with an animation and `options` (`UIView.animate(withDuration:delay:options:animations:completion:)`):
    /// as `animate(withDuration:delay:curve:animations:completion:)` with the options' curve;
    /// `.repeat` keeps the views marked and the completion waiting until `removeAllAnimations()`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, curve: options.curve, repeats: options.contains(.repeat),
            animations: animations, completion: completion)
    }

    /// Changes views with a spring animation (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`).
    ///
    /// Differs from UIKit: the renderer plays a spring as an ease-out curve over `duration`
    /// (`dampingRatio` and `velocity` are checked, not simulated); the timing of the completion is
    /// UIKit's. A damping ratio outside 0…1 is clamped, as Core Animation does.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, curve: .easeOut, repeats: options.contains(.repeat),
            animations: animations, completion: completion)
    }

    private static func run(
        duration: TimeInterval, delay: TimeInterval, curve: Transition.Curve, repeats: Bool,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let hold = animationHolds.last
        let before = hold.map { ViewLook.capture($0.root) } ?? []
        animationContexts.append(AnimationContext())
        animations()
        let context = animationContexts.removeLast()
        let window = context.views.lazy.compactMap(\.window).first
        let start = (window?.application?.now ?? 0) + max(0, delay)
        let transition = Transition(kind: .properties, start: start, duration: max(0, duration), curve: curve)
        let animation = RunningAnimation(
            views: context.views, transition: transition, window: window,
            length: max(0, delay) + max(0, duration), repeats: repeats, completion: completion)
        if duration > 0 {
            for view in context.views {
                view.activeTransition = transition
                view.invalidateRender()
            }
        }
        for view in context.views {
            runningAnimations[ObjectIdentifier(view), default: []].append(animation)
        }
        if let hold {
            hold.hold(animation, before: before)
        } else if !repeats || context.views.isEmpty {
            animation.finish(after: animation.length)
        }
    }

    /// Ends every animation of this view now (`CALayer.removeAllAnimations()`): the view keeps its
    /// final values, its transition mark is cleared and each animation's completion runs with
    /// `false`, as UIKit's does for an animation removed before its end.
    public func removeAllAnimations() {
        for animation in View.runningAnimations[ObjectIdentifier(self)] ?? [] {
            animation.finish(false)
        }
    }
}
