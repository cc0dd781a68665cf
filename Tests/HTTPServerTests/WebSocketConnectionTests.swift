import Foundation
import HTTPServer
import Testing

@Suite("HTTPServer: WebSockets against a live server", .timeLimit(.minutes(3)))
struct WebSocketServerTests {
    @Test("echo: text, binary, a fragmented message, ping/pong, and the close handshake")
    func echo() async throws {
        let server = try startServer()
        let socket = try await WebSocketClient.connect(
            to: "ws://127.0.0.1:\(server.port)/echo", origin: "http://localhost:\(server.port)")
        try await socket.send(text: "héllo")
        #expect(try await socket.receive() == .message(.text("héllo")))
        try await socket.send(binary: [0, 1, 2, 255])
        #expect(try await socket.receive() == .message(.binary([0, 1, 2, 255])))
        let large = String(repeating: "x", count: 70_000)
        try await socket.send(text: large)
        #expect(try await socket.receive() == .message(.text(large)))

        try await socket.send(frame: WebSocketFrame(fin: false, opcode: .text, payload: Array("frag".utf8)))
        try await socket.send(frame: .ping([7, 7]))
        #expect(try await socket.receive() == .pong([7, 7]))
        try await socket.send(
            frame: WebSocketFrame(fin: false, opcode: .continuation, payload: [0xE2, 0x82]))
        try await socket.send(frame: WebSocketFrame(fin: true, opcode: .continuation, payload: [0xAC]))
        #expect(try await socket.receive() == .message(.text("frag€")))

        let status = try await socket.close(code: .normalClosure, reason: "bye")
        #expect(status == WebSocketClose(code: .normalClosure))
        await server.stop()
    }

    @Test("the server pushes from another task, and path parameters reach the handler")
    func push() async throws {
        let server = try startServer()
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/greet/ana")
        #expect(try await socket.receive() == .message(.text("hello ana")))
        await server.stop()
    }

    @Test("a server-side close reaches the client and ends the message stream with its status")
    func serverClose() async throws {
        let opened = AsyncStream.makeStream(of: WebSocketConnection.self)
        var router = Router()
        router.webSocket("/ws") { socket in
            opened.continuation.yield(socket)
            for await _ in socket.messages {}
        }
        let server = try startServer(responder: router)
        let client = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/ws")
        var iterator = opened.stream.makeAsyncIterator()
        let socket = try #require(await iterator.next())
        for index in 0..<3 { socket.send(text: "push \(index)") }  // from this task, not the handler's
        for index in 0..<3 { #expect(try await client.receive() == .message(.text("push \(index)"))) }
        socket.close(code: .goingAway, reason: "done")
        #expect(try await client.receive() == .close(WebSocketClose(code: .goingAway, reason: "done")))
        #expect(socket.closeStatus == WebSocketClose(code: .goingAway, reason: "done"))
        socket.send(text: "ignored after close")
        await server.stop()
    }

    @Test(
        "protocol violations close the WebSocket with the right code and reason",
        arguments: [
            (
                WebSocketFrame(reservedBits: 4, opcode: .text, payload: []), 1002,
                "reserved bits 100 set without a negotiated extension"
            ),
            (WebSocketFrame(opcode: WebSocketOpcode(rawValue: 3)), 1002, "reserved opcode 3"),
            (
                WebSocketFrame(fin: false, opcode: .ping), 1002,
                "fragmented ping frame; control frames must have FIN set"
            ),
            (
                WebSocketFrame(opcode: .continuation, payload: [1]), 1002,
                "continuation frame without a message in progress"
            ),
            (WebSocketFrame(opcode: .text, payload: [0xC0, 0x80]), 1007, "text message is not valid UTF-8"),
            (
                WebSocketFrame(opcode: .close, payload: [3, 0xE8, 0xFF]), 1007,
                "close reason is not valid UTF-8"
            ),
            (WebSocketFrame(opcode: .close, payload: [0x03, 0xED]), 1002, "close code 1005 may not be sent"),
            (
                WebSocketFrame(opcode: .binary, payload: [UInt8](repeating: 0, count: 2000)), 1009,
                "frame of 2000 bytes exceeds the limit of 1024 bytes"
            ),
        ])
    func violations(frame: WebSocketFrame, code: UInt16, reason: String) async throws {
        let server = try startServer { $0.maxFrameBytes = 1024 }
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/echo")
        try await socket.send(frame: frame)
        #expect(
            try await socket.receive()
                == .close(WebSocketClose(code: WebSocketCloseCode(rawValue: code), reason: reason)))
        await server.stop()
    }

