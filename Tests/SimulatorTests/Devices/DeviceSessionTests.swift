import BrowserTesting
import ForceTouch
import Foundation
import HTTPServer
import Simulator
import SimulatorProtocol
import Testing

/// The WebSocket stream of docs/PROTOCOL.md against a running simulator.
@Suite("Device stream (WebSocket)", .simulatorTimeLimit)
@MainActor
struct DeviceSessionTests {
    static func pointer(
        _ event: PointerMessage.Event, at point: CGPoint, pressure: Double = 0, type: PointerType = .pen,
        id: Int = 2, time: Double, probe: Int? = nil
    ) -> ClientMessage {
        .pointer(
            PointerMessage(
                event: event, pointerId: id, pointerType: type, x: point.x, y: point.y, pressure: pressure,
                buttons: event == .up ? 0 : 1, timeStamp: time, probe: probe))
    }

    @Test("A session opens with hello, tree, state, log and diagnostics, in that order")
    func opening() async throws {
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let stream = try await StreamClient.connect(simulator)
        let messages = try await stream.opening()
        #expect(messages.map { $0["type"] } == ["hello", "tree", "state", "log", "diagnostics"])
        #expect(messages[0]["protocol"] == 1)
        #expect(messages[0]["device"] == "1")
        #expect(messages[0]["profile"]["name"] == "iPhone 6s")
        #expect(messages[0]["thresholds"]["hint"] == 1)
        #expect(messages[1]["seq"] == 0)
        #expect(messages[1]["root"]["id"].int != nil)
        #expect(messages[2]["screen"] == "home")
        #expect(messages[2]["menu"].isNull)
        #expect(messages[2]["apps"].array?.isEmpty == false)
        #expect(!messages[2]["settings"].isNull && !messages[2]["thresholds"].isNull)
        #expect(messages[3]["replace"] == true)
        #expect(messages[4]["replace"] == true)
        await stream.close()
        await simulator.stop()
    }

    @Test("ping → pong; garbage → error, and the connection stays open")
    func pingAndErrors() async throws {
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let stream = try await StreamClient.connect(simulator)
        _ = try await stream.opening()
        try await stream.send(.ping(id: 41))
        #expect(try await stream.next() == ["id": 41, "type": "pong"])
        try await stream.send(text: "hello")
        #expect(
            try await stream.next() == [
                "code": "notJSON",
                "message": "the message is not valid JSON; send one JSON object per text frame",
                "type": "error",
            ])
        try await stream.send(text: #"{"type":"pointer","event":"down"}"#)
        #expect(try await stream.next()["message"] == "'pointer' message: the field 'pointerId' is missing")
        try await stream.socket.send(binary: [1, 2, 3])
        #expect(try await stream.next()["code"] == "binaryMessage")
        try await stream.send(Self.pointer(.move, at: CGPoint(x: 1, y: 1), id: 99, time: 1))
        #expect(try await stream.next()["code"] == "pointerNotDown")
        try await stream.send(.ping(id: 42))
        #expect(try await stream.next() == ["id": 42, "type": "pong"])
        await stream.close()
        await simulator.stop()
    }

    @Test("A probe with no change on screen is answered at once by an empty patch with the next seq")
    func probeEcho() async throws {
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let stream = try await StreamClient.connect(simulator)
        _ = try await stream.opening()
        let corner = CGPoint(x: 2, y: 300)
        try await stream.send(Self.pointer(.down, at: corner, pressure: 0.1, time: 1000, probe: 1))
        let (patch, _) = try await stream.next("patch")
        #expect(patch["seq"] == 1)
        #expect(patch["probe"] == 1)
        try await stream.send(Self.pointer(.up, at: corner, time: 1010, probe: 2))
        let (second, skipped) = try await stream.next("patch")
        #expect(second["seq"] == 2)
        #expect(second["probe"] == 2)
        #expect(skipped.allSatisfy { $0["type"] != "patch" })
        try await stream.send(.resync)
        let (tree, _) = try await stream.next("tree")
        #expect(tree["seq"] == 3)
        await stream.close()
        await simulator.stop()
    }

