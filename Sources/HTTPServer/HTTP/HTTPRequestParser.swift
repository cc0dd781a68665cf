/// An incremental HTTP/1.1 request parser: feed it bytes as they arrive, take complete requests.
///
/// Handles the request line, header fields, `Content-Length` and `chunked` bodies,
/// `Expect: 100-continue`, and several requests in one buffer (pipelining: requests come out one
/// at a time, in order, and the bytes after one request stay buffered for the next).
/// After an error the parser stays failed and rethrows it: the connection must be answered with
/// ``HTTPParseError/status`` and closed.
///
/// ```swift
/// var parser = HTTPRequestParser()
/// parser.append(bytes)
/// while let event = try parser.next() { … }
/// ```
public struct HTTPRequestParser: Sendable {
    /// Size limits; every default is our choice.
    public struct Limits: Sendable, Hashable {
        /// The most bytes the request line and header fields may take, CRLFs included (16 KiB).
        public var maxHeadBytes: Int
        /// The most header fields (100).
        public var maxHeaderCount: Int
        /// The largest body, after de-chunking (1 MiB).
        public var maxBodyBytes: Int

        /// Creates limits.
        public init(maxHeadBytes: Int = 16 * 1024, maxHeaderCount: Int = 100, maxBodyBytes: Int = 1 << 20) {
            self.maxHeadBytes = maxHeadBytes
            self.maxHeaderCount = maxHeaderCount
            self.maxBodyBytes = maxBodyBytes
        }
    }

    /// What ``next()`` found.
    public enum Event: Sendable, Hashable {
        /// The head announced a body with `Expect: 100-continue`: send `100 Continue`, then keep
        /// feeding bytes.
        case continueExpected
        /// A complete request.
        case request(HTTPRequest)
    }

    private enum Phase: Sendable {
        case head(HTTPHeadReader)
        case body(HTTPRequest, length: Int)
        case chunked(HTTPRequest, ChunkedBodyDecoder)
        case failed(HTTPParseError)
    }

    /// The limits in force.
    public let limits: Limits
    private var buffer = ByteBuffer()
    private var phase: Phase
    private var continueSent = false

    /// Creates a parser.
    public init(limits: Limits = Limits()) {
        self.limits = limits
        phase = .head(
            HTTPHeadReader(maxHeadBytes: limits.maxHeadBytes, maxHeaderCount: limits.maxHeaderCount))
    }

