import Dispatch
import HTTPServer
import Synchronization
import Testing

/// What a batch receiver saw, in order, as text (`opened`, `message: …`, `closed: 1000`).
private final class EventRecorder: Sendable {
    private let events = Mutex<[String]>([])
    private let sizes = Mutex<[Int]>([])
    /// Waits in progress: each predicate is checked again after every batch.
    private let waiters = Mutex<
        [(predicate: @Sendable ([String]) -> Bool, continuation: CheckedContinuation<Void, Never>)]
    >([])

    func record(_ batch: [WebSocketEvent]) {
        defer { resumeWaiters() }
        sizes.withLock { $0.append(batch.count) }
        events.withLock { events in
            for event in batch {
                switch event {
                case .opened: events.append("opened")
                case .message(.text(let text), _): events.append("message: \(text)")
                case .message(.binary(let bytes), _): events.append("binary: \(bytes.count)")
                case .closed(let socket): events.append("closed: \(socket.closeStatus?.code.rawValue ?? 0)")
                }
            }
        }
    }

    var all: [String] { events.withLock { $0 } }

    /// The size of each batch the handler got.
    var batchSizes: [Int] { sizes.withLock { $0 } }

    /// Waits until `predicate` holds for the events seen so far: checked now, then after each batch
    /// the handler records (no polling; the suite's time limit ends a wait that never succeeds).
    func wait(until predicate: @escaping @Sendable ([String]) -> Bool) async throws {
        await withCheckedContinuation { continuation in
            let now = all
            if predicate(now) {
                continuation.resume()
            } else {
                waiters.withLock { $0.append((predicate, continuation)) }
                resumeWaiters()  // a batch recorded between the check and the append
            }
        }
    }

    private func resumeWaiters() {
        let current = all
        let ready = waiters.withLock { waiters in
            let ready = waiters.filter { $0.predicate(current) }
            waiters.removeAll { $0.predicate(current) }
            return ready
        }
        for waiter in ready { waiter.continuation.resume() }
    }
}

/// A router whose `/batch` endpoint echoes every message in batches on `queue`, and answers `two`
/// with two frames sent back to back.
private func batchRouter(
    _ recorder: EventRecorder, queue: DispatchQueue = DispatchQueue(label: "batches"),
    maximumBatchSize: Int = 64, deliveryObserver: @escaping @Sendable (Int) -> Void = { _ in }
)
    -> Router
{
    var router = Router()
    router.webSocket(
        "/batch",
        batches: WebSocketBatchReceiver(
            queue: queue, maximumBatchSize: maximumBatchSize, deliveryObserver: deliveryObserver
        ) { events in
            recorder.record(events)
            for case .message(let message, let socket) in events {
                if message == .text("two") {
                    socket.send(text: "first")
                    socket.send(text: "second")
                } else {
                    socket.send(message)
                }
            }
        })
    return router
}

@Suite("HTTPServer: WebSockets delivered in batches, frames written once per turn", .timeLimit(.minutes(3)))
struct WebSocketBatchTests {
    @Test("a receiver sees opened, the messages in order and closed; its sends go back in order")
    func events() async throws {
        let recorder = EventRecorder()
        let server = try startServer(responder: batchRouter(recorder))
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/batch")
        for index in 0..<20 { try await socket.send(text: "m\(index)") }
        for index in 0..<20 { #expect(try await socket.receive() == .message(.text("m\(index)"))) }
        let status = try await socket.close(code: .normalClosure, reason: "bye")
        #expect(status == WebSocketClose(code: .normalClosure))
        try await recorder.wait { $0.last?.hasPrefix("closed") == true }
        #expect(recorder.all == ["opened"] + (0..<20).map { "message: m\($0)" } + ["closed: 1000"])
        await server.stop()
    }

    @Test("two frames sent back to back reach the peer in order, on loopback in one read")
    func coalesced() async throws {
        let recorder = EventRecorder()
        let server = try startServer(responder: batchRouter(recorder))
        let client = try await TCPClient.connect(port: server.port)
        let handshake =
            "GET /batch HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        try await client.write(Array(handshake.utf8))
        var head: [UInt8] = []
        while !text(head).hasSuffix("\r\n\r\n") { head += try await client.read() }
        #expect(text(head).hasPrefix("HTTP/1.1 101 Switching Protocols\r\n"))
        try await recorder.wait { $0 == ["opened"] }
        for _ in 0..<3 {
            try await client.write(WebSocketFrame.text("two", maskingKey: 0x0102_0304).encoded())
            let read = try await client.read()
            #expect(read == WebSocketFrame.text("first").encoded() + WebSocketFrame.text("second").encoded())
        }
        await server.stop()
    }

    @Test("more than maxQueuedMessages unhandled messages close the WebSocket with 1008, logged")
    func queueFull() async throws {
        let log = LogRecorder()
        let recorder = EventRecorder()
        let queue = DispatchQueue(label: "stuck")
        let server = try startServer(
            {
                $0.maxQueuedMessages = 4
                $0.log = log.sink
            }, responder: batchRouter(recorder, queue: queue))
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/batch")
        try await recorder.wait { $0 == ["opened"] }
        queue.suspend()  // the application stops handling messages
        try await expectQueueFullClose(socket, log: log)
        queue.resume()
        try await recorder.wait { $0.last?.hasPrefix("closed") == true }
        #expect(recorder.all == ["opened"] + (0..<4).map { "message: message \($0)" } + ["closed: 1008"])
        await server.stop()
    }

    @Test("events waiting for a busy queue come in calls of at most maximumBatchSize, in order")
    func slices() async throws {
        let recorder = EventRecorder()
        let queue = DispatchQueue(label: "busy")
        let (waiting, report) = AsyncStream.makeStream(of: Int.self)
        let server = try startServer(
            responder: batchRouter(
                recorder, queue: queue, maximumBatchSize: 4, deliveryObserver: { report.yield($0) }))
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/batch")
        try await recorder.wait { $0 == ["opened"] }
        queue.suspend()
        for index in 0..<10 { try await socket.send(text: "m\(index)") }
        // The loop hands all ten over while the queue is busy: they wait there together.
        for await count in waiting where count >= 10 { break }
        queue.resume()
        for index in 0..<10 { #expect(try await socket.receive() == .message(.text("m\(index)"))) }
        #expect(recorder.all == ["opened"] + (0..<10).map { "message: m\($0)" })
        #expect(recorder.batchSizes.allSatisfy { $0 <= 4 } && recorder.batchSizes.count >= 4)
        await server.stop()
    }

    @Test("shutdown closes batched WebSockets with 1001 and delivers their closed event")
    func shutdown() async throws {
        let recorder = EventRecorder()
        let server = try startServer(responder: batchRouter(recorder))
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/batch")
        try await recorder.wait { $0 == ["opened"] }
        await server.stop()
        #expect(
            try await socket.receive()
                == .close(WebSocketClose(code: .goingAway, reason: "server shutting down")))
        try await recorder.wait { $0.last?.hasPrefix("closed") == true }
        #expect(recorder.all == ["opened", "closed: 1001"])
    }
}
