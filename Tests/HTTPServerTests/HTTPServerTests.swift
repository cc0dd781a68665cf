import Foundation
import HTTPServer
import Testing

@Suite("HTTPServer: a live server on 127.0.0.1, port 0", .timeLimit(.minutes(3)))
struct HTTPServerTests {
    @Test("a GET is answered and the real port is reported")
    func get() async throws {
        let server = try startServer()
        #expect(server.port > 0)
        #expect(server.isLoopback)
        #expect(server.origin == "http://127.0.0.1:\(server.port)")
        let response = try await HTTPClient.fetch(.get, "http://127.0.0.1:\(server.port)/hello")
        #expect(response.status.code == 200)
        #expect(response.bodyText == "hello")
        #expect(response.headers["Content-Length"] == "5")
        #expect(response.headers["Connection"] == "close")
        await server.stop()
    }

    @Test("keep-alive: several requests on one connection, with path parameters")
    func keepAlive() async throws {
        let server = try startServer()
        let client = try await HTTPClient.connect(port: server.port)
        for id in ["a", "b%20c", "d"] {
            let response = try await client.send(HTTPRequest(method: .get, target: "/devices/\(id)"))
            #expect(response.status.code == 200)
            #expect(response.bodyText == "device \(id.removingPercentEncoding!)")
            #expect(response.headers["Connection"] == nil)
        }
        let echo = try await client.send(
            HTTPRequest(method: .post, target: "/echo", body: Array("ping".utf8)))
        #expect(echo.bodyText == "ping")
        #expect(server.statistics.acceptedConnections == 1)
        await server.stop()
    }

    @Test("pipelined requests are answered in order")
    func pipelining() async throws {
        let server = try startServer()
        let client = try await TCPClient.connect(port: server.port)
        try await client.write(
            "GET /devices/1 HTTP/1.1\r\nHost: x\r\n\r\nGET /devices/2 HTTP/1.1\r\nHost: x\r\n\r\n"
                + "GET /devices/3 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let all = text(try await client.readUntilClosed())
        let bodies = all.components(separatedBy: "\r\n\r\n").filter { $0.hasPrefix("device") }.map {
            String($0.prefix(8))
        }
        #expect(bodies == ["device 1", "device 2", "device 3"])
        await server.stop()
    }

    @Test("a missing route is 404, a wrong method 405 with Allow, HEAD has no body")
    func notFound() async throws {
        let server = try startServer()
        let base = "http://127.0.0.1:\(server.port)"
        let missing = try await HTTPClient.fetch(.get, base + "/nowhere")
        #expect(missing.status.code == 404)
        #expect(missing.bodyText == "no resource at /nowhere\n")
        let wrong = try await HTTPClient.fetch(.delete, base + "/hello")
        #expect(wrong.status.code == 405)
        #expect(wrong.headers["Allow"] == "GET")
        let head = try await HTTPClient.fetch(.head, base + "/hello")
        #expect(head.status.code == 200)
        #expect(head.headers["Content-Length"] == "5")
        #expect(head.body.isEmpty)
        await server.stop()
    }

    @Test("handler errors: HTTPError is sent, other errors and invalid responses are 500 and logged")
    func handlerErrors() async throws {
        let log = LogRecorder()
        let server = try startServer { $0.log = log.sink }
        let base = "http://127.0.0.1:\(server.port)"
        let conflict = try await HTTPClient.fetch(.get, base + "/fail")
        #expect(conflict.status.code == 409)
        #expect(conflict.bodyText == "already there\n")
        let crash = try await HTTPClient.fetch(.get, base + "/crash")
        #expect(crash.status.code == 500)
        let injected = try await HTTPClient.fetch(.get, base + "/bad-header")
        #expect(injected.status.code == 500)
        #expect(injected.headers["Injected"] == nil)
        let warnings = log.all.filter { $0.level == .warning }.map(\.message)
        #expect(warnings.contains { $0.hasPrefix("the handler for GET /crash threw") })
        #expect(
            warnings.contains(
                "the handler for GET /bad-header returned an invalid response: the response header 'X-Evil' contains CR, LF or another control character; fix the handler; answered 500"
            ))
        await server.stop()
    }

