import HTTPServer
import Synchronization

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
