public import ForceTouch
public import Foundation

/// One input sample of a stroke: what the finger, pen or mouse reported.
///
/// This is what an app feeds a `StrokeBuilder`, one per coalesced touch (TouchKit builds them from
/// its `Touch`; `init(_:)` builds one from a ForceTouch `TouchSample`). Units are UIKit's:
/// `location` in points, `timestamp` in seconds, `force` where 1.0 is an average touch.
///
/// Matches UIKit's `UITouch` properties `location`/`preciseLocation`, `timestamp`, `force`,
/// `maximumPossibleForce`, `altitudeAngle`, `azimuthAngle(in:)`, `estimatedProperties`,
/// `estimatedPropertiesExpectingUpdates` and `estimationUpdateIndex`. Differs: the azimuth is a
/// plain angle in the drawing's coordinate space (no view argument).
public struct InkInputPoint: Sendable, Hashable {
    /// Where the sample was, in points.
    public var location: CGPoint
    /// When it was taken, in seconds on the device's clock.
    public var timestamp: TimeInterval
    /// The force in UIKit units; 0 when the source reports none.
    public var force: CGFloat
    /// The most force the source can report (20/3 on a 3D Touch iPhone, 4.17 on Apple Pencil);
    /// 0 when the source has no force sensor.
    public var maximumPossibleForce: CGFloat
    /// The pen's altitude above the screen in radians: π/2 is upright (UIKit's default for a finger).
    public var altitudeAngle: CGFloat
    /// The pen's azimuth in radians, counter-clockwise from the +x axis (0 for a finger).
    public var azimuthAngle: CGFloat
    /// What produced the sample.
    public var type: TouchType
    /// Which properties are estimates.
    public var estimatedProperties: TouchProperties
    /// Which estimated properties will be updated later (UIKit's
    /// `estimatedPropertiesExpectingUpdates`); the stroke keeps this part provisional until then.
    public var estimatedPropertiesExpectingUpdates: TouchProperties
    /// The key that matches this sample with its later update (UIKit's `estimationUpdateIndex`);
    /// nil when no update is expected.
    public var estimationUpdateIndex: Int?

    /// Creates an input point; every pen and estimation property has a finger's default.
    public init(
        location: CGPoint, timestamp: TimeInterval, force: CGFloat = 0,
        maximumPossibleForce: CGFloat = TouchSample.iPhoneMaximumPossibleForce,
        altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0, type: TouchType = .direct,
        estimatedProperties: TouchProperties = [],
        estimatedPropertiesExpectingUpdates: TouchProperties = [],
        estimationUpdateIndex: Int? = nil
    ) {
        self.location = location
        self.timestamp = timestamp
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.type = type
        self.estimatedProperties = estimatedProperties
        self.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
        self.estimationUpdateIndex = estimationUpdateIndex
    }

    /// The input point of a ForceTouch sample: its location, time, force, maximum, type and a
    /// pen's angles (a finger's are upright); nothing estimated (a recorded trace carries final
    /// values).
    public init(_ sample: TouchSample) {
        self.init(
            location: sample.location, timestamp: sample.timestamp, force: sample.force,
            maximumPossibleForce: sample.maximumPossibleForce, altitudeAngle: sample.altitudeAngle,
            azimuthAngle: sample.azimuthAngle, type: sample.type)
    }
}