    @Test(
        "bad requests get their status and a message, then the connection closes",
        arguments: [
            (
                "GARBAGE\r\n\r\n", 400,
                "the request line 'GARBAGE' is not 'METHOD TARGET HTTP/1.1' separated by single spaces"
            ),
            (
                "GET / HTTP/1.1\r\n\r\n", 400,
                "an HTTP/1.1 request needs a Host header; add 'Host: <host>:<port>'"
            ),
            (
                "GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505,
                "HTTP/2.0 is not supported; use HTTP/1.1 (or HTTP/1.0)"
            ),
            (
                "GET / HTTP/1.1\nHost: x\n\n", 400,
                "line 1 of the request head ends with a bare LF; end every line with CRLF"
            ),
            (
                "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 501,
                "Transfer-Encoding 'gzip' is not supported; send the body with Content-Length or 'chunked'"
            ),
            (
                "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\n\r\n", 413,
                "the body of 99999999 bytes exceeds the limit of 1048576 bytes; send a smaller body"
            ),
        ])
    func malformed(request: String, status: Int, message: String) async throws {
        let server = try startServer()
        let client = try await TCPClient.connect(port: server.port)
        try await client.write(request)
        let response = text(try await client.readUntilClosed())
        #expect(response.hasPrefix("HTTP/1.1 \(status) "))
        #expect(response.hasSuffix("\r\n\r\n\(message)\n"))
        #expect(response.contains("Connection: close\r\n"))
        await server.stop()
    }

