import Foundation
import Synchronization

/// An HTTP/1.1 and WebSocket server on POSIX sockets with one event-loop thread.
///
/// ```swift
/// var router = Router()
/// router.get("/hello") { _ in .text("hello") }
/// let server = HTTPServer(configuration: .init(port: 8080), responder: router)
/// try server.start()                       // bound and listening when this returns
/// print("ready at \(server.origin)")
/// let signals = server.installSignalHandlers()   // SIGINT/SIGTERM → shutdown()
/// await server.waitUntilStopped()
/// ```
///
/// One thread (named `HTTPServer loop`) owns every socket: it accepts, reads, parses, writes and
/// enforces limits and timeouts with epoll (poll(2) off Linux), never blocking on one client.
/// Handlers run on Swift tasks; their responses and WebSocket sends are queued back to the loop.
/// See `docs/HTTPServer.md`.
public final class HTTPServer: Sendable {
    /// Counters for monitoring and tests.
    public struct Statistics: Sendable, Hashable {
        /// Connections open now.
        public var openConnections = 0
        /// Connections accepted since start.
        public var acceptedConnections = 0
        /// Connections refused with 503 at the connection limit.
        public var rejectedConnections = 0
        /// Connections dropped as slow readers (output over the limit or stalled).
        public var droppedSlowClients = 0
        /// Times the event loop woke with events to handle. Idle connections cost none; a loop
        /// that spins (a descriptor reporting a hang-up on every wait) shows here.
        public var wakeups = 0
    }

    private enum Phase {
        case idle
        case running(EventLoop, port: Int)
        case stopped(port: Int)
    }

    private struct State {
        var phase = Phase.idle
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    /// The configuration the server was created with.
    public let configuration: Configuration
    private let responder: any HTTPResponder
    private let lineProtocol: LineProtocol?
    /// Whether ``start()`` binds a listener (`false` for a ``WebSocketClientLoop``).
    private let listens: Bool
    private let shared = ServerShared()
    private let state = Mutex(State())

    /// Creates a server answering with `responder` (a ``Router``, usually). Nothing is bound
    /// until ``start()``.
    public init(configuration: Configuration = Configuration(), responder: any HTTPResponder) {
        self.configuration = configuration
        self.responder = responder
        lineProtocol = nil
        listens = true
    }

    /// Creates a loop without a listener, for outgoing connections only.
    init(clientConfiguration configuration: Configuration) {
        self.configuration = configuration
        responder = Router()
        lineProtocol = nil
        listens = false
    }

    /// Creates a server speaking a line protocol instead of HTTP (see ``LineServer``).
    init(configuration: Configuration, lineProtocol: LineProtocol) {
        self.configuration = configuration
        responder = Router()
        self.lineProtocol = lineProtocol
        listens = true
    }

    /// Creates a server answering every request with `handler` (no WebSockets).
    public convenience init(configuration: Configuration = Configuration(), handler: @escaping HTTPHandler) {
        self.init(configuration: configuration, responder: ClosureResponder(handler))
    }

    /// Binds, listens and starts the loop thread. When this returns the server accepts
    /// connections and ``port`` is the real port (even when configured as 0).
    public func start() throws(HTTPServerError) {
        try state.withLock { (state) throws(HTTPServerError) in
            guard case .idle = state.phase else { throw .alreadyStarted }
            let listener =
                listens
                ? try Socket.makeListener(
                    host: configuration.host, port: configuration.port, backlog: configuration.backlog) : -1
            let port = listens ? Socket.boundPort(listener) : 0
            let loop: EventLoop
            do throws(HTTPServerError) {
                loop = try EventLoop()
            } catch {
                if listener >= 0 { Socket.closeDescriptor(listener) }
                throw error
            }
            state.phase = .running(loop, port: port)
            let configuration = configuration
            let responder = responder
            let lineProtocol = lineProtocol
            let shared = shared
            let thread = Thread { [self] in
                if configuration.shortLoopTimeSlice { Platform.requestShortTimeSlice() }
                let poller: any EventPoller
                do throws(HTTPServerError) {
                    poller = configuration.backend == .poll ? PollPoller() : try Platform.makeDefaultPoller()
                } catch {
                    configuration.log?(ServerLogEvent(level: .warning, message: error.message))
                    if listener >= 0 { Socket.closeDescriptor(listener) }
                    loop.stop()
                    loopDidStop()
                    return
                }
                let serverLoop = ServerLoop(
                    configuration: configuration, responder: responder, lineProtocol: lineProtocol,
                    loop: loop,
                    shared: shared,
                    listener: listener, port: port, poller: poller)
                serverLoop.run()
                loopDidStop()
            }
            thread.name = "HTTPServer loop"
            thread.start()
        }
    }

