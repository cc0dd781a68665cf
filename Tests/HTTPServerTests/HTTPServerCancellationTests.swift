import HTTPServer
import Synchronization
import Testing

/// Issue 14: a handler learns that its client left (defect 2); a duplicated `Origin` is refused
/// (defect 8). Real sockets.
@Suite("HTTPServer: handlers cancelled when their client leaves; one Origin only")
struct HTTPServerCancellationTests {
    /// A router whose `/wait` handler waits until cancelled (reporting it) and `/hello` answers.
    static func waitingRouter(_ cancelled: AsyncStream<Void>.Continuation) -> Router {
        var router = Router()
        router.get("/hello") { _ in .text("hello") }
        router.get("/wait") { _ in
            let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
            await withTaskCancellationHandler {
                for await _ in stream {}
            } onCancel: {
                continuation.finish()
            }
            cancelled.yield()
            return .text("cancelled")
        }
        return router
    }

    @Test("A client that closes while its handler runs cancels the handler's task, and its slot is freed")
    func closeCancelsHandler() async throws {
        let (cancellations, cancelled) = AsyncStream.makeStream(of: Void.self)
        let log = LogRecorder()
        let server = try startServer(
            {
                $0.maxConnections = 4; $0.log = log.sink
            }, responder: Self.waitingRouter(cancelled))
        // Four times the connection limit: each one's handler must end when its client goes.
        var iterator = cancellations.makeAsyncIterator()
        for _ in 0..<16 {
            do {
                let client = try await TCPClient.connect(port: server.port)
                try await client.write("GET /wait HTTP/1.1\r\nHost: x\r\n\r\n")
            }
            #expect(await iterator.next() != nil)
        }
        let client = try await TCPClient.connect(port: server.port)
        try await client.write("GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let reply = text(try await client.readUntilClosed())
        #expect(reply.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(server.statistics.rejectedConnections == 0)
        #expect(
            log.all.filter { $0.message.hasPrefix("the peer closed the connection while its request") }.count
                == 16)
        await server.stop()
    }

    @Test("A client that half-closes after its request still gets the answer of a handler that finishes")
    func halfCloseStillAnswered() async throws {
        var router = Router()
        router.get("/slow") { _ in
            // Finishes whether cancelled or not (most handlers ignore cancellation).
            await Task.yield()
            return .text("done")
        }
        let server = try startServer(responder: router)
        let client = try await TCPClient.connect(port: server.port)
        try await client.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
        client.finishWriting()
        let reply = text(try await client.readUntilClosed())
        #expect(reply.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 3, "\(reply)")
        #expect(reply.hasSuffix("done"))
        await server.stop()
    }

    @Test("A WebSocket handshake with two Origin fields is refused with 403, whatever their values")
    func duplicateOrigin() async throws {
        let server = try startServer()
        let own = "http://127.0.0.1:\(server.port)"
        for origins in [[own, "http://evil.example"], ["http://evil.example", own], [own, own]] {
            let client = try await TCPClient.connect(port: server.port)
            let handshake =
                "GET /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + origins.map { "Origin: \($0)\r\n" }.joined()
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            try await client.write(handshake)
            let reply = text(try await client.readUntilClosed())
            #expect(reply.hasPrefix("HTTP/1.1 403 Forbidden\r\n"), "\(origins): \(reply)")
            #expect(
                reply.hasSuffix(
                    "the handshake has 2 Origin fields; a browser sends exactly one, so the handshake is refused\n"
                ))
        }
        await server.stop()
    }
}
