public import Foundation

/// One finger (or pen) on the screen, as UIKit's `UITouch`: where, how hard, in which phase.
///
/// The same object follows the finger from `began` to `ended` or `cancelled`, as in UIKit; each
/// `TouchSample` that arrives for it updates it. Coalesced and predicted touches
/// (`Event.coalescedTouches(for:)`) are separate objects holding one sample each.
@MainActor
public final class Touch: Hashable {
    /// The sample id this touch follows (`TouchSample.id`).
    public let identifier: Int
    /// Where the touch is in its life.
    @exclusivity(unchecked) public internal(set) var phase: TouchPhase
    /// When the last sample was taken, in seconds on the device's clock.
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    /// The force now (1.0 = an average touch; 0 without force input).
    @exclusivity(unchecked) public internal(set) var force: CGFloat
    /// The most force this input can report (20/3 on a 3D Touch iPhone).
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: CGFloat
    /// What produced the touch.
    @exclusivity(unchecked) public internal(set) var type: TouchType
    /// How many times in quick succession the finger tapped here (1 for a single tap).
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// The view the touch began in (fixed for the touch's life, even when the view leaves the
    /// window, as in UIKit, which also keeps it alive); nil when the touch began outside every view.
    @exclusivity(unchecked) public internal(set) var view: View?
    /// The window the touch is in.
    @exclusivity(unchecked) public internal(set) var window: Window?
    /// The gesture recognizers that receive this touch.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    @exclusivity(unchecked) var locationInWindow: CGPoint
    @exclusivity(unchecked) var previousLocationInWindow: CGPoint
    /// Whether gesture recognizers took the touch away from its view.
    @exclusivity(unchecked) var isCancelledForView = false
    /// Whether the view has been told about this touch's `began`.
    @exclusivity(unchecked) var viewReceivedBegan = false
    /// Whether the view has been told the touch ended or was cancelled.
    @exclusivity(unchecked) var viewFinished = false
    /// Where the touch began, in window coordinates.
    @exclusivity(unchecked) var beganLocation: CGPoint
    /// The samples of this delivery (coalesced) and the predicted ones.
    @exclusivity(unchecked) var coalescedSamples: [TouchSample] = []
    /// `[self]` as a set, made once per touch for the deliveries (cleared when the touch ends, which
    /// breaks the cycle it forms).
    @exclusivity(unchecked) var singletonSet: Set<Touch>?
    @exclusivity(unchecked) var predictedSamples: [TouchSample] = []

    init(sample: TouchSample, tapCount: Int, view: View?, window: Window?) {
        identifier = sample.id
        phase = sample.phase
        timestamp = sample.timestamp
        force = sample.force
        maximumPossibleForce = sample.maximumPossibleForce
        type = sample.type
        self.tapCount = tapCount
        self.view = view
        self.window = window
        locationInWindow = sample.location
        previousLocationInWindow = sample.location
        beganLocation = sample.location
    }

    /// The touch's location in `view`'s coordinates (window coordinates when nil).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The location at the previous sample, in `view`'s coordinates (window coordinates when nil).
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// The touch as a sample value (window coordinates).
    public var sample: TouchSample {
        TouchSample(
            id: identifier, phase: phase, location: locationInWindow, timestamp: timestamp, force: force,
            maximumPossibleForce: maximumPossibleForce, type: type)
    }

    /// Takes in the next sample of the same finger.
    func update(with sample: TouchSample) {
        previousLocationInWindow = locationInWindow
        locationInWindow = sample.location
        phase = sample.phase
        timestamp = sample.timestamp
        force = sample.force
        maximumPossibleForce = sample.maximumPossibleForce
        type = sample.type
    }

    /// Touches are equal when they are the same object.
    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
