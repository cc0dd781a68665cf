import Synchronization

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
