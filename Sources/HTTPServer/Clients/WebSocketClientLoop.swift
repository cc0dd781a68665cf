/// Many outgoing WebSockets on one event-loop thread: the load script's hundreds of simulated
/// browsers, without a thread each.
///
/// Each connection is a ``WebSocketConnection``, exactly as on the server side: incoming messages
/// as an `AsyncStream`, sends from any thread (masked, as a client's must be), pings answered,
/// limits and timeouts from the configuration (the handshake must complete within
/// `timeouts.request`). ``WebSocketClient`` is simpler for one connection at a time.
///
/// ```swift
/// let clients = WebSocketClientLoop()
/// try clients.start()
/// let socket = try await clients.connect(to: "ws://127.0.0.1:8080/ws")
/// socket.send(text: "hello")
/// for await message in socket.messages { … }
/// clients.shutdown()
/// ```
public final class WebSocketClientLoop: Sendable {
    private let loop: HTTPServer

    /// Creates a loop; `host`, `port` and the origin policy of the configuration are not used.
    public init(configuration: HTTPServer.Configuration = .init()) {
        loop = HTTPServer(clientConfiguration: configuration)
    }

    /// Starts the loop thread.
    public func start() throws(HTTPServerError) { try loop.start() }

    /// Connects and performs the opening handshake.
    /// - Parameters:
    ///   - url: `ws://HOST:PORT/path` with a numeric host or `localhost`.
    ///   - origin: the `Origin` to send, as a browser would (`nil`: none).
    ///   - headers: extra handshake fields.
    public func connect(to url: String, origin: String? = nil, headers: HTTPHeaders = HTTPHeaders())
        async throws(HTTPClientError) -> WebSocketConnection
    {
        try await loop.connectWebSocket(to: url, origin: origin, headers: headers)
    }

    /// Counters (open connections, …).
    public var statistics: HTTPServer.Statistics { loop.statistics }

    /// Closes every connection with 1001 and stops the loop.
    public func shutdown() { loop.shutdown() }

    /// Returns once the loop thread has exited.
    public func waitUntilStopped() async { await loop.waitUntilStopped() }
}
