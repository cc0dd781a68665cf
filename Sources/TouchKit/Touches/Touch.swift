public import CoreGraphics
public import ForceTouch
public import Foundation

/// One finger (or pen) on the screen, as UIKit's `UITouch`: where, how hard, in which phase, and for
/// a pen how it is held (`altitudeAngle`, `azimuthAngle(in:)`) and which values are estimates.
///
/// The same object follows the finger from `began` to `ended` or `cancelled`, as in UIKit; each
/// `TouchSample` that arrives for it updates it. Coalesced and predicted touches
/// (`Event.coalescedTouches(for:)`) are separate objects holding one sample each.
///
/// Where it differs from UIKit: `location(in:)` of a pen (`type == .stylus`) is rounded to the
/// screen's pixel grid and `preciseLocation(in:)` is not, as on an iPad with Apple Pencil; for fingers
/// and pointers both are the exact sample (UIKit's finger locations are approximate anyway). Estimated
/// properties come only from what the input says (`TouchSample.estimatedProperties`); the simulator's
/// browsers never estimate, so there they are always empty.
@MainActor
public final class Touch: NSObject {
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
    /// The pen's angle above the screen, in radians: π/2 perpendicular, towards 0 as it lies flat
    /// (`altitudeAngle`). π/2 for fingers and pointers, as in UIKit.
    @exclusivity(unchecked) public internal(set) var altitudeAngle: CGFloat
    /// The values of this touch that are estimates (`estimatedProperties`).
    @exclusivity(unchecked) public internal(set) var estimatedProperties: TouchProperties
    /// The estimated values an update will replace (`estimatedPropertiesExpectingUpdates`); the
    /// update reaches the responder's `touchesEstimatedPropertiesUpdated(_:)`.
    @exclusivity(unchecked) public internal(set) var estimatedPropertiesExpectingUpdates: TouchProperties
    /// Pairs this touch with the update of its estimated values (`estimationUpdateIndex`, an
    /// `NSNumber` as in UIKit, so apps key dictionaries by it as they do there); nil when none is
    /// expected.
    public var estimationUpdateIndex: NSNumber? { estimationIndex.map { NSNumber(value: $0) } }
    /// `estimationUpdateIndex` as the integer the sample carries.
    @exclusivity(unchecked) package internal(set) var estimationIndex: Int?
    /// How many times in quick succession the finger tapped here (1 for a single tap).
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// The view the touch began in (fixed for the touch's life, even when the view leaves the
    /// window, as in UIKit, which also keeps it alive); nil when the touch began outside every view.
    @exclusivity(unchecked) public internal(set) var view: View?
    /// The window the touch is in.
    @exclusivity(unchecked) public internal(set) var window: Window?
    /// The gesture recognizers that receive this touch.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// The pen's azimuth in window coordinates, radians.
    @exclusivity(unchecked) var azimuthInWindow: CGFloat
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
        altitudeAngle = sample.altitudeAngle
        azimuthInWindow = sample.azimuthAngle
        estimatedProperties = sample.estimatedProperties
        estimatedPropertiesExpectingUpdates = sample.estimatedPropertiesExpectingUpdates
        estimationIndex = sample.estimationUpdateIndex
        self.tapCount = tapCount
        self.view = view
        self.window = window
        locationInWindow = sample.location
        previousLocationInWindow = sample.location
        beganLocation = sample.location
    }

    /// The touch's location in `view`'s coordinates (window coordinates when nil). A pen's is
    /// rounded to the screen's pixel grid, as UIKit's is; `preciseLocation(in:)` is not.
    public func location(in view: View?) -> CGPoint {
        let point = type == .stylus ? pixelAligned(locationInWindow) : locationInWindow
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The location at the previous sample, in `view`'s coordinates (window coordinates when nil);
    /// a pen's rounded to the pixel grid as `location(in:)`.
    public func previousLocation(in view: View?) -> CGPoint {
        let point = type == .stylus ? pixelAligned(previousLocationInWindow) : previousLocationInWindow
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// The exact location, in `view`'s coordinates (window coordinates when nil)
    /// (`preciseLocation(in:)`): what a drawing app should use.
    public func preciseLocation(in view: View?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The exact location at the previous sample (`precisePreviousLocation(in:)`).
    public func precisePreviousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// The direction the pen points to, in `view`'s coordinates (window coordinates when nil): radians
    /// in 0..<2π, 0 along the view's +x axis, growing towards +y (`azimuthAngle(in:)`). A view's
    /// rotation turns it, as in UIKit. 0 for fingers and pointers (UIKit's value there is also
    /// meaningless).
    public func azimuthAngle(in view: View?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        let angle = atan2(vector.dy, vector.dx)
        return angle < 0 ? angle + 2 * .pi : angle
    }

    /// The unit vector the pen points along, in `view`'s coordinates (`azimuthUnitVector(in:)`); (1, 0)
    /// for fingers and pointers.
    public func azimuthUnitVector(in view: View?) -> CGVector {
        let window = CGVector(dx: cos(azimuthInWindow), dy: sin(azimuthInWindow))
        guard let view else { return window }
        let origin = view.convert(locationInWindow, from: nil)
        let tip = view.convert(
            CGPoint(x: locationInWindow.x + window.dx, y: locationInWindow.y + window.dy), from: nil)
        let converted = CGVector(dx: tip.x - origin.x, dy: tip.y - origin.y)
        let length = hypot(converted.dx, converted.dy)
        guard length > 0, length.isFinite else { return window }
        return CGVector(dx: converted.dx / length, dy: converted.dy / length)
    }

    /// The touch as a sample value (window coordinates, exact location).
    public var sample: TouchSample {
        TouchSample(
            id: identifier, phase: phase, location: locationInWindow, timestamp: timestamp, force: force,
            maximumPossibleForce: maximumPossibleForce, type: type, altitudeAngle: altitudeAngle,
            azimuthAngle: azimuthInWindow, estimatedProperties: estimatedProperties,
            estimatedPropertiesExpectingUpdates: estimatedPropertiesExpectingUpdates,
            estimationUpdateIndex: estimationIndex)
    }

    /// `point` rounded to the nearest pixel of the window's screen.
    private func pixelAligned(_ point: CGPoint) -> CGPoint {
        let scale = window?.screen.scale ?? 1
        guard scale > 0 else { return point }
        return CGPoint(x: (point.x * scale).rounded() / scale, y: (point.y * scale).rounded() / scale)
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
        altitudeAngle = sample.altitudeAngle
        azimuthInWindow = sample.azimuthAngle
        estimatedProperties = sample.estimatedProperties
        estimatedPropertiesExpectingUpdates = sample.estimatedPropertiesExpectingUpdates
        estimationIndex = sample.estimationUpdateIndex
    }
}
