import Testing

@testable import HTTPServer

@Suite("HTTPResponse: serialisation, validation, and the client's response parser")
struct HTTPResponseTests {
    @Test("serialisation adds Content-Length and Connection: close")
    func serialise() {
        let response = HTTPResponse.text("hi", status: .created)
        #expect(
            text(response.serialized(closing: true))
                == "HTTP/1.1 201 Created\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi"
        )
        #expect(text(HTTPResponse(status: .noContent).serialized()) == "HTTP/1.1 204 No Content\r\n\r\n")
        #expect(
            text(HTTPResponse(body: [1, 2, 3]).serialized(headOnly: true))
                == "HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\n")
    }

    @Test(
        "invalid responses are refused with a message",
        arguments: [
            (
                HTTPResponse(headers: ["Bad Name": "x"]), HTTPResponseError.invalidHeaderName("Bad Name"),
                "the response header name 'Bad Name' is not a valid token; fix the handler"
            ),
            (
                HTTPResponse(headers: ["X": "a\nb"]), .invalidHeaderValue(name: "X"),
                "the response header 'X' contains CR, LF or another control character; fix the handler"
            ),
            (
                HTTPResponse(status: .noContent, body: [1]), .bodyNotAllowed(.noContent),
                "a 204 response cannot have a body; remove it or change the status"
            ),
        ])
    func invalid(response: HTTPResponse, error: HTTPResponseError, message: String) {
        #expect(throws: error) { try response.validate() }
        #expect(error.message == message)
    }

    @Test("a request serialises with Content-Length for a body")
    func request() {
        let request = HTTPRequest(method: .post, target: "/x", headers: ["Host": "h"], body: Array("ab".utf8))
        #expect(text(request.serialized()) == "POST /x HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nab")
    }

    @Test(
        "the response parser: Content-Length, chunked, to end of stream, 100 skipped, byte by byte",
        arguments: [Int.max, 1])
    func parseResponses(step: Int) throws {
        let wire =
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabc"
            + "HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nno\r\n0\r\n\r\n"
            + "HTTP/1.0 200 OK\r\n\r\nuntil close"
        var parser = HTTPResponseParser()
        var responses: [HTTPResponse] = []
        let bytes = Array(wire.utf8)
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + step)
            parser.append(bytes[offset..<end])
            offset = end
            while let response = try parser.next() { responses.append(response) }
        }
        if let last = parser.finishAtEndOfStream() { responses.append(last) }
        #expect(responses.map(\.status.code) == [200, 404, 200])
        #expect(responses.map { $0.bodyText ?? "" } == ["abc", "no", "until close"])
    }

    @Test("a malformed status line is an error with a message")
    func malformedStatus() {
        var parser = HTTPResponseParser()
        parser.append(Array("HTTP/1.1 OK\r\n\r\n".utf8))
        #expect(throws: HTTPParseError.malformedStatusLine("HTTP/1.1 OK")) { try parser.next() }
        #expect(
            HTTPParseError.malformedStatusLine("HTTP/1.1 OK").message
                == "the status line 'HTTP/1.1 OK' is not 'HTTP/1.1 NNN Reason'")
    }
}
