public import Foundation

/// One reading of one touch: where it was, when, how hard it pressed and, for a pen, how it was held.
///
/// This is the unit every layer of ForceTouchKit passes around: the browser's pointer events are
/// mapped to it, traces store it one per line, the recognizer consumes it, and TouchKit wraps it in
/// the `TouchInput` an app sees. It is a plain value: copying it is cheap and it never allocates.
///
/// Units are UIKit's: `location` in points, `timestamp` in seconds on the device's clock, `force`
/// where 1.0 is the force of an average touch and `maximumPossibleForce` is the most the input
/// source can report (20/3 on a 3D Touch iPhone). A pen's `altitudeAngle` and `azimuthAngle` are in
/// radians, as `UITouch`'s; fingers and pointers keep the defaults (π/2 and 0), as UIKit reports them.
public struct TouchSample: Sendable, Hashable {
    /// Identifies the touch across its samples (one finger = one id from `began` to `ended`).
    public var id: Int
    /// Where in the touch's life this sample stands.
    public var phase: TouchPhase
    /// The location in the screen's (window's) coordinate space, in points.
    public var location: CGPoint
    /// Seconds on the device's clock (monotonic, not wall time).
    public var timestamp: TimeInterval
    /// The force, in UIKit units (1.0 = an average touch). 0 when the source reports none.
    public var force: CGFloat
    /// The highest `force` this input source can report (20/3 ≈ 6.6667 on 3D Touch iPhones).
    public var maximumPossibleForce: CGFloat
    /// What produced the touch.
    public var type: TouchType
    /// The pen's angle above the screen's plane, in radians: π/2 when it stands perpendicular, towards
    /// 0 as it lies flat (UIKit's `altitudeAngle`). π/2 for fingers and pointers, as in UIKit.
    public var altitudeAngle: CGFloat
    /// The direction the pen points to in the screen's plane, in radians, in window coordinates: 0
    /// along +x, growing towards +y (clockwise on screen, since y grows downwards), in 0..<2π
    /// (UIKit's `azimuthAngle(in: window)`). 0 for fingers and pointers.
    public var azimuthAngle: CGFloat
    /// The values of this sample that are estimates (UIKit's `estimatedProperties`).
    public var estimatedProperties: TouchProperties
    /// The estimated values that a later update will replace (UIKit's
    /// `estimatedPropertiesExpectingUpdates`); a sample with the same `estimationUpdateIndex` brings it.
    public var estimatedPropertiesExpectingUpdates: TouchProperties
    /// Pairs this sample with the update of its estimated values (UIKit's `estimationUpdateIndex`);
    /// nil when no update is expected.
    public var estimationUpdateIndex: Int?

    /// Creates a sample. A pen's angles default to perpendicular; nothing is estimated by default.
    public init(
        id: Int, phase: TouchPhase, location: CGPoint, timestamp: TimeInterval,
        force: CGFloat, maximumPossibleForce: CGFloat = TouchSample.iPhoneMaximumPossibleForce,
        type: TouchType = .direct, altitudeAngle: CGFloat = TouchSample.perpendicularAltitude,
        azimuthAngle: CGFloat = 0, estimatedProperties: TouchProperties = [],
        estimatedPropertiesExpectingUpdates: TouchProperties = [], estimationUpdateIndex: Int? = nil
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.type = type
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.estimatedProperties = estimatedProperties
        self.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
        self.estimationUpdateIndex = estimationUpdateIndex
    }

    /// `maximumPossibleForce` on every 3D Touch iPhone (6s through XS): 20/3 (Apple's number,
    /// observed on devices, where raw values are quantised to n/60).
    public static let iPhoneMaximumPossibleForce: CGFloat = 20.0 / 3.0

    /// The altitude of a pen standing perpendicular to the screen, and of every finger: π/2.
    public static let perpendicularAltitude: CGFloat = .pi / 2

    /// Whether the pen's angles differ from the defaults a finger reports (a tilted pen).
    public var hasTilt: Bool { altitudeAngle != Self.perpendicularAltitude || azimuthAngle != 0 }
}
