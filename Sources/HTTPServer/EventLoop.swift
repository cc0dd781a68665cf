import Synchronization

/// The thread-safe face of the loop thread: other threads hand it work, which the loop runs in
/// order on its own thread; a wake-up descriptor (eventfd on Linux, a pipe elsewhere) interrupts
/// its wait.
///
/// This is the only place where threads meet: everything a ``ServerLoop`` owns is touched by the
/// loop thread alone, and this queue (a `Mutex`) is how anyone else reaches it.
final class EventLoop: Sendable {
    /// Work to run on the loop thread, given the loop's state.
    typealias Job = @Sendable (ServerLoop) -> Void

    private struct State {
        var jobs: [Job] = []
        var running = true
        var wakePending = false
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
            state.jobs.append(job)
            if !state.wakePending {
                state.wakePending = true
                Platform.signalWakeup(wakeWriteFD)
            }
            return true
        }
    }

    /// (Loop thread) Takes every queued job.
    func takeJobs() -> [Job] {
        Platform.drainWakeup(wakeReadFD)
        return state.withLock { state in
            state.wakePending = false
            defer { state.jobs.removeAll() }
            return state.jobs
        }
    }

    /// (Loop thread) Refuses further jobs, drops queued ones and closes the wake-up channel.
    func stop() {
        state.withLock { state in
            state.running = false
            state.jobs.removeAll()
            Socket.closeDescriptor(wakeReadFD)
            if wakeWriteFD != wakeReadFD { Socket.closeDescriptor(wakeWriteFD) }
        }
    }
}
