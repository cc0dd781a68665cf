import Dispatch
import HTTPServer
import Synchronization

/// HTTPServer's codecs: the per-message work the event loop does for every browser input sample
/// and every render patch. Targets are ours: well above what 500 devices × 120 samples/s need.
@MainActor let httpServerBenchmarks: [Benchmark] = {
    // A pointer sample as the web client sends it: ~110 bytes of JSON in one masked text frame.
    let sample =
        #"{"type":"touch","phase":"moved","x":187.5,"y":402.25,"force":3.1416,"maximumPossibleForce":6.6667,"t":12.345}"#
    let maskedSample = WebSocketFrame.text(sample, maskingKey: 0x1234_5678).encoded()
    let samples1000 = [UInt8]((0..<1000).flatMap { _ in maskedSample })
    // A render patch as the server sends it: ~2 KiB, unmasked binary.
    let patch = [UInt8](repeating: 0x7B, count: 2048)
    let bulk = [UInt8](repeating: 0x41, count: 64 * 1024)
    let maskedBulk = WebSocketFrame.binary(bulk, maskingKey: 0xDEAD_BEEF).encoded()
    let request = Array(
        ("POST /api/devices/3F2504E0/touches HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n"
            + "User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36\r\n"
            + "Accept: application/json\r\nAccept-Language: en-US,en;q=0.9\r\nAccept-Encoding: gzip, deflate, br\r\n"
            + "Content-Type: text/plain\r\nOrigin: http://127.0.0.1:8080\r\nConnection: keep-alive\r\n"
            + "Content-Length: 32\r\n\r\n0.000 began 100 200 force=0.5\n\n").utf8)

    let handshake = HTTPRequest(
        method: .get, target: "/ws", version: .http1_1,
        headers: [
            "Host": "127.0.0.1:8080", "Upgrade": "websocket", "Connection": "Upgrade",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version": "13",
        ])

    return [
        Benchmark(
            name: "httpserver.frame.decode.sample", unit: "frame", target: "≥ 1,000,000 frames/s",
            operationsPerBatch: 1000,
            runBatch: {
                var decoder = WebSocketFrameDecoder(role: .server, maxFrameBytes: 1 << 20)
                var assembler = WebSocketMessageAssembler(maxMessageBytes: 1 << 20)
                decoder.append(samples1000)
                var total = 0
                while let frame = try! decoder.next() {
                    if case .message(.text(let text))? = try! assembler.receive(frame) {
                        total &+= text.utf8.count
                    }
                }
                return total
            },
            meets: { $0.operationsPerSecond >= 1_000_000 }),
        Benchmark(
            name: "httpserver.frame.decode.64KiB", unit: "frame", target: "≥ 1 GB/s (≥ 15,000 frames/s)",
            operationsPerBatch: 100,
            runBatch: {
                var decoder = WebSocketFrameDecoder(role: .server, maxFrameBytes: 1 << 20)
                var total = 0
                for _ in 0..<100 {
                    decoder.append(maskedBulk)
                    total &+= try! decoder.next()!.payload.count
                }
                return total
            },
            meets: { $0.operationsPerSecond >= 15_000 }),
        Benchmark(
            name: "httpserver.frame.encode.patch", unit: "frame", target: "≥ 1,000,000 frames/s",
            operationsPerBatch: 1000,
            runBatch: {
                var out: [UInt8] = []
                out.reserveCapacity(1000 * (patch.count + 4))
                for _ in 0..<1000 { WebSocketFrame.binary(patch).encode(into: &out) }
                return out.count
            },
            meets: { $0.operationsPerSecond >= 1_000_000 }),
        Benchmark(
            name: "httpserver.frame.encode.masked64KiB", unit: "frame", target: "≥ 15,000 frames/s",
            operationsPerBatch: 100,
            runBatch: {
                var total = 0
                for _ in 0..<100 {
                    total &+= WebSocketFrame.binary(bulk, maskingKey: 0xDEAD_BEEF).encoded().count
                }
                return total
            },
            meets: { $0.operationsPerSecond >= 15_000 }),
        Benchmark(
            name: "httpserver.request.parse", unit: "request", target: "≥ 200,000 requests/s",
            operationsPerBatch: 1000,
            runBatch: {
                var parser = HTTPRequestParser()
                var total = 0
                for _ in 0..<1000 {
                    parser.append(request)
                    if case .request(let parsed)? = try! parser.next() { total &+= parsed.body.count }
                }
                return total
            },
            meets: { $0.operationsPerSecond >= 200_000 }),
        Benchmark(
            name: "httpserver.response.serialize", unit: "response", target: "≥ 500,000 responses/s",
            operationsPerBatch: 1000,
            runBatch: {
                let response = HTTPResponse(
                    status: .ok, headers: ["Content-Type": "application/json"], body: patch)
                var total = 0
                for _ in 0..<1000 { total &+= response.serialized().count }
                return total
            },
            meets: { $0.operationsPerSecond >= 500_000 }),
        Benchmark(
            name: "httpserver.handshake", unit: "handshake",
            target: "≥ 100,000 handshakes/s (validate the key, compute the accept value)",
            operationsPerBatch: 1000,
            runBatch: {
                var total = 0
                for _ in 0..<1000 {
                    let key = try! WebSocketHandshake.validate(handshake)
                    total &+= WebSocketHandshake.response(forKey: key).headers.count
                }
                return total
            },
            meets: { $0.operationsPerSecond >= 100_000 }),
    ] + liveBenchmarks(sample: sample)
}()

