public import Foundation

/// Where TouchKit reads the time: a monotonic clock in seconds, injected by whoever hosts the app.
///
/// UIKit reads the system's uptime (`CACurrentMediaTime`, `ProcessInfo.systemUptime`). TouchKit never
/// reads a clock of its own: the host (the simulated device, or a test) hands one in, so a timeout, a
/// long press or an animation can be tested without sleeping. `ManualClock` is the one tests drive;
/// `MonotonicClock` follows real time.
public protocol SystemClock: AnyObject, Sendable {
    /// Seconds since an arbitrary origin; never decreases.
    var now: TimeInterval { get }
}
