public import Foundation
import Synchronization

/// An in-memory `CommandIO` for tests: collects what a command writes, feeds it a fixed input.
public final class CapturedIO: Sendable {
    private let buffers = Mutex<(out: String, err: String)>(("", ""))
    private let input: Data

    /// Creates a capture whose standard input holds `input`.
    public init(input: Data = Data()) { self.input = input }

    /// Everything written to standard output so far.
    public var output: String { buffers.withLock { $0.out } }
    /// Everything written to standard error so far.
    public var errorOutput: String { buffers.withLock { $0.err } }

    /// The `CommandIO` that writes into this capture.
    public var io: CommandIO {
        CommandIO(
            write: { text in self.buffers.withLock { $0.out += text } },
            writeError: { text in self.buffers.withLock { $0.err += text } },
            readStandardInput: { self.input }
        )
    }
}
