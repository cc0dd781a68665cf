import HTTPServer
import Testing

@testable import ForceTouchCLI

@Suite("forcetouch shortcut: the control port's client")
struct ShortcutCommandTests {
    /// A loopback port where nothing listens: bound by a server that is then stopped.
    static func closedPort() async throws -> Int {
        let server = HTTPServer(configuration: .init(port: 0)) { _ in .text("") }
        try server.start()
        let port = server.port
        server.shutdown()
        await server.waitUntilStopped()
        return port
    }

    @Test("No simulator listening: exit 2, and the message says to start it")
    func cannotConnect() async throws {
        let port = try await Self.closedPort()
        let captured = CapturedIO()
        let status = await CommandLineTool.main(
            arguments: ["shortcut", "com.company.appname", "--control-port", String(port)], io: captured.io)
        #expect(status == 2)
        #expect(captured.output.isEmpty)
        #expect(
            captured.errorOutput
                == "error: cannot connect to the simulator's control port at 127.0.0.1:\(port) (Connection refused); start the simulator with 'forcetouch simulator' (or pass --control-port)\n"
        )
    }

    @Test(
        "Something that is no bundle identifier is refused before connecting: exit 1",
        arguments: [
            (
                "two words",
                "error: 'two words' is not a bundle identifier: ' ' at column 4; use letters, digits, '.', '-' and '_', such as com.company.appname\n"
            ),
            ("", "error: empty line; send one bundle identifier per line, such as com.company.appname\n"),
        ])
    func badIdentifier(argument: String, message: String) async {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(
            arguments: ["shortcut", argument, "--control-port", "1"], io: captured.io)
        #expect(status == 1)
        #expect(captured.errorOutput == message)
    }

    @Test(
        "Usage errors: exit 2",
        arguments: [
            (["shortcut"], "error: missing argument BUNDLE_ID"),
            (["shortcut", "a", "b"], "error: unexpected argument 'b'"),
            (
                ["shortcut", "a", "--control-port", "http"],
                "error: '--control-port' needs a port number 1…65535, not 'http'"
            ),
            (
                ["shortcut", "a", "--control-port", "0"],
                "error: '--control-port' needs a port number 1…65535, not '0'"
            ),
        ])
    func usage(arguments: [String], firstLine: String) async {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: arguments, io: captured.io)
        #expect(status == 2)
        #expect(captured.errorOutput.split(separator: "\n").first.map(String.init) == firstLine)
        #expect(
            captured.errorOutput.contains(
                "usage: forcetouch shortcut BUNDLE_ID [--control-port 8000] [--host 127.0.0.1]"))
    }
}
