public import HTTPServer
import Synchronization

/// The simulator's log: the HTTP server's and control port's events (connections refused at the
/// limit, descriptors exhausted, slow readers dropped, WebSockets closed with 1008, handlers that
/// failed, requests rejected) as lines, at most `maximumLines` per `window`; the rest are counted
/// and the count is written with the next line after the window.
///
/// ```swift
/// let log = SimulatorLog { line in FileHandle.standardError.write(Data(line.utf8)) }
/// let configuration = SimulatorServer.Configuration(log: log.sink)
/// ```
///
/// Safe from any thread (the server's loop thread calls it).
public final class SimulatorLog: Sendable {
    /// The least severe event written (`info`: routine `debug` events, such as a closed
    /// connection, are not).
    public let minimumLevel: ServerLogEvent.Level
    /// The most lines written per window (20).
    public let maximumLines: Int
    /// The window (10 s).
    public let window: Duration

    private struct State {
        var windowStart: Duration?
        var written = 0
        var suppressed = 0
    }

    private let state = Mutex(State())
    private let clock: @Sendable () -> Duration
    private let write: @Sendable (String) -> Void

    /// Creates a log writing each line (with its newline) through `write`.
    /// - Parameter clock: the time (injected by tests); by default a monotonic clock.
    public init(
        minimumLevel: ServerLogEvent.Level = .info, maximumLines: Int = 20, window: Duration = .seconds(10),
        clock: (@Sendable () -> Duration)? = nil, write: @escaping @Sendable (String) -> Void
    ) {
        self.minimumLevel = minimumLevel
        self.maximumLines = max(1, maximumLines)
        self.window = window
        let start = ContinuousClock.now
        self.clock = clock ?? { ContinuousClock.now - start }
        self.write = write
    }

    /// The sink to hand to ``SimulatorServer/Configuration/log``.
    public var sink: ServerLogSink { { [self] event in record(event) } }

    /// Writes `event` as `simulator: warning: 127.0.0.1:5000: …`, unless its level is below
    /// ``minimumLevel`` or the window's lines are used up (then it is counted).
    /// - Complexity: O(1).
    public func record(_ event: ServerLogEvent) {
        guard event.level >= minimumLevel else { return }
        let now = clock()
        state.withLock { state in
            var text = ""
            if let start = state.windowStart, now - start < window {
                // Same window.
            } else {
                if state.suppressed > 0 {
                    text +=
                        "simulator: \(state.suppressed) more log line\(state.suppressed == 1 ? "" : "s") "
                        + "were not shown (at most \(maximumLines) per \(window))\n"
                }
                state = State(windowStart: now)
            }
            if state.written < maximumLines {
                state.written += 1
                text += "simulator: \(event)\n"
            } else {
                state.suppressed += 1
            }
            if !text.isEmpty { write(text) }
        }
    }
}
