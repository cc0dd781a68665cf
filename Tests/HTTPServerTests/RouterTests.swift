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

@Suite("Handlers on the main actor", .timeLimit(.minutes(3)))
struct MainActorHandlerTests {
    @MainActor static var requestsSeen = 0

    @Test("a @MainActor handler and WebSocket handler run on the main actor")
    func mainActor() async throws {
        var router = Router()
        router.get("/count") { @MainActor _ in
            MainActor.assertIsolated()
            MainActorHandlerTests.requestsSeen += 1
            return .text("\(MainActorHandlerTests.requestsSeen)")
        }
        router.webSocket("/ws") { @MainActor socket in
            MainActor.assertIsolated()
            for await message in socket.messages { socket.send(message) }
        }
        let server = try startServer(responder: router)
        let response = try await HTTPClient.fetch(.get, "http://127.0.0.1:\(server.port)/count")
        #expect(response.bodyText == "1")
        let socket = try await WebSocketClient.connect(to: "ws://127.0.0.1:\(server.port)/ws")
        try await socket.send(text: "main")
        #expect(try await socket.receive() == .message(.text("main")))
        await server.stop()
    }
}
