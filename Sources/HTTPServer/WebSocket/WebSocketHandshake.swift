import Foundation

/// The opening handshake of RFC 6455 §4, both sides, as pure functions over requests and
/// responses.
///
/// No subprotocol and no extension is negotiated (our choice): a client's
/// `Sec-WebSocket-Protocol` and `Sec-WebSocket-Extensions` are ignored, so frames never have
/// RSV bits set.
public enum WebSocketHandshake {
    /// The GUID RFC 6455 appends to the key before hashing.
    public static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// `Sec-WebSocket-Accept` for a `Sec-WebSocket-Key`: base64(SHA-1(key + GUID)).
    /// - Complexity: O(n) in the key's length.
    public static func acceptValue(forKey key: String) -> String {
        Data(SHA1.hash(Array((key + guid).utf8))).base64EncodedString()
    }

    /// Checks that `request` is a valid WebSocket opening handshake and returns its key.
    public static func validate(_ request: HTTPRequest) throws(WebSocketHandshakeError) -> String {
        guard request.method == .get else { throw .notGet(request.method.rawValue) }
        guard request.version == .http1_1 else { throw .notHTTP11(request.version.description) }
        guard request.headers.containsToken("websocket", in: "Upgrade") else { throw .missingUpgrade }
        guard request.headers.containsToken("upgrade", in: "Connection") else {
            throw .missingConnectionUpgrade
        }
        let version = request.headers["Sec-WebSocket-Version"]
        guard version == "13" else { throw .unsupportedVersion(version) }
        let key = request.headers["Sec-WebSocket-Key"]
        guard let key, Data(base64Encoded: key)?.count == 16 else { throw .invalidKey(key) }
        return key
    }

    /// The `101 Switching Protocols` response to a valid handshake.
    public static func response(forKey key: String) -> HTTPResponse {
        HTTPResponse(
            status: .switchingProtocols,
            headers: [
                "Upgrade": "websocket", "Connection": "Upgrade",
                "Sec-WebSocket-Accept": acceptValue(forKey: key),
            ])
    }

    /// The response to a failed handshake: its status, `Sec-WebSocket-Version: 13` for a 426,
    /// and the message as the body.
    public static func failureResponse(_ error: WebSocketHandshakeError) -> HTTPResponse {
        var response = HTTPResponse.text(error.message + "\n", status: error.status)
        if error.status == .upgradeRequired { response.headers["Sec-WebSocket-Version"] = "13" }
        return response
    }

    /// A fresh random key: 16 random bytes, base64-encoded.
    public static func makeKey(using generator: inout some RandomNumberGenerator) -> String {
        Data((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).base64EncodedString()
    }

    /// The client's opening request.
    /// - Parameters:
    ///   - path: the request target (`/ws`).
    ///   - host: the `Host` value (`127.0.0.1:8080`).
    ///   - key: from ``makeKey(using:)``.
    ///   - origin: the `Origin` to send, as a browser would; `nil` sends none.
    ///   - headers: extra fields.
    public static func clientRequest(
        path: String, host: String, key: String, origin: String? = nil, headers: HTTPHeaders = HTTPHeaders()
    ) -> HTTPRequest {
        var fields: HTTPHeaders = [
            "Host": host, "Upgrade": "websocket", "Connection": "Upgrade",
            "Sec-WebSocket-Key": key, "Sec-WebSocket-Version": "13",
        ]
        if let origin { fields["Origin"] = origin }
        for field in headers { fields.add(name: field.name, value: field.value) }
        return HTTPRequest(method: .get, target: path, headers: fields)
    }

    /// Checks the server's answer to a client handshake sent with `key`.
    public static func verify(_ response: HTTPResponse, key: String) throws(WebSocketHandshakeError) {
        guard response.status.code == 101 else {
            throw .unexpectedStatus(response.status.code, response.bodyText ?? "")
        }
        guard response.headers.containsToken("websocket", in: "Upgrade") else { throw .missingUpgrade }
        guard response.headers.containsToken("upgrade", in: "Connection") else {
            throw .missingConnectionUpgrade
        }
        let expected = acceptValue(forKey: key)
        let actual = response.headers["Sec-WebSocket-Accept"]
        guard actual == expected else { throw .wrongAccept(expected: expected, actual: actual) }
    }
}
