import Synchronization

/// The thread-safe face of the loop thread: other threads hand it work, which the loop runs in
/// order on its own thread; a wake-up descriptor (eventfd on Linux, a pipe elsewhere) interrupts
/// its wait.
///
/// This is the only place where threads meet: everything a ``ServerLoop`` owns is touched by the
/// loop thread alone, and this queue (a `Mutex`) is how anyone else reaches it. Two kinds of work
/// share one queue, so they keep their order: jobs (closures) and outgoing WebSocket frames, which
/// are encoded straight into the queue's byte buffer (no closure or array per frame).
final class EventLoop: Sendable {
    /// Work to run on the loop thread, given the loop's state.
    typealias Job = @Sendable (ServerLoop) -> Void

    /// One queued piece of work, in order.
    enum Item {
        /// Run a closure.
        case job(Job)
        /// Queue `bytes[start..<end]` of the batch's frame bytes on WebSocket `id`.
        case frame(id: UInt64, start: Int, end: Int)
    }

    /// What the loop takes at once: the items, and the bytes the frames point into.
    struct Batch {
        var items: [Item] = []
        var bytes: [UInt8] = []
    }

    private struct State {
        var pending = Batch()
        var running = true
        var wakePending = false
        /// While positive, queuing does not wake the loop (a batch of deliveries is running);
        /// ``releaseWakeups()`` wakes it once for everything queued meanwhile.
        var holds = 0
    }

    private let state = Mutex(State())
    /// The descriptor the loop watches.
    let wakeReadFD: Int32
    /// The descriptor other threads signal.
    let wakeWriteFD: Int32

    /// Creates the queue and its wake-up channel.
    init() throws(HTTPServerError) {
        guard let fds = Platform.makeWakeup() else {
            throw .socketFailed("cannot create the event loop's wake-up descriptor")
        }
        (wakeReadFD, wakeWriteFD) = fds
    }

    /// Queues `job` for the loop thread; returns `false` (dropping it) once the loop has stopped.
    /// Jobs run in the order they were queued.
    @discardableResult
    func execute(_ job: @escaping Job) -> Bool {
        state.withLock { state in
            guard state.running else { return false }
            state.pending.items.append(.job(job))
            wake(&state)
            return true
        }
    }

    /// Queues a WebSocket frame for connection `id`: `write` appends its wire bytes to the buffer
    /// it is given (under the lock, so it must be quick). Returns `false` once the loop has stopped.
    @discardableResult
    func send(to id: UInt64, _ write: (inout [UInt8]) -> Void) -> Bool {
        state.withLock { state in
            guard state.running else { return false }
            let start = state.pending.bytes.count
            write(&state.pending.bytes)
            state.pending.items.append(.frame(id: id, start: start, end: state.pending.bytes.count))
            wake(&state)
            return true
        }
    }

    private func wake(_ state: inout State) {
        if !state.wakePending && state.holds == 0 {
            state.wakePending = true
            Platform.signalWakeup(wakeWriteFD)
        }
    }

    /// Stops waking the loop for queued work until the matching ``releaseWakeups()``; work queued
    /// meanwhile still runs in order (and the loop picks it up whenever it turns for another
    /// reason).
    func holdWakeups() {
        state.withLock { $0.holds += 1 }
    }

    /// Ends a ``holdWakeups()``; wakes the loop once if work is waiting.
    func releaseWakeups() {
        state.withLock { state in
            state.holds -= 1
            if state.running && !state.pending.items.isEmpty { wake(&state) }
        }
    }

    /// (Loop thread) Takes every queued item into `batch`, which must be empty (its storage is
    /// swapped with the queue's, so both keep their capacity).
    /// - Parameter drainWakeup: the wake-up descriptor was readable (reset it).
    func take(into batch: inout Batch, drainWakeup: Bool) {
        if drainWakeup { Platform.drainWakeup(wakeReadFD) }
        state.withLock { state in
            if drainWakeup { state.wakePending = false }
            if !state.pending.items.isEmpty { swap(&batch, &state.pending) }
        }
    }

    /// (Loop thread) Refuses further work, drops queued items and closes the wake-up channel.
    func stop() {
        state.withLock { state in
            state.running = false
            state.pending = Batch()
            Socket.closeDescriptor(wakeReadFD)
            if wakeWriteFD != wakeReadFD { Socket.closeDescriptor(wakeWriteFD) }
        }
    }
}
