public import Foundation

/// A clock that follows real time: seconds elapsed since the clock was created.
///
/// Backed by Swift's `ContinuousClock` (monotonic, keeps counting while the machine sleeps), never by
/// the wall clock, so it cannot jump when the system time is changed. The simulator's devices use it;
/// tests use `ManualClock`.
public final class MonotonicClock: SystemClock {
    private let origin: ContinuousClock.Instant
    private let clock = ContinuousClock()

    /// Creates a clock that reads 0 now.
    public init() {
        origin = clock.now
    }

    /// Seconds since `init`.
    public var now: TimeInterval {
        let elapsed = origin.duration(to: clock.now).components
        return TimeInterval(elapsed.seconds) + TimeInterval(elapsed.attoseconds) / 1e18
    }
}
