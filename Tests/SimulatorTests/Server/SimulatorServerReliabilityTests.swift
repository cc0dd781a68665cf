import ForceTouch
import Foundation
import HTTPServer
import Springboard
import Synchronization
import Testing
import TouchKit

@testable import Simulator

/// Issue 14, defect 2: scripted presses cannot lock the server. Real sockets, a real simulator;
/// the devices read a manual clock, so a press never ends on its own: only its connection's end
/// (or its device's deletion) ends it. The tests wait on what the server reports (`ScriptWatch`,
/// `ConnectionCounters`), never on a clock.
@MainActor
// Serialized: the 1,030-connection flood queues a thousand handlers on the main actor, which the
// other tests' servers share; beside it, the per-client test waited 30 s for its eight presses.
@Suite(
    "Scripted presses: bounded, cancelled with their connection, limited per client", .serialized,
    .simulatorTimeLimit)
struct SimulatorServerReliabilityTests {
    /// A light press at `point` that lasts `seconds`.
    static func longPress(seconds: Double, at point: CGPoint = CGPoint(x: 100, y: 100)) -> String {
        """
        {"t":0,"id":1,"phase":"began","x":\(point.x),"y":\(point.y),"force":1}
        {"t":\(seconds),"id":1,"phase":"ended","x":\(point.x),"y":\(point.y),"force":0}

        """
    }

    /// The bytes of a `POST /api/devices/{device}/touches` carrying `body`.
    static func touchesRequest(_ body: String, device: String = "1") -> String {
        "POST /api/devices/\(device)/touches HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    /// Sends `request` on a new connection and closes it at once, without reading.
    static func sendAndClose(_ request: String, port: Int) async throws {
        let client = try await TCPClient.connect(port: port)
        try await client.write(request)
    }

    /// Waits until no scripted press is playing and none is queued (the server notices closed
    /// connections on its own thread, then cancels their presses on the main actor).
    static func noPressPlaying(_ simulator: LiveSimulator, _ watch: ScriptWatch) async {
        await watch.until { simulator.server.scriptsPlaying.isEmpty && simulator.session().script.isEmpty }
    }

    @Test(
        "1,030 long presses whose sockets close at once do not lock the server out (the attack of issue 14)")
    func closedConnectionsCancelTheirPresses() async throws {
        let counters = ConnectionCounters()
        let simulator = try LiveSimulator(manualClock: ManualClock(), connectionObserver: counters.observer)
        let watch = ScriptWatch(simulator)
        let request = Self.touchesRequest(Self.longPress(seconds: 50))
        for _ in 0..<1_030 {
            try await Self.sendAndClose(request, port: simulator.port)
        }
        // Every connection accepted (or refused with 503) and closed again. The presses cannot
        // end by time, so a connection closes only once its press was cancelled: if cancelling
        // failed, this never comes and the suite's time limit fails the test.
        let settled = await counters.first {
            $0.openConnections == 0 && $0.acceptedConnections + $0.rejectedConnections >= 1_030
        }
        #expect(settled != nil)
        await Self.noPressPlaying(simulator, watch)
        #expect(!watch.queued.isEmpty, "no press reached the handler")
        #expect(Set(watch.ended) == Set(watch.queued.map { $0.batch }), "a press was never ended")
        #expect(watch.cancelled.count == watch.queued.count, "every press was cancelled, none played out")
        #expect(try await simulator.request(.get, "/api/devices").status == 200)
        #expect(try await simulator.request(.delete, "/api/devices/1").status == 200)
        await simulator.stop()
    }

    @Test("A press longer than the limit is refused with 400, saying the limit and how to change it")
    func pressTooLong() async throws {
        let simulator = try LiveSimulator()
        let reply = try await simulator.request(
            .post, "/api/devices/1/touches", body: Self.longPress(seconds: 1_000_000))
        #expect(reply.status == 400)
        #expect(
            reply.message
                == "the trace lasts 1000000 s; a scripted press may last at most 60 s "
                + "(forcetouch simulator --max-script-seconds); split it into shorter requests")
        #expect(simulator.session().script.isEmpty)
        await simulator.stop()
    }

