/// An incremental HTTP/1.1 response parser for the client side.
///
/// Bodies are framed by `Content-Length`, `chunked`, or the end of the connection (call
/// ``finishAtEndOfStream()`` when the peer closes). Interim 1xx responses other than
/// `101 Switching Protocols` are skipped. A response to `HEAD` has no body.
public struct HTTPResponseParser: Sendable {
    private enum Phase: Sendable {
        case head(HTTPHeadReader)
        case body(HTTPResponse, length: Int)
        case chunked(HTTPResponse, ChunkedBodyDecoder)
        case untilClose(HTTPResponse)
    }

    /// The limits in force (the body limit applies to the response body).
    public let limits: HTTPRequestParser.Limits
    private var buffer = ByteBuffer()
    private var phase: Phase
    private var isHeadRequest = false

    /// Creates a parser; `limits` bound the head and the body.
    public init(limits: HTTPRequestParser.Limits = .init(maxBodyBytes: 64 << 20)) {
        self.limits = limits
        phase = .head(
            HTTPHeadReader(maxHeadBytes: limits.maxHeadBytes, maxHeaderCount: limits.maxHeaderCount))
    }

    /// Tells the parser the next response answers a `HEAD` request (so it has no body).
    public mutating func expectResponse(toHead: Bool) { isHeadRequest = toHead }

    /// Buffers received bytes.
    /// - Complexity: O(n) in the number of bytes, amortised.
    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(bytes) }

    /// Removes and returns the bytes after the last response (after `101`, the first frames).
    /// - Complexity: O(n) in the number of buffered bytes.
    public mutating func takeBufferedBytes() -> [UInt8] { buffer.readAll() }

    /// Parses as far as the buffered bytes allow; `nil` when more bytes are needed.
    /// - Complexity: O(n) in the number of bytes not yet examined.
    public mutating func next() throws(HTTPParseError) -> HTTPResponse? {
        while true {
            switch phase {
            case .head(var reader):
                let complete = try reader.read(from: &buffer)
                phase = .head(reader)
                guard complete else { return nil }
                let response = try Self.makeResponse(reader)
                resetHead()
                if (100..<200).contains(response.status.code) && response.status.code != 101 { continue }
                if response.status.forbidsBody || isHeadRequest { return response }
                try startBody(response)
            case .body(var response, let length):
                guard buffer.count >= length else { return nil }
                response.body = buffer.read(length)
                resetHead()
                return response
            case .chunked(var response, var decoder):
                let done = try decoder.decode(from: &buffer)
                phase = .chunked(response, decoder)
                guard done else { return nil }
                response.body = decoder.body
                resetHead()
                return response
            case .untilClose(var response):
                if buffer.count > limits.maxBodyBytes {
                    throw .bodyTooLarge(limit: limits.maxBodyBytes, declared: nil)
                }
                response.body = buffer.readable.map { $0 }
                phase = .untilClose(response)
                return nil
            }
        }
    }

    /// Completes a response whose body runs to the end of the connection; `nil` when none was
    /// in progress.
    public mutating func finishAtEndOfStream() -> HTTPResponse? {
        guard case .untilClose(var response) = phase else { return nil }
        response.body = buffer.readAll()
        resetHead()
        return response
    }

    private mutating func resetHead() {
        phase = .head(
            HTTPHeadReader(maxHeadBytes: limits.maxHeadBytes, maxHeaderCount: limits.maxHeaderCount))
    }

    private mutating func startBody(_ response: HTTPResponse) throws(HTTPParseError) {
        let encodings = response.headers.values(for: "Transfer-Encoding")
        if !encodings.isEmpty {
            guard encodings.last?.lowercased().hasSuffix("chunked") == true else {
                throw .unsupportedTransferEncoding(encodings.joined(separator: ", "))
            }
            phase = .chunked(
                response,
                ChunkedBodyDecoder(maxBodyBytes: limits.maxBodyBytes, maxLineBytes: limits.maxHeadBytes))
        } else if let text = response.headers["Content-Length"] {
            guard let length = Int(text), length >= 0 else { throw .invalidContentLength(text) }
            guard length <= limits.maxBodyBytes else {
                throw .bodyTooLarge(limit: limits.maxBodyBytes, declared: length)
            }
            phase = .body(response, length: length)
        } else {
            phase = .untilClose(response)
        }
    }

    static func makeResponse(_ reader: HTTPHeadReader) throws(HTTPParseError) -> HTTPResponse {
        let line = reader.startLine ?? ""
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), parts[1].utf8.count == 3,
            let code = Int(parts[1])
        else { throw .malformedStatusLine(line) }
        _ = try HTTPRequestParser.parseVersion(String(parts[0]))
        let reason = parts.count == 3 ? String(parts[2]) : ""
        return HTTPResponse(status: HTTPStatus(code, reason), headers: reader.headers)
    }
}
