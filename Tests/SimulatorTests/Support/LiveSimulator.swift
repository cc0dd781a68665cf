import BrowserTesting
import Foundation
import HTTPServer
import Interchange
import QuickActionTools
import QuickActions
import Simulator
import SimulatorProtocol
import Springboard
import Testing
import TouchKit

/// A simulator on free loopback ports with a temporary state directory, for one test.
///
/// `editingHold`: tests that press icons through a browser or a stream on a loaded machine pass
/// ``slowPressEditingHold``, so a press the load makes slow is not taken for a long press into edit
/// mode; tests of edit mode keep iOS's one second.
///
/// `manualClock`: every device reads it and the devices' timer stands still; the test moves the
/// clock and calls ``tick()`` (scripted presses then play at exact times, and a long one never ends
/// on its own). `connectionObserver`: the HTTP server's counters at every connection accepted,
/// refused or closed (``connections``).
@MainActor
final class LiveSimulator {
    let server: SimulatorServer
    let stateDirectory: URL

    /// A response: the status and the body as JSON (`.null` when it is not JSON).
    struct Reply {
        var status: Int
        var json: JSONValue
        var response: HTTPResponse

        /// The error message of a JSON error body.
        var message: String? { json["error"]["message"].string }
    }

    init(
        profile: String? = nil, install: [String] = [], controlPort: Int? = 0, stateDirectory: URL? = nil,
        docs: URL? = nil, systemVersion: String? = nil, buildSettings: BuildSettings = BuildSettings(),
        apps: [AppManifest] = [], editingHold: TimeInterval = 1, manualClock: ManualClock? = nil,
        connectionObserver: (@Sendable (HTTPServer.Statistics) -> Void)? = nil
    ) throws {
        let folder =
            stateDirectory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "forcetouch-simulator-tests-\(UUID().uuidString)", isDirectory: true)
        self.stateDirectory = folder
        var configuration = SimulatorServer.Configuration(
            port: 0, controlPort: controlPort, stateDirectory: folder, profileName: profile,
            installPaths: install, docsDirectory: docs, systemVersion: systemVersion,
            buildSettings: buildSettings)
        configuration.apps = apps
        configuration.editingHoldDuration = editingHold
        configuration.manualClock = manualClock
        configuration.connectionObserver = connectionObserver
        server = try SimulatorServer(configuration: configuration)
        try server.start()
    }

    /// The edit-mode hold of tests whose presses on icons are driven through a loaded browser or
    /// stream: 10 s.
    static let slowPressEditingHold: TimeInterval = 10

    /// One tick of the devices' timer at the manual clock's time.
    func tick() { server.registry.tick() }

    var port: Int { server.port }
    var controlPort: Int { server.controlPort ?? 0 }
    var origin: String { server.origin }

    /// The device session `id`.
    func session(_ id: String = "1") -> DeviceSession {
        guard let session = server.registry.session(id) else { fatalError("no device \(id)") }
        return session
    }

    /// The centre of an app's icon on its device's home screen.
    func iconCentre(_ bundleIdentifier: String, device: String = "1") -> CGPoint {
        guard let frame = session(device).device.homeScreen.iconPlacement(of: bundleIdentifier)?.frame else {
            Issue.record("no icon for \(bundleIdentifier)")
            return .zero
        }
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// One request on a fresh connection.
    func request(_ method: HTTPMethod, _ path: String, body: String? = nil) async throws -> Reply {
        var headers = HTTPHeaders()
        if body != nil { headers["Content-Type"] = "application/json" }
        let response = try await HTTPClient.fetch(
            method, "http://127.0.0.1:\(port)\(path)", headers: headers, body: Array((body ?? "").utf8))
        let json = (try? JSONValue(parsing: Data(response.body))) ?? .null
        return Reply(status: response.status.code, json: json, response: response)
    }

    /// Sends lines to the control port, ends the input, and returns everything it answered.
    func control(_ text: String) async throws -> String {
        let client = try await TCPClient.connect(port: controlPort)
        try await client.write(text)
        client.finishWriting()
        return String(decoding: try await client.readUntilClosed(), as: UTF8.self)
    }

    /// Stops the server and removes the state directory.
    func stop(keepingState: Bool = false) async {
        server.shutdown()
        await server.waitUntilStopped()
        if !keepingState { try? FileManager.default.removeItem(at: stateDirectory) }
    }
}

