// Every user-facing message of the HTTPServer module, in one place. Tests assert them exactly.

extension HTTPParseError: CustomStringConvertible {
    /// What was wrong, where in the request head, and what to do.
    public var message: String {
        switch self {
        case .headTooLarge(let limit):
            "the request line and headers exceed \(limit) bytes; send fewer or shorter headers"
        case .tooManyHeaders(let limit):
            "the request has more than \(limit) header fields; send fewer"
        case .bareLineFeed(let line):
            "line \(line) of the request head ends with a bare LF; end every line with CRLF"
        case .controlCharacter(let line, let byte):
            "line \(line) of the request head contains the control character 0x\(String(byte, radix: 16, uppercase: true)); remove it"
        case .malformedRequestLine(let text):
            "the request line '\(text.prefix(100))' is not 'METHOD TARGET HTTP/1.1' separated by single spaces"
        case .invalidMethod(let method):
            "the method '\(method.prefix(40))' is not a valid token; use GET, POST, …"
        case .invalidTarget(let target):
            "the request target '\(target.prefix(100))' is not a path starting with '/' (or an absolute http URL)"
        case .malformedVersion(let version):
            "the version '\(version.prefix(20))' on the request line is not 'HTTP/1.1'"
        case .unsupportedVersion(let version):
            "\(version) is not supported; use HTTP/1.1 (or HTTP/1.0)"
        case .headerWithoutColon(let line):
            "line \(line) of the request head is not a header field; write 'Name: value'"
        case .whitespaceBeforeColon(let line, let name):
            "line \(line): whitespace between the field name '\(name)' and its colon is not allowed; remove it"
        case .invalidHeaderName(let line, let name):
            "line \(line): '\(name.prefix(40))' is not a valid header field name"
        case .obsoleteLineFolding(let line):
            "line \(line) starts with whitespace (obsolete line folding); put each field on one line"
        case .missingHost:
            "an HTTP/1.1 request needs a Host header; add 'Host: <host>:<port>'"
        case .multipleHosts:
            "the request has more than one Host header; send exactly one"
        case .invalidContentLength(let value):
            "Content-Length '\(value.prefix(40))' is not a decimal number of bytes"
        case .conflictingContentLengths(let values):
            "the request has conflicting Content-Length values (\(values.joined(separator: ", "))); send one"
        case .contentLengthWithTransferEncoding:
            "the request has both Content-Length and Transfer-Encoding; send only one"
        case .unsupportedTransferEncoding(let value):
            "Transfer-Encoding '\(value.prefix(40))' is not supported; send the body with Content-Length or 'chunked'"
        case .transferEncodingInHTTP10:
            "Transfer-Encoding is not allowed in an HTTP/1.0 request; use Content-Length"
        case .bodyTooLarge(let limit, let declared?):
            "the body of \(declared) bytes exceeds the limit of \(limit) bytes; send a smaller body"
        case .bodyTooLarge(let limit, nil):
            "the body exceeds the limit of \(limit) bytes; send a smaller body"
        case .invalidChunkSize(let line):
            "the chunk size line '\(line.prefix(40))' is not a hexadecimal size"
        case .missingChunkTerminator:
            "chunk data is not followed by CRLF; check the chunk sizes"
        case .unsupportedExpectation(let value):
            "Expect '\(value.prefix(40))' is not supported; only '100-continue' is"
        case .malformedStatusLine(let line):
            "the status line '\(line.prefix(100))' is not 'HTTP/1.1 NNN Reason'"
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}

extension HTTPResponseError: CustomStringConvertible {
    /// What the handler got wrong and what to do.
    public var message: String {
        switch self {
        case .invalidHeaderName(let name):
            "the response header name '\(name.prefix(40))' is not a valid token; fix the handler"
        case .invalidHeaderValue(let name):
            "the response header '\(name)' contains CR, LF or another control character; fix the handler"
        case .bodyNotAllowed(let status):
            "a \(status.code) response cannot have a body; remove it or change the status"
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}

extension WebSocketHandshakeError: CustomStringConvertible {
    /// What was wrong with the handshake and what to do.
    public var message: String {
        switch self {
        case .notGet(let method):
            "a WebSocket handshake must be a GET request, not \(method)"
        case .notHTTP11(let version):
            "a WebSocket handshake must use HTTP/1.1, not \(version)"
        case .missingUpgrade:
            "the WebSocket handshake lacks 'Upgrade: websocket'"
        case .missingConnectionUpgrade:
            "the WebSocket handshake lacks 'Connection: Upgrade'"
        case .unsupportedVersion(let version?):
            "Sec-WebSocket-Version '\(version.prefix(20))' is not supported; use 13"
        case .unsupportedVersion(nil):
            "the WebSocket handshake lacks Sec-WebSocket-Version; send 'Sec-WebSocket-Version: 13'"
        case .invalidKey(let key?):
            "Sec-WebSocket-Key '\(key.prefix(40))' is not 16 bytes in base64"
        case .invalidKey(nil):
            "the WebSocket handshake lacks Sec-WebSocket-Key"
        case .originRejected(let origin, let allowed):
            "origin '\(origin.prefix(100))' may not open a WebSocket here; allowed: \(allowed.joined(separator: ", "))"
        case .noEndpoint(let path):
            "no WebSocket endpoint at \(path.prefix(100))"
        case .unexpectedStatus(let code, let body):
            "the server answered the WebSocket handshake with \(code) instead of 101"
                + (body.isEmpty ? "" : ": \(body.trimmingASCIIWhitespace().prefix(200))")
        case .wrongAccept(let expected, let actual):
            "Sec-WebSocket-Accept is '\(actual ?? "missing")', expected '\(expected)'"
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}

extension WebSocketProtocolError: CustomStringConvertible {
    /// What the peer did wrong; sent as the close reason (≤ 123 bytes).
    public var message: String {
        switch self {
        case .reservedBitsSet(let bits):
            "reserved bits \(String(bits, radix: 2)) set without a negotiated extension"
        case .reservedOpcode(let opcode):
            "reserved opcode \(opcode)"
        case .fragmentedControlFrame(let opcode):
            "fragmented \(opcode) frame; control frames must have FIN set"
        case .controlFrameTooLong(let opcode, let length):
            "\(opcode) frame payload of \(length) bytes; control frames carry at most 125"
        case .unmaskedClientFrame:
            "unmasked client frame; clients must mask every frame"
        case .maskedServerFrame:
            "masked server frame; servers must not mask frames"
        case .invalidLength:
            "64-bit payload length with the most significant bit set"
        case .frameTooBig(let length, let limit):
            "frame of \(length) bytes exceeds the limit of \(limit) bytes"
        case .messageTooBig(let limit):
            "message exceeds the limit of \(limit) bytes"
        case .unexpectedContinuation:
            "continuation frame without a message in progress"
        case .expectedContinuation(let opcode):
            "\(opcode) frame while a fragmented message is in progress; expected a continuation"
        case .invalidUTF8:
            "text message is not valid UTF-8"
        case .closePayloadTooShort:
            "close frame with a 1-byte payload; a close code takes 2 bytes"
        case .invalidCloseCode(let code):
            "close code \(code) may not be sent"
        case .invalidCloseReason:
            "close reason is not valid UTF-8"
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}

extension HTTPServerError: CustomStringConvertible {
    /// What went wrong starting the server and what to do.
    public var message: String {
        switch self {
        case .invalidAddress(let host):
            "'\(host)' is not an IP address; use 127.0.0.1, ::1, 0.0.0.0 or another numeric address"
        case .invalidPort(let port):
            "port \(port) is outside 0…65535"
        case .addressInUse(let host, let port):
            "\(host):\(port) is already in use by another process; stop it or choose another port"
        case .bindFailed(let host, let port, let reason):
            "cannot listen on \(host):\(port): \(reason)"
        case .socketFailed(let reason):
            "cannot create a socket: \(reason)"
        case .alreadyStarted:
            "the server was already started; create a new HTTPServer to start again"
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}

extension HTTPClientError: CustomStringConvertible {
    /// What went wrong on the client side.
    public var message: String {
        switch self {
        case .invalidAddress(let host):
            "'\(host)' is not an IP address; use 127.0.0.1, ::1 or another numeric address"
        case .invalidURL(let url):
            "'\(url)' is not an http:// or ws:// URL with a numeric host"
        case .connectFailed(let host, let port, let reason):
            "cannot connect to \(host):\(port): \(reason)"
        case .timedOut(let operation):
            "timed out \(operation)"
        case .connectionClosed:
            "the server closed the connection"
        case .socketError(let reason):
            "socket error: \(reason)"
        case .invalidResponse(let error):
            "invalid response: \(error.message)"
        case .handshakeFailed(let error):
            error.message
        case .protocolViolation(let error):
            "the server broke the WebSocket protocol: \(error.message)"
        case .closed(let status):
            "the WebSocket is closed (\(status.code)\(status.reason.isEmpty ? "" : ": \(status.reason)"))"
        }
    }

    /// The same as ``message``.
    public var description: String { message }
}

/// Messages the server itself writes into responses, close frames and the log.
enum ServerMessages {
    static func requestTimeout(_ limit: Duration) -> String {
        "the request was not complete within \(limit); send the whole request at once"
    }

    static let internalError = "the server failed to handle this request; see the server log"

    static func handlerFailed(_ request: HTTPRequest, _ error: any Error) -> String {
        "the handler for \(request.method) \(request.path) threw \(error); answered 500"
    }

    static func invalidResponse(_ request: HTTPRequest, _ error: HTTPResponseError) -> String {
        "the handler for \(request.method) \(request.path) returned an invalid response: \(error.message); answered 500"
    }

    static func queueFull(_ limit: Int) -> String {
        "closed a WebSocket: \(limit) incoming messages are waiting for the application, which is not reading them"
    }

    static let queueFullReason = "incoming message queue full; the server is not keeping up"

    static let webSocketIdle = "idle timeout"

    static let shuttingDown = "server shutting down"

    static func outOfDescriptors(_ reason: String, pause: Duration) -> String {
        "cannot accept connections: \(reason); pausing accepts for \(pause). Raise the limit (ulimit -n) or lower maxConnections"
    }

    static func connectionLimit(_ limit: Int) -> String {
        "the server is at its limit of \(limit) connections; try again later"
    }

    static func lineTimeout(_ limit: Duration) -> String {
        "the line was not complete within \(limit); end each line with a newline"
    }

    static func lineTooLong(_ limit: Int) -> String {
        "line longer than \(limit) bytes; send one short line per request"
    }

    static func lineNotUTF8(_ line: Int) -> String {
        "line \(line) is not UTF-8 text"
    }
}
