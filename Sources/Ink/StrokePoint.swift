public import ForceTouch
public import Foundation

/// One point of a stroke as drawn, in the spirit of PencilKit's `PKStrokePoint`.
///
/// Matches PencilKit: `location` (here the smoothed centre the outline is built around),
/// `timeOffset` (seconds since the stroke began), `force`, `azimuth`, `altitude`, `opacity`; and
/// `width` is the full width drawn there (PencilKit's `size.width`). Differs: PencilKit's opacity
/// runs 0–2 and its path is a B-spline through compressed points; here opacity is 0–1 and the
/// points are kept exactly. Adds what UIKit's `UITouch` says about estimates, the raw input
/// location, and whether the point was predicted.
public struct StrokePoint: Sendable, Hashable {
    /// The centre as drawn (after streamline smoothing), in points.
    public var location: CGPoint
    /// Where the input was (before smoothing), in points.
    public var inputLocation: CGPoint
    /// Seconds since the stroke's first point.
    public var timeOffset: TimeInterval
    /// The force in UIKit units (0 when the source reports none).
    public var force: CGFloat
    /// The most force the input could report.
    public var maximumPossibleForce: CGFloat
    /// The pen's altitude in radians (π/2 upright).
    public var altitudeAngle: CGFloat
    /// The pen's azimuth in radians.
    public var azimuthAngle: CGFloat
    /// The full width drawn at this point, in points (never below the brush's minimum width).
    public var width: CGFloat
    /// The opacity drawn at this point, 0–1 (before the colour's own alpha).
    public var opacity: CGFloat
    // The builder's own numbers, declared among the 8-byte fields so that the one-byte fields pack
    // together at the end (a point is written once per input point: 128 bytes, not 136).
    /// The pressure used (0…1, from force or simulated from speed); the next point's simulated
    /// pressure continues from it.
    var pressure: Double = 0
    /// Distance along the drawn centres from the stroke's first point, in points (kept only when the
    /// brush tapers; 0 otherwise).
    var distance: Double = 0
    /// The width before the end taper and the minimum width are applied.
    var rawWidth: Double = 0
    /// The key of the expected update (UIKit's `estimationUpdateIndex`), if any.
    public var estimationUpdateIndex: Int?
    /// Which properties of the input were estimates.
    public var estimatedProperties: TouchProperties
    /// Which estimates still await an update; non-empty keeps the point provisional.
    public var estimatedPropertiesExpectingUpdates: TouchProperties
    /// Whether the point was predicted (drawn provisionally, replaced by real points).
    public var isPredicted: Bool
    /// What produced the point.
    public var type: TouchType

    /// Creates a point with every property given.
    public init(
        location: CGPoint, inputLocation: CGPoint, timeOffset: TimeInterval, force: CGFloat,
        maximumPossibleForce: CGFloat, altitudeAngle: CGFloat, azimuthAngle: CGFloat, width: CGFloat,
        opacity: CGFloat, estimatedProperties: TouchProperties = [],
        estimatedPropertiesExpectingUpdates: TouchProperties = [], estimationUpdateIndex: Int? = nil,
        isPredicted: Bool = false, type: TouchType = .direct
    ) {
        self.location = location
        self.inputLocation = inputLocation
        self.timeOffset = timeOffset
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.width = width
        self.opacity = opacity
        self.estimatedProperties = estimatedProperties
        self.estimatedPropertiesExpectingUpdates = estimatedPropertiesExpectingUpdates
        self.estimationUpdateIndex = estimationUpdateIndex
        self.isPredicted = isPredicted
        self.type = type
    }

    /// Whether the point still waits for an estimation update.
    public var isAwaitingUpdate: Bool { !estimatedPropertiesExpectingUpdates.isEmpty }
}
