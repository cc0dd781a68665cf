/// Why a response built by a handler cannot be sent as it is; the server answers 500 instead
/// and logs this. The wording lives in `HTTPServerMessages.swift`.
public enum HTTPResponseError: Error, Sendable, Hashable {
    /// A field name that is empty or not a token.
    case invalidHeaderName(String)
    /// A field value containing CR, LF or another control character (header injection).
    case invalidHeaderValue(name: String)
    /// A body on a status that forbids one (1xx, 204, 304).
    case bodyNotAllowed(HTTPStatus)
}

extension HTTPResponse {
    /// Checks that the response can be serialised without injecting header lines.
    /// - Complexity: O(n) in the size of the header fields.
    public func validate() throws(HTTPResponseError) {
        for field in headers {
            guard HTTPSyntax.isToken(field.name) else { throw .invalidHeaderName(field.name) }
            guard field.value.utf8.allSatisfy({ ($0 >= 32 && $0 != 127) || $0 == 9 }) else {
                throw .invalidHeaderValue(name: field.name)
            }
        }
        if status.forbidsBody && !body.isEmpty { throw .bodyNotAllowed(status) }
    }

    /// The bytes of this response on the wire.
    ///
    /// Adds `Content-Length` (unless the status forbids a body or the handler set one) and
    /// `Connection: close` when `closing`. With `headOnly` (a `HEAD` request) the body is left
    /// out but `Content-Length` still gives its size. Call ``validate()`` first.
    /// - Complexity: O(n) in the size of the response.
    public func serialized(closing: Bool = false, headOnly: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(128 + headers.count * 32 + (headOnly ? 0 : body.count))
        out.append(contentsOf: "HTTP/1.1 \(status.code) \(status.reason)\r\n".utf8)
        for field in headers {
            out.append(contentsOf: field.name.utf8)
            out.append(contentsOf: ": ".utf8)
            out.append(contentsOf: field.value.utf8)
            out.append(contentsOf: "\r\n".utf8)
        }
        if !status.forbidsBody && !headers.contains("Content-Length") {
            out.append(contentsOf: "Content-Length: \(body.count)\r\n".utf8)
        }
        if closing && !headers.containsToken("close", in: "Connection") {
            out.append(contentsOf: "Connection: close\r\n".utf8)
        }
        out.append(contentsOf: "\r\n".utf8)
        if !headOnly && !status.forbidsBody { out.append(contentsOf: body) }
        return out
    }
}

extension HTTPRequest {
    /// The bytes of this request on the wire (used by ``HTTPClient``).
    ///
    /// Adds `Content-Length` when there is a body and the caller set neither it nor
    /// `Transfer-Encoding`.
    /// - Complexity: O(n) in the size of the request.
    public func serialized() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(128 + headers.count * 32 + body.count)
        out.append(contentsOf: "\(method.rawValue) \(target) \(version)\r\n".utf8)
        for field in headers {
            out.append(contentsOf: "\(field.name): \(field.value)\r\n".utf8)
        }
        let framed = headers.contains("Content-Length") || headers.contains("Transfer-Encoding")
        if !framed && (!body.isEmpty || method == .post || method == .put || method == .patch) {
            out.append(contentsOf: "Content-Length: \(body.count)\r\n".utf8)
        }
        out.append(contentsOf: "\r\n".utf8)
        out.append(contentsOf: body)
        return out
    }
}
