public import Foundation

/// A view that turns touches into events and runs actions for them, as UIKit's `UIControl`.
///
/// Tracking follows UIKit: `touchDown` when a touch begins, drag events while it moves (inside means
/// within 70 points of the bounds, our choice matching what iOS does), `touchUpInside` or
/// `touchUpOutside` when it lifts, `touchCancel` when it is taken away. The control is highlighted
/// while the touch is inside.
@MainActor
open class Control: View {
    /// The events a control sends, as `UIControl.Event`.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt

        /// Creates events from bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch went down again soon after (a tap count above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch came back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch went outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (switches, sliders).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// A text field began editing (`editingDidBegin`).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by typing (`editingChanged`).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing (`editingDidEnd`).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field ended editing with the return key (`editingDidEndOnExit`).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event (`allEditingEvents`).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event (`allEvents`).
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control's look depends on, as `UIControl.State`.
    public struct State: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt

        /// Creates a state from bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// No other state.
        public static let normal: State = []
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    /// How far outside its bounds a touch still counts as inside (our choice; iOS behaves alike).
    public static let touchTolerance: CGFloat = 70

    @exclusivity(unchecked) private var handlers:
        [(events: Event, identifier: String, run: @MainActor (Control) -> Void)] = []

    /// Whether the control's default action is a single one-finger tap (a button, a switch, a
    /// segmented control, as Apple lists them); such a control keeps that tap from the single-tap
    /// recognizers of the views above it (`gestureRecognizerShouldBegin(_:)`).
    var defaultActionIsSingleTap: Bool { false }

    /// Whether `gestureRecognizer` may begin with a touch in this control
    /// (`gestureRecognizerShouldBegin(_:)`). As UIKit's controls since iOS 6 ("default control actions
    /// prevent overlapping gesture recognizer behavior"): an enabled button, switch or segmented
    /// control answers false for a one-finger single-tap recognizer attached to another view, so the
    /// tap runs the control's action; its own recognizers, double taps, long presses and pans begin
    /// as usual. Differs: a slider's and a switch's knob do not hold back a parallel pan or swipe.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard isEnabled, defaultActionIsSingleTap, gestureRecognizer.view !== self,
            let tap = gestureRecognizer as? TapGestureRecognizer,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        else { return true }
        return false
    }

    /// Whether the control responds to touches (`isEnabled`).
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }

    /// Whether the control is selected (`isSelected`).
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }

    /// Whether a touch is down inside the control (`isHighlighted`).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }

    /// Whether a touch is being tracked (`isTracking`).
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside (`isTouchInside`).
    public private(set) var isTouchInside = false

    /// The state, from the flags (`state`).
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The look depends on the state: subclasses update here; the default redraws.
    open func stateDidChange() {
        invalidateRender()
    }

    /// Runs `action` for `events` (`addAction(_:for:)`).
    public func addAction(_ action: Action, for events: Event) {
        handlers.append((events, action.identifier.rawValue, { control in action.perform(sender: control) }))
    }

    /// Removes the actions with `identifier` from `events` (`removeAction(identifiedBy:for:)`, iOS 14):
    /// an action registered for other events too keeps those.
    public func removeAction(identifiedBy identifier: Action.Identifier, for events: Event) {
        removeActions(for: events) { $0 == identifier.rawValue }
    }

    /// Removes from `events` every action whose identifier passes `matches` (the target–action
    /// layer's `removeTarget(_:action:for:)` builds on it).
    package func removeActions(for events: Event, where matches: (String) -> Bool) {
        handlers = handlers.compactMap { handler in
            guard matches(handler.identifier) else { return handler }
            let left = handler.events.subtracting(events)
            return left.isEmpty ? nil : (left, handler.identifier, handler.run)
        }
    }

    /// Runs a target's method for `events` (`addTarget(_:action:for:)`): pass a method reference such
    /// as `DetailViewController.save`. The target is held weakly.
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void, for events: Event
    ) {
        handlers.append(
            (
                events, "",
                { [weak target] control in
                    guard let target, let sender = control as? Sender else { return }
                    action(target)(sender)
                }
            ))
    }

    /// Removes every action (`removeTarget(nil, action: nil, for: .allEvents)`).
    public func removeAllActions() {
        handlers.removeAll()
    }

    /// Whether an action is registered for any of `events`.
    func hasActions(for events: Event) -> Bool {
        handlers.contains { !$0.events.isDisjoint(with: events) }
    }

    /// Runs the actions registered for any of `events` (`sendActions(for:)`), in the order added.
    public func sendActions(for events: Event) {
        for handler in handlers where !handler.events.isDisjoint(with: events) {
            handler.run(self)
        }
    }

    /// Whether `point` (in the control's coordinates) counts as inside while tracking.
    func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Control.touchTolerance, dy: -Control.touchTolerance).contains(point)
    }

    /// Starts tracking: highlighted, `touchDown` (and `touchDownRepeat` for repeated taps).
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Drag events; the highlight follows the touch in and out.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// `touchUpInside` (and `primaryActionTriggered`) or `touchUpOutside`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    /// `touchCancel`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchKit.Event?) {
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
