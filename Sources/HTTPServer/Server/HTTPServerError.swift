/// Why the server could not start. The wording lives in `HTTPServerMessages.swift`.
public enum HTTPServerError: Error, Sendable, Hashable {
    /// The host is not a numeric IPv4/IPv6 address or `localhost`.
    case invalidAddress(String)
    /// The port is outside 0…65535.
    case invalidPort(Int)
    /// Another process listens on this address and port.
    case addressInUse(host: String, port: Int)
    /// `bind` or `listen` failed for another reason.
    case bindFailed(host: String, port: Int, reason: String)
    /// A socket or poller could not be created (usually out of descriptors).
    case socketFailed(String)
    /// ``HTTPServer/start()`` was called twice.
    case alreadyStarted
}

/// Why a client operation failed. The wording lives in `HTTPServerMessages.swift`.
public enum HTTPClientError: Error, Sendable, Hashable {
    /// The host is not a numeric IPv4/IPv6 address or `localhost`.
    case invalidAddress(String)
    /// The URL is not `http://host:port/path` or `ws://host:port/path`.
    case invalidURL(String)
    /// The connection could not be made.
    case connectFailed(host: String, port: Int, reason: String)
    /// Nothing happened within the timeout; the operation is named.
    case timedOut(String)
    /// The peer closed the connection before the operation completed.
    case connectionClosed
    /// A socket error, with the system's text.
    case socketError(String)
    /// The response could not be parsed.
    case invalidResponse(HTTPParseError)
    /// The WebSocket handshake failed.
    case handshakeFailed(WebSocketHandshakeError)
    /// The server broke the WebSocket protocol.
    case protocolViolation(WebSocketProtocolError)
    /// The WebSocket is closed; its close status is attached.
    case closed(WebSocketClose)
}

/// One thing the server wants to tell its operator (a dropped slow client, a handler error).
public struct ServerLogEvent: Sendable, Hashable, CustomStringConvertible {
    /// How much it matters.
    public enum Level: Int, Sendable, Hashable, Comparable {
        /// Routine detail: a protocol error by one client, a closed connection.
        case debug
        /// Worth knowing: a request rejected for a limit.
        case info
        /// Needs attention: a slow client dropped, the connection limit reached, a handler failed.
        case warning

        /// Orders by severity.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The severity.
    public var level: Level
    /// The peer (`127.0.0.1:53412`) when the event concerns one connection.
    public var peer: String?
    /// What happened and why.
    public var message: String

    /// Creates an event.
    public init(level: Level, peer: String? = nil, message: String) {
        self.level = level
        self.peer = peer
        self.message = message
    }

    /// `warning: 127.0.0.1:53412: dropped …`.
    public var description: String {
        "\(level): " + (peer.map { "\($0): " } ?? "") + message
    }
}

/// Receives the server's log events; called on the loop thread or a handler's task, so it must be
/// quick and thread-safe. The library prints nothing by itself.
public typealias ServerLogSink = @Sendable (ServerLogEvent) -> Void
