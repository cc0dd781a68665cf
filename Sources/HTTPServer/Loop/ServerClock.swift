import Synchronization

/// The monotonic time the server's timeout logic reads, injectable so the logic is tested
/// without waiting.
public protocol ServerClock: Sendable {
    /// The time since an arbitrary fixed origin; never goes backwards.
    func now() -> Duration
}
