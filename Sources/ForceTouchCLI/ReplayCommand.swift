package import CommandLineOptions
import ForceTouch
import Foundation

/// `forcetouch replay TRACE`: runs a recorded trace through the force press recognizer and prints
/// every phase transition, one per line.
public enum ReplayCommand: Command {
    /// `replay`.
    public static let name = "replay"
    /// One line for the tool's command list.
    public static let abstract =
        "Replay a touch trace through the force press recognizer and print its transitions."
    /// The synopsis.
    public static let usage =
        "forcetouch replay TRACE [--sensitivity light|medium|firm] [--capability available|unavailable] "
        + "[--format text|json]"
    /// What it prints and how it exits.
    public static let discussion = """
        TRACE is a ForceTouchKit trace (JSON Lines: a header such as
        {"forcetouch-trace":1,"maximumPossibleForce":6.666667}, then one sample per line such as
        {"t":0.016,"id":1,"phase":"moved","x":120.5,"y":300,"force":2.4}); '-' reads standard input.

        Each line of output is one transition: hint, peek, pop, ended or cancelled, at the time t
        (seconds) of the sample that caused it or the moment a timing rule allowed it, with the
        smoothed force (UIKit units). Without 3D Touch (--capability unavailable) a 0.5 s hold reports
        hint and then peek. JSON lines hold t, phase, force, from (the state before) and id (the
        touch); t is rounded to microseconds, force to 4 decimals.

        Exit status: 0 replayed, 1 the trace is malformed (the message names the line and field),
        2 a usage error or a path that cannot be read.
        """
    /// The options.
    package static let options: [OptionSpec] = [
        .value(
            "sensitivity", "light|medium|firm", allowed: Sensitivity.allCases.map(\.rawValue),
            help: "3D Touch sensitivity (default medium)."),
        .value(
            "capability", "available|unavailable", allowed: ["available", "unavailable"],
            help:
                "Whether 3D Touch is available (default available); unavailable replays the long-press alternative."
        ),
        .value("format", "text|json", allowed: ["text", "json"], help: "Output format (default text)."),
    ]

    /// Reads the trace, replays it, prints the transitions.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        guard let path = arguments.positionals.first else { throw .missingArgument("TRACE") }
        if arguments.positionals.count > 1 { throw .unexpectedArgument(arguments.positionals[1]) }
        let sensitivity = arguments.value("sensitivity").flatMap(Sensitivity.init(rawValue:)) ?? .medium
        let capability = arguments.value("capability").flatMap(ForceTouchCapability.init(name:)) ?? .available
        let json = arguments.value("format") == "json"

        let name = path == "-" ? "<stdin>" : path
        let data: Data
        if path == "-" {
            data = io.readStandardInput()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                io.printError("error: cannot read '\(path)': \(readFailure(error, path: path))")
                return ExitStatus.usage
            }
        }
        let trace: Trace
        do {
            trace = try Trace(data: data)
        } catch {
            io.printError("error: \(name): \(error.message)")
            return ExitStatus.failure
        }
        var recognizer = ForcePressRecognizer(sensitivity: sensitivity, capability: capability)
        var output = ""
        trace.replay(with: &recognizer) { event, touchID, _ in
            guard event.kind.isTransition else { return }
            output += json ? jsonLine(event, touchID: touchID) : textLine(event, touchID: touchID)
            output += "\n"
        }
        io.write(output)
        return ExitStatus.success
    }

    /// `0.300000  peek       force 4.5000  (from hint, touch 1)`.
    static func textLine(_ event: ForcePressEvent, touchID: Int) -> String {
        let phase = event.kind.description.padding(toLength: 9, withPad: " ", startingAt: 0)
        return String(format: "%.6f", event.timestamp) + "  \(phase)  force "
            + String(format: "%.4f", Double(event.force))
            + "  (from \(event.previousState), touch \(touchID))"
    }

    /// `{"t":0.3,"phase":"peek","force":4.5,"from":"hint","id":1}`.
    static func jsonLine(_ event: ForcePressEvent, touchID: Int) -> String {
        let t = (event.timestamp * 1_000_000).rounded() / 1_000_000
        let force = (Double(event.force) * 10_000).rounded() / 10_000
        return
            "{\"t\":\(TraceWriter.number(t)),\"phase\":\"\(event.kind)\",\"force\":\(TraceWriter.number(force)),"
            + "\"from\":\"\(event.previousState)\",\"id\":\(touchID)}"
    }

    /// Why a path could not be read, in words.
    static func readFailure(_ error: any Error, path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return "no such file"
        }
        if isDirectory.boolValue { return "it is a directory; give a trace file" }
        return "permission denied or unreadable"
    }
}
