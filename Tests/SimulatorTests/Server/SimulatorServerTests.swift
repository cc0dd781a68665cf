import BrowserTesting
import ForceTouch
import Foundation
import HTTPServer
import QuickActionTools
import QuickActions
import Simulator
import Testing
import TouchKit

/// The JSON API against a running simulator on loopback (free ports, a temporary state directory).
@Suite("Simulator JSON API", .simulatorTimeLimit)
@MainActor
struct SimulatorServerTests {
    /// A force press on `point`: rising force over 0.8 s, held at 5 (past peek, short of pop), lifted.
    static func forcePressTrace(at point: CGPoint, header: Bool = false) -> String {
        var lines: [String] = []
        if header { lines.append(#"{"forcetouch-trace":1,"maximumPossibleForce":6.666667}"#) }
        lines.append(#"{"t":0,"id":7,"phase":"began","x":\#(point.x),"y":\#(point.y),"force":0.5}"#)
        for step in 1...20 {
            let t = Double(step) * 0.04
            let force = min(0.5 + t * 8, 5.0)
            let x = point.x + (step.isMultiple(of: 2) ? 0.2 : -0.2)
            lines.append(#"{"t":\#(t),"id":7,"phase":"moved","x":\#(x),"y":\#(point.y),"force":\#(force)}"#)
        }
        lines.append(#"{"t":0.9,"id":7,"phase":"ended","x":\#(point.x),"y":\#(point.y),"force":0}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("GET /api/devices lists the first device and the profiles")
    func listsDevices() async throws {
        let simulator = try LiveSimulator()
        let reply = try await simulator.request(.get, "/api/devices")
        #expect(reply.status == 200)
        #expect(reply.response.headers["Content-Type"] == "application/json")
        #expect(reply.json["devices"].array?.count == 1)
        #expect(reply.json["devices"][0]["id"] == "1")
        #expect(reply.json["devices"][0]["name"] == "iPhone 6s")
        #expect(reply.json["devices"][0]["profile"]["screen"] == ["height": 667, "width": 375])
        #expect(reply.json["profiles"].array?.contains("iPhone X") == true)
        await simulator.stop()
    }

    @Test("GET /api/devices/{id}: profile, settings, screen, menu, apps with the seed apps, log, diagnostics")
    func deviceState() async throws {
        let simulator = try LiveSimulator()
        let reply = try await simulator.request(.get, "/api/devices/1")
        #expect(reply.status == 200)
        let json = reply.json
        #expect(json["id"] == "1")
        #expect(json["profile"]["hasForceTouch"] == true)
        #expect(json["settings"]["forceTouchEnabled"] == true)
        #expect(json["settings"]["sensitivity"] == "medium")
        #expect(json["screen"] == "home")
        #expect(json["menu"].isNull)
        #expect(json["preview"].isNull)
        let apps = json["apps"].array ?? []
        #expect(
            apps.contains { $0["bundleIdentifier"] == "com.company.appname" && $0["state"] == "notRunning" })
        #expect(json["log"] == [])
        #expect(json["diagnostics"].array != nil)
        if case .object(let members) = json {
            #expect(
                Set(members.map(\.key))
                    == [
                        "id", "name", "profile", "settings", "thresholds", "screen", "menu", "preview",
                        "contextMenu", "apps",
                        "log", "diagnostics", "pasteboard", "readingList",
                    ])
        }
        #expect(json["pasteboard"].isNull)
        #expect(json["readingList"] == [])
        #expect(apps.contains { $0["bundleIdentifier"] == "com.example.reader" })
        await simulator.stop()
    }

    @Test("POST /api/devices creates devices, with a profile or the default")
    func createsDevices() async throws {
        let simulator = try LiveSimulator()
        let plain = try await simulator.request(.post, "/api/devices", body: "{}")
        #expect(plain.status == 201)
        #expect(plain.json["id"] == "2")
        #expect(plain.json["name"] == "iPhone 6s (2)")
        let empty = try await simulator.request(.post, "/api/devices")
        #expect(empty.status == 201)
        #expect(empty.json["id"] == "3")
        let x = try await simulator.request(.post, "/api/devices", body: #"{"profile":"iPhone X"}"#)
        #expect(x.status == 201)
        #expect(x.json["profile"]["name"] == "iPhone X")
        #expect(x.json["profile"]["screen"]["height"] == 812)
        let se = try await simulator.request(.post, "/api/devices", body: #"{"profile":"iphone-se"}"#)
        #expect(se.json["profile"]["hasForceTouch"] == false)
        #expect(se.json["profile"]["maximumPossibleForce"] == 0)
        #expect(se.json["settings"]["forceTouchEnabled"] == false)
        let list = try await simulator.request(.get, "/api/devices")
        #expect(list.json["devices"].array?.map { $0["id"] } == ["1", "2", "3", "4", "5"])
        await simulator.stop()
    }

    @Test("An app without quick actions: the answer says to launch it first only before its first launch")
    func noQuickActionsWording() async throws {
        let simulator = try LiveSimulator()
        let body = #"{"bundleIdentifier":"com.example.dtouch"}"#
        let before = try await simulator.request(.post, "/api/devices/1/shortcut-menu", body: body)
        #expect(before.status == 422)
        #expect(before.message?.contains("before an app's first launch") == true)
        #expect(
            try await simulator.request(.post, "/api/devices/1/apps/com.example.dtouch/launch").status == 200)
        let after = try await simulator.request(.post, "/api/devices/1/shortcut-menu", body: body)
        #expect(
            after.message
                == "com.example.dtouch has no quick actions to show: its Info.plist declares none and it set no dynamic ones when it ran; choose another app"
        )
        await simulator.stop()
    }

    @Test(
        "--define gives $(NAME) in an installed Info.plist a value; --system-version is every device's default"
    )
    func defineAndSystemVersion() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-define-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>$(PRODUCT_BUNDLE_IDENTIFIER).compose</string>
            <key>UIApplicationShortcutItemTitle</key><string>Compose</string>
            </dict></array></dict></plist>
            """
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let simulator = try LiveSimulator(
            install: [folder.path], systemVersion: "13.0",
            buildSettings: try BuildSettings(definitions: ["PRODUCT_BUNDLE_IDENTIFIER=com.example.notes"]))
        let detail = try await simulator.request(.get, "/api/devices/1")
        #expect(detail.json["profile"]["systemVersion"] == "13.0")
        #expect(detail.json["apps"].array?.contains { $0["bundleIdentifier"] == "com.example.notes" } == true)
        let menu = try await simulator.request(
            .post, "/api/devices/1/shortcut-menu", body: #"{"bundleIdentifier":"com.example.notes"}"#)
        #expect(
            menu.json["menu"]["items"].array?.map { $0["type"] } == [
                "com.example.notes.compose", "com.apple.springboard.rearrange-apps",
            ])
        await simulator.stop()
    }

    @Test(
        "POST /api/devices takes systemVersion (12.4 by default); GET shows it; a version the model never ran is refused"
    )
    func systemVersions() async throws {
        let simulator = try LiveSimulator()
        let first = try await simulator.request(.get, "/api/devices/1")
        #expect(first.json["profile"]["systemVersion"] == "12.4")
        let se13 = try await simulator.request(
            .post, "/api/devices", body: #"{"profile":"iPhone SE","systemVersion":"13.0"}"#)
        #expect(se13.status == 201)
        #expect(se13.json["profile"]["systemVersion"] == "13.0")
        let id = se13.json["id"].string ?? ""
        #expect(
            try await simulator.request(.get, "/api/devices/\(id)").json["profile"]["systemVersion"] == "13.0"
        )
        // On iOS 13 the menu ends with the system's row; on 12.4 there is none.
        let menu = try await simulator.request(
            .post, "/api/devices/\(id)/shortcut-menu", body: #"{"bundleIdentifier":"com.company.appname"}"#)
        #expect(menu.json["menu"]["items"].array?.last?["title"] == "Rearrange Apps")
        let six = try await simulator.request(
            .post, "/api/devices", body: #"{"profile":"iPhone 6","systemVersion":"13.0"}"#)
        #expect(six.status == 422)
        #expect(
            six.message
                == "the iPhone 6 never ran iOS 13.0: it runs 9.0 to 12.x here; choose a version in that range, or another model."
        )
        let bad = try await simulator.request(.post, "/api/devices", body: #"{"systemVersion":"14"}"#)
        #expect(bad.status == 422)
        #expect(
            bad.message
                == "the system version '14' is not a version; write it as UIDevice's systemVersion does, such as '12.4' or '13.0'."
        )
        // The default version is the server's; a model that never ran it gets the nearest it ran.
        let x = try await simulator.request(.post, "/api/devices", body: #"{"profile":"iPhone X"}"#)
        #expect(x.json["profile"]["systemVersion"] == "12.4")
        await simulator.stop()
    }

    @Test(
        "Bad requests answer JSON errors with the right status",
        arguments: [
            (
                HTTPMethod.post, "/api/devices", "{", 400,
                "the request body is not a JSON object; send one, with Content-Type: application/json"
            ),
            (
                .post, "/api/devices", "[1]", 400,
                "the request body is not a JSON object; send one, with Content-Type: application/json"
            ),
            (
                .post, "/api/devices", #"{"profile":7}"#, 400,
                "the request body: the field 'profile' must be a string"
            ),
            (.get, "/api/devices/9", nil, 404, "no device with id '9'; GET /api/devices lists them"),
            (.post, "/api/devices/9/home", nil, 404, "no device with id '9'; GET /api/devices lists them"),
            (.get, "/api/devices/1/home", nil, 405, "GET is not allowed on /api/devices/1/home; use POST"),
            (.put, "/api/devices/1", nil, 405, "PUT is not allowed on /api/devices/1; use GET, DELETE"),
            (.delete, "/api/devices/9", nil, 404, "no device with id '9'; GET /api/devices lists them"),
            (.delete, "/api/devices", nil, 405, "DELETE is not allowed on /api/devices; use GET, POST"),
            (.get, "/api/nothing", nil, 404, "no resource at /api/nothing; see docs/PROTOCOL.md, REST API"),
            (
                .get, "/api/devices/1/stream", nil, 426,
                "/api/devices/1/stream is a WebSocket endpoint; connect with a WebSocket (see docs/PROTOCOL.md)"
            ),
            (
                .post, "/api/devices/1/shortcut-menu", "", 400,
                "the request body is empty; send a JSON object (see docs/PROTOCOL.md, REST API)"
            ),
            (
                .post, "/api/devices/1/shortcut-menu", "{}", 400,
                "the request body: the field 'bundleIdentifier' is missing"
            ),
            (
                .post, "/api/devices/1/shortcut-menu", #"{"bundleIdentifier":"com.company.appnam"}"#, 422,
                "no app with bundle identifier com.company.appnam on device 1; did you mean com.company.appname?"
            ),
            (
                .post, "/api/devices/1/shortcut-menu",
                #"{"bundleIdentifier":"com.company.appname","type":"nope"}"#, 422,
                "the menu of com.company.appname has no row of type 'nope'; its rows are: com.company.appname.000, com.company.appname.001"
            ),
            (
                .post, "/api/devices/1/apps/org.example.none/launch", nil, 404,
                "no app with bundle identifier org.example.none on device 1; GET /api/devices/1 lists its apps"
            ),
            (
                .post, "/api/devices/1/apps/org.example.none/terminate", nil, 404,
                "no app with bundle identifier org.example.none on device 1; GET /api/devices/1 lists its apps"
            ),
            (
                .put, "/api/devices/1/settings", "{}", 400,
                "the request body: give at least one of 'forceTouchEnabled', 'sensitivity' and 'language'"
            ),
            (
                .put, "/api/devices/1/settings", #"{"sensitivity":"hard"}"#, 400,
                "the request body: 'sensitivity' is 'hard'; use one of light, medium, firm"
            ),
            (
                .put, "/api/devices/1/settings", #"{"language":""}"#, 422,
                "the language setting is empty; give a language code such as 'en' or 'zh-Hans'."
            ),
            (
                .post, "/api/devices/1/touches", "", 400,
                #"the request body is not a valid trace: it holds no samples; send trace lines such as {"t":0,"id":1,"phase":"began","x":60,"y":90,"force":0}"#
            ),
        ] as [(HTTPMethod, String, String?, Int, String)])
    func errors(method: HTTPMethod, path: String, body: String?, status: Int, message: String) async throws {
        let simulator = try LiveSimulator()
        let reply = try await simulator.request(method, path, body: body)
        #expect(reply.status == status)
        #expect(reply.response.headers["Content-Type"] == "application/json")
        #expect(reply.message == message)
        await simulator.stop()
    }

    @Test("An unknown profile is refused with the profiles there are")
    func unknownProfile() async throws {
        let simulator = try LiveSimulator()
        let reply = try await simulator.request(.post, "/api/devices", body: #"{"profile":"iPhone 6x"}"#)
        #expect(reply.status == 422)
        #expect(
            reply.message?.hasPrefix(
                "no profile named 'iPhone 6x'; did you mean 'iPhone 6s'? Profiles: iPhone 6s, ") == true)
        await simulator.stop()
    }

    @Test("3D Touch cannot be switched on for an iPhone SE")
    func forceTouchOnSE() async throws {
        let simulator = try LiveSimulator(profile: "iPhone SE")
        let reply = try await simulator.request(
            .put, "/api/devices/1/settings", body: #"{"forceTouchEnabled":true}"#)
        #expect(reply.status == 422)
        #expect(
            reply.message?.hasPrefix("the iPhone SE has no 3D Touch, so it cannot be switched on") == true)
        await simulator.stop()
    }

    @Test(
        "Seed 003 over the API: the menu before the first launch, launching through Search, home, terminate")
    func appSearchStory() async throws {
        let simulator = try LiveSimulator()
        var reply = try await simulator.request(
            .post, "/api/devices/1/shortcut-menu", body: #"{"bundleIdentifier":"com.company.appname"}"#)
        #expect(reply.status == 200)
        #expect(reply.json["menu"]["bundleIdentifier"] == "com.company.appname")
        #expect(reply.json["menu"]["items"].array?.map { $0["title"] } == ["Search", "Share"])
        #expect(reply.json["screen"] == "home")

        reply = try await simulator.request(
            .post, "/api/devices/1/shortcut-menu",
            body: #"{"bundleIdentifier":"com.company.appname","type":"com.company.appname.000"}"#)
        #expect(reply.status == 200)
        #expect(reply.json["screen"] == "com.company.appname")
        #expect(reply.json["menu"].isNull)
        let log = reply.json["log"].array ?? []
        #expect(
            log.contains {
                $0["event"] == "didFinishLaunching" && $0["shortcutType"] == "com.company.appname.000"
            })
        #expect(log.filter { $0["message"] == "First shortcut selected" }.count == 1)
        #expect(!log.contains { $0["event"] == "performActionForShortcutItem" })

        reply = try await simulator.request(.post, "/api/devices/1/home")
        #expect(reply.json["screen"] == "home")
        #expect(
            reply.json["apps"].array?.first { $0["bundleIdentifier"] == "com.company.appname" }?["state"]
                == "background")

        reply = try await simulator.request(
            .post, "/api/devices/1/shortcut-menu", body: #"{"bundleIdentifier":"com.company.appname"}"#)
        #expect(
            reply.json["menu"]["items"].array?.map { $0["title"] } == ["Search", "Share", "Play", "Pause"])

        reply = try await simulator.request(.post, "/api/devices/1/apps/com.company.appname/terminate")
        #expect(
            reply.json["apps"].array?.first { $0["bundleIdentifier"] == "com.company.appname" }?["state"]
                == "notRunning")
        #expect(reply.json["log"].array?.last?["event"] == "willTerminate")

        reply = try await simulator.request(.post, "/api/devices/1/apps/com.company.appname/launch")
        #expect(reply.json["screen"] == "com.company.appname")
        await simulator.stop()
    }

    @Test("PUT settings: sensitivity moves the thresholds, 3D Touch switches off")
    func settings() async throws {
        let simulator = try LiveSimulator()
        var reply = try await simulator.request(
            .put, "/api/devices/1/settings", body: #"{"sensitivity":"firm"}"#)
        #expect(reply.status == 200)
        #expect(reply.json["settings"]["sensitivity"] == "firm")
        #expect((reply.json["thresholds"]["peek"].number ?? 0) > 4.5)
        reply = try await simulator.request(
            .put, "/api/devices/1/settings", body: #"{"forceTouchEnabled":false}"#)
        #expect(reply.json["settings"]["forceTouchEnabled"] == false)
        #expect(reply.json["settings"]["sensitivity"] == "firm")
        await simulator.stop()
    }

    @Test("POST touches: a force press on an icon, applied at its own times (a manual clock), opens the menu")
    func touchesOpenTheMenu() async throws {
        // The devices read this clock and their timer stands still: the test moves time and ticks.
        let clock = ManualClock(start: 100)
        let simulator = try LiveSimulator(manualClock: clock)
        let watch = ScriptWatch(simulator)
        let centre = simulator.iconCentre("com.company.appname")
        let trace = Self.forcePressTrace(at: centre)
        let reply = Task { try await simulator.request(.post, "/api/devices/1/touches", body: trace) }
        // The trace's times, placed from the clock's reading when the request arrived (100 s).
        let placed = await watch.queuedBatch().samples
        let offsets: [TimeInterval] = [0] + (1...20).map { Double($0) * 0.04 } + [0.9]
        let moves = Array(repeating: TouchPhase.moved, count: 20)
        let phases: [TouchPhase] = [TouchPhase.began] + moves + [TouchPhase.ended]
        #expect(placed.map(\.timestamp) == offsets.map { 100 + $0 })
        #expect(placed.map(\.phase) == phases)
        // The first sample is applied at once; each later one not a moment before its time, and at
        // the first tick that reaches it.
        #expect(watch.applied.map { $0.time } == [100])
        for (index, sample) in placed.enumerated().dropFirst() {
            clock.set(to: sample.timestamp - 0.005)
            simulator.tick()
            #expect(watch.applied.count == index, "sample \(index) was applied before its time")
            clock.set(to: sample.timestamp)
            simulator.tick()
            #expect(watch.applied.count == index + 1, "sample \(index) was not applied at its time")
        }
        #expect(watch.applied.map { $0.sample } == placed)
        #expect(watch.applied.map { $0.time } == placed.map(\.timestamp))
        let answer = try await reply.value
        #expect(answer.status == 200)
        #expect(answer.json["menu"]["bundleIdentifier"] == "com.company.appname")
        await simulator.stop()
    }

    @Test("POST touches with a header line, and errors that name the line")
    func touchesWithHeaderAndErrors() async throws {
        let simulator = try LiveSimulator()
        let centre = simulator.iconCentre("com.company.appname")
        let ok = try await simulator.request(
            .post, "/api/devices/1/touches", body: Self.forcePressTrace(at: centre, header: true))
        #expect(ok.status == 200)
        #expect(ok.json["menu"]["bundleIdentifier"] == "com.company.appname")
        let bad = try await simulator.request(
            .post, "/api/devices/1/touches",
            body: #"{"t":0,"id":1,"phase":"began","x":1,"y":1,"force":0}"# + "\n"
                + #"{"t":0.1,"id":1,"phase":"lifted","x":1,"y":1,"force":0}"#)
        #expect(bad.status == 400)
        #expect(
            bad.message?.hasPrefix("the request body is not a valid trace: line 2") == true,
            "\(bad.message ?? "")")
        await simulator.stop()
    }

    @Test("GET render gives the render tree")
    func render() async throws {
        let simulator = try LiveSimulator()
        let reply = try await simulator.request(.get, "/api/devices/1/render")
        #expect(reply.status == 200)
        #expect(reply.json["id"].int != nil)
        #expect(reply.json["kind"].string != nil)
        #expect(reply.json["attributes"]["frame"].array?.count == 4)
        await simulator.stop()
    }

    @Test("The web client's files are served with their types")
    func webClient() async throws {
        let simulator = try LiveSimulator()
        for (path, type) in [
            ("/", "text/html; charset=utf-8"), ("/index.html", "text/html; charset=utf-8"),
            ("/simulator.js", "text/javascript; charset=utf-8"),
            ("/protocol.js", "text/javascript; charset=utf-8"),
            ("/simulator.css", "text/css; charset=utf-8"),
        ] {
            let reply = try await simulator.request(.get, path)
            #expect(reply.status == 200, "\(path)")
            #expect(reply.response.headers["Content-Type"] == type, "\(path)")
            #expect(!reply.response.body.isEmpty)
        }
        #expect(try await simulator.request(.get, "/nothing.js").status == 404)
        #expect(try await simulator.request(.get, "/..%2FPackage.swift").status == 404)
        await simulator.stop()
    }

    @Test("An --install path that cannot be read is a clear error at startup")
    func unreadableInstallPath() {
        #expect(throws: SimulatorError.self) { try LiveSimulator(install: ["/nonexistent/Info.plist"]) }
        do {
            _ = try LiveSimulator(install: ["/nonexistent/Info.plist"])
        } catch {
            #expect(
                (error as? SimulatorError)?.message.hasPrefix(
                    "cannot install the app at /nonexistent/Info.plist") == true)
        }
    }

    @Test("Dynamic quick actions survive a restart with the same state directory")
    func persistence() async throws {
        let first = try LiveSimulator()
        let folder = first.stateDirectory
        _ = try await first.request(.post, "/api/devices/1/apps/com.company.appname/launch")
        await first.stop(keepingState: true)
        let second = try LiveSimulator(stateDirectory: folder)
        let reply = try await second.request(
            .post, "/api/devices/1/shortcut-menu", body: #"{"bundleIdentifier":"com.company.appname"}"#)
        #expect(
            reply.json["menu"]["items"].array?.map { $0["title"] } == ["Search", "Share", "Play", "Pause"])
        await second.stop()
    }
}

/// Bad input on the HTTP port gets its error and the simulator keeps serving everyone else.
@Suite("Simulator under bad input", .simulatorTimeLimit)
@MainActor
struct SimulatorBadInputTests {
    @Test("Malformed HTTP, oversized headers and a cross-origin stream are refused; an open stream goes on")
    func keepsServing() async throws {
        let simulator = try LiveSimulator()
        let stream = try await StreamClient.connect(simulator)
        _ = try await stream.opening()

        let garbage = try await TCPClient.connect(port: simulator.port)
        try await garbage.write("HELLO / NOTHTTP\r\n\r\n")
        let refused = String(decoding: try await garbage.readUntilClosed(), as: UTF8.self)
        #expect(refused.hasPrefix("HTTP/1.1 400 "), "\(refused.prefix(80))")

        let big = try await TCPClient.connect(port: simulator.port)
        try await big.write(
            "GET /api/devices HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 20_000))\r\n\r\n")
        let tooLarge = String(decoding: try await big.readUntilClosed(), as: UTF8.self)
        #expect(tooLarge.hasPrefix("HTTP/1.1 431 "), "\(tooLarge.prefix(80))")

        await #expect(throws: HTTPClientError.self) {
            try await StreamClient.connect(
                simulator, origin: "http://localhost.evil.example:\(simulator.port)")
        }

        try await stream.send(.ping(id: 5))
        #expect(try await stream.next() == ["id": 5, "type": "pong"])
        #expect(try await simulator.request(.get, "/api/devices/1").status == 200)
        await stream.close()
        await simulator.stop()
    }

    @Test("DELETE /api/devices/{id}: the device, its stream and its saved state go; ids are not reused")
    func deletesDevices() async throws {
        let simulator = try LiveSimulator()
        #expect(try await simulator.request(.post, "/api/devices").json["id"] == "2")
        #expect(try await simulator.request(.post, "/api/devices").json["id"] == "3")
        let folder = simulator.stateDirectory.appendingPathComponent("devices/2", isDirectory: true)
        #expect(FileManager.default.fileExists(atPath: folder.path))
        let stream = try await StreamClient.connect(simulator, device: "2")
        _ = try await stream.opening()

        let deleted = try await simulator.request(.delete, "/api/devices/2")
        #expect(deleted.status == 200)
        #expect(deleted.json["devices"].array?.map { $0["id"] } == ["1", "3"])
        #expect(deleted.json["profiles"].array?.isEmpty == false)

        // The page watching it is told why its stream ended.
        let close: WebSocketClose? = try await stream.untilClosed()
        #expect(close?.code.rawValue == 4004)
        #expect(close?.reason == "device 2 was deleted")

        // Its saved dynamic quick actions are gone, with nothing left aside.
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        let left = try FileManager.default.contentsOfDirectory(
            atPath: simulator.stateDirectory.appendingPathComponent("devices").path)
        #expect(left.sorted() == ["1", "3"])

        // Everything about it answers 404 now, the stream in the API's JSON.
        let gone = try await simulator.request(.get, "/api/devices/2")
        #expect(gone.status == 404)
        #expect(gone.message == "no device with id '2'; GET /api/devices lists them")
        #expect(try await simulator.request(.delete, "/api/devices/2").status == 404)
        await #expect(
            throws: HTTPClientError.handshakeFailed(
                .unexpectedStatus(
                    404, #"{"error":{"message":"no device with id '2'; GET /api/devices lists them"}}"#))
        ) {
            _ = try await StreamClient.connect(simulator, device: "2")
        }

        // A new device gets a new number; the others are untouched.
        #expect(try await simulator.request(.post, "/api/devices").json["id"] == "4")
        #expect(try await simulator.request(.get, "/api/devices/3").status == 200)
        await simulator.stop()
    }

    @Test("Deleting the active device moves the control port to the oldest one left; with none, it says so")
    func deletingTheActiveDevice() async throws {
        let simulator = try LiveSimulator()
        #expect(try await simulator.request(.post, "/api/devices").json["id"] == "2")
        #expect(simulator.server.registry.activeID == "2")
        #expect(try await simulator.request(.delete, "/api/devices/2").status == 200)
        #expect(try await simulator.control("com.company.appname\n") == "ok\n")
        #expect(
            try await simulator.request(.get, "/api/devices/1").json["menu"]["bundleIdentifier"]
                == "com.company.appname")
        #expect(try await simulator.request(.delete, "/api/devices/1").json["devices"] == [])
        let reply = try await simulator.control("com.company.appname\n")
        #expect(reply.hasPrefix("error: "))
        // The page's first visit creates a device again.
        #expect(try await simulator.request(.post, "/api/devices").json["id"] == "3")
        await simulator.stop()
    }

    @Test("Touches still to be applied when their device is deleted answer 404, saying so")
    func deletedWhileTouching() async throws {
        let simulator = try LiveSimulator()
        #expect(try await simulator.request(.post, "/api/devices").json["id"] == "2")
        let stream = try await StreamClient.connect(simulator, device: "2")
        _ = try await stream.opening()
        // Ten seconds of a firm press on AppSearch's icon: its hint shows long before the end.
        let icon = simulator.iconCentre("com.company.appname", device: "2")
        var lines = [#"{"t":0,"id":1,"phase":"began","x":\#(icon.x),"y":\#(icon.y),"force":2}"#]
        for step in 1...100 {
            let t = Double(step) / 10
            lines.append(#"{"t":\#(t),"id":1,"phase":"moved","x":\#(icon.x),"y":\#(icon.y),"force":2}"#)
        }
        lines.append(#"{"t":10.1,"id":1,"phase":"ended","x":\#(icon.x),"y":\#(icon.y),"force":0}"#)
        let body = lines.joined(separator: "\n") + "\n"
        let touches = Task { try await simulator.request(.post, "/api/devices/2/touches", body: body) }
        _ = try await stream.until { $0["type"] == "patch" && $0["mutations"].array?.isEmpty == false }
        #expect(try await simulator.request(.delete, "/api/devices/2").status == 200)
        let reply = try await touches.value
        #expect(reply.status == 404)
        #expect(
            reply.message
                == "device '2' was deleted before all of its touches were applied; the rest were dropped")
        await simulator.stop()
    }
}