    /// Buffers bytes received from the peer.
    /// - Complexity: O(n) in the number of bytes, amortised.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(bytes)
    }

    /// Buffers bytes received from the peer.
    /// - Complexity: O(n) in the number of bytes, amortised.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.append(bytes)
    }

    /// The number of bytes received and not yet part of a returned request.
    public var bufferedByteCount: Int { buffer.count }

    /// Whether a request has begun (some of its bytes arrived) but is not complete: the state in
    /// which the slow-client timeout runs.
    public var hasPartialRequest: Bool {
        switch phase {
        case .head(let reader): reader.headBytes > 0 || !buffer.isEmpty
        case .body, .chunked: true
        case .failed: false
        }
    }

    /// Removes and returns the buffered bytes that follow the last request (after a WebSocket
    /// upgrade they are the first frames).
    /// - Complexity: O(n) in the number of buffered bytes.
    public mutating func takeBufferedBytes() -> [UInt8] {
        buffer.readAll()
    }

    /// Parses as far as the buffered bytes allow.
    ///
    /// Returns `nil` when more bytes are needed.
    /// - Complexity: O(n) in the number of bytes not yet examined.
    public mutating func next() throws(HTTPParseError) -> Event? {
        do {
            return try step()
        } catch {
            phase = .failed(error)
            throw error
        }
    }

    private mutating func step() throws(HTTPParseError) -> Event? {
        switch phase {
        case .failed(let error):
            throw error
        case .head(var reader):
            let complete = try reader.read(from: &buffer)
            phase = .head(reader)
            guard complete else { return nil }
            return try startBody(try Self.makeRequest(reader))
        case .body(let request, let length):
            guard buffer.count >= length else { return nil }
            var complete = request
            complete.body = buffer.read(length)
            return finish(complete)
        case .chunked(let request, var decoder):
            let done = try decoder.decode(from: &buffer)
            phase = .chunked(request, decoder)
            guard done else { return nil }
            var complete = request
            complete.body = decoder.body
            return finish(complete)
        }
    }

    private mutating func finish(_ request: HTTPRequest) -> Event {
        phase = .head(
            HTTPHeadReader(maxHeadBytes: limits.maxHeadBytes, maxHeaderCount: limits.maxHeaderCount))
        continueSent = false
        return .request(request)
    }

    /// Decides how the body is framed once the head is complete.
    private mutating func startBody(_ request: HTTPRequest) throws(HTTPParseError) -> Event? {
        let headers = request.headers
        let transferEncodings = headers.values(for: "Transfer-Encoding")
        let lengths = headers.values(for: "Content-Length")
        var expectsBody = false
        if !transferEncodings.isEmpty {
            guard lengths.isEmpty else { throw .contentLengthWithTransferEncoding }
            guard request.version != .http1_0 else { throw .transferEncodingInHTTP10 }
            let codings = transferEncodings.flatMap { $0.split(separator: ",") }.map {
                $0.trimmingASCIIWhitespace().lowercased()
            }
            guard codings == ["chunked"] else {
                throw .unsupportedTransferEncoding(transferEncodings.joined(separator: ", "))
            }
            phase = .chunked(
                request,
                ChunkedBodyDecoder(maxBodyBytes: limits.maxBodyBytes, maxLineBytes: limits.maxHeadBytes))
            expectsBody = true
        } else if !lengths.isEmpty {
            let values =
                lengths.count == 1 && !lengths[0].utf8.contains(44)
                ? lengths
                : lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
                    .map { String($0.trimmingASCIIWhitespace()) }
            guard values.allSatisfy({ $0 == values[0] }) else { throw .conflictingContentLengths(lengths) }
            let text = values[0]
            guard !text.isEmpty, text.utf8.count <= 18, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                let length = Int(text)
            else { throw .invalidContentLength(lengths[0]) }
            guard length <= limits.maxBodyBytes else {
                throw .bodyTooLarge(limit: limits.maxBodyBytes, declared: length)
            }
            if length == 0 { return finish(request) }
            phase = .body(request, length: length)
            expectsBody = true
        } else {
            return finish(request)
        }
        if let expectation = headers["Expect"], request.version != .http1_0 {
            guard HTTPHeaders.equalsIgnoringCase(expectation, "100-continue") else {
                throw .unsupportedExpectation(expectation)
            }
            if expectsBody && !continueSent {
                continueSent = true
                if case .body(_, let length) = phase, buffer.count >= length { return try step() }
                return .continueExpected
            }
        }
        return try step()
    }

    /// Builds a request from a complete head, validating the request line and `Host`.
    static func makeRequest(_ reader: HTTPHeadReader) throws(HTTPParseError) -> HTTPRequest {
        let line = reader.startLine ?? ""
        let bytes = line.utf8
        guard let firstSpace = bytes.firstIndex(of: 32), let lastSpace = bytes.lastIndex(of: 32),
            firstSpace < lastSpace,
            firstSpace > bytes.startIndex, bytes.index(after: lastSpace) < bytes.endIndex,
            !bytes[bytes.index(after: firstSpace)..<lastSpace].contains(32),
            bytes[bytes.index(after: firstSpace)] != 32
        else { throw .malformedRequestLine(line) }
        let method = String(line[..<firstSpace])
        let target = String(line[line.index(after: firstSpace)..<lastSpace])
        let versionText = String(line[line.index(after: lastSpace)...])
        guard HTTPSyntax.isToken(method) else { throw .invalidMethod(method) }
        let version = try parseVersion(versionText)
        guard version.major == 1, version.minor <= 1 else { throw .unsupportedVersion(versionText) }
        guard isValidTarget(target, method: method) else { throw .invalidTarget(target) }
        let hosts = reader.headers.values(for: "Host")
        if hosts.count > 1 { throw .multipleHosts }
        if hosts.isEmpty && version == .http1_1 { throw .missingHost }
        return HTTPRequest(
            method: HTTPMethod(rawValue: method), target: target, version: version, headers: reader.headers)
    }

    /// Parses `HTTP/1.1`.
    static func parseVersion(_ text: String) throws(HTTPParseError) -> HTTPVersion {
        let bytes = Array(text.utf8)
        guard bytes.count == 8, text.hasPrefix("HTTP/"), bytes[6] == UInt8(ascii: "."),
            (48...57).contains(bytes[5]), (48...57).contains(bytes[7])
        else { throw .malformedVersion(text) }
        return HTTPVersion(major: Int(bytes[5] - 48), minor: Int(bytes[7] - 48))
    }

    /// Whether a target is origin-form (`/path?q`), absolute-form (`http://h/p`), or `*` for OPTIONS,
    /// with only visible ASCII characters.
    static func isValidTarget(_ target: String, method: String) -> Bool {
        guard target.utf8.allSatisfy({ $0 > 32 && $0 < 127 }) else { return false }
        if target == "*" { return method == "OPTIONS" }
        if target.utf8.first == 47 { return true }
        let lower = target.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}
