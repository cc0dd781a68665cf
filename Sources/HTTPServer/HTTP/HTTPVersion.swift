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
