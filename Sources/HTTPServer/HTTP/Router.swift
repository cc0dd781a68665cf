import Foundation

/// A small router: method + path pattern → handler, and path pattern → WebSocket handler.
///
/// Patterns are `/`-separated segments; `{name}` matches one non-empty segment and `{name...}`
/// (last only) matches the rest of the path, possibly empty. Captured values are percent-decoded
/// into ``HTTPRequest/pathParameters``. Routes are tried in the order added. A path that matches
/// a route with another method is answered 405 with `Allow`; `HEAD` falls back to `GET`.
///
/// ```swift
/// var router = Router()
/// router.get("/api/devices/{id}") { request in .text(request.pathParameters["id"]!) }
/// router.webSocket("/ws") { socket in for await message in socket.messages { … } }
/// ```
public struct Router: HTTPResponder {
    private struct Route: Sendable {
        var method: HTTPMethod
        var pattern: PathPattern
        var handler: HTTPHandler
    }

    private struct SocketRoute: Sendable {
        var pattern: PathPattern
        var handler: WebSocketHandler
        var batches: WebSocketBatchReceiver?
    }

    private var routes: [Route] = []
    private var socketRoutes: [SocketRoute] = []
    /// Answers requests no route matches (default: 404 with the path in the body).
    public var notFound: HTTPHandler = { request in
        .text("no resource at \(request.path)\n", status: .notFound)
    }

    /// Creates an empty router.
    public init() {}

    /// Adds a route.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: @escaping HTTPHandler) {
        routes.append(Route(method: method, pattern: PathPattern(pattern), handler: handler))
    }

    /// Adds a GET route.
    public mutating func get(_ pattern: String, _ handler: @escaping HTTPHandler) {
        add(.get, pattern, handler)
    }
    /// Adds a POST route.
    public mutating func post(_ pattern: String, _ handler: @escaping HTTPHandler) {
        add(.post, pattern, handler)
    }
    /// Adds a PUT route.
    public mutating func put(_ pattern: String, _ handler: @escaping HTTPHandler) {
        add(.put, pattern, handler)
    }
    /// Adds a DELETE route.
    public mutating func delete(_ pattern: String, _ handler: @escaping HTTPHandler) {
        add(.delete, pattern, handler)
    }

    /// Adds a WebSocket endpoint.
    public mutating func webSocket(_ pattern: String, _ handler: @escaping WebSocketHandler) {
        socketRoutes.append(SocketRoute(pattern: PathPattern(pattern), handler: handler))
    }

    /// Adds a WebSocket endpoint whose connections' events go to `receiver` in batches (see
    /// ``WebSocketBatchReceiver``).
    public mutating func webSocket(_ pattern: String, batches receiver: WebSocketBatchReceiver) {
        socketRoutes.append(SocketRoute(pattern: PathPattern(pattern), handler: { _ in }, batches: receiver))
    }

    /// Routes `request` to its handler.
    /// - Complexity: O(r) in the number of routes.
    public func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        var allowed: [String] = []
        for method in request.method == .head ? [HTTPMethod.head, .get] : [request.method] {
            for route in routes {
                guard let parameters = route.pattern.match(request.path) else { continue }
                if route.method == method {
                    var routed = request
                    routed.pathParameters = parameters
                    return try await route.handler(routed)
                }
                if !allowed.contains(route.method.rawValue) { allowed.append(route.method.rawValue) }
            }
        }
        if !allowed.isEmpty {
            var response = HTTPResponse.text(
                "\(request.method) is not allowed on \(request.path); use \(allowed.joined(separator: ", "))\n",
                status: .methodNotAllowed)
            response.headers["Allow"] = allowed.joined(separator: ", ")
            return response
        }
        return try await notFound(request)
    }

    /// The WebSocket endpoint whose pattern matches the path.
    /// - Complexity: O(r) in the number of WebSocket routes.
    public func webSocketEndpoint(for request: HTTPRequest) -> WebSocketEndpoint? {
        for route in socketRoutes {
            guard let parameters = route.pattern.match(request.path) else { continue }
            var routed = request
            routed.pathParameters = parameters
            if let batches = route.batches { return WebSocketEndpoint(request: routed, batches: batches) }
            return WebSocketEndpoint(request: routed, handler: route.handler)
        }
        return nil
    }
}
