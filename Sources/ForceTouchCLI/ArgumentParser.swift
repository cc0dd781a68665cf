public import Simulator

// The command-line parser lives in the Simulator module (Sources/Simulator/Launch/ArgumentParser.swift)
// so that `SimulatorMain.run(installing:)` parses `forcetouch simulator`'s options with the same code;
// these names keep the CLI's spelling.

/// One option a command accepts (the Simulator module's `OptionSpec`).
public typealias OptionSpec = Simulator.OptionSpec

/// A parsed command line (the Simulator module's `ParsedArguments`).
public typealias ParsedArguments = Simulator.ParsedArguments

/// A command-line mistake (the Simulator module's `UsageError`).
public typealias UsageError = Simulator.UsageError

/// Parses `arguments` against `options` (the Simulator module's `parseArguments(_:options:)`).
public func parseArguments(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments
{
    try Simulator.parseArguments(arguments, options: options)
}
