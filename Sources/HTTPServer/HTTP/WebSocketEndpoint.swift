/// A WebSocket endpoint chosen for a handshake: the handler (or the batch receiver) and the
/// request it will see (with any path parameters filled in).
public struct WebSocketEndpoint: Sendable {
    /// The request, possibly with ``HTTPRequest/pathParameters`` set.
    public var request: HTTPRequest
    /// The handler that serves the connection (not called when ``batches`` is set).
    public var handler: WebSocketHandler
    /// When set, the connection's events go to this receiver in batches instead of a handler task.
    public var batches: WebSocketBatchReceiver?

    /// Creates an endpoint.
    public init(request: HTTPRequest, handler: @escaping WebSocketHandler) {
        self.request = request
        self.handler = handler
    }

    /// Creates an endpoint whose connections' events go to `batches`.
    public init(request: HTTPRequest, batches: WebSocketBatchReceiver) {
        self.request = request
        self.handler = { _ in }
        self.batches = batches
    }
}
