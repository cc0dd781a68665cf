public import Foundation
import Synchronization

/// Where a command reads its input and writes its output.
///
/// The real tool uses `.standard`; tests use `CapturedIO` to run commands in-process and assert the
/// exact text and exit status.
public struct CommandIO: Sendable {
    /// Writes to standard output (the text is written as given; add your own newline).
    public var write: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads all of standard input (for `-` as a path).
    public var readStandardInput: @Sendable () -> Data

    /// Creates an IO from three functions.
    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readStandardInput: @escaping @Sendable () -> Data
    ) {
        self.write = write
        self.writeError = writeError
        self.readStandardInput = readStandardInput
    }

    /// The process's own standard output, error and input.
    public static let standard = CommandIO(
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) },
        readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() }
    )

    /// Writes `line` and a newline to standard output.
    public func print(_ line: String) { write(line + "\n") }
    /// Writes `line` and a newline to standard error.
    public func printError(_ line: String) { writeError(line + "\n") }
}
