public import Foundation

/// Recognises taps, as UIKit's `UITapGestureRecognizer` (discrete).
///
/// Recognised when `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers land, each
/// finger staying within `allowableMovement` of where it went down, with at most
/// `maximumIntervalBetweenTaps` between one tap's lift and the next one's touch. Fails otherwise.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (`numberOfTapsRequired`, default 1).
    @exclusivity(unchecked) public var numberOfTapsRequired = 1
    /// Fingers per tap (`numberOfTouchesRequired`, default 1).
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// How far a finger may move before the tap fails, in points (our choice: 10).
    @exclusivity(unchecked) public var allowableMovement: CGFloat = 10
    /// Longest wait between taps, in seconds (our choice: 0.35, close to iOS's double-tap delay).
    @exclusivity(unchecked) public var maximumIntervalBetweenTaps: TimeInterval = 0.35

    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var touchesThisTap = 0
    @exclusivity(unchecked) private var starts: [(touch: ObjectIdentifier, point: CGPoint)] = []
    @exclusivity(unchecked) private var waitingUntil: TimeInterval?

    /// Counts a finger of the current tap; too many fingers fail.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        waitingUntil = nil
        for touch in touches {
            starts.append((ObjectIdentifier(touch), touch.location(in: nil)))
            touchesThisTap += 1
        }
        if touchesThisTap > numberOfTouchesRequired { state = .failed }
    }

    /// Moving too far fails.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            var found: CGPoint?
            for entry in starts where entry.touch == id { found = entry.point }
            guard let start = found else { continue }
            let point = touch.location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// The last finger up completes a tap: recognised after enough taps, else wait for the next.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        touchesMoved(touches, with: event)
        guard currentState == .possible, !requestedStates.contains(.failed), numberOfTouches <= touches.count
        else {
            return
        }
        guard touchesThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesThisTap = 0
        starts.removeAll(keepingCapacity: true)
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            waitingUntil = event.timestamp + maximumIntervalBetweenTaps
        }
    }

    /// The wait for the next tap ran out: failed.
    open override func advance(to time: TimeInterval) {
        if let waitingUntil, time > waitingUntil {
            self.waitingUntil = nil
            state = .failed
        }
    }

    /// When the wait for the next tap ends.
    open override var nextDeadline: TimeInterval? {
        waitingUntil.map { $0.nextUp }
    }

    /// Forgets the taps counted.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesThisTap = 0
        starts.removeAll(keepingCapacity: true)
        waitingUntil = nil
    }
}
