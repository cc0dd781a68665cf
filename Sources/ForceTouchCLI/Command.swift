package import CommandLineOptions

/// One subcommand of `forcetouch` (`replay`, `lint`, …).
///
/// A command declares its options and help text; `CommandLineTool` parses the command line,
/// answers `--help`, turns a `UsageError` into exit status 2 with the usage, and calls `run`.
package protocol Command: Sendable {
    /// The word after `forcetouch` (`replay`).
    static var name: String { get }
    /// One line for the tool's command list.
    static var abstract: String { get }
    /// The synopsis, e.g. `forcetouch replay TRACE [--sensitivity light|medium|firm]`.
    static var usage: String { get }
    /// Longer help printed after the usage and before the options (may be empty).
    static var discussion: String { get }
    /// The options it accepts (`--help` is added by the tool).
    static var options: [OptionSpec] { get }
    /// Runs with parsed arguments; returns the exit status (0 success, 1 bad input, 2 usage).
    static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32
}
