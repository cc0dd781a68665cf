/// Readiness of one descriptor, as reported by an ``EventPoller``.
package struct PollEvent: Sendable, Hashable {
    /// The descriptor.
    package var fd: Int32
    /// Data (or end of stream) can be read.
    package var readable: Bool
    /// Data can be written.
    package var writable: Bool
    /// An error or hang-up was reported.
    package var failed: Bool
}

/// Waits for readiness on many descriptors: epoll on Linux, poll(2) elsewhere.
///
/// Owned and used by the loop thread only (not `Sendable`).
protocol EventPoller: AnyObject {
    /// Starts watching `fd`.
    func add(_ fd: Int32, readable: Bool, writable: Bool)
    /// Changes what `fd` is watched for.
    func modify(_ fd: Int32, readable: Bool, writable: Bool)
    /// Stops watching `fd` (call before closing it).
    func remove(_ fd: Int32)
    /// Waits up to `milliseconds` and replaces `events` with what is ready.
    func wait(milliseconds: Int32, into events: inout [PollEvent])
    /// Releases the poller's own descriptor.
    func close()
}

/// Which readiness mechanism the event loop uses.
public enum EventBackend: Sendable, Hashable {
    /// epoll on Linux, poll(2) on other systems.
    case automatic
    /// poll(2) everywhere (slower with many connections; useful to test the portable path).
    case poll
}
