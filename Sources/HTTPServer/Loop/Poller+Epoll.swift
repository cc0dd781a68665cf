#if canImport(Glibc)
    import Glibc

    // The toolchain's Glibc module does not export <sys/epoll.h> or <sys/eventfd.h>, and the
    // project may not add C targets, so the five calls are bound by symbol name, here only (the
    // load generator in Benchmarks/SimulatorLoad uses `EpollPoller` too). Each takes and returns
    // only C `int`s and pointers, which Swift passes exactly as C does on x86_64 and arm64.
    @_silgen_name("epoll_create1") private func system_epoll_create1(_ flags: Int32) -> Int32
    @_silgen_name("epoll_ctl")
    private func system_epoll_ctl(_ epfd: Int32, _ op: Int32, _ fd: Int32, _ event: UnsafeMutableRawPointer?)
        -> Int32
    @_silgen_name("epoll_wait")
    private func system_epoll_wait(
        _ epfd: Int32, _ events: UnsafeMutableRawPointer?, _ max: Int32, _ timeout: Int32
    ) -> Int32
    // Linux 5.11 and glibc 2.35: `epoll_wait` with a `timespec` timeout, for waits finer than 1 ms.
    @_silgen_name("epoll_pwait2")
    private func system_epoll_pwait2(
        _ epfd: Int32, _ events: UnsafeMutableRawPointer?, _ max: Int32, _ timeout: UnsafeRawPointer?,
        _ sigmask: UnsafeRawPointer?
    ) -> Int32
    @_silgen_name("eventfd") private func system_eventfd(_ initial: UInt32, _ flags: Int32) -> Int32

    /// Linux's epoll constants (from <sys/epoll.h>; the same on every Linux architecture Swift runs on).
    private enum Epoll {
        static let input: UInt32 = 0x001
        static let output: UInt32 = 0x004
        static let error: UInt32 = 0x008
        static let hangUp: UInt32 = 0x010
        static let readHangUp: UInt32 = 0x2000
        static let add: Int32 = 1
        static let delete: Int32 = 2
        static let modify: Int32 = 3
        /// `struct epoll_event` is packed (12 bytes) on x86_64 and naturally aligned (16) elsewhere.
        #if arch(x86_64)
            static let eventSize = 12
            static let dataOffset = 4
        #else
            static let eventSize = 16
            static let dataOffset = 8
        #endif
    }

    /// Creates a non-blocking, close-on-exec eventfd (`EFD_NONBLOCK` and `EFD_CLOEXEC` equal
    /// `O_NONBLOCK` and `O_CLOEXEC`).
    func makeEventFD() -> Int32 {
        system_eventfd(0, O_NONBLOCK | O_CLOEXEC)
    }

    /// An ``EventPoller`` over Linux's epoll, level-triggered: the event loop's, and (as `package`
    /// API) the load generator's in Benchmarks/SimulatorLoad, so the epoll bindings exist once.
    ///
    /// Not `Sendable`: one thread creates it, uses it and closes it.
    package final class EpollPoller: EventPoller {
        private let epollFD: Int32
        private let capacity = 256
        private let buffer: UnsafeMutableRawPointer

        /// Creates the epoll instance (`EPOLL_CLOEXEC` equals `O_CLOEXEC`).
        package init() throws(HTTPServerError) {
            epollFD = system_epoll_create1(O_CLOEXEC)
            guard epollFD >= 0 else { throw .socketFailed(Socket.errorText(errno)) }
            buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity * Epoll.eventSize, alignment: 8)
        }

        deinit { buffer.deallocate() }

        private func control(_ operation: Int32, _ fd: Int32, readable: Bool, writable: Bool) {
            var mask: UInt32 = 0
            if readable { mask |= Epoll.input | Epoll.readHangUp }
            if writable { mask |= Epoll.output }
            var event = [UInt8](repeating: 0, count: Epoll.eventSize)
            event.withUnsafeMutableBytes { raw in
                raw.storeBytes(of: mask, toByteOffset: 0, as: UInt32.self)
                raw.storeBytes(
                    of: UInt64(UInt32(bitPattern: fd)), toByteOffset: Epoll.dataOffset, as: UInt64.self)
                _ = system_epoll_ctl(epollFD, operation, fd, raw.baseAddress)
            }
        }

        /// Starts watching `fd` (for reading, hang-ups included, and for writing as asked).
        package func add(_ fd: Int32, readable: Bool, writable: Bool) {
            control(Epoll.add, fd, readable: readable, writable: writable)
        }

        /// Changes what `fd` is watched for.
        package func modify(_ fd: Int32, readable: Bool, writable: Bool) {
            control(Epoll.modify, fd, readable: readable, writable: writable)
        }

        /// Stops watching `fd` (call before closing it).
        package func remove(_ fd: Int32) {
            control(Epoll.delete, fd, readable: false, writable: false)
        }

        /// Waits up to `milliseconds` (-1: without end) and replaces `events` with what is ready,
        /// at most 256 descriptors a call.
        package func wait(milliseconds: Int32, into events: inout [PollEvent]) {
            events.removeAll(keepingCapacity: true)
            collect(system_epoll_wait(epollFD, buffer, Int32(capacity), milliseconds), into: &events)
        }

        /// Waits up to `nanoseconds` (at least 0) and replaces `events` with what is ready, as
        /// ``wait(milliseconds:into:)`` does (`epoll_pwait2`: Linux 5.11 or later).
        package func wait(nanoseconds: Int64, into events: inout [PollEvent]) {
            events.removeAll(keepingCapacity: true)
            let clamped = max(0, nanoseconds)
            var time = timespec(tv_sec: Int(clamped / 1_000_000_000), tv_nsec: Int(clamped % 1_000_000_000))
            collect(system_epoll_pwait2(epollFD, buffer, Int32(capacity), &time, nil), into: &events)
        }

        private func collect(_ count: Int32, into events: inout [PollEvent]) {
            guard count > 0 else { return }
            for i in 0..<Int(count) {
                let base = i * Epoll.eventSize
                let mask = buffer.loadUnaligned(fromByteOffset: base, as: UInt32.self)
                let data = buffer.loadUnaligned(fromByteOffset: base + Epoll.dataOffset, as: UInt64.self)
                events.append(
                    PollEvent(
                        fd: Int32(bitPattern: UInt32(truncatingIfNeeded: data)),
                        readable: mask & (Epoll.input | Epoll.readHangUp | Epoll.hangUp) != 0,
                        writable: mask & Epoll.output != 0,
                        failed: mask & Epoll.error != 0))
            }
        }

        /// Closes the epoll descriptor.
        package func close() {
            _ = Glibc.close(epollFD)
        }
    }
#endif
