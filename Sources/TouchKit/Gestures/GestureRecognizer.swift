public import Foundation

/// Turns touches into a gesture, as UIKit's `UIGestureRecognizer`.
///
/// Recognizers attached to the view a touch began in and to its ancestors see the touch before the
/// view does. UIKit's state machine applies: a discrete recognizer goes `possible` → `recognized`
/// (= `ended`) or `failed`; a continuous one `possible` → `began` → `changed`… → `ended` or
/// `cancelled`, or `failed`. Subclasses set `state` from their `touches…` methods (and from
/// `advance(to:)` for timers); the window then applies the rules between recognizers:
/// `require(toFail:)`, the delegate's `gestureRecognizerShouldBegin(_:)` and simultaneous
/// recognition, and prevention (one recognizer recognising fails the others on the same touches).
/// With `cancelsTouchesInView`, recognising cancels the touches in the view.
@MainActor
open class GestureRecognizer {
    /// The recognizer's state, as `UIGestureRecognizer.State` (UIKit's raw values).
    public enum State: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Undecided: watching touches.
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// A continuous gesture finished, or a discrete one was recognised.
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture was recognised: the same as `ended`.
        public static let recognized = State.ended

        /// Whether the recognizer is done with the current touches.
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Whether the gesture is under way (began or changed).
        var isRecognizing: Bool { self == .began || self == .changed }
    }

    /// The state as seen from outside; set it from a subclass to request a transition.
    public var state: State {
        get { currentState }
        set { requestedStates.append(newValue) }
    }

    @exclusivity(unchecked) var currentState: State = .possible
    @exclusivity(unchecked) var requestedStates: [State] = []
    /// A start (`began` or `recognized`) held back until the recognizers it requires to fail have failed.
    @exclusivity(unchecked) var deferredStart: State?
    @exclusivity(unchecked) var trackedTouches: [Touch] = []
    /// Every touch the recognizer saw since its last reset (a double tap's first touch included).
    @exclusivity(unchecked) var touchesSinceReset: [Touch] = []
    /// Continuation states requested while the start was deferred, applied after it.
    @exclusivity(unchecked) var deferredFollowUps: [State] = []
    @exclusivity(unchecked) var actions: [@MainActor (GestureRecognizer) -> Void] = []
    @exclusivity(unchecked) var failureRequirements: [Weak<GestureRecognizer>] = []

    /// The view the recognizer is attached to (`view`).
    /// (Not `weak`, for speed: the view clears it when it lets the recognizer go or is deallocated.)
    public internal(set) unowned(unsafe) var view: View?
    /// Decides whether the recognizer may begin, receive a touch, or run with others (`delegate`).
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// Whether the recognizer takes part in touch handling; disabling it mid-gesture cancels (or
    /// fails) it (`isEnabled`).
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            if currentState.isRecognizing {
                state = .cancelled
            } else if currentState == .possible, !trackedTouches.isEmpty || deferredStart != nil {
                state = .failed
            }
            view?.window?.touchDispatch.resolve()
        }
    }
    /// Whether recognising cancels the touches in the view (`cancelsTouchesInView`, default true).
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    /// Whether the view gets `touchesBegan` only after the recognizer fails (`delaysTouchesBegan`,
    /// default false).
    @exclusivity(unchecked) public var delaysTouchesBegan = false
    /// Whether the view gets `touchesEnded` only after the recognizer fails (`delaysTouchesEnded`,
    /// default true, as in UIKit): a view under a tap recognizer gets `touchesCancelled` instead.
    @exclusivity(unchecked) public var delaysTouchesEnded = true
    /// A name for debugging (`name`).
    @exclusivity(unchecked) public var name: String?

    /// Creates a recognizer that runs `action`, if given, at each state change that UIKit reports
    /// (began, changed, ended/recognized, cancelled) — as `init(target:action:)`.
    public init(action: (@MainActor (GestureRecognizer) -> Void)? = nil) {
        if let action { actions.append(action) }
    }

    /// Adds a closure to run at each reported state change.
    public func addAction(_ action: @escaping @MainActor (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Adds a target–action pair, as `addTarget(_:action:)`: pass a method reference such as
    /// `MasterViewController.handleTap`. The target is held weakly.
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Recognizer) -> Void
    ) {
        actions.append { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        }
    }

    /// Makes this recognizer wait until `other` fails, and fail when `other` recognises
    /// (`require(toFail:)`): a single tap waiting for a double tap.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(Weak(other))
    }

    /// The centroid of the recognizer's touches in `view`'s coordinates (`location(in:)`).
    open func location(in view: View?) -> CGPoint {
        let down = trackedTouches
        guard !down.isEmpty else { return lastLocation.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in down {
            x += touch.locationInWindow.x
            y += touch.locationInWindow.y
        }
        let centroid = CGPoint(x: x / CGFloat(down.count), y: y / CGFloat(down.count))
        return view?.convert(centroid, from: nil) ?? centroid
    }

    /// The location of the touch at `index` in `view`'s coordinates (`location(ofTouch:in:)`).
    public func location(ofTouch index: Int, in view: View?) -> CGPoint {
        guard trackedTouches.indices.contains(index) else { return .zero }
        return trackedTouches[index].location(in: view)
    }

    /// How many touches the recognizer is tracking (`numberOfTouches`).
    public var numberOfTouches: Int { trackedTouches.count }

    /// The last window location the recognizer saw, for `location(in:)` after the touches ended.
    @exclusivity(unchecked) var lastLocation: CGPoint?

    // MARK: - For subclasses (UIGestureRecognizerSubclass)

    /// Touches went down.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches moved or changed force.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches were cancelled; the default cancels a gesture under way and fails an undecided one.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = currentState.isRecognizing ? .cancelled : .failed
    }

    /// Back to `possible` for the next gesture (`reset()`); override to clear your own state and call `super`.
    open func reset() {}

    /// Time passed without a touch event (TouchKit's addition: UIKit subclasses use timers). The
    /// window calls it with each sample's timestamp and on the host's ticks.
    open func advance(to time: TimeInterval) {}

    /// The next time `advance(to:)` needs to run, if the recognizer waits for one.
    open var nextDeadline: TimeInterval? { nil }

    /// Whether recognising this one fails `preventedRecognizer` (`canPrevent(_:)`); default true.
    open func canPrevent(_ preventedRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingRecognizer` recognising fails this one (`canBePrevented(by:)`); default true.
    open func canBePrevented(by preventingRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this one must wait for `otherGestureRecognizer` to fail (`shouldRequireFailure(of:)`).
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail (`shouldBeRequiredToFail(by:)`).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }
}

/// A weak reference, for lists that must not keep their elements alive.
struct Weak<Value: AnyObject> {
    weak var value: Value?

    init(_ value: Value) {
        self.value = value
    }
}
