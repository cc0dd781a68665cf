import Foundation
import TestSupport
import Testing

@testable import HTTPServer

@Suite("WebSocketHandshake: RFC 6455 §4 on both sides")
struct WebSocketHandshakeTests {
    @Test("RFC 6455's example key gives its example accept value")
    func rfcExample() {
        #expect(
            WebSocketHandshake.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==")
                == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    private func request(_ fields: HTTPHeaders, method: HTTPMethod = .get, version: HTTPVersion = .http1_1)
        -> HTTPRequest
    {
        HTTPRequest(method: method, target: "/ws", version: version, headers: fields)
    }

    private let valid: HTTPHeaders = [
        "Host": "x", "Upgrade": "websocket", "Connection": "keep-alive, Upgrade",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13",
    ]

    @Test("a valid handshake yields its key and a 101 with the accept value")
    func validHandshake() throws {
        let key = try WebSocketHandshake.validate(request(valid))
        let response = WebSocketHandshake.response(forKey: key)
        #expect(response.status.code == 101)
        #expect(response.headers["Sec-WebSocket-Accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        try WebSocketHandshake.verify(response, key: key)
    }

    @Test(
        "invalid handshakes: error, status, message",
        arguments: [
            (
                "method", nil, WebSocketHandshakeError.notGet("POST"), 405,
                "a WebSocket handshake must be a GET request, not POST"
            ),
            (
                "version", nil, .notHTTP11("HTTP/1.0"), 400,
                "a WebSocket handshake must use HTTP/1.1, not HTTP/1.0"
            ),
            ("Upgrade", "h2c", .missingUpgrade, 400, "the WebSocket handshake lacks 'Upgrade: websocket'"),
            (
                "Connection", "keep-alive", .missingConnectionUpgrade, 400,
                "the WebSocket handshake lacks 'Connection: Upgrade'"
            ),
            (
                "Sec-WebSocket-Version", "8", .unsupportedVersion("8"), 426,
                "Sec-WebSocket-Version '8' is not supported; use 13"
            ),
            (
                "Sec-WebSocket-Version", nil, .unsupportedVersion(nil), 426,
                "the WebSocket handshake lacks Sec-WebSocket-Version; send 'Sec-WebSocket-Version: 13'"
            ),
            (
                "Sec-WebSocket-Key", "c2hvcnQ=", .invalidKey("c2hvcnQ="), 400,
                "Sec-WebSocket-Key 'c2hvcnQ=' is not 16 bytes in base64"
            ),
            (
                "Sec-WebSocket-Key", nil, .invalidKey(nil), 400,
                "the WebSocket handshake lacks Sec-WebSocket-Key"
            ),
        ] as [(String, String?, WebSocketHandshakeError, Int, String)])
    func invalid(field: String, value: String?, error: WebSocketHandshakeError, status: Int, message: String)
    {
        var fields = valid
        var method = HTTPMethod.get
        var version = HTTPVersion.http1_1
        switch field {
        case "method": method = .post
        case "version": version = .http1_0
        default: fields[field] = value
        }
        #expect(throws: error) {
            try WebSocketHandshake.validate(request(fields, method: method, version: version))
        }
        #expect(error.status.code == status)
        #expect(error.message == message)
    }

    @Test("the client verifies the accept value")
    func clientVerifies() {
        var response = WebSocketHandshake.response(forKey: "dGhlIHNhbXBsZSBub25jZQ==")
        response.headers["Sec-WebSocket-Accept"] = "wrong"
        #expect(
            throws: WebSocketHandshakeError.wrongAccept(
                expected: "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=", actual: "wrong")
        ) {
            try WebSocketHandshake.verify(response, key: "dGhlIHNhbXBsZSBub25jZQ==")
        }
    }

    @Test("Random keys are 16 bytes in padded Base64 and pass validation (seeds 1…50)", arguments: 1...50)
    func randomKeys(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let key = WebSocketHandshake.makeKey(using: &generator)
        #expect(key.count == 24 && key.hasSuffix("=="), "seed \(seed)")
        #expect(Data(base64Encoded: key)?.count == 16, "seed \(seed)")
        var fields = valid
        fields["Sec-WebSocket-Key"] = key
        #expect(try WebSocketHandshake.validate(request(fields)) == key, "seed \(seed)")
    }

    @Test(
        "A key that is not 16 bytes of canonical padded Base64 is refused",
        arguments: [
            "dGhlIHNhbXBsZSBub25jZQ=", "dGhlIHNhbXBsZSBub25jZQ", "dGhlIHNhbXBsZSBub25jZQ==Zg==",
            "!GhlIHNhbXBsZSBub25jZQ==", "=GhlIHNhbXBsZSBub25jZQ==", "dGhlIHNhbXBsZSBub25j", "",
        ])
    func invalidKeys(key: String) {
        var fields = valid
        fields["Sec-WebSocket-Key"] = key
        #expect(throws: WebSocketHandshakeError.invalidKey(key)) {
            try WebSocketHandshake.validate(request(fields))
        }
    }
}
