#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc) || canImport(Darwin)
    /// An ``EventPoller`` over POSIX poll(2): portable, O(n) per wait in the number of descriptors.
    final class PollPoller: EventPoller {
        private var interests: [Int32: (readable: Bool, writable: Bool)] = [:]
        private var entries: [pollfd] = []

        /// Creates an empty poller.
        init() {}

        func add(_ fd: Int32, readable: Bool, writable: Bool) {
            interests[fd] = (readable, writable)
        }

        func modify(_ fd: Int32, readable: Bool, writable: Bool) {
            interests[fd] = (readable, writable)
        }

        func remove(_ fd: Int32) {
            interests[fd] = nil
        }

        func wait(milliseconds: Int32, into events: inout [PollEvent]) {
            events.removeAll(keepingCapacity: true)
            entries.removeAll(keepingCapacity: true)
            for (fd, interest) in interests {
                var mask: Int16 = 0
                if interest.readable { mask |= Int16(POLLIN) }
                if interest.writable { mask |= Int16(POLLOUT) }
                entries.append(pollfd(fd: fd, events: mask, revents: 0))
            }
            let count = entries.withUnsafeMutableBufferPointer { pointer in
                poll(pointer.baseAddress, nfds_t(pointer.count), milliseconds)
            }
            guard count > 0 else { return }
            for entry in entries where entry.revents != 0 {
                let mask = Int32(entry.revents)
                events.append(
                    PollEvent(
                        fd: entry.fd,
                        readable: mask & Int32(POLLIN | POLLHUP) != 0,
                        writable: mask & Int32(POLLOUT) != 0,
                        failed: mask & Int32(POLLERR | POLLNVAL) != 0))
            }
        }

        func close() {}
    }
#endif
