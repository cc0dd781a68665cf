import SimulatorProtocol
#if canImport(Glibc)
    import Glibc
    import HTTPServer
    import Simulator

    /// Hundreds of simulated pages on one thread, as lean as a load generator can be: blocking
    /// handshakes, then non-blocking sockets and epoll (HTTPServer's `EpollPoller`, waiting to the
    /// nanosecond); each sample's frame built and masked once
    /// into a reused buffer and written with one `send`; the server's frames scanned in place
    /// (``LoadCodec``); no Swift concurrency, locks or per-message allocation beyond the message's
    /// JSON.
    ///
    /// Not `Sendable`: one thread creates it and runs it.
    public final class LoadGenerator {
        /// How the devices' samples are spread over each sampling interval.
        public enum Schedule: String, Sendable, Hashable {
            /// Device *i* of *N* sends at offset *i*/*N* of each interval, as unsynchronised
            /// devices would.
            case staggered
            /// Every device sends at the start of each interval (a synchronised burst).
            case burst
        }

        /// What a run measured.
        public struct Result: Sendable {
            /// Samples written.
            public var sent = 0
            /// Round trips, milliseconds: from a sample written to the patch echoing its probe (or
            /// a later one) read back.
            public var roundTripMilliseconds: [Double] = []
            /// When each round trip's sample was written, milliseconds from the start of the run
            /// (parallel to ``roundTripMilliseconds``).
            public var sentAtMilliseconds: [Double] = []
            /// Probes never answered before the end of the drain.
            public var unanswered = 0
            /// Patches received.
            public var patches = 0
            /// `error` messages received.
            public var errors = 0
            /// Connections that closed or broke during the run.
            public var closedConnections = 0
            /// How late each sample was written after its due time, milliseconds (the generator's
            /// own lag: a busy or descheduled generator sends late, and reads replies late too).
            public var sendLagMilliseconds: [Double] = []
            /// When the run started (``LoadGenerator/now()``, CLOCK_MONOTONIC nanoseconds).
            public var startNanoseconds: Int64 = 0
        }

        /// Why the generator stopped.
        public struct Failure: Error, CustomStringConvertible {
            /// What went wrong.
            public var description: String
        }

        private final class Connection {
            let fd: Int32
            var inbound: [UInt8] = []
            var pending: [UInt8] = []
            /// Send times (monotonic ns) of probes `firstOutstanding…`, oldest first, from `head`.
            var sentTimes: [Int64] = []
            var head = 0
            var firstOutstanding = 1
            var nextProbe = 1
            var opened = false
            var isOpen = true
            var watchingWrite = false

            init(fd: Int32) { self.fd = fd }
        }

        private let poller: EpollPoller
        private var ready: [PollEvent] = []
        private var connections: [Connection] = []
        private var byFD: [Int32: Int] = [:]
        private let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 256 * 1024, alignment: 8)
        private var frame: [UInt8] = []
        private var random: UInt64
        private var result = Result()
        private var runStart: Int64 = 0

        /// Opens one WebSocket per path on `127.0.0.1:port` (blocking handshakes, one after the
        /// other), without an `Origin`, as a non-browser client.
        /// - Throws: ``Failure`` when a connection or handshake fails.
        public init(port: Int, paths: [String], seed: UInt64 = 0x9E37_79B9_7F4A_7C15) throws {
            do throws(HTTPServerError) {
                poller = try EpollPoller()
            } catch {
                throw Failure(description: "epoll_create1 failed: \(error)")
            }
            random = seed | 1
            ready.reserveCapacity(256)
            frame.reserveCapacity(1024)
            for path in paths {
                let connection = try Self.handshake(port: port, path: path, random: &random)
                byFD[connection.fd] = connections.count
                connections.append(connection)
                poller.add(connection.fd, readable: true, writable: false)
            }
            for index in connections.indices where !connections[index].inbound.isEmpty {
                process(connections[index], now: Self.now())
            }
        }

        deinit {
            for connection in connections where connection.isOpen { close(connection.fd) }
            poller.close()
            readBuffer.deallocate()
        }

        /// The monotonic clock, nanoseconds.
        public static func now() -> Int64 {
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC, &time)
            return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        }

        /// Reads until every session's opening (hello … diagnostics) has arrived.
        /// - Throws: ``Failure`` after `seconds`, or when a connection closes.
        public func waitForOpenings(seconds: Double) throws {
            let deadline = Self.now() + Int64(seconds * 1e9)
            while connections.contains(where: { !$0.opened }) {
                let now = Self.now()
                guard now < deadline else {
                    throw Failure(
                        description:
                            "\(connections.filter { !$0.opened }.count) sessions did not open within \(seconds) s"
                    )
                }
                poll(timeout: min(deadline - now, 100_000_000))
                if let broken = connections.first(where: { !$0.isOpen }) {
                    throw Failure(description: "connection \(broken.fd) closed while opening")
                }
            }
        }

        /// Streams pen samples from every connection at `rate` per second for `seconds`, then keeps
        /// reading for `drain` seconds. Every sample is a latency probe.
        ///
        /// Each device presses an empty part of its home screen, moves with its pressure changing,
        /// and lifts and presses again every 2 s (the messages the web client writes, from
        /// ``PointerMessage/json``).
        ///
        /// - Parameter granularity: staggered send times are rounded down to a multiple of this
        ///   many seconds (0: none), so the devices due within one such slot are written together.
        public func run(
            rate: Double, seconds: Double, schedule: Schedule, granularity: Double = 0, drain: Double
        )
            -> Result
        {
            let count = connections.count
            let interval = 1e9 / rate
            let ticks = Int(seconds * rate)
            let total = ticks * count
            let cycle = Int(2 * rate)
            result.roundTripMilliseconds.reserveCapacity(total)
            result.sentAtMilliseconds.reserveCapacity(total)
            result.sendLagMilliseconds.reserveCapacity(total)
            let slot = Int64(granularity * 1e9)
            /// Nanoseconds from the start at which sample `event` (tick-major) is due.
            func dueOffset(_ event: Int) -> Int64 {
                guard schedule == .staggered else { return Int64(Double(event / count) * interval) }
                let exact = Int64(Double(event) * interval / Double(count))
                return slot > 0 ? exact - exact % slot : exact
            }
            let start = Self.now()
            runStart = start
            result.startNanoseconds = start
            var next = 0
            let end = start + Int64(Double(ticks) * interval + drain * 1e9)
            while true {
                var now = Self.now()
                while next < total {
                    let tick = next / count
                    let index = next % count
                    guard start + dueOffset(next) <= now else { break }
                    let phase = tick % cycle
                    let message = PointerMessage(
                        event: phase == 0 ? .down : (phase == cycle - 1 ? .up : .move), pointerId: 1,
                        pointerType: .pen, x: 40 + Double(tick % 2) * 0.5, y: 420,
                        pressure: 0.1 + 0.3 * Double(tick % 30) / 30,
                        timeStamp: Double(tick) * interval / 1e6,
                        probe: connections[index].nextProbe)
                    send(message, on: connections[index])
                    result.sendLagMilliseconds.append(Double(now - start - dueOffset(next)) / 1e6)
                    next += 1
                    now = Self.now()
                }
                guard now < end else { break }
                let wake = next < total ? start + dueOffset(next) : end
                poll(timeout: max(0, min(wake, end) - now))
            }
            result.unanswered = connections.reduce(0) { $0 + ($1.sentTimes.count - $1.head) }
            return result
        }

        /// Sends a close frame (1000) on every connection and closes it.
        public func closeAll() {
            for connection in connections where connection.isOpen {
                frame.removeAll(keepingCapacity: true)
                frame.append(0x88)
                frame.append(0x82)
                let key = nextKey()
                let keyBytes = [
                    UInt8(key >> 24), UInt8(truncatingIfNeeded: key >> 16),
                    UInt8(truncatingIfNeeded: key >> 8),
                    UInt8(truncatingIfNeeded: key),
                ]
                frame += keyBytes
                frame.append(0x03 ^ keyBytes[0])
                frame.append(0xE8 ^ keyBytes[1])
                _ = frame.withUnsafeBytes {
                    Glibc.send(connection.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                connection.isOpen = false
                close(connection.fd)
            }
        }

        // MARK: - Sending

        private func nextKey() -> UInt32 {
            // xorshift64*: masking keys need to vary, not to be secret, in a load generator.
            random ^= random >> 12
            random ^= random << 25
            random ^= random >> 27
            return UInt32(truncatingIfNeeded: (random &* 0x2545_F491_4F6C_DD1D) >> 32)
        }

        private func send(_ message: PointerMessage, on connection: Connection) {
            guard connection.isOpen else { return }
            frame.removeAll(keepingCapacity: true)
            LoadCodec.appendMaskedText(message.json.utf8, key: nextKey(), to: &frame)
            connection.nextProbe += 1
            connection.sentTimes.append(Self.now())
            result.sent += 1
            guard connection.pending.isEmpty else {
                connection.pending += frame
                return
            }
            let written = frame.withUnsafeBytes {
                Glibc.send(connection.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written == frame.count { return }
            if written < 0 && errno != EAGAIN && errno != EWOULDBLOCK {
                fail(connection)
                return
            }
            connection.pending += frame[max(0, written)...]
            watchWrite(connection, true)
        }

        private func flushPending(_ connection: Connection) {
            while !connection.pending.isEmpty {
                let written = connection.pending.withUnsafeBytes {
                    Glibc.send(connection.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                if written > 0 {
                    connection.pending.removeFirst(written)
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    return
                } else {
                    fail(connection)
                    return
                }
            }
            watchWrite(connection, false)
        }

        // MARK: - Receiving

        private func poll(timeout nanoseconds: Int64) {
            poller.wait(nanoseconds: nanoseconds, into: &ready)
            for event in ready {
                guard let index = byFD[event.fd] else { continue }
                let connection = connections[index]
                if event.writable { flushPending(connection) }
                if event.readable || event.failed { read(connection) }
            }
        }

        private func read(_ connection: Connection) {
            guard connection.isOpen else { return }
            let count = recv(connection.fd, readBuffer.baseAddress, readBuffer.count, 0)
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { return }
            guard count > 0 else {
                fail(connection)
                return
            }
            let now = Self.now()
            if connection.inbound.isEmpty {
                let scan = self.scan(
                    UnsafeRawBufferPointer(rebasing: readBuffer[0..<count]), connection, now: now)
                if scan.malformed { return fail(connection) }
                if scan.consumed < count {
                    connection.inbound += UnsafeRawBufferPointer(rebasing: readBuffer[scan.consumed..<count])
                }
            } else {
                connection.inbound += UnsafeRawBufferPointer(rebasing: readBuffer[0..<count])
                process(connection, now: now)
            }
        }

        private func process(_ connection: Connection, now: Int64) {
            let result: LoadCodec.Scan = connection.inbound.withUnsafeBytes {
                self.scan($0, connection, now: now)
            }
            let scan = result
            if scan.malformed { return fail(connection) }
            connection.inbound.removeFirst(scan.consumed)
        }

        private func scan(_ bytes: UnsafeRawBufferPointer, _ connection: Connection, now: Int64)
            -> LoadCodec.Scan
        {
            LoadCodec.scan(bytes) { event in
                switch event {
                case .patch(let probe):
                    result.patches += 1
                    guard let probe else { return }
                    answer(connection, upTo: probe, now: now)
                case .diagnostics: connection.opened = true
                case .error: result.errors += 1
                case .close: connection.isOpen = false
                case .other: break
                }
            }
        }

        /// A patch echoing `probe` answers it and every earlier probe still outstanding.
        private func answer(_ connection: Connection, upTo probe: Int, now: Int64) {
            while connection.firstOutstanding <= probe, connection.head < connection.sentTimes.count {
                let sent = connection.sentTimes[connection.head]
                result.roundTripMilliseconds.append(Double(now - sent) / 1e6)
                result.sentAtMilliseconds.append(Double(sent - runStart) / 1e6)
                connection.head += 1
                connection.firstOutstanding += 1
            }
            if connection.head >= 4096 && connection.head * 2 >= connection.sentTimes.count {
                connection.sentTimes.removeFirst(connection.head)
                connection.head = 0
            }
        }

        private func fail(_ connection: Connection) {
            guard connection.fd >= 0, byFD[connection.fd] != nil else { return }
            if connection.isOpen || !connection.pending.isEmpty { result.closedConnections += 1 }
            connection.isOpen = false
            poller.remove(connection.fd)
            byFD[connection.fd] = nil
            close(connection.fd)
        }

        // MARK: - Setup

        private func watchWrite(_ connection: Connection, _ on: Bool) {
            guard connection.watchingWrite != on else { return }
            connection.watchingWrite = on
            poller.modify(connection.fd, readable: true, writable: on)
        }

        private static func handshake(port: Int, path: String, random: inout UInt64) throws -> Connection {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw Failure(description: "socket failed: \(errno)") }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port)).bigEndian
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else {
                close(fd)
                throw Failure(description: "cannot connect to 127.0.0.1:\(port): \(errno)")
            }
            var one: Int32 = 1
            _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            var generator = SplitMix(state: random)
            let key = WebSocketHandshake.makeKey(using: &generator)
            random = generator.state
            let request = WebSocketHandshake.clientRequest(path: path, host: "127.0.0.1:\(port)", key: key)
            let bytes = request.serialized()
            guard
                bytes.withUnsafeBytes({ Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) })
                    == bytes.count
            else {
                close(fd)
                throw Failure(description: "cannot send the handshake for \(path)")
            }
            var parser = HTTPResponseParser()
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count: Int = buffer.withUnsafeMutableBytes { raw in
                    recv(fd, raw.baseAddress, raw.count, 0)
                }
                guard count > 0 else {
                    close(fd)
                    throw Failure(description: "the server closed \(path) during the handshake")
                }
                parser.append(buffer[0..<count])
                do {
                    guard let response = try parser.next() else { continue }
                    try WebSocketHandshake.verify(response, key: key)
                } catch {
                    close(fd)
                    throw Failure(description: "handshake for \(path) failed: \(error)")
                }
                break
            }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            let connection = Connection(fd: fd)
            connection.inbound = parser.takeBufferedBytes()
            return connection
        }
    }

    /// SplitMix64, for handshake keys (reproducible from the generator's seed).
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
#endif
