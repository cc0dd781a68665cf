public import Foundation
import Synchronization

/// A clock that moves only when told to: tests and trace replays drive time with it.
///
/// Thread-safe (the time sits behind a mutex), so one clock may be shared by a device and its apps.
/// Time never goes backwards: `advance(by:)` with a negative interval and `set(to:)` with an earlier time
/// are ignored and reported by their `Bool` result.
public final class ManualClock: SystemClock {
    private let time: Mutex<TimeInterval>

    /// Creates a clock that reads `start` until it is advanced.
    public init(start: TimeInterval = 0) {
        time = Mutex(start)
    }

    /// The current time, in seconds.
    public var now: TimeInterval {
        time.withLock { $0 }
    }

    /// Moves the clock forward by `interval` seconds; returns false (and does nothing) when negative.
    @discardableResult
    public func advance(by interval: TimeInterval) -> Bool {
        guard interval >= 0, interval.isFinite else { return false }
        time.withLock { $0 += interval }
        return true
    }

    /// Sets the clock to `instant`; returns false (and does nothing) when that is earlier than now.
    @discardableResult
    public func set(to instant: TimeInterval) -> Bool {
        time.withLock { current in
            guard instant >= current, instant.isFinite else { return false }
            current = instant
            return true
        }
    }
}
