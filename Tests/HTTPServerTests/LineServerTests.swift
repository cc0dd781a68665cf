import HTTPServer
import Testing

/// The seed tool's control port as a test double would answer it: known ids open, others do not.
private func startControlPort(_ configure: (inout HTTPServer.Configuration) -> Void = { _ in }) throws
    -> LineServer
{
    var configuration = HTTPServer.Configuration()
    configure(&configuration)
    let server = LineServer(configuration: configuration, maxLineBytes: 64) { line, _ in
        let id = line.trimmingASCIIWhitespaceForTests()
        return ["com.apple.mobilecal", "com.company.appname"].contains(id)
            ? "ok" : "error: no app with bundle identifier \(id)"
    }
    try server.start()
    return server
}

extension String {
    fileprivate func trimmingASCIIWhitespaceForTests() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

@Suite(
    "LineServer: a newline-delimited protocol on the same loop (the control port)", .timeLimit(.minutes(3)))
struct LineServerTests {
    @Test("echo 'id' | nc: one line, one reply, closed when the client's input ends")
    func oneLine() async throws {
        let server = try startControlPort()
        let client = try await TCPClient.connect(port: server.port)
        try await client.write("com.apple.mobilecal\n")
        client.finishWriting()
        #expect(text(try await client.readUntilClosed()) == "ok\n")
        server.shutdown()
        await server.waitUntilStopped()
    }

    @Test("several ids per connection, CRLF, a last line without newline, replies in order")
    func severalLines() async throws {
        let server = try startControlPort()
        let client = try await TCPClient.connect(port: server.port)
        try await client.write("com.apple.mobilecal\r\nnope\ncom.company.appname")
        client.finishWriting()
        #expect(
            text(try await client.readUntilClosed())
                == "ok\nerror: no app with bundle identifier nope\nok\n")
        server.shutdown()
        await server.waitUntilStopped()
    }

    @Test("a line over the cap is answered with an error and the connection closes")
    func tooLong() async throws {
        let server = try startControlPort()
        let client = try await TCPClient.connect(port: server.port)
        try await client.write(String(repeating: "x", count: 200))
        #expect(
            text(try await client.readUntilClosed())
                == "error: line longer than 64 bytes; send one short line per request\n")
        server.shutdown()
        await server.waitUntilStopped()
    }

    @Test("bytes that are not UTF-8 are answered with an error and the connection goes on")
    func notUTF8() async throws {
        let server = try startControlPort()
        let client = try await TCPClient.connect(port: server.port)
        try await client.write([0xFF, 0xFE, 10] + Array("com.apple.mobilecal\n".utf8))
        client.finishWriting()
        #expect(text(try await client.readUntilClosed()) == "error: line 1 is not UTF-8 text\nok\n")
        server.shutdown()
        await server.waitUntilStopped()
    }

    @Test("a line that never ends is answered with an error after the request timeout")
    func partialLine() async throws {
        let clock = ManualServerClock()
        let server = try startControlPort {
            $0.timeouts.request = .milliseconds(200)
            $0.clock = clock
        }
        let client = try await TCPClient.connect(port: server.port)
        try await client.write("com.apple.mobilecal\ncom.apple")
        #expect(text(try await client.read()) == "ok\n")  // so the partial line has arrived too
        clock.advance(by: .seconds(1))
        #expect(
            text(try await client.readUntilClosed())
                == "error: the line was not complete within 0.2 seconds; end each line with a newline\n")
        server.shutdown()
        await server.waitUntilStopped()
    }
}
