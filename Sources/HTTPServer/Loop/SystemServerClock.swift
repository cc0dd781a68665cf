import Synchronization

/// The real monotonic clock (`ContinuousClock`).
public struct SystemServerClock: ServerClock {
    private let origin = ContinuousClock.now

    /// Creates a clock whose origin is now.
    public init() {}

    /// Time elapsed since this clock was created.
    public func now() -> Duration { origin.duration(to: ContinuousClock.now) }
}
