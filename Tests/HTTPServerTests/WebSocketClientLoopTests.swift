import HTTPServer
import Testing

@Suite("WebSocketClientLoop: outgoing WebSockets on one loop thread", .timeLimit(.minutes(3)))
struct WebSocketClientLoopTests {
    @Test("echo through a loop-driven client, then the client's close handshake")
    func echo() async throws {
        let server = try startServer()
        let clients = WebSocketClientLoop()
        try clients.start()
        let socket = try await clients.connect(
            to: "ws://127.0.0.1:\(server.port)/echo", origin: server.origin)
        #expect(socket.masksFrames)
        var messages = socket.messages.makeAsyncIterator()
        socket.send(text: "héllo")
        #expect(await messages.next() == .text("héllo"))
        socket.send(binary: [UInt8](repeating: 7, count: 70_000))
        #expect(await messages.next() == .binary([UInt8](repeating: 7, count: 70_000)))
        socket.close(code: .normalClosure, reason: "done")
        #expect(await messages.next() == nil)
        #expect(socket.closeStatus == WebSocketClose(code: .normalClosure, reason: "done"))
        clients.shutdown()
        await clients.waitUntilStopped()
        await server.stop()
    }

    @Test("300 WebSockets from one client thread, each echoed")
    func many() async throws {
        let server = try startServer()
        let clients = WebSocketClientLoop()
        try clients.start()
        let port = server.port
        let replies = try await withThrowingTaskGroup(of: WebSocketMessage?.self) { group in
            for index in 0..<300 {
                group.addTask {
                    let socket = try await clients.connect(to: "ws://127.0.0.1:\(port)/echo")
                    socket.send(text: "device \(index)")
                    var messages = socket.messages.makeAsyncIterator()
                    return await messages.next()
                }
            }
            var all: Set<String> = []
            for try await case .text(let text)? in group { all.insert(text) }
            return all
        }
        #expect(replies == Set((0..<300).map { "device \($0)" }))
        #expect(clients.statistics.openConnections == 300)
        clients.shutdown()
        await clients.waitUntilStopped()
        await server.stop()
    }

    @Test("a refused connection and a refused handshake are errors with messages")
    func failures() async throws {
        let server = try startServer()
        let clients = WebSocketClientLoop()
        try clients.start()
        await #expect(
            throws: HTTPClientError.handshakeFailed(
                .unexpectedStatus(
                    403,
                    "origin 'http://evil.example' may not open a WebSocket here; allowed: http://127.0.0.1:\(server.port), "
                        + "http://localhost:\(server.port), http://[::1]:\(server.port)\n"))
        ) {
            _ = try await clients.connect(
                to: "ws://127.0.0.1:\(server.port)/echo", origin: "http://evil.example")
        }
        let port = server.port
        await server.stop()
        do {
            _ = try await clients.connect(to: "ws://127.0.0.1:\(port)/echo")
            Issue.record("connected to a stopped server")
        } catch {
            #expect(error == .connectFailed(host: "127.0.0.1", port: port, reason: "Connection refused"))
            #expect(error.message == "cannot connect to 127.0.0.1:\(port): Connection refused")
        }
        clients.shutdown()
        await clients.waitUntilStopped()
    }
}
