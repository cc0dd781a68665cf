/// An HTTP request method (`GET`, `POST`, …), compared case-sensitively as RFC 9110 requires.
public struct HTTPMethod: Sendable, Hashable, RawRepresentable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The method token as sent on the request line.
    public var rawValue: String

    /// Creates a method from its token.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a method from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The token itself.
    public var description: String { rawValue }

    /// `GET`.
    public static let get: HTTPMethod = "GET"
    /// `HEAD`: like GET, but the response carries no body.
    public static let head: HTTPMethod = "HEAD"
    /// `POST`.
    public static let post: HTTPMethod = "POST"
    /// `PUT`.
    public static let put: HTTPMethod = "PUT"
    /// `PATCH`.
    public static let patch: HTTPMethod = "PATCH"
    /// `DELETE`.
    public static let delete: HTTPMethod = "DELETE"
    /// `OPTIONS`.
    public static let options: HTTPMethod = "OPTIONS"
}

/// The HTTP version on a request or status line.
public struct HTTPVersion: Sendable, Hashable, CustomStringConvertible {
    /// The major version (`1`).
    public var major: Int
    /// The minor version (`1` for HTTP/1.1).
    public var minor: Int

    /// Creates a version.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// HTTP/1.0: connections close after each response unless the client asks for keep-alive.
    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    /// HTTP/1.1: connections stay open unless either side says `Connection: close`.
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)

    /// `HTTP/1.1`.
    public var description: String { "HTTP/\(major).\(minor)" }
}
