import HTTPServer
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

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

    #if canImport(Glibc)
        /// Connects to `port`, sends `request`, then closes with a reset (`SO_LINGER` 0).
        static func sendThenReset(port: Int, _ request: String) throws {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            try #require(fd >= 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            try #require(connected == 0)
            let bytes = Array(request.utf8)
            try #require(send(fd, bytes, bytes.count, 0) == bytes.count)
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
            close(fd)
        }

        @Test(
            "A client that resets while a handler that ignores cancellation runs does not make the loop spin")
        func resetDoesNotSpin() async throws {
            let (cancellations, cancelled) = AsyncStream.makeStream(of: Void.self)
            let (gate, open) = AsyncStream.makeStream(of: Void.self)
            var router = Router()
            router.get("/hello") { _ in .text("hello") }
            router.get("/hold") { _ in
                // Ignores cancellation (reports it, then waits for the test) as many handlers do.
                await withTaskCancellationHandler {
                    // A detached task: the handler's cancellation does not end this wait.
                    await Task.detached { for await _ in gate {} }.value
                } onCancel: {
                    cancelled.yield()
                }
                return .text("released")
            }
            let server = try startServer(responder: router)
            try Self.sendThenReset(port: server.port, "GET /hold HTTP/1.1\r\nHost: x\r\n\r\n")
            var iterator = cancellations.makeAsyncIterator()
            #expect(await iterator.next() != nil)
            // The reset socket reports a hang-up on every wait while the handler still runs; 20
            // round trips on another connection must cost the loop a few wake-ups each, not a spin.
            let before = server.statistics.wakeups
            let client = try await TCPClient.connect(port: server.port)
            for _ in 0..<20 {
                try await client.write("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
                var reply = ""
                while !reply.hasSuffix("hello") { reply += text(try await client.read()) }
            }
            let wakeups = server.statistics.wakeups - before
            #expect(wakeups < 200, "\(wakeups) wake-ups for 20 requests")
            open.finish()
            await server.stop()
        }
    #endif

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
