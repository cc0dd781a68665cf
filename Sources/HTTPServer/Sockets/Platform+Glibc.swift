#if canImport(Glibc)
    import Glibc

    // glibc 2.36 has no sched_setattr wrapper, and its `syscall` is variadic, which Swift cannot
    // call. On Linux x86_64 and arm64 integer arguments of a variadic call travel in the same
    // registers as a fixed call's, and glibc's `syscall` only moves them into place, so it is bound
    // with a fixed signature here.
    @_silgen_name("syscall")
    private func system_syscall3(_ number: Int, _ a: Int, _ b: UnsafeRawPointer?, _ c: Int) -> Int

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

        /// Asks the scheduler for a short time slice (0.1 ms, the least it grants) for the calling
        /// thread with `sched_setattr` (`sched_runtime` of a normal thread is its slice): with EEVDF
        /// (Linux 6.12+), a thread that runs briefly and often is then picked soon after it wakes
        /// instead of waiting out a busier thread's slice. Same policy and nice value; older
        /// kernels ignore the field or refuse the call, and either is fine.
        static func requestShortTimeSlice() {
            #if arch(x86_64) || arch(arm64)
                #if arch(x86_64)
                    let number = 314  // SYS_sched_setattr
                #else
                    let number = 274
                #endif
                var attributes = [UInt64](repeating: 0, count: 7)  // struct sched_attr, 56 bytes
                attributes.withUnsafeMutableBytes { raw in
                    raw.storeBytes(of: UInt32(56), toByteOffset: 0, as: UInt32.self)  // size
                    // This thread's nice value (0: the caller), kept; the policy stays SCHED_OTHER (0).
                    let nice = Int32(getpriority(Int32(PRIO_PROCESS.rawValue), 0))
                    raw.storeBytes(of: nice, toByteOffset: 16, as: Int32.self)  // sched_nice
                    raw.storeBytes(of: UInt64(100_000), toByteOffset: 24, as: UInt64.self)  // sched_runtime
                    _ = system_syscall3(number, 0, raw.baseAddress, 0)
                }
            #endif
        }

        /// The event poller to use for ``EventBackend/automatic``: epoll.
        static func makeDefaultPoller() throws(HTTPServerError) -> any EventPoller {
            try EpollPoller()
        }
    }
#endif
