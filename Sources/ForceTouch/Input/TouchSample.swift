public import Foundation

/// The phase of a touch within one event, as UIKit's `UITouch.Phase`.
///
/// Matches UIKit's `began`, `moved`, `stationary`, `ended` and `cancelled`. The iOS 13.4 pointer
/// phases (`regionEntered` …) are not modelled: they belong to hovering pointers, not to presses.
public enum TouchPhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// The finger (or pen, or pointer button) went down.
    case began
    /// The location **or the force** changed. A force-only change is a move, as on a 3D Touch iPhone.
    case moved
    /// Still down, nothing changed since the last event.
    case stationary
    /// Lifted normally.
    case ended
    /// The system took the touch away (an incoming call, a gesture that won, a lost connection).
    case cancelled

    /// Whether the touch is over after this phase (`ended` or `cancelled`).
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}

/// What produced a touch, as UIKit's `UITouch.TouchType`.
public enum TouchType: String, Sendable, Hashable, Codable, CaseIterable {
    /// A finger on the screen (UIKit `.direct`).
    case direct
    /// A pen: Apple Pencil on iOS, a pen/stylus Pointer Event in a browser (UIKit `.pencil`).
    case stylus
    /// A pointer that is not on the screen: a mouse or a trackpad (UIKit `.indirectPointer`).
    case indirectPointer
}

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

/// Which values of a touch sample are meant, as UIKit's `UITouch.Properties`: in
/// `TouchSample.estimatedProperties` and `estimatedPropertiesExpectingUpdates`.
///
/// Matches UIKit's `force`, `azimuth`, `altitude` and `location`; UIKit's `roll` (Apple Pencil Pro) is
/// not modelled.
public struct TouchProperties: OptionSet, Sendable, Hashable, Codable {
    /// The bits.
    public let rawValue: UInt8

    /// Properties from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The force (`force`).
    public static let force = TouchProperties(rawValue: 1 << 0)
    /// The azimuth angle (`azimuthAngle`).
    public static let azimuth = TouchProperties(rawValue: 1 << 1)
    /// The altitude angle (`altitudeAngle`).
    public static let altitude = TouchProperties(rawValue: 1 << 2)
    /// The location (`location`).
    public static let location = TouchProperties(rawValue: 1 << 3)

    /// Every property with its name, in this order (the trace format and the protocol spell them so).
    public static let named: [(name: String, property: TouchProperties)] = [
        ("force", .force), ("azimuth", .azimuth), ("altitude", .altitude), ("location", .location),
    ]

    /// The names of the properties in the set, in `named` order.
    public var names: [String] { Self.named.filter { contains($0.property) }.map(\.name) }
}