/// A WebSocket to a device's stream that reads server messages as JSON.
struct StreamClient {
    let socket: WebSocketClient

    static func connect(_ simulator: LiveSimulator, device: String = "1", origin: String? = nil) async throws
        -> StreamClient
    {
        let port = await simulator.port
        return StreamClient(
            socket: try await WebSocketClient.connect(
                to: "ws://127.0.0.1:\(port)/api/devices/\(device)/stream", origin: origin))
    }

    /// The next message.
    func next(timeout: Duration = .seconds(30)) async throws -> JSONValue {
        while true {
            switch try await socket.receive(timeout: timeout) {
            case .message(.text(let text)): return try JSONValue(parsing: Data(text.utf8))
            case .close(let status): throw HTTPClientError.closed(status)
            case .message(.binary), .ping, .pong: continue
            }
        }
    }

    /// The next message of `type`, skipping others (which are returned too, in order). `timeout`
    /// bounds each message's wait; `within` bounds the whole wait, so a stream that keeps talking
    /// (state, log, forces) without ever sending `type` fails instead of keeping the test waiting.
    func next(_ type: String, timeout: Duration = .seconds(30), within: Duration = .seconds(90)) async throws
        -> (JSONValue, skipped: [JSONValue])
    {
        let deadline = ContinuousClock.now + within
        var skipped: [JSONValue] = []
        while true {
            let message = try await next(
                timeout: try Self.left(timeout, until: deadline, waitingFor: "a \(type) message"))
            if message["type"].string == type { return (message, skipped) }
            skipped.append(message)
        }
    }

    /// Messages until one satisfies `condition` (returned last). `timeout` bounds each message's
    /// wait, `within` the whole wait.
    func until(
        timeout: Duration = .seconds(30), within: Duration = .seconds(90),
        _ condition: @Sendable (JSONValue) -> Bool
    ) async throws -> [JSONValue] {
        let deadline = ContinuousClock.now + within
        var seen: [JSONValue] = []
        while true {
            let message = try await next(
                timeout: try Self.left(
                    timeout, until: deadline,
                    waitingFor: "a message after \(seen.count) others, the last: "
                        + seen.suffix(3).map { String($0.description.prefix(300)) }.joined(separator: " ")))
            seen.append(message)
            if condition(message) { return seen }
        }
    }

    /// Reads until the server closes the stream, and returns how it closed it. `timeout` bounds
    /// each message's wait, `within` the whole wait.
    func untilClosed(timeout: Duration = .seconds(30), within: Duration = .seconds(90)) async throws
        -> WebSocketClose
    {
        let deadline = ContinuousClock.now + within
        while true {
            do {
                _ = try await next(
                    timeout: try Self.left(timeout, until: deadline, waitingFor: "the stream to close"))
            } catch HTTPClientError.closed(let status) {
                return status
            }
        }
    }

    /// `timeout`, or less when `deadline` comes sooner; throws when the deadline has passed.
    private static func left(
        _ timeout: Duration, until deadline: ContinuousClock.Instant, waitingFor what: String
    )
        throws -> Duration
    {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { throw StreamDeadlineExceeded(what: what) }
        return min(timeout, left)
    }

    func send(_ message: ClientMessage) async throws {
        try await socket.send(text: message.json)
    }

    func send(text: String) async throws {
        try await socket.send(text: text)
    }

    /// Reads the opening of a session: hello, tree, state, log, diagnostics.
    func opening() async throws -> [JSONValue] {
        var messages: [JSONValue] = []
        for _ in 0..<5 { messages.append(try await next()) }
        return messages
    }

    func close() async {
        _ = try? await socket.close(timeout: .seconds(2))
    }
}

/// A stream wait that ran out of time although messages kept coming.
struct StreamDeadlineExceeded: Error, CustomStringConvertible {
    var what: String
    var description: String { "gave up waiting for \(what): the deadline passed" }
}