    /// The port the server listens on; the configured port before ``start()``.
    public var port: Int {
        state.withLock { state in
            switch state.phase {
            case .idle: configuration.port
            case .running(_, let port), .stopped(let port): port
            }
        }
    }

    /// The bound address (`127.0.0.1`).
    public var host: String { configuration.host }

    /// Whether the server listens on a loopback address only. When `false`, other machines can
    /// reach it: the CLI should warn.
    public var isLoopback: Bool { SocketAddress.isLoopback(configuration.host) }

    /// The server's own origin, `http://127.0.0.1:8080` (IPv6 in brackets): the address to print.
    public var origin: String { "http://\(OriginPolicy.originHost(host)):\(port)" }

    /// Whether the loop is running.
    public var isRunning: Bool {
        state.withLock { if case .running = $0.phase { true } else { false } }
    }

    /// A snapshot of the counters.
    public var statistics: Statistics { shared.statistics.withLock { $0 } }

    /// Stops the server: the loop closes the listener, sends 1001 to every WebSocket, closes every
    /// connection and exits. Safe from any thread (and from a handler); returns at once; idempotent.
    /// Await ``waitUntilStopped()`` to know it is done.
    public func shutdown() {
        let loop: EventLoop? = state.withLock { state in
            if case .running(let loop, _) = state.phase { loop } else { nil }
        }
        loop?.execute { $0.stop() }
    }

    /// Returns once the loop thread has exited (at once if the server never started or already
    /// stopped).
    public func waitUntilStopped() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state in
                if case .running = state.phase {
                    state.waiters.append(continuation)
                    return false
                }
                return true
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Opens a WebSocket to another server on this server's loop thread (see
    /// ``WebSocketClientLoop``): frames are masked, and the connection behaves like an accepted one.
    public func connectWebSocket(
        to url: String, origin: String? = nil, headers: HTTPHeaders = HTTPHeaders()
    ) async throws(HTTPClientError) -> WebSocketConnection {
        guard let parts = ClientURL(url, scheme: "ws") else { throw .invalidURL(url) }
        let loop: EventLoop? = state.withLock { state in
            if case .running(let loop, _) = state.phase { loop } else { nil }
        }
        guard let loop else { throw .connectionClosed }
        var generator = SystemRandomNumberGenerator()
        let key = WebSocketHandshake.makeKey(using: &generator)
        let request = WebSocketHandshake.clientRequest(
            path: parts.target, host: "\(OriginPolicy.originHost(parts.host)):\(parts.port)", key: key,
            origin: origin,
            headers: headers)
        let handshake = request.serialized()
        let result: Result<WebSocketConnection, HTTPClientError> = await withCheckedContinuation {
            continuation in
            let queued = loop.execute { loop in
                loop.openWebSocket(
                    host: parts.host, port: parts.port, key: key, handshake: handshake, request: request,
                    continuation: continuation)
            }
            if !queued { continuation.resume(returning: .failure(.connectionClosed)) }
        }
        return try result.get()
    }

    /// (Loop thread, at exit) Marks the server stopped and wakes the waiters.
    private func loopDidStop() {
        let waiters = state.withLock { state in
            if case .running(_, let port) = state.phase { state.phase = .stopped(port: port) }
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
