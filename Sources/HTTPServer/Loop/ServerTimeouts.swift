/// The server's timeouts, and the pure rule deciding which one a connection has run out of.
///
/// The loop reads the injected ``ServerClock`` and sweeps its connections every
/// ``sweepInterval``; the decision itself (``expiry(of:outputStalledSince:now:)``) is a pure
/// function, tested with a manual clock. Every default is our choice.
public struct ServerTimeouts: Sendable, Hashable {
    /// How long a keep-alive connection may sit between requests before it is closed silently
    /// (60 s). A new connection waits for its first byte under this timeout too.
    public var idle: Duration
    /// How long a client may take from the first byte of a request to its last: the slow-client
    /// (slowloris) defence. Past it the server answers 408 and closes (10 s).
    public var request: Duration
    /// How long queued output may make no progress before the connection is dropped as a slow
    /// reader (30 s).
    public var write: Duration
    /// How long a WebSocket may carry nothing in either direction before it is closed with 1001;
    /// `nil` (the default) never closes an idle WebSocket.
    public var webSocketIdle: Duration?
    /// How long to wait for the peer's close frame after sending ours, and to drain a connection
    /// being closed after an error response (5 s).
    public var close: Duration

    /// Creates timeouts.
    public init(
        idle: Duration = .seconds(60), request: Duration = .seconds(10), write: Duration = .seconds(30),
        webSocketIdle: Duration? = nil, close: Duration = .seconds(5)
    ) {
        self.idle = idle
        self.request = request
        self.write = write
        self.webSocketIdle = webSocketIdle
        self.close = close
    }

    /// How often the loop checks its connections: a quarter of the shortest timeout, between
    /// 10 ms and 250 ms, so a timeout fires at most 25 % late.
    public var sweepInterval: Duration {
        let shortest = [idle, request, write, close, webSocketIdle ?? idle].min()!
        return min(max(shortest / 4, .milliseconds(10)), .milliseconds(250))
    }

    /// Which timeout, if any, a connection in `phase` has exceeded at `now`.
    ///
    /// `outputStalledSince` is when queued output last made progress (or was queued), `nil` when
    /// nothing is queued.
    public func expiry(of phase: ConnectionPhase, outputStalledSince: Duration?, now: Duration)
        -> TimeoutExpiry?
    {
        if let since = outputStalledSince, now - since >= write { return .stalledWrite }
        switch phase {
        case .waitingForRequest(let since):
            return now - since >= idle ? .idle : nil
        case .receivingRequest(let since):
            return now - since >= request ? .slowRequest : nil
        case .awaitingHandler:
            return nil
        case .webSocket(let lastActivity):
            guard let webSocketIdle else { return nil }
            return now - lastActivity >= webSocketIdle ? .webSocketIdle : nil
        case .closing(let since):
            return now - since >= close ? .closing : nil
        }
    }
}

/// What a connection is doing, for the timeout rule; times are ``ServerClock`` readings.
public enum ConnectionPhase: Sendable, Hashable {
    /// Keep-alive, no byte of the next request yet, since the given time.
    case waitingForRequest(since: Duration)
    /// A request began arriving at the given time and is not complete.
    case receivingRequest(since: Duration)
    /// The handler is computing the response (no timeout: the application owns that time).
    case awaitingHandler
    /// An open WebSocket; the time is its last frame in either direction.
    case webSocket(lastActivity: Duration)
    /// Closing (after a close frame or an error response) since the given time.
    case closing(since: Duration)
}

/// The timeout a connection ran out of.
public enum TimeoutExpiry: Sendable, Hashable {
    /// Idle keep-alive: closed without a response.
    case idle
    /// Slow client: answered 408 and closed.
    case slowRequest
    /// Slow reader: output made no progress; dropped with a logged reason.
    case stalledWrite
    /// Idle WebSocket: closed with 1001.
    case webSocketIdle
    /// The close handshake or drain took too long: the socket is closed.
    case closing
}
