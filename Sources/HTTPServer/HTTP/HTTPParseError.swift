/// Why a request (or, in the client, a response) could not be parsed; each maps to the status the
/// server answers with before it closes the connection.
///
/// `line` is the 1-based line number in the message head (the request line is line 1).
/// The wording lives in `HTTPServerMessages.swift`.
public enum HTTPParseError: Error, Sendable, Hashable {
    /// The request line and headers together exceed the limit (431).
    case headTooLarge(limit: Int)
    /// More header fields than the limit (431).
    case tooManyHeaders(limit: Int)
    /// A line ends in a bare LF instead of CRLF (400).
    case bareLineFeed(line: Int)
    /// A control character (including a stray CR) inside a line (400).
    case controlCharacter(line: Int, byte: UInt8)
    /// The request line is not `METHOD SP target SP version` (400).
    case malformedRequestLine(String)
    /// The method is not a token (400).
    case invalidMethod(String)
    /// The request target is not origin-form, absolute-form or `*` (400).
    case invalidTarget(String)
    /// The version is not `HTTP/<digit>.<digit>` (400).
    case malformedVersion(String)
    /// A version other than HTTP/1.0 or HTTP/1.1 (505).
    case unsupportedVersion(String)
    /// A header line without a colon (400).
    case headerWithoutColon(line: Int)
    /// Whitespace between a field name and its colon (400, RFC 9112 §5.1).
    case whitespaceBeforeColon(line: Int, name: String)
    /// A field name that is empty or not a token (400).
    case invalidHeaderName(line: Int, name: String)
    /// A continuation line (obsolete line folding), which RFC 9112 forbids in requests (400).
    case obsoleteLineFolding(line: Int)
    /// An HTTP/1.1 request without `Host` (400).
    case missingHost
    /// More than one `Host` field (400).
    case multipleHosts
    /// A `Content-Length` that is not a decimal number (400).
    case invalidContentLength(String)
    /// Several `Content-Length` fields that disagree (400).
    case conflictingContentLengths([String])
    /// Both `Content-Length` and `Transfer-Encoding`, a request-smuggling pattern (400).
    case contentLengthWithTransferEncoding
    /// A transfer coding other than `chunked` (501).
    case unsupportedTransferEncoding(String)
    /// `Transfer-Encoding` on an HTTP/1.0 request (400).
    case transferEncodingInHTTP10
    /// The body exceeds the limit; `declared` is the `Content-Length` when there is one (413).
    case bodyTooLarge(limit: Int, declared: Int?)
    /// A chunk-size line that is not hexadecimal (400).
    case invalidChunkSize(String)
    /// Chunk data not followed by CRLF (400).
    case missingChunkTerminator
    /// An `Expect` other than `100-continue` (417).
    case unsupportedExpectation(String)
    /// (Client) the status line is not `HTTP/x.y NNN reason`.
    case malformedStatusLine(String)

    /// The status the server answers with.
    public var status: HTTPStatus {
        switch self {
        case .headTooLarge, .tooManyHeaders: .requestHeaderFieldsTooLarge
        case .unsupportedVersion: .httpVersionNotSupported
        case .bodyTooLarge: .payloadTooLarge
        case .unsupportedTransferEncoding: .notImplemented
        case .unsupportedExpectation: .expectationFailed
        default: .badRequest
        }
    }
}
