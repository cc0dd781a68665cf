import ForceTouch
import Foundation

/// A window's touch machinery: the live touches, the event, the recognizers at work and the view
/// deliveries held back by `delaysTouchesBegan`/`delaysTouchesEnded`.
///
/// One sample at a time: hit test at `began`, recognizers first, then the rules between recognizers
/// (`resolve()`), then the view. Time moves with the samples' timestamps and `advance(to:)`.
@MainActor
final class TouchDispatch {
    let event = Event()
    /// Recognizers with touches, a pending decision, or a timer.
    @exclusivity(unchecked) var involved: [GestureRecognizer] = []
    /// View deliveries held back, per touch, oldest first.
    @exclusivity(unchecked) var held: [(touch: Touch, phases: [TouchPhase])] = []
    @exclusivity(unchecked) var time: TimeInterval = 0
    @exclusivity(unchecked) var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    /// The views of the last finished touches, newest last, for estimated-property updates that
    /// arrive after the lift (at most `recentTouchLimit`).
    @exclusivity(unchecked) var recentTouches: [(id: Int, touch: Touch)] = []
    /// How many finished touches keep receiving estimated-property updates (our choice).
    static let recentTouchLimit = 32

    /// Longest pause between taps that still counts them together (our choice, close to iOS).
    @exclusivity(unchecked) var multiTapInterval: TimeInterval = 0.35
    /// Farthest a tap may land from the previous one and still count with it (our choice).
    @exclusivity(unchecked) var multiTapRadius: CGFloat = 45

    // MARK: - Samples

    /// Takes in `sample` for `window`; returns the touch it concerns, or nil for a sample of a touch
    /// that never began (ignored).
    func receive(
        _ sample: TouchSample, coalesced: [TouchSample], predicted: [TouchSample], in window: Window
    ) -> Touch? {
        advance(to: sample.timestamp)
        let touch: Touch
        if sample.phase == .began {
            if let stale = liveTouch(sample.id) { cancel(stale, at: sample.timestamp, in: window) }
            window.layoutIfNeeded()
            let hit = window.hitTest(sample.location, with: event)
            touch = Touch(sample: sample, tapCount: tapCount(at: sample), view: hit, window: window)
            touch.gestureRecognizers = recognizers(for: touch, from: hit)
            event.touches.append(touch)
        } else {
            guard let existing = liveTouch(sample.id) else { return nil }
            touch = existing
            touch.update(with: sample)
        }
        touch.coalescedSamples = coalesced
        touch.predictedSamples = predicted
        event.timestamp = sample.timestamp
        event.changedTouches.removeAll(keepingCapacity: true)
        event.changedTouches.append(touch)
        return touch
    }

    /// The live touch with sample id `id` (a window has a handful at most).
    func liveTouch(_ id: Int) -> Touch? {
        for touch in event.touches where touch.identifier == id { return touch }
        return nil
    }

    /// The live touches by sample id.
    var liveTouches: [Touch] {
        event.touches.sorted { $0.identifier < $1.identifier }
    }

    /// Delivers the event's changed touches: recognizers, their rules, then the views.
    func deliver(_ event: Event) {
        for touch in event.changedTouches {
            let touches: Set<Touch>
            if let cached = touch.singletonSet {
                touches = cached
            } else {
                touches = [touch]
                touch.singletonSet = touches
            }
            deliverToRecognizers(touch, touches)
            resolve()
            deliverToView(touch, touch.phase, touches)
            if touch.phase.isTerminal { finish(touch) }
        }
        resetFinishedRecognizers()
        flushHeld()
    }

    /// Lets timers run up to `time`: long presses begin, multi-tap waits fail.
    func advance(to newTime: TimeInterval) {
        guard newTime >= time else { return }
        time = newTime
        var due: [(deadline: TimeInterval, recognizer: GestureRecognizer)] = []
        for recognizer in involved {
            if let deadline = recognizer.nextDeadline, deadline <= newTime {
                due.append((deadline, recognizer))
            }
        }
        guard !due.isEmpty else { return }
        if due.count > 1 { due.sort { $0.deadline < $1.deadline } }
        for entry in due { entry.recognizer.advance(to: newTime) }
        resolve()
        resetFinishedRecognizers()
        flushHeld()
    }

    /// The earliest recognizer deadline.
    var nextDeadline: TimeInterval? {
        involved.compactMap(\.nextDeadline).min()
    }

