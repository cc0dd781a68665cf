public import Foundation

/// A complete HTTP request: the request line, the header fields and the whole body.
public struct HTTPRequest: Sendable, Hashable {
    /// The method (`GET`).
    public var method: HTTPMethod
    /// The request target exactly as sent (`/api/devices?x=1`).
    public var target: String
    /// The path part of the target, still percent-encoded (`/api/devices`); `*` for `OPTIONS *`.
    public var path: String
    /// The query after `?`, still percent-encoded, or `nil` when there is none.
    public var query: String?
    /// The protocol version from the request line.
    public var version: HTTPVersion
    /// The header fields in order.
    public var headers: HTTPHeaders
    /// The body, de-chunked when it was sent with `Transfer-Encoding: chunked`.
    public var body: [UInt8]
    /// Values captured by a ``Router`` pattern (`{id}` → `"id"`), percent-decoded.
    public var pathParameters: [String: String] = [:]
    /// The peer's address as `host:port`, when the request came from a socket.
    public var remoteAddress: String?

    /// Creates a request; `path` and `query` are split from `target`.
    public init(
        method: HTTPMethod, target: String, version: HTTPVersion = .http1_1,
        headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.version = version
        self.headers = headers
        self.body = body
        (path, query) = Self.splitTarget(target)
    }

    /// Whether the connection stays open after the response: HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`.
    public var keepAlive: Bool {
        if headers.containsToken("close", in: "Connection") { return false }
        if version == .http1_0 { return headers.containsToken("keep-alive", in: "Connection") }
        return true
    }

    /// Whether this request asks for a WebSocket (`Upgrade: websocket`).
    public var isWebSocketUpgrade: Bool {
        headers.containsToken("websocket", in: "Upgrade")
    }

    /// The body decoded as UTF-8, or `nil` when it is not valid UTF-8.
    public var bodyText: String? { String(validating: body, as: UTF8.self) }

    /// The body as `Data` (for `JSONDecoder`).
    public var bodyData: Data { Data(body) }

    /// The query's `name=value` pairs in order, percent-decoded (`+` is a space).
    /// - Complexity: O(n) in the length of the query.
    public var queryItems: [(name: String, value: String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (part: Substring) in
                String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
                    ?? String(part)
            }
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    /// The first query value called `name`, percent-decoded.
    /// - Complexity: O(n) in the length of the query.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// Splits a request target into path and query; an absolute-form target
    /// (`http://host/path`) yields its path.
    static func splitTarget(_ target: String) -> (path: String, query: String?) {
        var rest = Substring(target)
        if rest.first != "/", let schemeEnd = rest.range(of: "://") {
            let afterAuthority = rest[schemeEnd.upperBound...]
            rest =
                afterAuthority.firstIndex(where: { $0 == "/" || $0 == "?" }).map { afterAuthority[$0...] }
                ?? "/"
            if rest.first == "?" { rest = "/" + rest }
        }
        if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            return (String(rest[..<mark]), String(rest[rest.utf8.index(after: mark)...]))
        }
        return (String(rest), nil)
    }
}