    @Test("oversized headers are 431")
    func oversizedHeaders() async throws {
        let server = try startServer { $0.requestLimits.maxHeadBytes = 1024 }
        let client = try await TCPClient.connect(port: server.port)
        try await client.write(
            "GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 2000))\r\n\r\n")
        let response = text(try await client.readUntilClosed())
        #expect(response.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
        #expect(
            response.hasSuffix(
                "the request line and headers exceed 1024 bytes; send fewer or shorter headers\n"))
        await server.stop()
    }

    @Test("an oversized chunked body is 413 while it streams in; a small one is de-chunked")
    func chunkedBodies() async throws {
        let server = try startServer { $0.requestLimits.maxBodyBytes = 100 }
        let ok = try await TCPClient.connect(port: server.port)
        try await ok.write(
            "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n4\r\nWiki\r\n5;x=y\r\npedia\r\n0\r\n\r\n"
        )
        #expect(text(try await ok.readUntilClosed()).hasSuffix("\r\n\r\nWikipedia"))
        let big = try await TCPClient.connect(port: server.port)
        try await big.write("POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n80\r\n")
        let response = text(try await big.readUntilClosed())
        #expect(response.hasPrefix("HTTP/1.1 413 Payload Too Large\r\n"))
        #expect(response.hasSuffix("the body exceeds the limit of 100 bytes; send a smaller body\n"))
        await server.stop()
    }

    @Test("Expect: 100-continue gets 100 before the body")
    func expectContinue() async throws {
        let server = try startServer()
        let client = try await TCPClient.connect(port: server.port)
        try await client.write(
            "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\n")
        #expect(text(try await client.read()) == "HTTP/1.1 100 Continue\r\n\r\n")
        try await client.write("abc")
        let response = text(try await client.read())
        #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(response.hasSuffix("\r\n\r\nabc"))
        await server.stop()
    }

    // The timeout tests drive the server's injected clock by hand: the loop's real timer sweeps the
    // connections, and the clock decides which timeout ran out, so a busy machine cannot make them
    // flaky and nothing waits for real time.

    @Test("a client that never finishes its request gets 408 and is closed after the slow-client timeout")
    func slowClient() async throws {
        let clock = ManualServerClock()
        let server = try startServer {
            $0.timeouts.request = .milliseconds(200)
            $0.clock = clock
        }
        let client = try await TCPClient.connect(port: server.port)
        // A complete request, then the start of another in the same write: once the first answer is
        // here, the server has read the partial request too.
        try await client.write("GET /hello HTTP/1.1\r\nHost: x\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n")
        var received = text(try await client.read())
        while !received.hasSuffix("hello") { received += text(try await client.read()) }
        clock.advance(by: .milliseconds(200))
        let response = text(try await client.readUntilClosed())
        #expect(response.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        #expect(
            response.hasSuffix(
                "the request was not complete within 0.2 seconds; send the whole request at once\n"))
        await server.stop()
    }

    @Test("an idle keep-alive connection is closed silently after the idle timeout")
    func idle() async throws {
        let clock = ManualServerClock()
        let server = try startServer {
            $0.timeouts.idle = .seconds(60)
            $0.clock = clock
        }
        let client = try await TCPClient.connect(port: server.port)
        try await client.write("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        var received = text(try await client.read())
        while !received.hasSuffix("hello") { received += text(try await client.read()) }
        clock.advance(by: .seconds(60))
        #expect(try await client.readUntilClosed().isEmpty)
        await server.stop()
    }

    @Test("200 concurrent connections are all served")
    func concurrentConnections() async throws {
        let server = try startServer()
        let port = server.port
        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let client = try await HTTPClient.connect(port: port)
                    return try await client.send(HTTPRequest(method: .get, target: "/devices/\(index)"))
                        .bodyText ?? ""
                }
            }
            var all: [String] = []
            for try await body in group { all.append(body) }
            return all
        }
        #expect(Set(bodies) == Set((0..<200).map { "device \($0)" }))
        #expect(server.statistics.acceptedConnections == 200)
        await server.stop()
    }

    @Test("over the connection limit, a client gets 503 and the refusal is logged")
    func connectionLimit() async throws {
        let log = LogRecorder()
        let server = try startServer {
            $0.maxConnections = 1
            $0.log = log.sink
        }
        let first = try await HTTPClient.connect(port: server.port)
        _ = try await first.send(HTTPRequest(method: .get, target: "/hello"))
        let second = try await TCPClient.connect(port: server.port)
        let refusal = text(try await second.readUntilClosed())
        #expect(refusal.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"))
        #expect(refusal.hasSuffix("the server is at its limit of 1 connections; try again later\n"))
        #expect(server.statistics.rejectedConnections == 1)
        #expect(
            log.all.map(\.message) == [
                "refused: the server is at its limit of 1 connections; try again later"
            ])
        await server.stop()
    }

    @Test("shutdown closes the listener and open connections, and the loop exits")
    func shutdown() async throws {
        let server = try startServer()
        let port = server.port
        let idle = try await TCPClient.connect(port: port)
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(port)/echo")
        server.shutdown()
        await server.waitUntilStopped()
        #expect(!server.isRunning)
        #expect(try await idle.readUntilClosed().isEmpty)
        #expect(
            try await socket.receive()
                == .close(WebSocketClose(code: .goingAway, reason: "server shutting down")))
        await #expect(throws: HTTPClientError.self) {
            _ = try await TCPClient.connect(port: port, timeout: .seconds(2))
        }
        server.shutdown()  // idempotent
    }

    @Test("the poll(2) backend serves as epoll does")
    func pollBackend() async throws {
        let server = try startServer { $0.backend = .poll }
        let response = try await HTTPClient.fetch(.get, "http://127.0.0.1:\(server.port)/hello")
        #expect(response.bodyText == "hello")
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/echo")
        try await socket.send(text: "via poll")
        #expect(try await socket.receive() == .message(.text("via poll")))
        await server.stop()
    }

    @Test("starting twice, a port in use and a bad address are errors with messages")
    func startErrors() async throws {
        let server = try startServer()
        #expect(throws: HTTPServerError.alreadyStarted) { try server.start() }
        let clash = HTTPServer(configuration: .init(port: server.port), responder: Router())
        #expect(throws: HTTPServerError.addressInUse(host: "127.0.0.1", port: server.port)) {
            try clash.start()
        }
        #expect(
            HTTPServerError.addressInUse(host: "127.0.0.1", port: 8080).message
                == "127.0.0.1:8080 is already in use by another process; stop it or choose another port")
        let bad = HTTPServer(configuration: .init(host: "example.com"), responder: Router())
        #expect(throws: HTTPServerError.invalidAddress("example.com")) { try bad.start() }
        await server.stop()
    }
}

