/// One client connection's state, owned by the loop thread (never shared, so not `Sendable`).
final class Connection {
    /// A number unique within the server (descriptors are reused, ids are not).
    let id: UInt64
    /// The socket.
    let fd: Int32
    /// The peer as `host:port`.
    let peer: String
    /// The request parser (HTTP mode).
    var parser: HTTPRequestParser
    /// The WebSocket state once upgraded.
    var webSocket: WebSocketSession?
    /// The line-protocol state, for a ``LineServer``'s connections.
    var lines: LineSession?
    /// Bytes queued for the peer.
    var outbound = ByteBuffer()
    /// A handler is computing the response to the last request; parsing is paused meanwhile so
    /// pipelined requests are answered in order.
    var awaitingResponse = false
    /// The task running the handler of the request (or line) in progress; cancelled when the peer
    /// goes away or the connection closes.
    var handlerTask: Task<Void, Never>?
    /// While a handler runs, the loop watches the socket only to notice the peer leaving; once the
    /// peer has sent more (a pipelined request) it stops watching until the response is done.
    var watchingForHangUp = false
    /// The request in progress began at this time (slow-client timer).
    var requestStart: Duration?
    /// The last time bytes moved in either direction.
    var lastActivity: Duration

    /// When queued output last made progress, or `nil` when nothing is queued.
    var outputStalledSince: Duration?
    /// Close once the queued output is written.
    var closeAfterFlush = false
    /// Output is done (write side shut down); reading and discarding until the peer closes.
    var draining = false
    /// Closing began at this time (close timer).
    var closingSince: Duration?
    /// The peer shut down its sending side.
    var peerFinished = false
    /// An outgoing connection whose TCP connect has not completed.
    var connecting = false
    /// An outgoing WebSocket waiting for its handshake response.
    var clientHandshake: ClientHandshake?
    /// Whether the socket is still open; nothing may touch `fd` once this is `false` (the number
    /// may already belong to another socket).
    var isOpen = true
    /// What the poller watches now.
    var watching = (read: true, write: false)
    /// Whether the descriptor is in the poller. A socket the peer reset reports a hang-up on every
    /// wait whatever it is watched for (epoll and poll always report `EPOLLHUP`/`POLLHUP`), so a
    /// connection that wants nothing leaves the poller until it wants something again; otherwise
    /// the loop would spin while its handler runs.
    var inPoller = true
    /// Bytes were queued this turn and not yet offered to the socket: the loop writes them once
    /// its turn's events and jobs are done (one `send` for everything queued meanwhile).
    var isDirty = false

    init(id: UInt64, fd: Int32, peer: String, limits: HTTPRequestParser.Limits, now: Duration) {
        self.id = id
        self.fd = fd
        self.peer = peer
        self.parser = HTTPRequestParser(limits: limits)
        self.lastActivity = now
    }

    /// What the connection is doing, for ``ServerTimeouts/expiry(of:outputStalledSince:now:)``.
    var phase: ConnectionPhase {
        if let closingSince { return .closing(since: closingSince) }
        if webSocket != nil { return .webSocket(lastActivity: lastActivity) }
        if awaitingResponse { return .awaitingHandler }
        if let requestStart { return .receivingRequest(since: requestStart) }
        return .waitingForRequest(since: lastActivity)
    }

    /// Whether the loop should read from the socket.
    var wantsRead: Bool { (!awaitingResponse || watchingForHangUp) && !peerFinished }
}

/// An outgoing WebSocket's opening handshake in progress.
final class ClientHandshake {
    let host: String
    let port: Int
    let key: String
    let request: HTTPRequest
    var parser = HTTPResponseParser()
    let continuation: CheckedContinuation<Result<WebSocketConnection, HTTPClientError>, Never>
    /// Why it failed, when it did (reported when the connection closes).
    var failure: HTTPClientError?

    init(
        host: String, port: Int, key: String, request: HTTPRequest,
        continuation: CheckedContinuation<Result<WebSocketConnection, HTTPClientError>, Never>
    ) {
        self.host = host
        self.port = port
        self.key = key
        self.request = request
        self.continuation = continuation
    }
}

/// A WebSocket's protocol state on the loop thread.
final class WebSocketSession {
    var decoder: WebSocketFrameDecoder
    var assembler: WebSocketMessageAssembler
    let continuation: AsyncStream<WebSocketMessage>.Continuation
    let connection: WebSocketConnection
    /// Our close frame has been queued; no more frames may follow it.
    var closeSent = false
    /// The stream has finished and the close status is recorded.
    var finished = false
    /// This side is the client: its frames are masked.
    var isClient: Bool { connection.masksFrames }
    /// Where messages go instead of the stream, for an endpoint with a batch receiver.
    var receiver: WebSocketBatchReceiver?
    /// Called once when the session finishes (the loop queues the receiver's `closed` event).
    var onFinish: (() -> Void)?

    /// The wire bytes of a frame this side sends (masked with a fresh key on the client side).
    func bytes(of frame: WebSocketFrame) -> [UInt8] {
        var frame = frame
        if isClient { frame.maskingKey = UInt32.random(in: .min ... .max) }
        return frame.encoded()
    }

    init(
        decoder: WebSocketFrameDecoder, assembler: WebSocketMessageAssembler,
        continuation: AsyncStream<WebSocketMessage>.Continuation, connection: WebSocketConnection
    ) {
        self.decoder = decoder
        self.assembler = assembler
        self.continuation = continuation
        self.connection = connection
    }

    /// Records the close status and ends the message stream (once).
    func finish(_ status: WebSocketClose) {
        guard !finished else { return }
        finished = true
        connection.recordClose(status)
        continuation.finish()
        onFinish?()
        onFinish = nil
    }
}
