/// Which `Origin` values may open a WebSocket: the browser-side defence against other web pages
/// (and DNS rebinding) driving the server.
///
/// Allowed by default (our choice):
/// - the server's own origin `http://HOST:PORT` for the address it is bound to;
/// - when bound to a loopback or wildcard address, the loopback spellings of it on the same port:
///   `http://localhost:PORT`, `http://127.0.0.1:PORT`, `http://[::1]:PORT`;
/// - the origins in ``additionalOrigins`` (the CLI adds a public name here when asked to bind
///   elsewhere);
/// - no `Origin` at all: browsers always send one on a WebSocket handshake, so a missing one is a
///   non-browser client (curl, a test, the Chrome DevTools harness) that no web page controls.
///   Set ``allowsMissingOrigin`` to `false` to refuse them.
///
/// The `Host` header is deliberately not trusted: a page on a rebound DNS name would match it.
public struct OriginPolicy: Sendable, Hashable {
    /// Whether a handshake without `Origin` is accepted (`true`).
    public var allowsMissingOrigin: Bool
    /// Further origins to accept, such as `http://devbox.local:8080` (exact, case-insensitive).
    public var additionalOrigins: [String]
    /// Accept every origin (for a server that serves no browser); `false` by default.
    public var allowsAnyOrigin: Bool

    /// Creates a policy.
    public init(
        allowsMissingOrigin: Bool = true, additionalOrigins: [String] = [], allowsAnyOrigin: Bool = false
    ) {
        self.allowsMissingOrigin = allowsMissingOrigin
        self.additionalOrigins = additionalOrigins
        self.allowsAnyOrigin = allowsAnyOrigin
    }

    /// The origins this policy accepts for a server bound to `host` and `port`, normalised.
    /// - Complexity: O(n) in the number of additional origins.
    public func allowedOrigins(host: String, port: Int) -> [String] {
        var hosts = [Self.originHost(host)]
        if SocketAddress.isLoopback(host) || SocketAddress.isWildcard(host) {
            hosts += ["localhost", "127.0.0.1", "[::1]"]
        }
        var origins: [String] = []
        for name in hosts where !SocketAddress.isWildcard(name) {
            let origin = "http://\(name):\(port)"
            if !origins.contains(origin) { origins.append(origin) }
        }
        return origins + additionalOrigins.compactMap(Self.normalise)
    }

    /// Whether `origin` (the handshake's `Origin` value, or `nil`) may connect to a server bound to
    /// `host` and `port`.
    /// - Complexity: O(n) in the number of additional origins.
    public func allows(origin: String?, host: String, port: Int) -> Bool {
        guard let origin else { return allowsMissingOrigin }
        if allowsAnyOrigin { return true }
        guard let normalised = Self.normalise(origin) else { return false }
        return allowedOrigins(host: host, port: port).contains(normalised)
    }

    /// `http://LocalHost` → `http://localhost:80`; `nil` for `null` or anything not an origin.
    static func normalise(_ origin: String) -> String? {
        let lower = origin.lowercased()
        let defaultPort: Int
        let rest: Substring
        if lower.hasPrefix("http://") {
            (defaultPort, rest) = (80, lower.dropFirst(7))
        } else if lower.hasPrefix("https://") {
            (defaultPort, rest) = (443, lower.dropFirst(8))
        } else {
            return nil
        }
        let scheme = defaultPort == 80 ? "http" : "https"
        guard !rest.isEmpty, !rest.contains("/") else { return nil }
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let name = rest[...close]
            let after = rest[rest.index(after: close)...]
            if after.isEmpty { return "\(scheme)://\(name):\(defaultPort)" }
            guard after.first == ":", let port = Int(after.dropFirst()) else { return nil }
            return "\(scheme)://\(name):\(port)"
        }
        let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return "\(scheme)://\(parts[0]):\(defaultPort)"
        case 2:
            guard !parts[0].isEmpty, let port = Int(parts[1]) else { return nil }
            return "\(scheme)://\(parts[0]):\(port)"
        default: return nil
        }
    }

    /// An address as it appears in an origin: IPv6 literals in brackets.
    static func originHost(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host.lowercased())]" : host.lowercased()
    }
}