    @Test("A pen force press on an icon opens the menu; force messages follow the press")
    func penForcePress() async throws {
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let icon = simulator.iconCentre("com.company.appname")
        let stream = try await StreamClient.connect(simulator)
        _ = try await stream.opening()
        try await stream.send(Self.pointer(.down, at: icon, pressure: 0.1, time: 5000))
        var time = 5000.0
        // Samples 25 ms apart on the page's clock; the server places them no later than its own
        // clock, and its timer plays the recognizer's timing rules out while the pen stays down.
        for step in 1...16 {
            time += 25
            let pressure = min(0.1 + Double(step) * 0.05, 0.75)
            let point = CGPoint(x: icon.x + (step.isMultiple(of: 2) ? 0.3 : 0), y: icon.y)
            try await stream.send(Self.pointer(.move, at: point, pressure: pressure, time: time))
        }
        let seen = try await stream.until(timeout: .seconds(5)) {
            $0["type"] == "state" && $0["menu"]["bundleIdentifier"] == "com.company.appname"
        }
        let forces = seen.filter { $0["type"] == "force" }
        let menuOpened = seen.last?["type"] == "state"
        #expect(menuOpened)
        try await stream.send(Self.pointer(.up, at: icon, time: time + 20))
        let end = try await stream.until { $0["type"] == "force" && $0["phase"] == "ended" }
        let all = forces + end.filter { $0["type"] == "force" }
        #expect(all.allSatisfy { $0["source"] == "pen" && $0["pointerId"] == 2 })
        #expect(all.contains { $0["phase"] == "hint" })
        #expect(all.contains { $0["phase"] == "peek" })
        #expect(all.last?["force"] == 0)
        #expect(
            try await simulator.request(.get, "/api/devices/1").json["menu"]["bundleIdentifier"]
                == "com.company.appname")
        await stream.close()
        await simulator.stop()
    }

    @Test("Mouse emulation: a press held with the ramp opens the menu without moving")
    func emulatedRamp() async throws {
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let icon = simulator.iconCentre("com.company.appname")
        let stream = try await StreamClient.connect(simulator)
        _ = try await stream.opening()
        // The ramp starts with the press (the page sends both at once when the key is down): a
        // press held a second without force would rightly start edit mode first.
        try await stream.send(Self.pointer(.down, at: icon, pressure: 0.5, type: .mouse, id: 1, time: 100))
        try await stream.send(.emulate(.ramp(.start)))
        let seen = try await stream.until(timeout: .seconds(5), within: .seconds(30)) {
            $0["type"] == "state" && $0["menu"]["bundleIdentifier"] == "com.company.appname"
        }
        let forces = seen.filter { $0["type"] == "force" }
        #expect(forces.first?["source"] == "mouse")
        #expect(forces.dropFirst().allSatisfy { $0["source"] == "emulated" })
        #expect(forces.count >= 3)
        try await stream.send(Self.pointer(.up, at: icon, pressure: 0, type: .mouse, id: 1, time: 2000))
        let end = try await stream.until { $0["type"] == "force" && $0["phase"] == "ended" }
        #expect(end.last?["source"] == "emulated")
        await stream.close()
        await simulator.stop()
    }

    @Test("Mouse emulation by keys: force set past peek opens the menu; emulate without a press is ignored")
    func emulatedForce() async throws {
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let icon = simulator.iconCentre("com.company.appname")
        let stream = try await StreamClient.connect(simulator)
        _ = try await stream.opening()
        try await stream.send(.emulate(.force(4.2)))
        try await stream.send(.ping(id: 1))
        #expect(try await stream.next() == ["id": 1, "type": "pong"])
        try await stream.send(Self.pointer(.down, at: icon, pressure: 0.5, type: .mouse, id: 1, time: 100))
        try await stream.send(.emulate(.force(4.2)))
        let seen = try await stream.until(timeout: .seconds(5)) {
            $0["type"] == "state" && $0["menu"]["bundleIdentifier"] == "com.company.appname"
        }
        #expect(seen.contains { $0["type"] == "force" && $0["source"] == "emulated" })
        await stream.close()
        await simulator.stop()
    }

    @Test("Changes made elsewhere reach every page of the device; settings answer with thresholds")
    func broadcast() async throws {
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        let first = try await StreamClient.connect(simulator)
        let second = try await StreamClient.connect(simulator)
        _ = try await first.opening()
        _ = try await second.opening()
        #expect(try await simulator.control("com.company.appname\n") == "ok\n")
        for stream in [first, second] {
            let seen = try await stream.until { $0["type"] == "state" }
            #expect(seen.last?["menu"]["bundleIdentifier"] == "com.company.appname")
        }
        try await first.send(.settings(SettingsChange(sensitivity: .light)))
        let answer = try await first.until { $0["type"] == "state" && !$0["thresholds"].isNull }
        #expect(answer.last?["settings"]["sensitivity"] == "light")
        #expect(answer.last?["thresholds"]["hint"] == 0.75)
        let other = try await second.until { $0["type"] == "state" && !$0["thresholds"].isNull }
        #expect(other.last?["thresholds"]["hint"] == 0.75)
        try await first.send(.button(.home))
        let closed = try await second.until { $0["type"] == "state" && $0["menu"].isNull }
        #expect(closed.last["menu"].isNull)
        await first.close()
        await second.close()
        await simulator.stop()
    }

    @Test("Settings the model cannot have are an error message; the stream goes on")
    func settingsRejected() async throws {
        let simulator = try LiveSimulator(profile: "iPhone SE")
        let stream = try await StreamClient.connect(simulator)
        _ = try await stream.opening()
        try await stream.send(.settings(SettingsChange(forceTouchEnabled: true)))
        let (error, _) = try await stream.next("error")
        #expect(error["code"] == "settingsRejected")
        #expect(error["message"].string?.hasPrefix("the iPhone SE has no 3D Touch") == true)
        await stream.close()
        await simulator.stop()
    }

    @Test("A stream for an unknown device is refused with the API's JSON 404; another origin with 403")
    func refusedHandshakes() async throws {
        let simulator = try LiveSimulator(editingHold: LiveSimulator.slowPressEditingHold)
        await #expect(throws: HTTPClientError.self) { try await StreamClient.connect(simulator, device: "9") }
        do {
            _ = try await StreamClient.connect(simulator, device: "9")
        } catch let error as HTTPClientError {
            if case .handshakeFailed(.unexpectedStatus(let code, let body)) = error {
                #expect(code == 404)
                #expect(
                    body == #"{"error":{"message":"no device with id '9'; GET /api/devices lists them"}}"#)
            } else {
                Issue.record("\(error)")
            }
        }
        do {
            _ = try await StreamClient.connect(simulator, origin: "http://evil.example")
            Issue.record("a cross-origin WebSocket was accepted")
        } catch let error as HTTPClientError {
            if case .handshakeFailed(.unexpectedStatus(let code, _)) = error {
                #expect(code == 403)
            } else {
                Issue.record("\(error)")
            }
        }
        let own = try await StreamClient.connect(simulator, origin: simulator.origin)
        #expect(try await own.next()["type"] == "hello")
        await own.close()
        await simulator.stop()
    }
}
