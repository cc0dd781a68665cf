/// Why an InkML document could not be read, and where: `file:line:column: message`.
public struct InkMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's name as the caller gave it (`<stdin>` for standard input).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// What is wrong and what to do, one line.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// How much InkML a reader accepts before it stops with an error (hostile or broken files).
public struct InkMLLimits: Sendable, Hashable {
    /// The largest document, in bytes. Default 64 MiB.
    public var maximumBytes = 64 << 20
    /// The deepest element nesting. Default 32 (InkML needs about 6).
    public var maximumDepth = 32
    /// The most traces. Default 100,000.
    public var maximumTraces = 100_000
    /// The most points over all traces. Default 10,000,000.
    public var maximumPoints = 10_000_000

    /// The default limits.
    public init() {}
}
