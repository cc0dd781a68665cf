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
