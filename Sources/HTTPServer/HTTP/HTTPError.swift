/// An error a handler throws to answer with a specific response (`404 unknown device`).
public struct HTTPError: Error, Sendable, Hashable {
    /// The response to send.
    public var response: HTTPResponse

    /// An error answered with `response`.
    public init(response: HTTPResponse) { self.response = response }

    /// An error answered with `status` and `message` as `text/plain`.
    public init(_ status: HTTPStatus, _ message: String) {
        response = .text(message + "\n", status: status)
    }
}
