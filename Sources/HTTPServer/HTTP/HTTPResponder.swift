/// Computes a response for a request. Called on a new `Task` for each request (not on the loop
/// thread); annotate it `@MainActor` to run on the main actor. Throwing ``HTTPError`` sends its
/// response; any other error sends 500 and is logged.
public typealias HTTPHandler = @Sendable (HTTPRequest) async throws -> HTTPResponse

/// Serves one accepted WebSocket for its whole life. Called on a new `Task`; iterate
/// ``WebSocketConnection/messages`` until it ends. When the handler returns, the server closes
/// the WebSocket with 1000 if it is still open.
public typealias WebSocketHandler = @Sendable (WebSocketConnection) async -> Void

/// What the server asks the layer above: responses to requests, and whether a path takes
/// WebSockets. ``Router`` is the ready-made one.
public protocol HTTPResponder: Sendable {
    /// The response to `request` (on a `Task`, see ``HTTPHandler``).
    func respond(to request: HTTPRequest) async throws -> HTTPResponse

    /// The endpoint for a WebSocket handshake at `request`'s path, or `nil` for 404. Called on the
    /// loop thread: it must be quick and must not block.
    func webSocketEndpoint(for request: HTTPRequest) -> WebSocketEndpoint?

    /// The response refusing a WebSocket handshake at `request`'s path when
    /// ``webSocketEndpoint(for:)`` returned `nil` (a 404 in the API's own error format, say), or
    /// `nil` for the server's plain-text 404 `no WebSocket endpoint at …`. Called on the loop
    /// thread: it must be quick and must not block. Only a 3xx, 4xx or 5xx status is used; for any
    /// other the server sends its plain-text 404.
    func webSocketRefusal(for request: HTTPRequest) -> HTTPResponse?
}

extension HTTPResponder {
    /// No WebSocket endpoints.
    public func webSocketEndpoint(for request: HTTPRequest) -> WebSocketEndpoint? { nil }

    /// The server's own plain-text 404.
    public func webSocketRefusal(for request: HTTPRequest) -> HTTPResponse? { nil }
}
