package import CommandLineOptions
import ForceTouch
import Foundation
import Ink

/// `forcetouch ink TRACE`: draws a recorded trace with the default brush (one stroke per touch)
/// and prints it as SVG, InkML or JSON; `--from-inkml FILE` reads an InkML drawing instead.
public enum InkCommand: Command {
    /// `ink`.
    public static let name = "ink"
    /// One line for the tool's command list.
    public static let abstract =
        "Draw a touch trace (or an InkML file) with pressure and print SVG, InkML or JSON."
    /// The synopsis.
    public static let usage =
        "forcetouch ink TRACE [--mode width|opacity|both] [--size PT] [--format svg|inkml|json]\n"
        + "       forcetouch ink --from-inkml FILE [--format svg|json]"
    /// What it prints and how it exits.
    public static let discussion = """
        TRACE is a ForceTouchKit trace (the format 'forcetouch replay' reads); '-' reads standard
        input. Each touch, from began to ended or cancelled, becomes one stroke drawn with the
        default brush (see docs/Ink.md): force makes the line wider (--mode width), more opaque
        (--mode opacity) or both; a touch without force gets its width from its speed.

        --format svg (the default) prints one <path> per stroke; inkml prints W3C InkML (the
        input points with X, Y, F, T channels); json prints
        {"strokes":[{"touch":ID,"points":[{"x","y","t","force","width","opacity"}],"outline":[[x,y],...]}]}.
        With --from-inkml the strokes come from an InkML file ('-' for standard input) and are
        drawn with the brushes it declares; --mode and --size do not apply.

        Exit status: 0 drawn, 1 the trace or InkML is malformed (the message names the file and
        line), 2 a usage error or a path that cannot be read.
        """
    /// The options.
    package static let options: [OptionSpec] = [
        .value(
            "mode", "width|opacity|both", allowed: Brush.Mode.allCases.map(\.rawValue),
            help: "What force changes (default width)."),
        .value("size", "PT", help: "The brush size in points, above 0 and at most 1000 (default 8)."),
        .value(
            "format", "svg|inkml|json", allowed: ["svg", "inkml", "json"],
            help: "Output format (default svg)."),
        .value("from-inkml", "FILE", help: "Read strokes from an InkML file instead of a trace."),
    ]

    /// Reads the input, draws it, prints it.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        let format = arguments.value("format") ?? "svg"
        var brush = Brush()
        if let mode = arguments.value("mode").flatMap(Brush.Mode.init(rawValue:)) { brush.mode = mode }
        if let text = arguments.value("size") {
            guard let size = Double(text), size.isFinite, size > 0, size <= 1000 else {
                throw .other(
                    "'\(text)' is not a size; give --size a number of points above 0 and at most 1000")
            }
            brush.size = size
        }
        let drawing: Drawing
        if let path = arguments.value("from-inkml") {
            if !arguments.positionals.isEmpty { throw .unexpectedArgument(arguments.positionals[0]) }
            if format == "inkml" {
                throw .other("--from-inkml prints svg or json; use --format svg or --format json")
            }
            if arguments.value("mode") != nil || arguments.value("size") != nil {
                throw .other("--mode and --size do not apply to --from-inkml (the file declares its brushes)")
            }
            guard let (data, name) = read(path, io: io) else { return ExitStatus.usage }
            do {
                drawing = try Drawing(inkML: data, file: name)
            } catch {
                io.printError("error: \(error.description)")
                return ExitStatus.failure
            }
        } else {
            guard let path = arguments.positionals.first else { throw .missingArgument("TRACE") }
            if arguments.positionals.count > 1 { throw .unexpectedArgument(arguments.positionals[1]) }
            guard let (data, name) = read(path, io: io) else { return ExitStatus.usage }
            let trace: Trace
            do {
                trace = try Trace(data: data)
            } catch {
                io.printError("error: \(name): \(error.message)")
                return ExitStatus.failure
            }
            drawing = Drawing(trace: trace, brush: brush)
        }
        switch format {
        case "json": io.print(drawing.json)
        case "inkml": io.write(drawing.inkML)
        default: io.write(drawing.svg)
        }
        return ExitStatus.success
    }

    /// The bytes at `path` (`-` = standard input) and the name to show for it; nil (after
    /// printing why) when the path cannot be read.
    static func read(_ path: String, io: CommandIO) -> (Data, String)? {
        if path == "-" { return (io.readStandardInput(), "<stdin>") }
        do {
            return (try Data(contentsOf: URL(fileURLWithPath: path)), path)
        } catch {
            io.printError("error: cannot read '\(path)': \(ReplayCommand.readFailure(error, path: path))")
            return nil
        }
    }
}
