import Synchronization

/// The monotonic time the server's timeout logic reads, injectable so the logic is tested
/// without waiting.
public protocol ServerClock: Sendable {
    /// The time since an arbitrary fixed origin; never goes backwards.
    func now() -> Duration
}

/// The real monotonic clock (`ContinuousClock`).
public struct SystemServerClock: ServerClock {
    private let origin = ContinuousClock.now

    /// Creates a clock whose origin is now.
    public init() {}

    /// Time elapsed since this clock was created.
    public func now() -> Duration { origin.duration(to: ContinuousClock.now) }
}

/// A clock that moves only when told to, for tests of timeout logic.
public final class ManualServerClock: ServerClock {
    private let current: Mutex<Duration>

    /// Creates a clock at `start`.
    public init(start: Duration = .zero) { current = Mutex(start) }

    /// The current reading.
    public func now() -> Duration { current.withLock { $0 } }

    /// Moves the clock forward.
    public func advance(by duration: Duration) { current.withLock { $0 += duration } }
}
