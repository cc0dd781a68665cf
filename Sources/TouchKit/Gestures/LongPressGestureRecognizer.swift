public import Foundation

/// Recognises a press held in place, as UIKit's `UILongPressGestureRecognizer` (continuous).
///
/// Begins once the fingers have stayed down `minimumPressDuration` seconds (0.5, UIKit's default)
/// within `allowableMovement` points (10, UIKit's default); then every move (a force change
/// included) is `changed`, lifting is `ended`. Lifting or moving too far before the duration fails.
/// It is how quick actions and previews open when 3D Touch is unavailable.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds to hold (`minimumPressDuration`, default 0.5).
    @exclusivity(unchecked) public var minimumPressDuration: TimeInterval = 0.5
    /// Points the fingers may move before the press fails (`allowableMovement`, default 10).
    @exclusivity(unchecked) public var allowableMovement: CGFloat = 10
    /// Fingers needed (`numberOfTouchesRequired`, default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1

    @exclusivity(unchecked) private var pressStart: TimeInterval?
    @exclusivity(unchecked) private var starts: [ObjectIdentifier: CGPoint] = [:]

    /// Starts the timer when enough fingers are down.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { starts[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if numberOfTouches > numberOfTouchesRequired {
            state = currentState.isRecognizing ? .cancelled : .failed
        } else if numberOfTouches == numberOfTouchesRequired, pressStart == nil {
            pressStart = event.timestamp
        }
    }

    /// Before the press: moving too far fails. After: every move is a change.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if currentState.isRecognizing {
            state = .changed
            return
        }
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Lifting ends a press under way, or fails one not yet long enough.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        advance(to: event.timestamp)
        if currentState.isRecognizing || requestedStates.last == .began {
            state = .ended
        } else {
            state = .failed
        }
    }

    /// The press began once held long enough.
    open override func advance(to time: TimeInterval) {
        guard currentState == .possible, deferredStart == nil, let pressStart,
            !requestedStates.contains(.began),
            time - pressStart >= minimumPressDuration
        else { return }
        state = .began
    }

    /// When the press will have lasted long enough.
    open override var nextDeadline: TimeInterval? {
        guard currentState == .possible, deferredStart == nil, let pressStart else { return nil }
        return pressStart + minimumPressDuration
    }

    /// Forgets the press.
    open override func reset() {
        super.reset()
        pressStart = nil
        starts.removeAll(keepingCapacity: true)
    }
}