    /// Cancels every live touch (the app was terminated, the window went away).
    func cancelAll(at time: TimeInterval, in window: Window) {
        for touch in liveTouches {
            cancel(touch, at: max(time, touch.timestamp), in: window)
        }
    }

    /// A recognizer left its view: it stops, cancelled if under way.
    func detach(_ recognizer: GestureRecognizer) {
        if recognizer.currentState.isRecognizing {
            recognizer.state = .cancelled
            resolve()
        }
        involved.removeAll { $0 === recognizer }
        for touch in event.touches { removeIdentical(recognizer, from: &touch.gestureRecognizers) }
        recognizer.trackedTouches.removeAll()
        recognizer.resetToPossible()
        flushHeld()
    }

    private func cancel(_ touch: Touch, at time: TimeInterval, in window: Window) {
        var sample = touch.sample
        sample.phase = .cancelled
        sample.timestamp = time
        touch.update(with: sample)
        touch.coalescedSamples = []
        touch.predictedSamples = []
        event.changedTouches = [touch]
        deliver(event)
    }

    /// Delivers estimated-property updates to the views their touches began in.
    func updateEstimatedProperties(_ samples: [TouchSample]) -> Int {
        var byView: [(view: View, touches: Set<Touch>)] = []
        var delivered = 0
        for sample in samples where sample.estimationUpdateIndex != nil {
            let owner = liveTouch(sample.id) ?? recentTouches.last(where: { $0.id == sample.id })?.touch
            guard let owner, let view = owner.view else { continue }
            if owner.estimationIndex == sample.estimationUpdateIndex {
                var updated = sample
                updated.phase = owner.phase
                updated.timestamp = owner.timestamp
                let previous = owner.previousLocationInWindow
                owner.update(with: updated)
                owner.previousLocationInWindow = previous
            }
            let copy = Touch(sample: sample, tapCount: owner.tapCount, view: view, window: owner.window)
            copy.gestureRecognizers = owner.gestureRecognizers
            if let index = byView.firstIndex(where: { $0.view === view }) {
                byView[index].touches.insert(copy)
            } else {
                byView.append((view, [copy]))
            }
            delivered += 1
        }
        for (view, touches) in byView { view.touchesEstimatedPropertiesUpdated(touches) }
        return delivered
    }

    // MARK: - Recognizers

