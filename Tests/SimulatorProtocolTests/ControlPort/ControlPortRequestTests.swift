import Testing

@testable import SimulatorProtocol

@Suite("Control port requests")
struct ControlPortRequestTests {
    @Test(
        "A line holding a bundle identifier, trimmed as SBShortcutMenuSimulator did",
        arguments: [
            ("com.company.appname", "com.company.appname"),
            ("com.company.appname\r", "com.company.appname"),
            ("  chengpei.shortcutDemo\t ", "chengpei.shortcutDemo"),
            ("com.example.community\r\n", "com.example.community"),
            ("a-b_c.D9", "a-b_c.D9"),
        ])
    func acceptsBundleIdentifiers(line: String, expected: String) throws {
        #expect(try ControlPortRequest(line: line).bundleIdentifier == expected)
    }

    @Test(
        "Anything that cannot be a bundle identifier is an error with its exact message",
        arguments: [
            ("", "empty line; send one bundle identifier per line, such as com.company.appname"),
            (" \t\r", "empty line; send one bundle identifier per line, such as com.company.appname"),
            (
                "hello world",
                "'hello world' is not a bundle identifier: ' ' at column 6; use letters, digits, '.', '-' and '_', such as com.company.appname"
            ),
            (
                "com.exa\u{7}mple",
                "control character 0x07 at column 8; send one bundle identifier per line, such as com.company.appname"
            ),
            (
                "\u{1B}[A",
                "control character 0x1B at column 1; send one bundle identifier per line, such as com.company.appname"
            ),
            (
                "com.café",
                "'com.café' is not a bundle identifier: U+00E9 at column 8; use letters, digits, '.', '-' and '_', such as com.company.appname"
            ),
            (
                "GET / HTTP/1.1",
                "'GET / HTTP/1.1' is not a bundle identifier: ' ' at column 4; use letters, digits, '.', '-' and '_', such as com.company.appname"
            ),
            (
                String(repeating: "a", count: 257),
                "line too long (more than 256 bytes); send one bundle identifier per line, such as com.company.appname"
            ),
        ])
    func rejectsGarbage(line: String, message: String) {
        #expect(throws: (any Error).self) { try ControlPortRequest(line: line) }
        do {
            _ = try ControlPortRequest(line: line)
        } catch {
            #expect(ControlPortReply(error).line == "error: \(message)")
        }
    }

    @Test("A line of exactly the limit is read")
    func lineAtTheLimit() throws {
        let id = String(repeating: "a", count: ControlPortRequest.maxLineBytes)
        #expect(try ControlPortRequest(line: id).bundleIdentifier == id)
    }

    @Test("A request's line is the identifier and a newline")
    func requestLine() {
        #expect(ControlPortRequest(bundleIdentifier: "com.company.appname").line == "com.company.appname\n")
    }

    @Test(
        "Device errors are worded for the reply",
        arguments: [
            (
                ControlPortError.unknownApp(
                    "com.company.appnam", device: "1", suggestion: "com.company.appname"),
                "error: no app with bundle identifier com.company.appnam on device 1; did you mean com.company.appname?"
            ),
            (
                ControlPortError.unknownApp("org.nothing.like.it", device: "2", suggestion: nil),
                "error: no app with bundle identifier org.nothing.like.it on device 2; GET /api/devices/2 lists its apps"
            ),
            (
                ControlPortError.noDevice,
                "error: no device is running; open the simulator page or create one with POST /api/devices"
            ),
        ])
    func deviceErrors(error: ControlPortError, line: String) {
        #expect(ControlPortReply(error).line == line)
    }
}

@Suite("Control port replies")
struct ControlPortReplyTests {
    @Test(
        "Reply lines are read back",
        arguments: [
            ("ok", ControlPortReply.ok),
            ("ok\n", .ok),
            ("ok\r\n", .ok),
            ("error: no app with bundle identifier x", .error("no app with bundle identifier x")),
            ("error:", .error("")),
        ])
    func readsReplies(line: String, reply: ControlPortReply) {
        #expect(ControlPortReply(line: line) == reply)
    }

    @Test(
        "A line that is no reply is nil",
        arguments: ["", "OK", "okay", "HTTP/1.1 400 Bad Request", "warning: x"])
    func rejectsOthers(line: String) {
        #expect(ControlPortReply(line: line) == nil)
    }

    @Test("Replies write one line without a newline")
    func writesLines() {
        #expect(ControlPortReply.ok.line == "ok")
        #expect(ControlPortReply.error("x").line == "error: x")
    }
}
