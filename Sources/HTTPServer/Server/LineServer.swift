/// Answers one line of a line protocol: gets the line (without its line ending) and the peer
/// (`127.0.0.1:53412`), returns the reply line (without a newline), or `nil` to send nothing.
/// Called on a new `Task`, one line at a time per connection, in order.
public typealias LineHandler = @Sendable (_ line: String, _ peer: String) async -> String?

/// The line protocol's settings, handed to the loop.
struct LineProtocol: Sendable {
    var maxLineBytes: Int
    var handler: LineHandler
}

/// A TCP server for a newline-delimited text protocol, on the same event loop machinery as
/// ``HTTPServer`` (limits, timeouts, backpressure, shutdown): the seed tool's control port,
/// `echo com.example.app | nc 127.0.0.1 8000`.
///
/// Each line (ended by LF or CRLF) goes to the handler; its reply is written followed by `\n`.
/// Several lines per connection are answered in order. A last line without a newline counts when
/// the client ends its input. A line over ``maxLineBytes`` or a line that is not UTF-8 is
/// answered `error: …` (the first closes the connection, the second does not). A partial line
/// older than the request timeout is answered `error: …` and the connection closes; idle
/// connections close after the idle timeout.
///
/// ```swift
/// let control = LineServer(configuration: .init(port: 8000)) { line, _ in
///     await device.openMenu(line) ? "ok" : "error: no app with bundle identifier \(line)"
/// }
/// try control.start()
/// ```
public final class LineServer: Sendable {
    private let server: HTTPServer
    /// The longest line accepted, in bytes, without its line ending (1024, our choice).
    public let maxLineBytes: Int

    /// Creates a server; nothing is bound until ``start()``.
    public init(
        configuration: HTTPServer.Configuration = .init(), maxLineBytes: Int = 1024,
        handler: @escaping LineHandler
    ) {
        self.maxLineBytes = maxLineBytes
        server = HTTPServer(
            configuration: configuration,
            lineProtocol: LineProtocol(maxLineBytes: maxLineBytes, handler: handler))
    }

    /// Binds, listens and starts the loop thread (see ``HTTPServer/start()``).
    public func start() throws(HTTPServerError) { try server.start() }

    /// The port, real once started.
    public var port: Int { server.port }

    /// Whether the server listens on a loopback address only.
    public var isLoopback: Bool { server.isLoopback }

    /// Counters.
    public var statistics: HTTPServer.Statistics { server.statistics }

    /// Stops the server (see ``HTTPServer/shutdown()``).
    public func shutdown() { server.shutdown() }

    /// Returns once the loop thread has exited.
    public func waitUntilStopped() async { await server.waitUntilStopped() }

    /// Makes SIGINT and SIGTERM (or `signals`) call ``shutdown()``.
    public func installSignalHandlers(for signals: [Int32] = HTTPServer.shutdownSignals) -> SignalHandlers {
        server.installSignalHandlers(for: signals)
    }
}

/// A line-protocol connection's input, owned by the loop thread.
final class LineSession {
    var buffer = ByteBuffer()
    /// The number of the next line (1-based), for messages.
    var lineNumber = 1
    /// The client ended its input: a final unterminated line is complete.
    private(set) var inputFinished = false

    /// Marks the end of input.
    func finishInput() { inputFinished = true }

    /// The next complete line's bytes without its line ending; `nil` when none is complete.
    /// `.failure` when the line (complete or not) exceeds `limit`.
    func nextLine(limit: Int) -> Result<[UInt8], LineTooLong>? {
        let bytes = buffer.readable
        if let lf = bytes.firstIndex(of: 10) {
            var line = Array(bytes[bytes.startIndex..<lf])
            buffer.consume(line.count + 1)
            if line.last == 13 { line.removeLast() }
            return line.count > limit ? .failure(LineTooLong()) : .success(line)
        }
        if bytes.count > limit + 1 { return .failure(LineTooLong()) }
        if inputFinished && !bytes.isEmpty {
            var line = buffer.readAll()
            if line.last == 13 { line.removeLast() }
            return line.count > limit ? .failure(LineTooLong()) : .success(line)
        }
        return nil
    }

    /// A line over the limit.
    struct LineTooLong: Error {}
}
