#if canImport(Glibc)
    import Glibc

    /// The few socket details that differ on Linux.
    enum Platform {
        /// `SOCK_STREAM` as `socket(2)` takes it.
        static let streamSocketType = Int32(SOCK_STREAM.rawValue)
        /// Flags for every `send(2)`: `MSG_NOSIGNAL`, so a peer that went away gives `EPIPE`
        /// instead of killing the process with SIGPIPE.
        static let sendFlags = Int32(MSG_NOSIGNAL)

        /// Nothing to do on Linux: ``sendFlags`` already suppresses SIGPIPE.
        static func disableSIGPIPE(_ fd: Int32) {}

        /// A wake-up channel for the event loop: one `eventfd`, used for reading and writing.
        static func makeWakeup() -> (read: Int32, write: Int32)? {
            let fd = makeEventFD()
            return fd < 0 ? nil : (fd, fd)
        }

        /// Signals the wake-up channel.
        static func signalWakeup(_ fd: Int32) {
            var one: UInt64 = 1
            _ = write(fd, &one, 8)
        }

        /// Empties the wake-up channel.
        static func drainWakeup(_ fd: Int32) {
            var value: UInt64 = 0
            _ = read(fd, &value, 8)
        }

        /// Prepares `signal` for a `DispatchSource` signal source: nothing on Linux, where
        /// libdispatch installs its own handler and an ignored signal would never reach it.
        static func prepareForSignalSource(_ signal: Int32) {}

        /// The event poller to use for ``EventBackend/automatic``: epoll.
        static func makeDefaultPoller() throws(HTTPServerError) -> any EventPoller {
            try EpollPoller()
        }
    }
#endif
