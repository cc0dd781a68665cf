public import Foundation

/// An HTTP response: a status, header fields and a body.
///
/// `Content-Length` is added when the response is serialised, unless the status forbids a body;
/// `Connection: close` is added when the server is about to close the connection.
public struct HTTPResponse: Sendable, Hashable {
    /// The status (`200 OK`).
    public var status: HTTPStatus
    /// The header fields in order.
    public var headers: HTTPHeaders
    /// The body bytes.
    public var body: [UInt8]

    /// Creates a response.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Creates a response whose body is `data`.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body data: Data) {
        self.init(status: status, headers: headers, body: [UInt8](data))
    }

    /// A `text/plain; charset=utf-8` response.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(text.utf8))
    }

    /// An `application/json` response with already-encoded JSON.
    public static func json(_ data: Data, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: data)
    }

    /// The body decoded as UTF-8, or `nil` when it is not valid UTF-8.
    public var bodyText: String? { String(validating: body, as: UTF8.self) }
}
