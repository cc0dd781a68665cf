/// A small WebSocket client (RFC 6455, client side: every frame masked with a fresh random key),
/// for tests, the load script and the Chrome DevTools Protocol harness.
///
/// Operations run one at a time, in call order, on the client's own Dispatch queue; a
/// ``receive(timeout:)`` waiting for a message holds up a later send, so alternate them
/// (send a command, receive until its answer). Pings from the server are answered at once.
///
/// ```swift
/// let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:8080/ws")
/// try await socket.send(text: "hello")
/// if case .message(.text(let reply)) = try await socket.receive() { … }
/// _ = try await socket.close()
/// ```
public final class WebSocketClient: Sendable {
    /// What ``receive(timeout:)`` returns.
    public enum Event: Sendable, Hashable {
        /// A complete text or binary message.
        case message(WebSocketMessage)
        /// A ping from the server (already answered with a pong).
        case ping([UInt8])
        /// A pong from the server.
        case pong([UInt8])
        /// The server's close frame (the client has answered it; the connection is done).
        case close(WebSocketClose)
    }

    private struct State: Sendable {
        var decoder: WebSocketFrameDecoder
        var assembler: WebSocketMessageAssembler
        var closeSent = false
        var closeReceived: WebSocketClose?
        var generator = SystemRandomNumberGenerator()
    }

    private let socket: ClientSocket
    private let worker: ClientWorker<State>
    /// The server's handshake response.
    public let handshakeResponse: HTTPResponse

    private init(socket: ClientSocket, state: State, response: HTTPResponse) {
        self.socket = socket
        handshakeResponse = response
        worker = ClientWorker(label: "WebSocketClient", state: state)
    }

    deinit { Socket.closeDescriptor(socket.fd) }

    /// Connects and performs the opening handshake.
    /// - Parameters:
    ///   - url: `ws://HOST:PORT/path` with a numeric host or `localhost`.
    ///   - origin: the `Origin` to send, as a browser would (`nil`: none, as non-browser clients).
    ///   - headers: extra handshake fields.
    ///   - maxMessageBytes: the largest message or frame accepted from the server (64 MiB).
    public static func connect(
        to url: String, origin: String? = nil, headers: HTTPHeaders = HTTPHeaders(),
        maxMessageBytes: Int = 64 << 20, timeout: Duration = .seconds(60)
    ) async throws(HTTPClientError) -> WebSocketClient {
        guard let parts = ClientURL(url, scheme: "ws") else { throw .invalidURL(url) }
        let worker = ClientWorker(label: "WebSocketClient.connect", state: false)
        let (socket, response, early) = try await worker.run { _ throws(HTTPClientError) in
            let deadline = ContinuousClock.now + timeout
            let socket = try ClientSocket.connect(host: parts.host, port: parts.port, timeout: timeout)
            do throws(HTTPClientError) {
                var generator = SystemRandomNumberGenerator()
                let key = WebSocketHandshake.makeKey(using: &generator)
                let request = WebSocketHandshake.clientRequest(
                    path: parts.target, host: "\(OriginPolicy.originHost(parts.host)):\(parts.port)",
                    key: key,
                    origin: origin, headers: headers)
                try socket.writeAll(
                    request.serialized(), deadline: deadline, operation: "sending the WebSocket handshake")
                var parser = HTTPResponseParser()
                while true {
                    let response: HTTPResponse?
                    do throws(HTTPParseError) {
                        response = try parser.next()
                    } catch {
                        throw .invalidResponse(error)
                    }
                    if let response {
                        do throws(WebSocketHandshakeError) {
                            try WebSocketHandshake.verify(response, key: key)
                        } catch {
                            throw .handshakeFailed(error)
                        }
                        return (socket, response, parser.takeBufferedBytes())
                    }
                    let bytes = try socket.readSome(
                        deadline: deadline, operation: "waiting for the WebSocket handshake")
                    if bytes.isEmpty {
                        if let response = parser.finishAtEndOfStream() {
                            throw .handshakeFailed(
                                .unexpectedStatus(response.status.code, response.bodyText ?? ""))
                        }
                        throw .connectionClosed
                    }
                    parser.append(bytes)
                }
            } catch {
                Socket.closeDescriptor(socket.fd)
                throw error
            }
        }
        var state = State(
            decoder: WebSocketFrameDecoder(role: .client, maxFrameBytes: maxMessageBytes),
            assembler: WebSocketMessageAssembler(maxMessageBytes: maxMessageBytes))
        state.decoder.append(early)
        return WebSocketClient(socket: socket, state: state, response: response)
    }

    /// Sends a text message.
    public func send(text: String, timeout: Duration = .seconds(60)) async throws(HTTPClientError) {
        try await send(frame: .text(text), timeout: timeout)
    }

    /// Sends a binary message.
    public func send(binary: [UInt8], timeout: Duration = .seconds(60)) async throws(HTTPClientError) {
        try await send(frame: .binary(binary), timeout: timeout)
    }