    @Test("One client with 8 presses playing gets 429 for a 9th; DELETE is still served and ends them")
    func perClientLimit() async throws {
        let simulator = try LiveSimulator(manualClock: ManualClock())
        let watch = ScriptWatch(simulator)
        var playing: [Task<LiveSimulator.Reply, any Error>] = []
        for _ in 0..<8 {
            playing.append(
                Task {
                    try await simulator.request(
                        .post, "/api/devices/1/touches", body: Self.longPress(seconds: 50))
                })
        }
        await watch.until { simulator.server.scriptsPlaying["127.0.0.1", default: 0] == 8 }
        #expect(simulator.server.scriptsPlaying["127.0.0.1"] == 8)
        let refused = try await simulator.request(
            .post, "/api/devices/1/touches", body: Self.longPress(seconds: 1))
        #expect(refused.status == 429)
        #expect(
            refused.message
                == "this client already has 8 scripted presses playing (the most one client may have at once); "
                + "wait for one to finish, or DELETE its device to end them")
        #expect(try await simulator.request(.delete, "/api/devices/1").status == 200)
        for task in playing {
            #expect(try await task.value.status == 404)
        }
        #expect(simulator.server.scriptsPlaying.isEmpty)
        await simulator.stop()
    }

    @Test("A press cancelled mid-way ends its touch (cancelled) and the device takes new presses")
    func cancelledPressEndsItsTouch() async throws {
        let clock = ManualClock()
        let simulator = try LiveSimulator(manualClock: clock)
        let watch = ScriptWatch(simulator)
        let icon = simulator.iconCentre("com.company.appname")
        try await Self.sendAndClose(
            Self.touchesRequest(Self.longPress(seconds: 50, at: icon)), port: simulator.port)
        let pressed = await watch.queuedBatch().batch
        await watch.until { watch.ended.contains(pressed) }
        await Self.noPressPlaying(simulator, watch)
        // Its touch went down on the icon and was cancelled there, its lift never applied.
        #expect(watch.cancelled.map { $0.dropped } == [1])
        #expect(watch.applied.map { $0.sample.phase } == [TouchPhase.began])
        #expect(simulator.session().device.homeScreen.press == nil)
        #expect(try await simulator.request(.get, "/api/devices").status == 200)
        // A new press plays: its lift is due 0.1 s after it began.
        let next = Task {
            try await simulator.request(.post, "/api/devices/1/touches", body: Self.longPress(seconds: 0.1))
        }
        let lift = await watch.queuedBatch(number: 2).samples.last?.timestamp ?? 0
        clock.set(to: lift)
        simulator.tick()
        #expect(try await next.value.status == 200)
        #expect(watch.applied.last?.time == lift)
        await simulator.stop()
    }

    @Test(
        "String fields are bounded: half a megabyte of language is refused with 400, before anything changes")
    func longStrings() async throws {
        let simulator = try LiveSimulator()
        let language = String(repeating: "x", count: 1 << 19)
        let reply = try await simulator.request(
            .put, "/api/devices/1/settings", body: #"{"language":"\#(language)"}"#)
        #expect(reply.status == 400)
        #expect(
            reply.message
                == "the request body: 'language' is 524288 bytes long; at most 64 are accepted (a language code such as 'en' or 'zh-Hans')"
        )
        let menu = try await simulator.request(
            .post, "/api/devices/1/shortcut-menu",
            body: #"{"bundleIdentifier":"\#(String(repeating: "a", count: 257))"}"#)
        #expect(menu.status == 400)
        #expect(
            menu.message == "the request body: 'bundleIdentifier' is 257 bytes long; at most 256 are accepted"
        )
        #expect(
            try await simulator.request(.put, "/api/devices/1/settings", body: #"{"language":"zh-Hans"}"#)
                .status == 200)
        await simulator.stop()
    }

    @Test("The simulator hands its log sink to the HTTP server: a refused request is logged")
    func logSinkWired() async throws {
        let lines = LineCollector()
        let log = SimulatorLog(write: lines.append)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-simulator-tests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try SimulatorServer(
            configuration: .init(port: 0, controlPort: nil, stateDirectory: folder, log: log.sink))
        try server.start()
        let client = try await TCPClient.connect(port: server.port)
        try await client.write("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n")
        let reply = String(decoding: try await client.readUntilClosed(), as: UTF8.self)
        #expect(reply.hasPrefix("HTTP/1.1 400 "))
        server.shutdown()
        await server.waitUntilStopped()
        #expect(
            lines.all.contains {
                $0.hasPrefix("simulator: info: 127.0.0.1:") && $0.contains("rejected a request with 400")
            }, "\(lines.all)")
    }

    @Test(
        "--install of an Info.plist nested 20,000 and 100,000 deep: installed, the problem reported, no crash",
        arguments: [20_000, 100_000])
    func deepInstall(depth: Int) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-deep-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var text =
            #"<?xml version="1.0"?><plist><dict><key>CFBundleIdentifier</key><string>com.example.deep</string>"#
        text +=
            "<key>Deep</key>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth)
        text += "</dict></plist>"
        let plist = folder.appendingPathComponent("Info.plist")
        try Data(text.utf8).write(to: plist)
        let simulator = try LiveSimulator(install: [plist.path])
        let device = simulator.session().device
        let findings = device.diagnostics.filter { $0.message.contains("nested more than 256 levels deep") }
        #expect(findings.count == 1, "\(device.diagnostics.map(\.message))")
        await simulator.stop()
    }
}

/// Lines a ``SimulatorLog`` wrote, for assertions.
final class LineCollector: Sendable {
    private let lines = Mutex<[String]>([])

    var append: @Sendable (String) -> Void { { text in self.lines.withLock { $0.append(text) } } }

    var all: [String] { lines.withLock { $0 } }
}

@Suite("SimulatorLog: the server's events on standard error, rate limited", .simulatorTimeLimit)
struct SimulatorLogTests {
    @Test("At most 20 lines per 10 s window; debug events are not written; the rest is counted, then said")
    func rateLimit() {
        let now = Mutex<Duration>(.zero)
        let lines = LineCollector()
        let log = SimulatorLog(clock: { now.withLock { $0 } }, write: lines.append)
        log.record(ServerLogEvent(level: .debug, message: "closed"))
        #expect(lines.all.isEmpty)
        for index in 0..<25 {
            log.record(ServerLogEvent(level: .warning, peer: "127.0.0.1:9", message: "refused \(index)"))
        }
        #expect(lines.all.count == 20)
        #expect(lines.all[0] == "simulator: warning: 127.0.0.1:9: refused 0\n")
        now.withLock { $0 = .seconds(9) }
        log.record(ServerLogEvent(level: .info, message: "still in the window"))
        #expect(lines.all.count == 20)
        now.withLock { $0 = .seconds(10) }
        log.record(ServerLogEvent(level: .warning, message: "next window"))
        #expect(
            lines.all.last
                == "simulator: 6 more log lines were not shown (at most 20 per 10.0 seconds)\nsimulator: warning: next window\n"
        )
    }
}