    private func recognizers(for touch: Touch, from view: View?) -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        var current = view
        while let view = current {
            for recognizer in view.gestureRecognizerStorage where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                    found.append(recognizer)
                }
            }
            current = view.superviewStorage
        }
        return found
    }

    private func deliverToRecognizers(_ touch: Touch, _ touches: Set<Touch>) {
        for recognizer in touch.gestureRecognizers where recognizer.isEnabled && recognizer.view != nil {
            let tracking = containsIdentical(recognizer.trackedTouches, touch)
            if touch.phase == .began {
                guard !recognizer.currentState.isTerminal else { continue }
                recognizer.trackedTouches.append(touch)
                recognizer.touchesSinceReset.append(touch)
                if !containsIdentical(involved, recognizer) { involved.append(recognizer) }
            } else if !tracking || recognizer.currentState.isTerminal {
                continue
            }
            recognizer.lastLocation = touch.locationInWindow
            switch touch.phase {
            case .began: recognizer.touchesBegan(touches, with: event)
            case .moved: recognizer.touchesMoved(touches, with: event)
            case .stationary:
                // UIKit tells no one; force-press recognizers smooth over every reading (Previewing).
                (recognizer as? any StationarySampleReceiver)?.touchesStationary(touches, with: event)
            case .ended: recognizer.touchesEnded(touches, with: event)
            case .cancelled: recognizer.touchesCancelled(touches, with: event)
            }
        }
    }

    private func finish(_ touch: Touch) {
        touch.singletonSet = nil
        if touch.view != nil {
            recentTouches.removeAll { $0.id == touch.identifier }
            if recentTouches.count >= Self.recentTouchLimit { recentTouches.removeFirst() }
            recentTouches.append((touch.identifier, touch))
        }
        removeIdentical(touch, from: &event.touches)
        for recognizer in touch.gestureRecognizers {
            removeIdentical(touch, from: &recognizer.trackedTouches)
        }
        if touch.phase == .ended {
            let moved = hypot(
                touch.locationInWindow.x - touch.beganLocation.x,
                touch.locationInWindow.y - touch.beganLocation.y)
            lastTap =
                moved <= multiTapRadius ? (touch.locationInWindow, touch.timestamp, touch.tapCount) : nil
        }
    }

    private func tapCount(at sample: TouchSample) -> Int {
        guard let lastTap, sample.timestamp - lastTap.time <= multiTapInterval,
            hypot(sample.location.x - lastTap.location.x, sample.location.y - lastTap.location.y)
                <= multiTapRadius
        else { return 1 }
        return lastTap.count + 1
    }

    /// Recognizers done with their gesture and their touches go back to `possible`.
    private func resetFinishedRecognizers() {
        guard !involved.isEmpty else { return }
        var index = 0
        while index < involved.count {
            let recognizer = involved[index]
            let finished =
                recognizer.trackedTouches.isEmpty && recognizer.requestedStates.isEmpty
                && recognizer.deferredStart == nil
                && (recognizer.currentState.isTerminal
                    || (recognizer.currentState == .possible && recognizer.nextDeadline == nil))
            if finished {
                recognizer.resetToPossible()
                involved.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Whether `recognizer` has not decided yet about touches it has seen.
    func isUndecided(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.currentState == .possible && containsIdentical(involved, recognizer)
    }

    // MARK: - Views

    private func deliverToView(_ touch: Touch, _ phase: TouchPhase, _ touches: Set<Touch>) {
        guard touch.view != nil, !touch.isCancelledForView, phase != .stationary else { return }
        if let index = held.firstIndex(where: { $0.touch === touch }) {
            if phase == .cancelled, !touch.viewReceivedBegan {
                held.remove(at: index)
                touch.viewFinished = true
                return
            }
            held[index].phases.append(phase)
            return
        }
        if holds(touch, phase) {
            held.append((touch, [phase]))
            return
        }
        send(phase, of: touch, touches)
    }

    private func holds(_ touch: Touch, _ phase: TouchPhase) -> Bool {
        switch phase {
        case .began:
            for recognizer in touch.gestureRecognizers
            where recognizer.delaysTouchesBegan && isUndecided(recognizer) {
                return true
            }
            return false
        case .ended:
            for recognizer in touch.gestureRecognizers
            where recognizer.delaysTouchesEnded && isUndecided(recognizer) {
                return true
            }
            return false
        case .moved, .stationary, .cancelled:
            return false
        }
    }

    /// Delivers held phases whose recognizers have decided.
    func flushHeld() {
        var index = 0
        while index < held.count {
            let touch = held[index].touch
            if touch.isCancelledForView {
                held.remove(at: index)
                continue
            }
            var phases = held[index].phases
            while let first = phases.first, !holds(touch, first) {
                phases.removeFirst()
                send(first, of: touch)
                if touch.isCancelledForView { phases.removeAll() }
            }
            if phases.isEmpty {
                held.remove(at: index)
            } else {
                held[index].phases = phases
                index += 1
            }
        }
    }

    private func send(_ phase: TouchPhase, of touch: Touch, _ touches: Set<Touch>? = nil) {
        guard let view = touch.view, !touch.viewFinished else { return }
        let touches = touches ?? [touch]
        switch phase {
        case .began:
            touch.viewReceivedBegan = true
            view.touchesBegan(touches, with: event)
        case .moved:
            guard touch.viewReceivedBegan else { return }
            view.touchesMoved(touches, with: event)
        case .ended:
            guard touch.viewReceivedBegan else { return }
            touch.viewFinished = true
            view.touchesEnded(touches, with: event)
        case .cancelled:
            guard touch.viewReceivedBegan else { return }
            touch.viewFinished = true
            view.touchesCancelled(touches, with: event)
        case .stationary:
            break
        }
    }

    /// A recognizer that cancels touches in its view recognised: its touches leave their views.
    func cancelTouchesInView(for recognizer: GestureRecognizer) {
        for touch in recognizer.touchesSinceReset where !touch.isCancelledForView {
            touch.isCancelledForView = true
            held.removeAll { $0.touch === touch }
            if touch.viewReceivedBegan, !touch.viewFinished, let view = touch.view {
                touch.viewFinished = true
                view.touchesCancelled([touch], with: event)
            }
        }
    }
}