    /// Sends a ping.
    public func ping(_ payload: [UInt8] = [], timeout: Duration = .seconds(60)) async throws(HTTPClientError)
    {
        try await send(frame: .ping(payload), timeout: timeout)
    }

    /// Sends one frame as given, masked with a fresh random key when it has none (so tests can
    /// send fragments, control frames, or deliberately invalid frames).
    public func send(frame: WebSocketFrame, timeout: Duration = .seconds(60)) async throws(HTTPClientError) {
        let socket = socket
        try await worker.run { (state) throws(HTTPClientError) in
            if let closed = state.closeReceived { throw .closed(closed) }
            var frame = frame
            if frame.maskingKey == nil {
                frame.maskingKey = UInt32.random(in: .min ... .max, using: &state.generator)
            }
            if frame.opcode == .close { state.closeSent = true }
            try socket.writeAll(
                frame.encoded(), deadline: .now + timeout, operation: "sending a \(frame.opcode) frame")
        }
    }

    /// Sends raw bytes (for tests of invalid input).
    public func send(raw bytes: [UInt8], timeout: Duration = .seconds(60)) async throws(HTTPClientError) {
        let socket = socket
        try await worker.run { _ throws(HTTPClientError) in
            try socket.writeAll(bytes, deadline: .now + timeout, operation: "sending raw bytes")
        }
    }

    /// Waits for the next message, ping, pong or close from the server.
    ///
    /// Throws ``HTTPClientError/closed(_:)`` once the WebSocket is closed and
    /// ``HTTPClientError/protocolViolation(_:)`` (after sending the matching close frame) when the
    /// server breaks the protocol.
    public func receive(timeout: Duration = .seconds(60)) async throws(HTTPClientError) -> Event {
        let socket = socket
        return try await worker.run { (state) throws(HTTPClientError) in
            if let closed = state.closeReceived { throw .closed(closed) }
            let deadline = ContinuousClock.now + timeout
            while true {
                let decoded: (hadFrame: Bool, event: WebSocketMessageAssembler.Event?)
                do throws(WebSocketProtocolError) {
                    if let frame = try state.decoder.next() {
                        decoded = (true, try state.assembler.receive(frame))
                    } else {
                        decoded = (false, nil)
                    }
                } catch {
                    let key = UInt32.random(in: .min ... .max, using: &state.generator)
                    if !state.closeSent {
                        state.closeSent = true
                        let frame = WebSocketFrame.close(
                            code: error.closeCode, reason: error.message, maskingKey: key)
                        try? socket.writeAll(
                            frame.encoded(), deadline: deadline, operation: "failing the WebSocket")
                    }
                    state.closeReceived = WebSocketClose(code: error.closeCode, reason: error.message)
                    Socket.shutdownWrite(socket.fd)
                    throw .protocolViolation(error)
                }
                guard decoded.hadFrame else {
                    let bytes = try socket.readSome(
                        deadline: deadline, operation: "waiting for a WebSocket message")
                    if bytes.isEmpty {
                        let status = WebSocketClose(code: .abnormalClosure, reason: "the connection closed")
                        state.closeReceived = status
                        throw .closed(status)
                    }
                    state.decoder.append(bytes)
                    continue
                }
                switch decoded.event {
                case nil:
                    continue
                case .message(let message):
                    return .message(message)
                case .ping(let payload):
                    if !state.closeSent {
                        let key = UInt32.random(in: .min ... .max, using: &state.generator)
                        try socket.writeAll(
                            WebSocketFrame.pong(payload, maskingKey: key).encoded(), deadline: deadline,
                            operation: "answering a ping")
                    }
                    return .ping(payload)
                case .pong(let payload):
                    return .pong(payload)
                case .close(let status):
                    if !state.closeSent {
                        state.closeSent = true
                        let key = UInt32.random(in: .min ... .max, using: &state.generator)
                        let reply =
                            status.code == .noStatusReceived
                            ? WebSocketFrame(opcode: .close, maskingKey: key)
                            : WebSocketFrame.close(code: status.code, maskingKey: key)
                        try? socket.writeAll(
                            reply.encoded(), deadline: deadline, operation: "answering a close frame")
                    }
                    state.closeReceived = status
                    return .close(status)
                }
            }
        }
    }

    /// Performs the closing handshake: sends a close frame, discards messages until the server's
    /// close frame, and returns it (1006 when the server just closed the connection).
    public func close(
        code: WebSocketCloseCode = .normalClosure, reason: String = "", timeout: Duration = .seconds(60)
    )
        async throws(HTTPClientError) -> WebSocketClose
    {
        try await send(frame: .close(code: code, reason: reason), timeout: timeout)
        while true {
            do throws(HTTPClientError) {
                if case .close(let status) = try await receive(timeout: timeout) { return status }
            } catch {
                if case .closed(let status) = error { return status }
                throw error
            }
        }
    }
}
