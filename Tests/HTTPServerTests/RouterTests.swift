import Testing

@testable import HTTPServer

@Suite("Router and path patterns")
struct RouterTests {
    @Test(
        "patterns",
        arguments: [
            ("/api/devices/{id}", "/api/devices/42", ["id": "42"]),
            ("/api/devices/{id}", "/api/devices/a%2Fb", ["id": "a/b"]),
            ("/api/devices/{id}", "/api/devices", nil), ("/api/devices/{id}", "/api/devices/1/x", nil),
            ("/static/{path...}", "/static/css/site.css", ["path": "css/site.css"]),
            ("/static/{path...}", "/static", ["path": ""]),
            ("/", "/", [:]), ("/a/b", "/a/b/", [:]), ("/a/b", "/a/c", nil),
        ] as [(String, String, [String: String]?)])
    func patterns(pattern: String, path: String, expected: [String: String]?) {
        #expect(PathPattern(pattern).match(path) == expected)
    }

    @Test("routes in order, 405 with Allow, HEAD falls back to GET, a custom notFound")
    func routing() async throws {
        var router = Router()
        router.get("/a/{x}") { request in .text("get \(request.pathParameters["x"]!)") }
        router.post("/a/{x}") { _ in .text("post") }
        router.notFound = { request in .text("custom \(request.path)", status: .notFound) }
        #expect(try await router.respond(to: HTTPRequest(method: .get, target: "/a/1")).bodyText == "get 1")
        #expect(try await router.respond(to: HTTPRequest(method: .head, target: "/a/1")).bodyText == "get 1")
        let wrong = try await router.respond(to: HTTPRequest(method: .put, target: "/a/1"))
        #expect(wrong.status.code == 405)
        #expect(wrong.headers["Allow"] == "GET, POST")
        #expect(wrong.bodyText == "PUT is not allowed on /a/1; use GET, POST\n")
        #expect(try await router.respond(to: HTTPRequest(method: .get, target: "/b")).bodyText == "custom /b")
    }
}

@Suite("ServerTimeouts: which timeout a connection ran out of, on a manual clock")
struct ServerTimeoutsTests {
    @Test("each phase against its timeout")
    func phases() {
        let timeouts = ServerTimeouts(
            idle: .seconds(60), request: .seconds(10), write: .seconds(30), webSocketIdle: .seconds(120),
            close: .seconds(5))
        let clock = ManualServerClock()
        let start = clock.now()
        clock.advance(by: .seconds(9))
        #expect(
            timeouts.expiry(of: .receivingRequest(since: start), outputStalledSince: nil, now: clock.now())
                == nil)
        clock.advance(by: .seconds(1))
        #expect(
            timeouts.expiry(of: .receivingRequest(since: start), outputStalledSince: nil, now: clock.now())
                == .slowRequest)
        #expect(
            timeouts.expiry(of: .closing(since: start), outputStalledSince: nil, now: clock.now()) == .closing
        )
        #expect(
            timeouts.expiry(of: .waitingForRequest(since: start), outputStalledSince: nil, now: clock.now())
                == nil)
        #expect(timeouts.expiry(of: .awaitingHandler, outputStalledSince: nil, now: clock.now()) == nil)
        clock.advance(by: .seconds(50))
        #expect(
            timeouts.expiry(of: .waitingForRequest(since: start), outputStalledSince: nil, now: clock.now())
                == .idle)
        #expect(
            timeouts.expiry(of: .awaitingHandler, outputStalledSince: start, now: clock.now())
                == .stalledWrite)
        #expect(
            timeouts.expiry(of: .webSocket(lastActivity: start), outputStalledSince: nil, now: clock.now())
                == nil)
        clock.advance(by: .seconds(60))
        #expect(
            timeouts.expiry(of: .webSocket(lastActivity: start), outputStalledSince: nil, now: clock.now())
                == .webSocketIdle)
        #expect(
            ServerTimeouts().expiry(
                of: .webSocket(lastActivity: start), outputStalledSince: nil, now: clock.now()) == nil)
    }

    @Test(
        "the sweep interval is a quarter of the shortest timeout, within 10…250 ms",
        arguments: [
            (ServerTimeouts(), Duration.milliseconds(250)),
            (ServerTimeouts(request: .milliseconds(200)), .milliseconds(50)),
            (ServerTimeouts(request: .milliseconds(1)), .milliseconds(10)),
        ])
    func sweep(timeouts: ServerTimeouts, expected: Duration) {
        #expect(timeouts.sweepInterval == expected)
    }
}

@Suite("Small pieces: ByteBuffer, client URLs")
struct SmallPiecesTests {
    @Test("ByteBuffer appends, consumes and compacts")
    func byteBuffer() {
        var buffer = ByteBuffer()
        buffer.append([UInt8](repeating: 1, count: 10_000))
        buffer.consume(9_000)
        #expect(buffer.count == 1_000)
        buffer.append([2, 3])
        #expect(buffer.readIndex == 0)
        #expect(buffer.read(1_000) == [UInt8](repeating: 1, count: 1_000))
        #expect(buffer.readAll() == [2, 3])
        #expect(buffer.isEmpty)
    }

    @Test(
        "client URLs",
        arguments: [
            (
                "http://127.0.0.1:8080/a?b", "http",
                ClientURL?.some(ClientURL(host: "127.0.0.1", port: 8080, target: "/a?b"))
            ),
            ("ws://localhost:9/x", "ws", ClientURL(host: "localhost", port: 9, target: "/x")),
            ("http://[::1]:80", "http", ClientURL(host: "::1", port: 80, target: "/")),
            ("http://h?q", "http", ClientURL(host: "h", port: 80, target: "/?q")),
            ("https://h/", "http", nil), ("ws://h:0/", "ws", nil), ("ftp://h/", "http", nil),
        ] as [(String, String, ClientURL?)])
    func urls(url: String, scheme: String, expected: ClientURL?) {
        #expect(ClientURL(url, scheme: scheme) == expected)
    }
}

extension ClientURL {
    init(host: String, port: Int, target: String) {
        self.init("http://x:1/", scheme: "http")!
        self.host = host
        self.port = port
        self.target = target
    }
}
