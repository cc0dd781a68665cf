/// An HTTP status code with its reason phrase.
public struct HTTPStatus: Sendable, Hashable {
    /// The numeric code (`404`).
    public var code: Int
    /// The reason phrase sent on the status line (`Not Found`).
    public var reason: String

    /// Creates a status.
    public init(_ code: Int, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    /// 100: the client may send the body it announced with `Expect: 100-continue`.
    public static let `continue` = HTTPStatus(100, "Continue")
    /// 101: the WebSocket handshake succeeded.
    public static let switchingProtocols = HTTPStatus(101, "Switching Protocols")
    /// 200.
    public static let ok = HTTPStatus(200, "OK")
    /// 201.
    public static let created = HTTPStatus(201, "Created")
    /// 204.
    public static let noContent = HTTPStatus(204, "No Content")
    /// 400: the request could not be parsed or its body is invalid.
    public static let badRequest = HTTPStatus(400, "Bad Request")
    /// 403: e.g. a WebSocket from another origin.
    public static let forbidden = HTTPStatus(403, "Forbidden")
    /// 404.
    public static let notFound = HTTPStatus(404, "Not Found")
    /// 405.
    public static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
    /// 408: the client did not finish its request in time.
    public static let requestTimeout = HTTPStatus(408, "Request Timeout")
    /// 409.
    public static let conflict = HTTPStatus(409, "Conflict")
    /// 411: a body was sent without a length the server accepts.
    public static let lengthRequired = HTTPStatus(411, "Length Required")
    /// 413: the body is over the limit.
    public static let payloadTooLarge = HTTPStatus(413, "Payload Too Large")
    /// 417: an `Expect` header other than `100-continue`.
    public static let expectationFailed = HTTPStatus(417, "Expectation Failed")
    /// 422: well-formed but meaningless (an unknown bundle id in a valid body).
    public static let unprocessableContent = HTTPStatus(422, "Unprocessable Content")
    /// 426: a WebSocket handshake with a protocol version other than 13.
    public static let upgradeRequired = HTTPStatus(426, "Upgrade Required")
    /// 431: the headers are over the limit.
    public static let requestHeaderFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
    /// 500.
    public static let internalServerError = HTTPStatus(500, "Internal Server Error")
    /// 501: a transfer coding the server does not implement (anything but `chunked`).
    public static let notImplemented = HTTPStatus(501, "Not Implemented")
    /// 503: the server is at its connection limit.
    public static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
    /// 505: an HTTP version other than 1.0 and 1.1.
    public static let httpVersionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")

    /// Whether a response with this status never has a body (1xx, 204 and 304).
    public var forbidsBody: Bool { (100..<200).contains(code) || code == 204 || code == 304 }
}
