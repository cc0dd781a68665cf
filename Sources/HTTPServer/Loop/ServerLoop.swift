import Synchronization

/// The event loop: accepts connections, reads, parses, writes and times out, all on one thread.
///
/// Created on and used only by the loop thread; it owns every ``Connection``. Other threads
/// reach it through ``EventLoop/execute(_:)`` jobs. Handlers run on tasks and hand their results
/// back the same way.
final class ServerLoop {
    let configuration: HTTPServer.Configuration
    let responder: any HTTPResponder
    /// Set when the server speaks a line protocol instead of HTTP.
    let lineProtocol: LineProtocol?
    let loop: EventLoop
    let shared: ServerShared
    let listener: Int32
    let host: String
    let port: Int
    private let poller: any EventPoller
    private(set) var connections: [Int32: Connection] = [:]
    private var fdByID: [UInt64: Int32] = [:]
    private var nextID: UInt64 = 1
    private var stopping = false
    private let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 8)
    private var events: [PollEvent] = []
    /// The items taken from the ``EventLoop`` queue, reused from turn to turn.
    private var queued = EventLoop.Batch()
    /// Connections with bytes queued this turn, written at the end of the turn.
    private var dirty: [Connection] = []
    private var flushing: [Connection] = []
    /// Events for batch receivers, handed over at the end of the turn.
    private var deliveries: [(receiver: WebSocketBatchReceiver, events: [WebSocketEvent])] = []
    private var nextSweep: Duration = .zero
    /// The listener is not watched until the next sweep: the process ran out of descriptors, and a
    /// level-triggered listener would otherwise spin the loop.
    private var acceptingPaused = false
    /// The current time, read before each event and each sweep.
    private(set) var now: Duration = .zero

    init(
        configuration: HTTPServer.Configuration, responder: any HTTPResponder, lineProtocol: LineProtocol?,
        loop: EventLoop,
        shared: ServerShared, listener: Int32, port: Int, poller: any EventPoller
    ) {
        self.configuration = configuration
        self.responder = responder
        self.lineProtocol = lineProtocol
        self.loop = loop
        self.shared = shared
        self.listener = listener
        self.host = configuration.host
        self.port = port
        self.poller = poller
    }

    deinit { readBuffer.deallocate() }

    /// Runs until ``stop()``; then closes every connection and the listener.
    func run() {
        if listener >= 0 { poller.add(listener, readable: true, writable: false) }
        poller.add(loop.wakeReadFD, readable: true, writable: false)
        let interval = configuration.timeouts.sweepInterval
        let waitMilliseconds = Int32(
            interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000)
        now = configuration.clock.now()
        nextSweep = now + interval
        while !stopping {
            poller.wait(milliseconds: max(waitMilliseconds, 1), into: &events)
            if !events.isEmpty { shared.statistics.withLock { $0.wakeups += 1 } }
            for event in events {
                // Read per event: a thread descheduled mid-batch must not stamp a new connection
                // with a time from before it connected.
                now = configuration.clock.now()
                if event.fd == listener {
                    acceptConnections()
                } else if event.fd == loop.wakeReadFD {
                    runQueued(drainWakeup: true)
                } else if let connection = connections[event.fd] {
                    if connection.watching == (false, false) && !connection.connecting {
                        // A hang-up or error reported although nothing is watched (a reset peer):
                        // leave the poller until the connection wants something (`updateInterest`).
                        poller.remove(connection.fd)
                        connection.inPoller = false
                        continue
                    }
                    if connection.connecting && (event.writable || event.readable || event.failed) {
                        finishConnecting(connection)
                    }
                    if event.writable { flush(connection) }
                    if (event.readable || event.failed) && connections[event.fd] === connection
                        && connection.wantsRead
                    {
                        read(connection)
                    }
                }
            }
            now = configuration.clock.now()
            // Work queued while wake-ups were held (a batch receiver running) is picked up too.
            runQueued(drainWakeup: false)
            endTurn()
            if now >= nextSweep {
                sweep()
                endTurn()
                nextSweep = now + interval
                if acceptingPaused {
                    acceptingPaused = false
                    poller.modify(listener, readable: true, writable: false)
                }
            }
        }
        tearDown()
    }

    /// Runs the jobs and queues the frames other threads handed over, in order.
    private func runQueued(drainWakeup: Bool) {
        loop.take(into: &queued, drainWakeup: drainWakeup)
        guard !queued.items.isEmpty else { return }
        for item in queued.items {
            switch item {
            case .job(let job):
                job(self)
            case .frame(let id, let start, let end):
                queued.bytes.withUnsafeBytes { raw in
                    sendWebSocket(id, UnsafeRawBufferPointer(rebasing: raw[start..<end]))
                }
            }
        }
        queued.items.removeAll(keepingCapacity: true)
        // Keep the storage for the next turn, unless a large message made it large.
        queued.bytes.removeAll(keepingCapacity: queued.bytes.capacity <= 1 << 20)
    }

    /// The end of a turn: writes every connection that had bytes queued (one `send` each for all
    /// of them), then hands the turn's events to the batch receivers.
    private func endTurn() {
        while !dirty.isEmpty {
            swap(&dirty, &flushing)
            for connection in flushing where connection.isDirty { flush(connection) }
            flushing.removeAll(keepingCapacity: true)
        }
        if !deliveries.isEmpty {
            for delivery in deliveries { delivery.receiver.deliver(delivery.events) }
            deliveries.removeAll(keepingCapacity: true)
        }
    }

    /// Queues an event for a batch receiver (handed over at the end of the turn).
    func queue(_ event: WebSocketEvent, to receiver: WebSocketBatchReceiver) {
        if let index = deliveries.firstIndex(where: { $0.receiver === receiver }) {
            deliveries[index].events.append(event)
        } else {
            deliveries.append((receiver, [event]))
        }
    }

    /// (Job) Ends the loop after this iteration.
    func stop() { stopping = true }

    // MARK: - Accepting

    private func acceptConnections() {
        for _ in 0..<64 {
            let fd: Int32
            let peer: String
            switch Socket.acceptConnection(listener) {
            case .none:
                return
            case .outOfDescriptors(let reason):
                acceptingPaused = true
                poller.modify(listener, readable: false, writable: false)
                log(
                    .warning, nil,
                    ServerMessages.outOfDescriptors(reason, pause: configuration.timeouts.sweepInterval))
                return
            case .connection(let accepted, let from):
                (fd, peer) = (accepted, from)
            }
            if connections.count >= configuration.maxConnections {
                let message = ServerMessages.connectionLimit(configuration.maxConnections)
                let refusal =
                    lineProtocol != nil
                    ? Array("error: \(message)\n".utf8)
                    : HTTPResponse.text(message + "\n", status: .serviceUnavailable).serialized(closing: true)
                _ = refusal.withUnsafeBytes { Socket.sendBytes(fd, $0) }
                Socket.closeDescriptor(fd)
                shared.statistics.withLock { $0.rejectedConnections += 1 }
                connectionsChanged()
                log(.warning, peer, "refused: \(message)")
                continue
            }
            let connection = Connection(
                id: nextID, fd: fd, peer: peer, limits: configuration.requestLimits, now: now)
            if lineProtocol != nil { connection.lines = LineSession() }
            nextID += 1
            connections[fd] = connection
            fdByID[connection.id] = fd
            poller.add(fd, readable: true, writable: false)
            shared.statistics.withLock {
                $0.acceptedConnections += 1
                $0.openConnections = connections.count
            }
            connectionsChanged()
        }
    }

    /// Tells the configuration's connection observer, if any, the counters now.
    private func connectionsChanged() {
        guard let observer = configuration.connectionObserver else { return }
        observer(shared.statistics.withLock { $0 })
    }

    /// Registers a connection the loop did not accept (an outgoing one).
    func register(fd: Int32, peer: String) -> Connection {
        let connection = Connection(
            id: nextID, fd: fd, peer: peer, limits: configuration.requestLimits, now: now)
        nextID += 1
        connections[fd] = connection
        fdByID[connection.id] = fd
        poller.add(fd, readable: true, writable: false)
        shared.statistics.withLock { $0.openConnections = connections.count }
        return connection
    }

    /// The open connection with this id, if any.
    func connection(id: UInt64) -> Connection? {
        fdByID[id].flatMap { connections[$0] }
    }

    // MARK: - Reading

    private func read(_ connection: Connection) {
        if connection.awaitingResponse {
            checkHangUp(connection)
            return
        }
        switch Socket.receive(connection.fd, into: readBuffer) {
        case .bytes(let count):
            connection.lastActivity = now
            let bytes = UnsafeRawBufferPointer(rebasing: readBuffer[0..<count])
            if connection.draining || connection.closeAfterFlush {
                return  // discarding input while closing
            }
            if connection.clientHandshake != nil {
                readHandshakeResponse(connection, bytes)
            } else if let session = connection.webSocket {
                session.decoder.append(bytes)
                processWebSocket(connection, session)
            } else if let lines = connection.lines {
                if connection.requestStart == nil && lines.buffer.isEmpty { connection.requestStart = now }
                lines.buffer.append(bytes)
                processLines(connection, lines)
            } else {
                if connection.requestStart == nil && !connection.parser.hasPartialRequest {
                    connection.requestStart = now
                }
                connection.parser.append(bytes)
                processRequests(connection)
            }
        case .wouldBlock:
            return
        case .closed:
            peerClosed(connection)
        case .failed(let code):
            close(connection, level: .debug, reason: "read failed: \(Socket.errorText(code))")
        }
    }

    /// While a handler runs: whether the peer left (end of stream or reset). If it did, the
    /// handler's task is cancelled (a scripted press stops) and the connection closes once the
    /// handler returns; if the peer sent more instead, the loop stops watching until then.
    private func checkHangUp(_ connection: Connection) {
        switch Socket.peek(connection.fd) {
        case .bytes:
            connection.watchingForHangUp = false
            updateInterest(connection)
        case .wouldBlock:
            return
        case .closed, .failed:
            connection.peerFinished = true
            connection.watchingForHangUp = false
            updateInterest(connection)
            if let task = connection.handlerTask {
                connection.handlerTask = nil
                task.cancel()
                log(.debug, connection.peer, ServerMessages.handlerCancelled)
            }
        }
    }

    private func peerClosed(_ connection: Connection) {
        if connection.draining {
            close(connection, level: .debug, reason: nil)
        } else if connection.webSocket != nil {
            close(connection, level: .debug, reason: "the peer closed the connection without a close frame")
        } else if let lines = connection.lines {
            // End of input: a last line without a newline still counts (`printf id | nc`).
            connection.peerFinished = true
            lines.finishInput()
            processLines(connection, lines)
            if !connection.awaitingResponse {
                closeAfterFlush(connection)
            } else {
                updateInterest(connection)
            }
        } else if connection.awaitingResponse || connection.closeAfterFlush {
            // Half-closed after sending a request: answer it, then close.
            connection.peerFinished = true
            connection.closeAfterFlush = true
            updateInterest(connection)
        } else {
            close(connection, level: .debug, reason: nil)
        }
    }

    // MARK: - Writing

    /// Queues bytes for the peer; they are written at the end of the loop's turn, together with
    /// anything else queued for the connection meanwhile.
    func enqueue(_ connection: Connection, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { enqueue(connection, $0) }
    }

    /// Queues bytes for the peer (see ``enqueue(_:_:)-([UInt8])``).
    func enqueue(_ connection: Connection, _ bytes: UnsafeRawBufferPointer) {
        guard connection.isOpen else { return }
        var queued = connection.outbound.count
        if queued > 0 && queued + bytes.count > configuration.maxOutboundBytes && connection.isDirty {
            // Only what the socket refused counts against the limit: offer it this turn's bytes first.
            flush(connection)
            guard connection.isOpen else { return }
            queued = connection.outbound.count
        }
        if queued > 0 && queued + bytes.count > configuration.maxOutboundBytes {
            drop(
                connection,
                reason: "dropped a slow reader: \(queued) bytes still unsent and \(bytes.count) more queued, "
                    + "over the limit of \(configuration.maxOutboundBytes) bytes")
            return
        }
        if queued == 0 { connection.outputStalledSince = now }
        connection.outbound.append(bytes)
        if !connection.isDirty {
            connection.isDirty = true
            dirty.append(connection)
        }
    }

    /// Writes queued bytes until the socket would block; closes or drains when done.
    func flush(_ connection: Connection) {
        connection.isDirty = false
        guard connection.isOpen, !connection.connecting else { return }
        while !connection.outbound.isEmpty {
            let result = connection.outbound.withUnsafeReadableBytes { Socket.sendBytes(connection.fd, $0) }
            switch result {
            case .bytes(let count):
                connection.outbound.consume(count)
                connection.outputStalledSince = now
                connection.lastActivity = now
            case .wouldBlock:
                updateInterest(connection)
                return
            case .closed, .failed:
                let text = if case .failed(let code) = result { Socket.errorText(code) } else { "closed" }
                close(connection, level: .debug, reason: "write failed: \(text)")
                return
            }
        }
        connection.outputStalledSince = nil
        if connection.closeAfterFlush && !connection.draining {
            if connection.peerFinished {
                close(connection, level: .debug, reason: nil)
                return
            }
            Socket.shutdownWrite(connection.fd)
            connection.draining = true
            if connection.closingSince == nil { connection.closingSince = now }
        }
        updateInterest(connection)
    }

    /// Closes after the queued output is written (draining input until the peer closes or the
    /// close timeout), so the peer reads the whole response before the end of stream.
    func closeAfterFlush(_ connection: Connection) {
        connection.closeAfterFlush = true
        if connection.closingSince == nil { connection.closingSince = now }
        flush(connection)
    }

    /// Makes the poller watch what the connection needs now.
    func updateInterest(_ connection: Connection) {
        guard connections[connection.fd] === connection else { return }
        // Bytes queued this turn are written at its end; only bytes the socket refused need writability.
        let wanted = (
            read: connection.wantsRead,
            write: (!connection.outbound.isEmpty && !connection.isDirty) || connection.connecting
        )
        if !connection.inPoller {
            guard wanted != (false, false) else { return }
            connection.inPoller = true
            connection.watching = wanted
            poller.add(connection.fd, readable: wanted.read, writable: wanted.write)
        } else if wanted != connection.watching {
            connection.watching = wanted
            poller.modify(connection.fd, readable: wanted.read, writable: wanted.write)
        }
    }

    // MARK: - Closing

    /// Closes the socket at once and forgets the connection. Bytes still queued are not written:
    /// whoever must send something before closing uses ``closeAfterFlush(_:)`` (or flushes first).
    func close(_ connection: Connection, level: ServerLogEvent.Level, reason: String?) {
        guard connection.isOpen, connections[connection.fd] === connection else { return }
        connection.isOpen = false
        connection.handlerTask?.cancel()
        connection.handlerTask = nil
        if connection.inPoller { poller.remove(connection.fd) }
        Socket.closeDescriptor(connection.fd)
        connections[connection.fd] = nil
        fdByID[connection.id] = nil
        if let handshake = connection.clientHandshake {
            connection.clientHandshake = nil
            let failure =
                handshake.failure
                ?? (reason.map { .connectFailed(host: handshake.host, port: handshake.port, reason: $0) }
                    ?? .connectionClosed)
            handshake.continuation.resume(returning: .failure(failure))
        }
        shared.statistics.withLock { $0.openConnections = connections.count }
        connectionsChanged()
        // Log and count before ending the stream, so whoever awaits the end sees both.
        if let reason { log(level, connection.peer, reason) }
        connection.webSocket?.finish(
            WebSocketClose(code: .abnormalClosure, reason: reason ?? "the connection closed"))
    }

    /// Drops a slow reader with a warning.
    private func drop(_ connection: Connection, reason: String) {
        shared.statistics.withLock { $0.droppedSlowClients += 1 }
        close(connection, level: .warning, reason: reason)
    }

    // MARK: - Timeouts

    private func sweep() {
        let timeouts = configuration.timeouts
        for connection in Array(connections.values) {
            guard
                let expiry = timeouts.expiry(
                    of: connection.phase, outputStalledSince: connection.outputStalledSince, now: now)
            else { continue }
            switch expiry {
            case .idle:
                close(connection, level: .debug, reason: "closed after \(timeouts.idle) idle")
            case .slowRequest:
                connection.requestStart = nil
                if let handshake = connection.clientHandshake {
                    handshake.failure = .timedOut(
                        "waiting for the WebSocket handshake from \(connection.peer)")
                    close(connection, level: .debug, reason: nil)
                } else if connection.lines != nil {
                    enqueue(
                        connection, Array("error: \(ServerMessages.lineTimeout(timeouts.request))\n".utf8))
                    closeAfterFlush(connection)
                } else {
                    respondWithError(
                        connection, status: .requestTimeout,
                        message: ServerMessages.requestTimeout(timeouts.request))
                }
            case .stalledWrite:
                drop(
                    connection,
                    reason:
                        "dropped a slow reader: \(connection.outbound.count) bytes unsent, no progress for \(timeouts.write)"
                )
            case .webSocketIdle:
                connection.lastActivity = now
                guard let session = connection.webSocket else { continue }
                let frame = session.bytes(of: .close(code: .goingAway, reason: ServerMessages.webSocketIdle))
                closeWebSocket(
                    connection.id, frame: frame,
                    status: WebSocketClose(code: .goingAway, reason: ServerMessages.webSocketIdle))
            case .closing:
                close(connection, level: .debug, reason: "closing took longer than \(timeouts.close)")
            }
        }
    }

    // MARK: - Shutdown

    private func tearDown() {
        if listener >= 0 {
            poller.remove(listener)
            Socket.closeDescriptor(listener)
        }
        for connection in Array(connections.values) {
            if let session = connection.webSocket, !session.closeSent {
                session.closeSent = true
                session.finish(WebSocketClose(code: .goingAway, reason: ServerMessages.shuttingDown))
                enqueue(
                    connection,
                    session.bytes(of: .close(code: .goingAway, reason: ServerMessages.shuttingDown)))
            }
            flush(connection)
            close(connection, level: .debug, reason: nil)
        }
        endTurn()
        poller.close()
        loop.stop()
    }

    /// Sends an event to the configured log sink.
    func log(_ level: ServerLogEvent.Level, _ peer: String?, _ message: String) {
        configuration.log?(ServerLogEvent(level: level, peer: peer, message: message))
    }
}

/// State the server object and its loop thread share: counters, behind a `Mutex`.
final class ServerShared: Sendable {
    let statistics = Mutex(HTTPServer.Statistics())
}