    @Test("an unmasked client frame is a protocol error (1002)")
    func unmasked() async throws {
        let server = try startServer()
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/echo")
        try await socket.send(raw: WebSocketFrame.text("plain").encoded())
        #expect(
            try await socket.receive()
                == .close(
                    WebSocketClose(
                        code: .protocolError, reason: "unmasked client frame; clients must mask every frame"))
        )
        await server.stop()
    }

    @Test("a fragmented message over the message limit closes with 1009")
    func messageTooBig() async throws {
        let server = try startServer { $0.maxMessageBytes = 100 }
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/echo")
        try await socket.send(
            frame: WebSocketFrame(fin: false, opcode: .binary, payload: [UInt8](repeating: 1, count: 60)))
        try await socket.send(
            frame: WebSocketFrame(fin: true, opcode: .continuation, payload: [UInt8](repeating: 1, count: 60))
        )
        #expect(
            try await socket.receive()
                == .close(
                    WebSocketClose(code: .messageTooBig, reason: "message exceeds the limit of 100 bytes")))
        await server.stop()
    }

    @Test(
        "the Origin policy: own origin and loopback spellings pass, others get 403, none passes",
        arguments: [
            ("http://127.0.0.1:PORT", true), ("http://localhost:PORT", true), ("http://[::1]:PORT", true),
            ("http://LOCALHOST:PORT", true), (nil, true), ("http://evil.example", false),
            ("http://localhost:1", false), ("null", false), ("https://127.0.0.1:PORT", false),
        ] as [(String?, Bool)])
    func origin(origin: String?, allowed: Bool) async throws {
        let server = try startServer()
        let origin = origin?.replacingOccurrences(of: "PORT", with: String(server.port))
        do {
            let socket = try await WebSocketClient.connect(
                to: "ws://127.0.0.1:\(server.port)/echo", origin: origin)
            #expect(allowed)
            try await socket.send(text: "hi")
            #expect(try await socket.receive() == .message(.text("hi")))
        } catch HTTPClientError.handshakeFailed(.unexpectedStatus(let code, let body)) {
            #expect(!allowed)
            #expect(code == 403)
            let port = server.port
            #expect(
                body
                    == "origin '\(origin ?? "")' may not open a WebSocket here; allowed: http://127.0.0.1:\(port), "
                    + "http://localhost:\(port), http://[::1]:\(port)\n")
        }
        await server.stop()
    }

    @Test("handshake failures: no endpoint is 404, a bad version is 426 with Sec-WebSocket-Version")
    func handshakeFailures() async throws {
        let server = try startServer()
        await #expect(
            throws: HTTPClientError.handshakeFailed(
                .unexpectedStatus(404, "no WebSocket endpoint at /nowhere\n"))
        ) {
            _ = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/nowhere")
        }
        let client = try await TCPClient.connect(port: server.port)
        try await client.write(
            "GET /echo HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n\r\n")
        let response = text(try await client.readUntilClosed())
        #expect(response.hasPrefix("HTTP/1.1 426 Upgrade Required\r\n"))
        #expect(response.contains("Sec-WebSocket-Version: 13\r\n"))
        #expect(response.hasSuffix("Sec-WebSocket-Version '8' is not supported; use 13\n"))
        await server.stop()
    }

    /// A router whose refused handshakes answer in its own format.
    struct RefusingResponder: HTTPResponder {
        var router = makeTestRouter()
        var refusal: HTTPResponse?

        func respond(to request: HTTPRequest) async throws -> HTTPResponse {
            try await router.respond(to: request)
        }
        func webSocketEndpoint(for request: HTTPRequest) -> WebSocketEndpoint? {
            router.webSocketEndpoint(for: request)
        }
        func webSocketRefusal(for request: HTTPRequest) -> HTTPResponse? { refusal }
    }

    @Test("a responder's own refusal answers a handshake with no endpoint; a non-error one is not used")
    func responderRefusal() async throws {
        let json = HTTPResponse.json(Data(#"{"error":"no such stream"}"#.utf8), status: .notFound)
        let server = try startServer(responder: RefusingResponder(refusal: json))
        await #expect(
            throws: HTTPClientError.handshakeFailed(.unexpectedStatus(404, #"{"error":"no such stream"}"#))
        ) {
            _ = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/nowhere")
        }
        // The endpoint that exists is unaffected.
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/echo")
        try await socket.send(text: "hi")
        #expect(try await socket.receive() == .message(.text("hi")))
        await server.stop()

        for status in [HTTPStatus.switchingProtocols, .ok] {
            let odd = try startServer(responder: RefusingResponder(refusal: .text("fine", status: status)))
            await #expect(
                throws: HTTPClientError.handshakeFailed(
                    .unexpectedStatus(404, "no WebSocket endpoint at /nowhere\n"))
            ) {
                _ = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(odd.port)/nowhere")
            }
            await odd.stop()
        }
    }

    @Test("a reader too slow for the pushed data is dropped with a logged reason; others are unaffected")
    func slowReader() async throws {
        let log = LogRecorder()
        let opened = AsyncStream.makeStream(of: WebSocketConnection.self)
        var router = Router()
        router.webSocket("/ws") { socket in
            opened.continuation.yield(socket)
            for await _ in socket.messages {}
        }
        router.get("/hello") { _ in .text("hello") }
        let server = try startServer(
            {
                $0.maxOutboundBytes = 256 * 1024
                $0.log = log.sink
            }, responder: router)
        // This client never reads, so the server's output to it piles up.
        let stalled = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/ws")
        var iterator = opened.stream.makeAsyncIterator()
        let socket = try #require(await iterator.next())
        let chunk = [UInt8](repeating: 0x55, count: 64 * 1024)
        var sent = 0
        while socket.closeStatus == nil && sent < 4096 {  // at most 256 MiB; the cap trips long before
            socket.send(binary: chunk)
            sent += 1
            if sent % 16 == 0 {
                // Let the loop catch up: a real request through it orders us after the queued sends.
                _ = try await HTTPClient.fetch(.get, "http://127.0.0.1:\(server.port)/hello")
            }
        }
        #expect(socket.closeStatus?.code == .abnormalClosure)
        #expect(server.statistics.droppedSlowClients == 1)
        let warning = try #require(log.all.first { $0.level == .warning })
        #expect(warning.message.hasPrefix("dropped a slow reader: "))
        #expect(warning.message.hasSuffix("over the limit of 262144 bytes"))
        let other = try await HTTPClient.fetch(.get, "http://127.0.0.1:\(server.port)/hello")
        #expect(other.bodyText == "hello")
        withExtendedLifetime(stalled) {}
        await server.stop()
    }
}

@Suite("HTTPServer: WebSocket limits that depend on the application and on time", .timeLimit(.minutes(3)))
struct WebSocketLimitTests {
    @Test(
        "an application that stops reading gets the WebSocket closed with 1008 once its queue is full, logged"
    )
    func queueFull() async throws {
        let log = LogRecorder()
        let release = AsyncStream.makeStream(of: Void.self)
        var router = Router()
        router.webSocket("/ws") { _ in
            var iterator = release.stream.makeAsyncIterator()
            await iterator.next()  // holds the connection open without reading a message
        }
        let server = try startServer(
            {
                $0.maxQueuedMessages = 4
                $0.log = log.sink
            }, responder: router)
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/ws")
        try await expectQueueFullClose(socket, log: log)
        release.continuation.finish()
        await server.stop()
    }

    @Test("with a WebSocket idle timeout, a silent WebSocket is closed with 1001 (injected clock)")
    func idleWebSocket() async throws {
        let clock = ManualServerClock()
        let server = try startServer {
            $0.timeouts.webSocketIdle = .seconds(120)
            $0.clock = clock
        }
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/echo")
        try await socket.send(text: "still here")
        #expect(try await socket.receive() == .message(.text("still here")))
        clock.advance(by: .seconds(120))
        #expect(
            try await socket.receive() == .close(WebSocketClose(code: .goingAway, reason: "idle timeout")))
        await server.stop()
    }
}
