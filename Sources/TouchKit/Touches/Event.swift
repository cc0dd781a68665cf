public import ForceTouch
public import Foundation

/// The touches on the screen at one moment, as UIKit's `UIEvent` of type `.touches`.
///
/// A window reuses one event for all its touches, as UIKit does; each delivery updates it. For each
/// touch it also keeps the coalesced samples (every sample since the last delivery, the last one
/// being the touch itself) and the predicted ones (where the input expects the touch to go next).
@MainActor
public final class Event {
    /// The kind of event; TouchKit delivers touches only.
    public enum EventType: Int, Sendable, Hashable, Codable {
        /// Touches on the screen (`UIEvent.EventType.touches`).
        case touches = 0
    }

    /// Always `.touches`.
    public let type: EventType = .touches
    /// When the latest sample was taken.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0

    @exclusivity(unchecked) var touches: [Touch] = []
    /// The touches whose sample this delivery carries.
    @exclusivity(unchecked) var changedTouches: [Touch] = []

    init() {}

    /// Every touch in the event (`allTouches`).
    public var allTouches: Set<Touch>? {
        touches.isEmpty ? nil : Set(touches)
    }

    /// The touches that began in `view` (`touches(for:)`); nil when none.
    /// - Complexity: O(*n*) in the number of touches.
    public func touches(for view: View) -> Set<Touch>? {
        let found = touches.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches in `window` (`touches(for:)`); nil when none.
    /// - Complexity: O(*n*) in the number of touches.
    public func touches(for window: Window) -> Set<Touch>? {
        let found = touches.filter { $0.window === window }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches `gestureRecognizer` receives (`touches(for:)`); nil when none.
    /// - Complexity: O(*n*) in the number of touches.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        let found = touches.filter { touch in touch.gestureRecognizers.contains { $0 === gestureRecognizer } }
        return found.isEmpty ? nil : Set(found)
    }

    /// Every sample of `touch` since the previous delivery, oldest first, as separate touches
    /// (`coalescedTouches(for:)`), each with its pen angles and estimation fields, and each one's
    /// previous location the sample before it. The last has the same values as `touch`. Nil for a
    /// touch not in the event.
    public func coalescedTouches(for touch: Touch) -> [Touch]? {
        guard touches.contains(where: { $0 === touch }) else { return nil }
        let samples = touch.coalescedSamples.isEmpty ? [touch.sample] : touch.coalescedSamples
        var previous = touch.previousLocationInWindow
        return samples.map { sample in
            let copy = snapshot(of: touch, at: sample)
            copy.previousLocationInWindow = previous
            previous = sample.location
            return copy
        }
    }

    /// Where the input expects `touch` to go next (`predictedTouches(for:)`); nil when the touch is
    /// not in the event, empty when the input predicts nothing.
    public func predictedTouches(for touch: Touch) -> [Touch]? {
        guard touches.contains(where: { $0 === touch }) else { return nil }
        return touch.predictedSamples.map { snapshot(of: touch, at: $0) }
    }

    private func snapshot(of touch: Touch, at sample: TouchSample) -> Touch {
        let copy = Touch(sample: sample, tapCount: touch.tapCount, view: touch.view, window: touch.window)
        copy.gestureRecognizers = touch.gestureRecognizers
        return copy
    }
}
