import TestSupport
import Testing

@testable import HTTPServer

/// Parses `text` fed in pieces of `step` bytes; returns the events or the error.
private func parse(_ text: String, step: Int = .max, limits: HTTPRequestParser.Limits = .init()) -> Result<
    [HTTPRequestParser.Event], HTTPParseError
> {
    var parser = HTTPRequestParser(limits: limits)
    var events: [HTTPRequestParser.Event] = []
    let bytes = Array(text.utf8)
    var offset = 0
    repeat {
        let end = min(bytes.count, offset + max(step, 1))
        parser.append(bytes[offset..<end])
        offset = end
        do {
            while let event = try parser.next() { events.append(event) }
        } catch {
            return .failure(error)
        }
    } while offset < bytes.count
    return .success(events)
}

private func requests(_ result: Result<[HTTPRequestParser.Event], HTTPParseError>) -> [HTTPRequest] {
    guard case .success(let events) = result else { return [] }
    return events.compactMap { if case .request(let request) = $0 { request } else { nil } }
}

@Suite("HTTPRequestParser: requests from bytes, in any split")
struct HTTPRequestParserTests {
    @Test("a simple GET, whole and byte by byte", arguments: [Int.max, 1, 2, 7])
    func simpleGet(step: Int) throws {
        let result = parse(
            "GET /api/devices?x=1&y=a%20b HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nAccept: */*\r\n\r\n", step: step
        )
        let request = try #require(requests(result).first)
        #expect(request.method == .get)
        #expect(request.target == "/api/devices?x=1&y=a%20b")
        #expect(request.path == "/api/devices")
        #expect(request.query == "x=1&y=a%20b")
        #expect(request.queryValue("y") == "a b")
        #expect(request.version == .http1_1)
        #expect(
            request.headers.fields == [
                HTTPField(name: "Host", value: "127.0.0.1:8080"), HTTPField(name: "Accept", value: "*/*"),
            ])
        #expect(request.body.isEmpty)
        #expect(request.keepAlive)
    }

    @Test("a Content-Length body, whole and byte by byte", arguments: [Int.max, 1, 3])
    func contentLength(step: Int) throws {
        let request = try #require(
            requests(
                parse(
                    "POST /touches HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\nhello world", step: step)
            ).first)
        #expect(request.bodyText == "hello world")
    }

    @Test("a chunked body with extensions and trailers, byte by byte", arguments: [Int.max, 1, 5])
    func chunked(step: Int) throws {
        let text =
            "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "4\r\nWiki\r\n5;ext=1\r\npedia\r\nE\r\n in\r\n\r\nchunks.\r\n0\r\nX-Trailer: yes\r\n\r\n"
        let request = try #require(requests(parse(text, step: step)).first)
        #expect(request.bodyText == "Wikipedia in\r\n\r\nchunks.")
    }

    @Test("pipelined requests come out one by one, in order")
    func pipelined() {
        let text =
            "GET /1 HTTP/1.1\r\nHost: x\r\n\r\nPOST /2 HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nab"
            + "GET /3 HTTP/1.0\r\n\r\n"
        let parsed = requests(parse(text))
        #expect(parsed.map(\.target) == ["/1", "/2", "/3"])
        #expect(parsed.map(\.keepAlive) == [true, true, false])
    }

    @Test(
        "keep-alive follows the version and Connection",
        arguments: [
            ("HTTP/1.1", "", true), ("HTTP/1.1", "Connection: close\r\n", false),
            ("HTTP/1.1", "Connection: Keep-Alive, Close\r\n", false), ("HTTP/1.0", "", false),
            ("HTTP/1.0", "Connection: keep-alive\r\n", true),
        ])
    func keepAlive(version: String, header: String, expected: Bool) throws {
        let request = try #require(requests(parse("GET / \(version)\r\nHost: x\r\n\(header)\r\n")).first)
        #expect(request.keepAlive == expected)
    }

    @Test("leading empty lines are skipped; absolute-form and OPTIONS * are accepted")
    func tolerated() {
        #expect(requests(parse("\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n")).map(\.path) == ["/"])
        #expect(requests(parse("GET http://h:1/a/b?q HTTP/1.1\r\nHost: h\r\n\r\n")).map(\.path) == ["/a/b"])
        #expect(requests(parse("OPTIONS * HTTP/1.1\r\nHost: h\r\n\r\n")).map(\.path) == ["*"])
    }

    @Test("Expect: 100-continue yields continueExpected before the body arrives, not after")
    func expectContinue() {
        let head = "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n"
        guard case .success(let events) = parse(head + "ok", step: head.utf8.count) else {
            Issue.record("failed"); return
        }
        #expect(events.first == .continueExpected)
        #expect(events.count == 2)
        guard case .success(let whole) = parse(head + "ok") else { Issue.record("failed"); return }
        #expect(whole.count == 1)
    }

    @Test(
        "malformed requests: the error, its status and its exact message",
        arguments: [
            (
                "GET /\r\n\r\n", HTTPParseError.malformedRequestLine("GET /"), 400,
                "the request line 'GET /' is not 'METHOD TARGET HTTP/1.1' separated by single spaces"
            ),
            (
                "GET  / HTTP/1.1\r\n\r\n", .malformedRequestLine("GET  / HTTP/1.1"), 400,
                "the request line 'GET  / HTTP/1.1' is not 'METHOD TARGET HTTP/1.1' separated by single spaces"
            ),
            (
                "G(T / HTTP/1.1\r\nHost: x\r\n\r\n", .invalidMethod("G(T"), 400,
                "the method 'G(T' is not a valid token; use GET, POST, …"
            ),
            (
                "GET foo HTTP/1.1\r\nHost: x\r\n\r\n", .invalidTarget("foo"), 400,
                "the request target 'foo' is not a path starting with '/' (or an absolute http URL)"
            ),
            (
                "GET / HTTP/1.x\r\nHost: x\r\n\r\n", .malformedVersion("HTTP/1.x"), 400,
                "the version 'HTTP/1.x' on the request line is not 'HTTP/1.1'"
            ),
            (
                "GET / HTTP/2.0\r\nHost: x\r\n\r\n", .unsupportedVersion("HTTP/2.0"), 505,
                "HTTP/2.0 is not supported; use HTTP/1.1 (or HTTP/1.0)"
            ),
            (
                "GET / HTTP/1.1\r\nHost: x\n\r\n", .bareLineFeed(line: 2), 400,
                "line 2 of the request head ends with a bare LF; end every line with CRLF"
            ),
            (
                "GET / HTTP/1.1\r\nHost: x\r\nA: b\u{0}c\r\n\r\n", .controlCharacter(line: 3, byte: 0), 400,
                "line 3 of the request head contains the control character 0x0; remove it"
            ),
            (
                "GET / HTTP/1.1\r\nHost: x\r\nA: b\rc\r\n\r\n", .controlCharacter(line: 3, byte: 13), 400,
                "line 3 of the request head contains the control character 0xD; remove it"
            ),
            (
                "GET / HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n", .headerWithoutColon(line: 3), 400,
                "line 3 of the request head is not a header field; write 'Name: value'"
            ),
            (
                "GET / HTTP/1.1\r\nHost : x\r\n\r\n", .whitespaceBeforeColon(line: 2, name: "Host"), 400,
                "line 2: whitespace between the field name 'Host' and its colon is not allowed; remove it"
            ),
            (
                "GET / HTTP/1.1\r\nHo(st: x\r\n\r\n", .invalidHeaderName(line: 2, name: "Ho(st"), 400,
                "line 2: 'Ho(st' is not a valid header field name"
            ),
            (
                "GET / HTTP/1.1\r\nHost: x\r\nA: b\r\n c\r\n\r\n", .obsoleteLineFolding(line: 4), 400,
                "line 4 starts with whitespace (obsolete line folding); put each field on one line"
            ),
            (
                "GET / HTTP/1.1\r\n\r\n", .missingHost, 400,
                "an HTTP/1.1 request needs a Host header; add 'Host: <host>:<port>'"
            ),
            (
                "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .multipleHosts, 400,
                "the request has more than one Host header; send exactly one"
            ),
            (
                "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", .invalidContentLength("-1"), 400,
                "Content-Length '-1' is not a decimal number of bytes"
            ),
            (
                "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
                .conflictingContentLengths(["1", "2"]), 400,
                "the request has conflicting Content-Length values (1, 2); send one"
            ),
            (
                "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
                .contentLengthWithTransferEncoding, 400,
                "the request has both Content-Length and Transfer-Encoding; send only one"
            ),
            (
                "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
                .unsupportedTransferEncoding("gzip, chunked"), 501,
                "Transfer-Encoding 'gzip, chunked' is not supported; send the body with Content-Length or 'chunked'"
            ),
            (
                "POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", .transferEncodingInHTTP10, 400,
                "Transfer-Encoding is not allowed in an HTTP/1.0 request; use Content-Length"
            ),
            (
                "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 101\r\n\r\n",
                .bodyTooLarge(limit: 100, declared: 101), 413,
                "the body of 101 bytes exceeds the limit of 100 bytes; send a smaller body"
            ),
            (
                "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n65\r\n",
                .bodyTooLarge(limit: 100, declared: nil), 413,
                "the body exceeds the limit of 100 bytes; send a smaller body"
            ),
            (
                "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
                .invalidChunkSize("zz"), 400,
                "the chunk size line 'zz' is not a hexadecimal size"
            ),
            (
                "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n",
                .missingChunkTerminator, 400,
                "chunk data is not followed by CRLF; check the chunk sizes"
            ),
            (
                "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nExpect: magic\r\n\r\n",
                .unsupportedExpectation("magic"), 417,
                "Expect 'magic' is not supported; only '100-continue' is"
            ),
            (
                "GET / HTTP/1.1\r\nHost: x\r\nA: \(String(repeating: "a", count: 300))\r\n\r\n",
                .headTooLarge(limit: 256), 431,
                "the request line and headers exceed 256 bytes; send fewer or shorter headers"
            ),
            (
                "GET / HTTP/1.1\r\nHost: x\r\n" + String(repeating: "A: b\r\n", count: 11) + "\r\n",
                .tooManyHeaders(limit: 10), 431,
                "the request has more than 10 header fields; send fewer"
            ),
        ] as [(String, HTTPParseError, Int, String)])
    func malformed(text: String, error: HTTPParseError, status: Int, message: String) {
        let limits = HTTPRequestParser.Limits(maxHeadBytes: 256, maxHeaderCount: 10, maxBodyBytes: 100)
        for step in [Int.max, 1] {
            let result = parse(text, step: step, limits: limits)
            guard case .failure(let actual) = result else {
                Issue.record("parsed without error at step \(step)")
                continue
            }
            #expect(actual == error, "step \(step)")
        }
        #expect(error.status.code == status)
        #expect(error.message == message)
    }

    @Test("an unterminated head over the limit fails before the terminator arrives")
    func unterminatedHead() {
        var parser = HTTPRequestParser(limits: .init(maxHeadBytes: 64))
        parser.append(Array("GET /".utf8) + [UInt8](repeating: 0x61, count: 100))
        #expect(throws: HTTPParseError.headTooLarge(limit: 64)) { try parser.next() }
        #expect(throws: HTTPParseError.headTooLarge(limit: 64)) { try parser.next() }  // stays failed
    }

    @Test("partial-request tracking for the slow-client timer, and bytes after an upgrade")
    func partialAndLeftover() throws {
        var parser = HTTPRequestParser()
        #expect(!parser.hasPartialRequest)
        parser.append(Array("GET / HTTP/1.1\r\nHo".utf8))
        #expect(try parser.next() == nil)
        #expect(parser.hasPartialRequest)
        parser.append(Array("st: x\r\n\r\n\u{81}\u{05}".utf8))
        #expect(try parser.next() != nil)
        #expect(parser.takeBufferedBytes() == Array("\u{81}\u{05}".utf8))
        #expect(!parser.hasPartialRequest)
    }

    @Test("random bytes never crash the parser (seeds 1…300)", arguments: 1...300)
    func fuzz(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var parser = HTTPRequestParser(limits: .init(maxHeadBytes: 512, maxHeaderCount: 8, maxBodyBytes: 256))
        let prefixes = [
            "GET / HTTP/1.1\r\n", "POST /x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n", "",
        ]
        parser.append(Array(prefixes[Int(seed % 3)].utf8))
        for _ in 0..<20 {
            let alphabet = Array("GET /:\r\n 0123456789abcdefHost;chunked\u{0}\u{FF}".utf8)
            parser.append(
                (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                })
            do {
                while try parser.next() != nil {}
            } catch {
                #expect(!error.message.isEmpty, "seed \(seed)")
                return
            }
        }
    }
}
