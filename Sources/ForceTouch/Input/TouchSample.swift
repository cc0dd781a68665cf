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

/// One reading of one touch: where it was, when, and how hard it pressed.
///
/// This is the unit every layer of ForceTouchKit passes around: the browser's pointer events are
/// mapped to it, traces store it one per line, the recognizer consumes it, and TouchKit wraps it in
/// the `TouchInput` an app sees. It is a plain value: copying it is cheap and it never allocates.
///
/// Units are UIKit's: `location` in points, `timestamp` in seconds on the device's clock, `force`
/// where 1.0 is the force of an average touch and `maximumPossibleForce` is the most the input
/// source can report (20/3 on a 3D Touch iPhone).
public struct TouchSample: Sendable, Hashable, Codable {
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

    /// Creates a sample.
    public init(
        id: Int, phase: TouchPhase, location: CGPoint, timestamp: TimeInterval,
        force: CGFloat, maximumPossibleForce: CGFloat = TouchSample.iPhoneMaximumPossibleForce,
        type: TouchType = .direct
    ) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.type = type
    }

    /// `maximumPossibleForce` on every 3D Touch iPhone (6s through XS): 20/3 (Apple's number,
    /// observed on devices, where raw values are quantised to n/60).
    public static let iPhoneMaximumPossibleForce: CGFloat = 20.0 / 3.0
}
