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
    public internal(set) var phase: TouchPhase
    /// When the last sample was taken, in seconds on the device's clock.
    public internal(set) var timestamp: TimeInterval
    /// The force now (1.0 = an average touch; 0 without force input).
    public internal(set) var force: CGFloat
    /// The most force this input can report (20/3 on a 3D Touch iPhone).
    public internal(set) var maximumPossibleForce: CGFloat
    /// What produced the touch.
    public internal(set) var type: TouchType
    /// How many times in quick succession the finger tapped here (1 for a single tap).
    public internal(set) var tapCount: Int
    /// The view the touch began in (fixed for the touch's life, as in UIKit); nil when it was removed.
    public internal(set) weak var view: View?
    /// The window the touch is in.
    public internal(set) weak var window: Window?
    /// The gesture recognizers that receive this touch.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Whether gesture recognizers took the touch away from its view.
    var isCancelledForView = false
    /// Whether the view has been told about this touch's `began`.
    var viewReceivedBegan = false
    /// Whether the view has been told the touch ended or was cancelled.
    var viewFinished = false
    /// Where the touch began, in window coordinates.
    var beganLocation: CGPoint
    /// The samples of this delivery (coalesced) and the predicted ones.
    var coalescedSamples: [TouchSample] = []
    var predictedSamples: [TouchSample] = []

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
