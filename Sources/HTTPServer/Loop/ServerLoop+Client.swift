extension ServerLoop {
    /// (Job) Starts an outgoing WebSocket: a non-blocking connect, then the handshake; the
    /// continuation gets the connection once the server's 101 is verified.
    func openWebSocket(
        host: String, port: Int, key: String, handshake: [UInt8], request: HTTPRequest,
        continuation: CheckedContinuation<Result<WebSocketConnection, HTTPClientError>, Never>
    ) {
        let fd: Int32
        let inProgress: Bool
        do throws(HTTPClientError) {
            (fd, inProgress) = try Socket.startConnect(host: host, port: port)
        } catch {
            continuation.resume(returning: .failure(error))
            return
        }
        let connection = register(fd: fd, peer: "\(OriginPolicy.originHost(host)):\(port)")
        connection.clientHandshake = ClientHandshake(
            host: host, port: port, key: key, request: request, continuation: continuation)
        connection.requestStart = now  // the handshake must complete within the request timeout
        connection.connecting = inProgress
        connection.outbound.append(handshake)
        connection.outputStalledSince = now
        if inProgress {
            updateInterest(connection)
        } else {
            flush(connection)
        }
    }

    /// The socket became ready while connecting: the connect finished, for better or worse.
    func finishConnecting(_ connection: Connection) {
        let code = Socket.pendingError(connection.fd)
        connection.connecting = false
        if code != 0, let handshake = connection.clientHandshake {
            handshake.failure = .connectFailed(
                host: handshake.host, port: handshake.port, reason: Socket.errorText(code))
            close(connection, level: .debug, reason: nil)
        }
    }

    /// Feeds the server's handshake response; on 101 the connection becomes a WebSocket.
    func readHandshakeResponse(_ connection: Connection, _ bytes: UnsafeRawBufferPointer) {
        guard let handshake = connection.clientHandshake else { return }
        handshake.parser.append(bytes)
        let response: HTTPResponse
        do throws(HTTPClientError) {
            do throws(HTTPParseError) {
                guard let parsed = try handshake.parser.next() else { return }
                response = parsed
            } catch {
                throw .invalidResponse(error)
            }
            do throws(WebSocketHandshakeError) {
                try WebSocketHandshake.verify(response, key: handshake.key)
            } catch {
                throw .handshakeFailed(error)
            }
        } catch {
            handshake.failure = error
            close(connection, level: .debug, reason: nil)
            return
        }
        connection.clientHandshake = nil
        connection.requestStart = nil
        let (stream, continuation) = AsyncStream.makeStream(
            of: WebSocketMessage.self, bufferingPolicy: .bufferingOldest(configuration.maxQueuedMessages))
        let socket = WebSocketConnection(
            id: connection.id, request: handshake.request, messages: stream, loop: loop, masksFrames: true)
        let session = WebSocketSession(
            decoder: WebSocketFrameDecoder(role: .client, maxFrameBytes: configuration.maxFrameBytes),
            assembler: WebSocketMessageAssembler(maxMessageBytes: configuration.maxMessageBytes),
            continuation: continuation, connection: socket)
        connection.webSocket = session
        handshake.continuation.resume(returning: .success(socket))
        let early = handshake.parser.takeBufferedBytes()
        if !early.isEmpty {
            session.decoder.append(early)
            processWebSocket(connection, session)
        }
    }
}