/// A live server on 127.0.0.1 with one WebSocket and one keep-alive HTTP connection, started on
/// first use (so listing or filtering benchmarks starts nothing).
private final class LiveFixture: Sendable {
    let server: HTTPServer
    let socket: WebSocketClient
    /// A WebSocket on an endpoint whose messages go to a ``WebSocketBatchReceiver`` on a queue.
    let batchSocket: WebSocketClient
    let http: HTTPClient

    init() {
        var router = Router()
        router.get("/api/ping") { _ in .text("pong") }
        router.webSocket("/ws") { socket in
            for await message in socket.messages { socket.send(message) }
        }
        router.webSocket(
            "/batch",
            batches: WebSocketBatchReceiver(queue: DispatchQueue(label: "forcetouch-bench.batches")) {
                events in
                for case .message(let message, let socket) in events { socket.send(message) }
            })
        server = HTTPServer(responder: router)
        try! server.start()
        let port = server.port
        socket = blocking { try await WebSocketClient.connect(to: "ws://127.0.0.1:\(port)/ws") }
        batchSocket = blocking { try await WebSocketClient.connect(to: "ws://127.0.0.1:\(port)/batch") }
        http = blocking { try await HTTPClient.connect(port: port) }
    }
}

private let live = LiveFixture()

/// 100 WebSocket round trips of `sample` a batch on the socket `socket()` gives (an echo endpoint).
private func echoBenchmark(
    _ name: String, sample: String, socket: @escaping @Sendable () -> WebSocketClient
) -> Benchmark {
    Benchmark(
        name: name, unit: "round trip", target: "p50 ≤ 1 ms",
        operationsPerBatch: 100,
        runBatch: {
            blocking {
                var total = 0
                for _ in 0..<100 {
                    try await socket().send(text: sample)
                    if case .message(.text(let reply)) = try await socket().receive() {
                        total &+= reply.utf8.count
                    }
                }
                return total
            }
        },
        meets: { $0.medianNanoseconds <= 1_000_000 })
}

/// Round trips through the live server (loop thread, tasks, client queue): latency as the browser
/// and the load script see it, on one connection.
private func liveBenchmarks(sample: String) -> [Benchmark] {
    [
        echoBenchmark("httpserver.live.websocket.echo", sample: sample) { live.socket },
        echoBenchmark("httpserver.live.websocket.batchEcho", sample: sample) { live.batchSocket },
        Benchmark(
            name: "httpserver.live.http.get", unit: "request", target: "p50 ≤ 1 ms",
            operationsPerBatch: 100,
            runBatch: {
                blocking {
                    var total = 0
                    for _ in 0..<100 {
                        total &+= try await live.http.send(HTTPRequest(method: .get, target: "/api/ping"))
                            .body.count
                    }
                    return total
                }
            },
            meets: { $0.medianNanoseconds <= 1_000_000 }),
    ]
}

/// Runs async client work from the synchronous harness and waits for it.
private func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) -> T {
    let result = Mutex<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        let outcome: Result<T, any Error>
        do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
        result.withLock { $0 = outcome }
        done.signal()
    }
    done.wait()
    return try! result.withLock { $0! }.get()
}
