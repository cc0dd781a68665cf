import Foundation

/// Why a WebSocket handshake failed; `status` is what the server answers.
/// The wording lives in `HTTPServerMessages.swift`.
public enum WebSocketHandshakeError: Error, Sendable, Hashable {
    /// The method is not GET (405).
    case notGet(String)
    /// The version is not HTTP/1.1 (400).
    case notHTTP11(String)
    /// No `Upgrade: websocket` (400).
    case missingUpgrade
    /// No `Connection: Upgrade` (400).
    case missingConnectionUpgrade
    /// `Sec-WebSocket-Version` is missing or not 13 (426).
    case unsupportedVersion(String?)
    /// `Sec-WebSocket-Key` is missing or not 16 bytes in base64 (400).
    case invalidKey(String?)
    /// The `Origin` is not the server's own nor an allowed one (403).
    case originRejected(origin: String, allowed: [String])
    /// More than one `Origin` field (403): which one a browser meant cannot be known, so none is
    /// trusted.
    case duplicateOrigin(count: Int)
    /// No WebSocket endpoint at this path (404).
    case noEndpoint(path: String)
    /// (Client) the server answered something other than 101; its body is attached.
    case unexpectedStatus(Int, String)
    /// (Client) `Sec-WebSocket-Accept` is not the value for the key sent.
    case wrongAccept(expected: String, actual: String?)

    /// The status the server answers with.
    public var status: HTTPStatus {
        switch self {
        case .notGet: .methodNotAllowed
        case .unsupportedVersion: .upgradeRequired
        case .originRejected, .duplicateOrigin: .forbidden
        case .noEndpoint: .notFound
        default: .badRequest
        }
    }
}
