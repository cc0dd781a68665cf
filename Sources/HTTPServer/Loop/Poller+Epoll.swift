#if canImport(Glibc)
    import Glibc

    // The toolchain's Glibc module does not export <sys/epoll.h> or <sys/eventfd.h>, and the
    // project may not add C targets, so the four calls are bound by symbol name. Each takes and
    // returns only C `int`s and pointers, which Swift passes exactly as C does on x86_64 and arm64.
    @_silgen_name("epoll_create1") private func system_epoll_create1(_ flags: Int32) -> Int32
    @_silgen_name("epoll_ctl")
    private func system_epoll_ctl(_ epfd: Int32, _ op: Int32, _ fd: Int32, _ event: UnsafeMutableRawPointer?)
        -> Int32
    @_silgen_name("epoll_wait")
    private func system_epoll_wait(
        _ epfd: Int32, _ events: UnsafeMutableRawPointer?, _ max: Int32, _ timeout: Int32
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

    /// An ``EventPoller`` over Linux's epoll, level-triggered.
    final class EpollPoller: EventPoller {
        private let epollFD: Int32
        private let capacity = 256
        private let buffer: UnsafeMutableRawPointer

        /// Creates the epoll instance (`EPOLL_CLOEXEC` equals `O_CLOEXEC`).
        init() throws(HTTPServerError) {
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

        func add(_ fd: Int32, readable: Bool, writable: Bool) {
            control(Epoll.add, fd, readable: readable, writable: writable)
        }

        func modify(_ fd: Int32, readable: Bool, writable: Bool) {
            control(Epoll.modify, fd, readable: readable, writable: writable)
        }

        func remove(_ fd: Int32) {
            control(Epoll.delete, fd, readable: false, writable: false)
        }

        func wait(milliseconds: Int32, into events: inout [PollEvent]) {
            events.removeAll(keepingCapacity: true)
            let count = system_epoll_wait(epollFD, buffer, Int32(capacity), milliseconds)
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

        func close() {
            _ = Glibc.close(epollFD)
        }
    }
#endif
