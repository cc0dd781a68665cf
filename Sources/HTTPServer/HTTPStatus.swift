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
    /// 413: the body is over the limit.
    public static let payloadTooLarge = HTTPStatus(413, "Payload Too Large")
    /// 422: well-formed but meaningless (an unknown bundle id in a valid body).
    public static let unprocessableContent = HTTPStatus(422, "Unprocessable Content")
    /// 431: the headers are over the limit.
    public static let requestHeaderFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
    /// 500.
    public static let internalServerError = HTTPStatus(500, "Internal Server Error")
    /// 505.
    public static let httpVersionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")
}
