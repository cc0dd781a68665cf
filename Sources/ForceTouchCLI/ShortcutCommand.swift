package import CommandLineOptions
public import Simulator
import SimulatorProtocol

/// `forcetouch shortcut BUNDLE_ID`: opens an app's quick action menu in a running simulator
/// through its control port, as `echo BUNDLE_ID | nc 127.0.0.1 8000` does.
public enum ShortcutCommand: Command {
    /// `shortcut`.
    public static let name = "shortcut"
    /// One line for the tool's command list.
    public static let abstract = "Open an app's quick action menu in a running simulator (its control port)."
    /// The synopsis.
    public static let usage = "forcetouch shortcut BUNDLE_ID [--control-port 8000] [--host 127.0.0.1]"
    /// What it prints and how it exits.
    public static let discussion = """
        Sends BUNDLE_ID to the simulator's control port, which opens that app's quick action menu on
        the active device at once (the replacement for SBShortcutMenuSimulator; the same as
        echo BUNDLE_ID | nc 127.0.0.1 8000). Prints the simulator's reply.

        Exit status: 0 the menu opened (reply 'ok'), 1 the simulator answered with an error (no such
        app, not a bundle identifier), 2 a usage error or no simulator listening on the port.
        """
    /// The options.
    package static let options: [OptionSpec] = [
        .value("control-port", "PORT", help: "The simulator's control port (default 8000)."),
        .value("host", "HOST", help: "The simulator's address (default 127.0.0.1)."),
    ]

    /// Sends the identifier and prints the reply.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        guard let bundleIdentifier = arguments.positionals.first else { throw .missingArgument("BUNDLE_ID") }
        if arguments.positionals.count > 1 { throw .unexpectedArgument(arguments.positionals[1]) }
        let port =
            try portNumber(arguments.value("control-port"), option: "control-port")
            ?? ControlPortRequest.defaultPort
        let host = arguments.value("host") ?? "127.0.0.1"
        let request: ControlPortRequest
        do {
            request = try ControlPortRequest(line: bundleIdentifier)
        } catch {
            io.printError(ControlPortReply(error).line)
            return ExitStatus.failure
        }
        do {
            let replies = try await ControlPortClient.send([request.bundleIdentifier], host: host, port: port)
            switch replies[0] {
            case .ok:
                io.print(ControlPortReply.ok.line)
                return ExitStatus.success
            case .error:
                io.printError(replies[0].line)
                return ExitStatus.failure
            }
        } catch {
            io.printError("error: \(error.message)")
            return ExitStatus.usage
        }
    }

    static func portNumber(_ text: String?, option: String, allowZero: Bool = false) throws(UsageError)
        -> Int?
    {
        try SimulatorOptions.portNumber(text, option: option, allowZero: allowZero)
    }
}