@Suite("HTTPServer: HTTP/1.0, early WebSocket frames, stalled writers", .timeLimit(.minutes(3)))
struct HTTPServerEdgeTests {
    @Test("HTTP/1.0 closes unless it asks for keep-alive, which the response then confirms")
    func http10() async throws {
        let server = try startServer()
        let client = try await TCPClient.connect(port: server.port)
        try await client.write("GET /hello HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        var first = text(try await client.read())
        while !first.hasSuffix("hello") { first += text(try await client.read()) }
        #expect(first.contains("Connection: keep-alive\r\n"))
        try await client.write("GET /hello HTTP/1.0\r\n\r\n")
        let second = text(try await client.readUntilClosed())
        #expect(second.contains("Connection: close\r\n"))
        #expect(second.hasSuffix("hello"))
        await server.stop()
    }

    @Test("frames sent in the same packet as the handshake are not lost")
    func earlyFrames() async throws {
        let server = try startServer()
        let client = try await TCPClient.connect(port: server.port)
        let handshake =
            "GET /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try await client.write(
            Array(handshake.utf8) + WebSocketFrame.text("early", maskingKey: 0x0102_0304).encoded())
        var received: [UInt8] = []
        let echoed = WebSocketFrame.text("early").encoded()
        while !received.ends(with: echoed) { received += try await client.read() }
        #expect(text(received).hasPrefix("HTTP/1.1 101 Switching Protocols\r\n"))
        #expect(text(received).contains("Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"))
        await server.stop()
    }

    @Test("output that makes no progress for the write timeout drops the connection, logged")
    func stalledWriter() async throws {
        let clock = ManualServerClock()
        let log = LogRecorder()
        let opened = AsyncStream.makeStream(of: WebSocketConnection.self)
        let closed = AsyncStream.makeStream(of: WebSocketClose?.self)
        var router = Router()
        router.webSocket("/ws") { socket in
            opened.continuation.yield(socket)
            for await _ in socket.messages {}
            closed.continuation.yield(socket.closeStatus)
        }
        router.get("/hello") { _ in .text("hello") }
        let server = try startServer(
            {
                $0.clock = clock
                $0.timeouts.write = .seconds(30)
                $0.maxOutboundBytes = 256 << 20
                $0.log = log.sink
            }, responder: router)
        // This client never reads, so the kernel's buffers fill and the server's output stalls.
        let stalled = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/ws")
        var openedIterator = opened.stream.makeAsyncIterator()
        let socket = try #require(await openedIterator.next())
        let chunk = [UInt8](repeating: 0x55, count: 64 * 1024)
        for _ in 0..<(32 * 16) { socket.send(binary: chunk) }  // 32 MiB, more than loopback buffers hold
        // A request through the loop returns after the queued sends have been handled.
        _ = try await HTTPClient.fetch(.get, "http://127.0.0.1:\(server.port)/hello")
        clock.advance(by: .seconds(30))
        var closedIterator = closed.stream.makeAsyncIterator()
        let status = try #require(await closedIterator.next())
        #expect(status?.code == .abnormalClosure)
        #expect(server.statistics.droppedSlowClients == 1)
        let warning = try #require(log.all.first { $0.level == .warning })
        #expect(warning.message.hasPrefix("dropped a slow reader: "))
        #expect(warning.message.hasSuffix(" bytes unsent, no progress for 30.0 seconds"))
        withExtendedLifetime(stalled) {}
        await server.stop()
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

@Suite("HTTPServer: IPv6 loopback and other addresses", .timeLimit(.minutes(3)))
struct HTTPServerAddressTests {
    @Test("bound to ::1, the server is loopback, reports a bracketed origin, and serves HTTP and WebSockets")
    func ipv6() async throws {
        let server = try startServer { $0.host = "::1" }
        #expect(server.isLoopback)
        #expect(server.origin == "http://[::1]:\(server.port)")
        let response = try await HTTPClient.fetch(.get, "http://[::1]:\(server.port)/hello")
        #expect(response.bodyText == "hello")
        let socket = try await WebSocketClient.connect(
            to: "ws://[::1]:\(server.port)/echo", origin: server.origin)
        try await socket.send(text: "v6")
        #expect(try await socket.receive() == .message(.text("v6")))
        await server.stop()
    }

    @Test("a wildcard address is not loopback, so the CLI can warn")
    func wildcard() {
        let server = HTTPServer(configuration: .init(host: "0.0.0.0"), responder: Router())
        #expect(!server.isLoopback)
        #expect(HTTPServer(configuration: .init(), responder: Router()).isLoopback)
    }
}
