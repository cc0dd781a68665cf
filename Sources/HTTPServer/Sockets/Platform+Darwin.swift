#if canImport(Darwin)
    import Darwin

    /// The few socket details that differ on macOS.
    enum Platform {
        /// `SOCK_STREAM` as `socket(2)` takes it.
        static let streamSocketType = SOCK_STREAM
        /// Flags for every `send(2)`; SIGPIPE is suppressed per socket with `SO_NOSIGPIPE`.
        static let sendFlags: Int32 = 0

        /// Sets `SO_NOSIGPIPE`, so a peer that went away gives `EPIPE` instead of SIGPIPE.
        static func disableSIGPIPE(_ fd: Int32) {
            var one: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        }

        /// A wake-up channel for the event loop: a non-blocking pipe.
        static func makeWakeup() -> (read: Int32, write: Int32)? {
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { return nil }
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            return (fds[0], fds[1])
        }

        /// Signals the wake-up channel.
        static func signalWakeup(_ fd: Int32) {
            var one: UInt8 = 1
            _ = write(fd, &one, 1)
        }

        /// Empties the wake-up channel.
        static func drainWakeup(_ fd: Int32) {
            var bytes = [UInt8](repeating: 0, count: 256)
            while read(fd, &bytes, 256) > 0 {}
        }

        /// Prepares `signal` for a `DispatchSource` signal source: ignores it, as Apple documents,
        /// so its default action does not end the process before the source sees it.
        static func prepareForSignalSource(_ signalNumber: Int32) {
            _ = signal(signalNumber, SIG_IGN)
        }

        /// Nothing on Darwin: there is no per-thread slice to ask for.
        static func requestShortTimeSlice() {}

        /// The event poller to use for ``EventBackend/automatic``: poll(2).
        static func makeDefaultPoller() throws(HTTPServerError) -> any EventPoller {
            PollPoller()
        }
    }
#endif
