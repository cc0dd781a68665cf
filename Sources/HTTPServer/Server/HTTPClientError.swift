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
