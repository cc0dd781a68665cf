extension ServerLoop {
    /// Completes a WebSocket handshake (or refuses it) and starts the handler.
    func upgrade(_ connection: Connection, _ request: HTTPRequest) {
        let key: String
        do throws(WebSocketHandshakeError) {
            key = try WebSocketHandshake.validate(request)
            let origins = request.headers.values(for: "Origin")
            guard origins.count <= 1 else {
                throw WebSocketHandshakeError.duplicateOrigin(count: origins.count)
            }
            let origin = origins.first
            guard configuration.originPolicy.allows(origin: origin, host: host, port: port) else {
                throw WebSocketHandshakeError.originRejected(
                    origin: origin ?? "",
                    allowed: configuration.originPolicy.allowedOrigins(host: host, port: port))
            }
        } catch {
            refuseHandshake(connection, error)
            return
        }
        guard let endpoint = responder.webSocketEndpoint(for: request) else {
            refuseHandshake(
                connection, .noEndpoint(path: request.path),
                response: responder.webSocketRefusal(for: request))
            return
        }
        enqueue(connection, WebSocketHandshake.response(forKey: key).serialized())
        guard connections[connection.fd] === connection else { return }
        let (stream, continuation) = AsyncStream.makeStream(
            of: WebSocketMessage.self, bufferingPolicy: .bufferingOldest(configuration.maxQueuedMessages))
        let socket = WebSocketConnection(
            id: connection.id, request: endpoint.request, messages: stream, loop: loop)
        let session = WebSocketSession(
            decoder: WebSocketFrameDecoder(role: .server, maxFrameBytes: configuration.maxFrameBytes),
            assembler: WebSocketMessageAssembler(maxMessageBytes: configuration.maxMessageBytes),
            continuation: continuation, connection: socket)
        connection.webSocket = session
        connection.requestStart = nil
        connection.lastActivity = now
        if let receiver = endpoint.batches {
            session.receiver = receiver
            session.onFinish = { [unowned self] in self.queue(.closed(socket), to: receiver) }
            queue(.opened(socket), to: receiver)
        } else {
            let handler = endpoint.handler
            Task {
                await handler(socket)
                socket.close()
            }
        }
        let early = connection.parser.takeBufferedBytes()
        if !early.isEmpty {
            session.decoder.append(early)
            processWebSocket(connection, session)
        }
    }

    /// Answers a handshake with `response` (the responder's own refusal) or the error's plain-text
    /// response, and closes. A responder's refusal must be a 3xx, 4xx or 5xx; anything else is
    /// replaced by the error's own response.
    private func refuseHandshake(
        _ connection: Connection, _ error: WebSocketHandshakeError, response: HTTPResponse? = nil
    ) {
        let refusal = response.flatMap { $0.status.code >= 300 ? $0 : nil }
        log(
            .info, connection.peer,
            "refused a WebSocket handshake with \(refusal?.status.code ?? error.status.code): \(error.message)"
        )
        enqueue(connection, (refusal ?? WebSocketHandshake.failureResponse(error)).serialized(closing: true))
        closeAfterFlush(connection)
    }

    /// Decodes buffered frames and acts on them.
    func processWebSocket(_ connection: Connection, _ session: WebSocketSession) {
        while connections[connection.fd] === connection && !connection.closeAfterFlush {
            let event: WebSocketMessageAssembler.Event?
            do {
                guard let frame = try session.decoder.next() else { return }
                event = try session.assembler.receive(frame)
            } catch {
                fail(connection, session, code: error.closeCode, reason: error.message)
                return
            }
            switch event {
            case nil:
                continue
            case .message(let message):
                guard !session.closeSent else { continue }  // data after our close frame is discarded
                if let receiver = session.receiver {
                    guard session.connection.noteUnread(limit: configuration.maxQueuedMessages) else {
                        log(
                            .warning, connection.peer,
                            ServerMessages.queueFull(configuration.maxQueuedMessages))
                        fail(
                            connection, session, code: .policyViolation,
                            reason: ServerMessages.queueFullReason)
                        return
                    }
                    queue(.message(message, from: session.connection), to: receiver)
                } else if case .dropped = session.continuation.yield(message) {
                    log(.warning, connection.peer, ServerMessages.queueFull(configuration.maxQueuedMessages))
                    fail(connection, session, code: .policyViolation, reason: ServerMessages.queueFullReason)
                    return
                }
            case .ping(let payload):
                if !session.closeSent { enqueue(connection, session.bytes(of: .pong(payload))) }
            case .pong:
                continue
            case .close(let status):
                session.finish(status)
                if !session.closeSent {
                    session.closeSent = true
                    let reply =
                        status.code == .noStatusReceived
                        ? WebSocketFrame(opcode: .close) : WebSocketFrame.close(code: status.code)
                    enqueue(connection, session.bytes(of: reply))
                }
                closeAfterFlush(connection)
                return
            }
        }
    }

    /// Fails the WebSocket connection: a close frame with the code and reason, then close.
    private func fail(
        _ connection: Connection, _ session: WebSocketSession, code: WebSocketCloseCode, reason: String
    ) {
        log(.debug, connection.peer, "closing a WebSocket with \(code): \(reason)")
        session.finish(WebSocketClose(code: code, reason: reason))
        if !session.closeSent {
            session.closeSent = true
            enqueue(connection, session.bytes(of: .close(code: code, reason: reason)))
        }
        closeAfterFlush(connection)
    }

    /// (Queued by another thread) Sends an encoded frame on a WebSocket, unless it is closing.
    func sendWebSocket(_ id: UInt64, _ bytes: UnsafeRawBufferPointer) {
        guard let connection = connection(id: id), let session = connection.webSocket, !session.closeSent
        else { return }
        connection.lastActivity = now
        enqueue(connection, bytes)
    }

    /// (Job) Starts the closing handshake from our side.
    func closeWebSocket(_ id: UInt64, frame: [UInt8], status: WebSocketClose) {
        guard let connection = connection(id: id), let session = connection.webSocket, !session.closeSent
        else { return }
        session.closeSent = true
        connection.closingSince = now
        session.finish(status)
        enqueue(connection, frame)
    }
}
