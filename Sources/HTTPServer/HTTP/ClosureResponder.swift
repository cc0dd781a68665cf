/// An ``HTTPResponder`` made of one closure (no WebSockets).
public struct ClosureResponder: HTTPResponder {
    /// The closure.
    public var handler: HTTPHandler

    /// Wraps `handler`.
    public init(_ handler: @escaping HTTPHandler) { self.handler = handler }

    /// Calls the closure.
    public func respond(to request: HTTPRequest) async throws -> HTTPResponse { try await handler(request) }
}
