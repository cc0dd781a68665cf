import Foundation

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
