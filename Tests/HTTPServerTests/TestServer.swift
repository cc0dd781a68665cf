import HTTPServer
import Synchronization
import Testing

/// Collects the server's log events for assertions.
final class LogRecorder: Sendable {
    private let events = Mutex<[ServerLogEvent]>([])

    var sink: ServerLogSink { { event in self.events.withLock { $0.append(event) } } }

    var all: [ServerLogEvent] { events.withLock { $0 } }
}

/// A router used by the live tests: a few HTTP routes and an echo WebSocket.
func makeTestRouter() -> Router {
    var router = Router()
    router.get("/hello") { _ in .text("hello") }
    router.get("/devices/{id}") { request in .text("device \(request.pathParameters["id"]!)") }
    router.post("/echo") { request in
        HTTPResponse(status: .ok, headers: ["Content-Type": "application/octet-stream"], body: request.body)
    }
    router.get("/fail") { _ in throw HTTPError(.conflict, "already there") }
    router.get("/crash") { _ in throw CancellationError() }
    router.get("/bad-header") { _ in HTTPResponse(status: .ok, headers: ["X-Evil": "a\r\nInjected: yes"]) }
    router.get("/big") { _ in HTTPResponse(body: [UInt8](repeating: 0x61, count: 1 << 20)) }
    router.webSocket("/echo") { socket in
        for await message in socket.messages { socket.send(message) }
    }
    router.webSocket("/greet/{name}") { socket in
        socket.send(text: "hello \(socket.request.pathParameters["name"]!)")
        for await _ in socket.messages {}
    }
    return router
}

/// Starts a server on 127.0.0.1 with a free port.
func startServer(
    _ configure: (inout HTTPServer.Configuration) -> Void = { _ in },
    responder: any HTTPResponder = makeTestRouter()
) throws -> HTTPServer {
    var configuration = HTTPServer.Configuration()
    configure(&configuration)
    let server = HTTPServer(configuration: configuration, responder: responder)
    try server.start()
    return server
}

extension HTTPServer {
    /// Shuts down and waits for the loop to exit.
    func stop() async {
        shutdown()
        await waitUntilStopped()
    }
}

/// The text of a raw response.
func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// Sends five messages to a server whose application reads none, with `maxQueuedMessages` 4, and
/// expects the WebSocket closed with 1008 and the warning logged.
func expectQueueFullClose(_ socket: WebSocketClient, log: LogRecorder) async throws {
    for index in 0..<5 { try await socket.send(text: "message \(index)") }
    #expect(
        try await socket.receive()
            == .close(
                WebSocketClose(
                    code: .policyViolation,
                    reason: "incoming message queue full; the server is not keeping up")))
    #expect(
        log.all.filter { $0.level == .warning }.map(\.message) == [
            "closed a WebSocket: 4 incoming messages are waiting for the application, which is not reading them"
        ])
}
