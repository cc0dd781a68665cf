import BrowserTesting
import Foundation
import HTTPServer
import Simulator
import Testing

/// The seed tool's control port against a running simulator.
@Suite("Control port, live", .simulatorTimeLimit)
@MainActor
struct ControlPortTests {
    @Test("The seed's command: echo 'com.company.appname' | nc 127.0.0.1 PORT opens the menu at once")
    func seedCommand() async throws {
        let simulator = try LiveSimulator()
        #expect(try await simulator.control("com.company.appname\n") == "ok\n")
        let state = try await simulator.request(.get, "/api/devices/1")
        #expect(state.json["menu"]["bundleIdentifier"] == "com.company.appname")
        await simulator.stop()
    }

    @Test(
        "Several ids per connection, CRLF, whitespace, garbage and unknown ids: one reply line each, in order"
    )
    func severalLines() async throws {
        let simulator = try LiveSimulator()
        let replies = try await simulator.control(
            "com.company.appname\r\n  com.company.appname\t\nnope.app\n\nhello world\ncom.company.appnam\ncom.bad\u{7}\n"
        )
        #expect(
            replies.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
                "ok",
                "ok",
                "error: no app with bundle identifier nope.app on device 1; GET /api/devices/1 lists its apps",
                "error: empty line; send one bundle identifier per line, such as com.company.appname",
                "error: 'hello world' is not a bundle identifier: ' ' at column 6; use letters, digits, '.', '-' and '_', such as com.company.appname",
                "error: no app with bundle identifier com.company.appnam on device 1; did you mean com.company.appname?",
                "error: control character 0x07 at column 8; send one bundle identifier per line, such as com.company.appname",
                "",
            ])
        await simulator.stop()
    }

    @Test("A line without a newline counts when the input ends; a line over 256 bytes is refused")
    func lastLineAndLongLine() async throws {
        let simulator = try LiveSimulator()
        #expect(try await simulator.control("com.company.appname") == "ok\n")
        let long = try await simulator.control(String(repeating: "a", count: 300) + "\n")
        #expect(long == "error: line longer than 256 bytes; send one short line per request\n")
        #expect(try await simulator.control("\u{FF}\u{FE}\n").hasPrefix("error: "))
        await simulator.stop()
    }

    @Test("Binary garbage is answered and the simulator keeps serving")
    func binaryGarbage() async throws {
        let simulator = try LiveSimulator()
        let client = try await TCPClient.connect(port: simulator.controlPort)
        try await client.write([0xFF, 0x00, 0xC3, 0x28, 0x0A])
        client.finishWriting()
        let reply = String(decoding: try await client.readUntilClosed(), as: UTF8.self)
        #expect(reply == "error: line 1 is not UTF-8 text\n")
        #expect(try await simulator.control("com.company.appname\n") == "ok\n")
        #expect(try await simulator.request(.get, "/api/devices").status == 200)
        await simulator.stop()
    }

    @Test("The control port acts on the active device: the last one created or used")
    func activeDevice() async throws {
        let simulator = try LiveSimulator()
        _ = try await simulator.request(.post, "/api/devices", body: #"{"profile":"iPhone X"}"#)
        #expect(try await simulator.control("com.company.appname\n") == "ok\n")
        #expect(try await !simulator.request(.get, "/api/devices/2").json["menu"].isNull)
        #expect(try await simulator.request(.get, "/api/devices/1").json["menu"].isNull)
        _ = try await simulator.request(.post, "/api/devices/1/home")
        #expect(try await simulator.control("com.company.appname\n") == "ok\n")
        #expect(try await !simulator.request(.get, "/api/devices/1").json["menu"].isNull)
        await simulator.stop()
    }

    @Test("ControlPortClient sends ids and reads the replies")
    func client() async throws {
        let simulator = try LiveSimulator()
        let replies = try await ControlPortClient.send(
            ["com.company.appname", "x.y"], port: simulator.controlPort, timeout: .seconds(30))
        #expect(replies.first == .ok)
        #expect(
            replies.last
                == .error("no app with bundle identifier x.y on device 1; GET /api/devices/1 lists its apps"))
        await simulator.stop()
    }

    @Test("A control port in use is reported once; the simulator goes on without it")
    func portInUse() async throws {
        let first = try LiveSimulator()
        let second = try LiveSimulator(controlPort: first.controlPort)
        #expect(second.server.controlPort == nil)
        #expect(second.server.warnings.count == 1)
        #expect(
            second.server.warnings.first?.hasPrefix(
                "warning: the control port 127.0.0.1:\(first.controlPort) is not available (") == true)
        #expect(try await second.request(.get, "/api/devices").status == 200)
        await second.stop()
        await first.stop()
    }
}
