package import CommandLineOptions
import Simulator

/// `forcetouch run PATH`: the short form of `forcetouch simulator --app PATH` that also opens the app.
public enum RunCommand: Command {
    /// The command's name.
    public static let name = "run"
    /// One line for the tool's command list.
    public static let abstract = "Build an Xcode project's app and run it, opened, in the simulator."
    /// The synopsis.
    public static let usage = "forcetouch run PATH " + SimulatorOptions.usage
    /// What it does and how it exits.
    public static let discussion = """
        Builds the app target of the Xcode project at PATH (an .xcodeproj or its folder) as
        `forcetouch build` does, then serves the simulator with it installed, as
        `forcetouch simulator --app PATH` does, and opens it on the first device (its bundle
        identifier from the built Info.plist; --open BUNDLE_ID opens another). The other options are
        the simulator's, and --app PATH (repeatable) installs more apps beside it, built into the same
        program: `forcetouch run A --app B` opens A with B on the home screen. Exits as the simulator does; 1 when the app does not compile or has no app
        delegate, 2 for a usage error.
        """
    /// The simulator's options, and `--app` for more apps beside PATH.
    package static let options: [OptionSpec] = SimulatorOptions.options + [SimulatorCommand.appOption]

    /// Builds, then runs the app's host in this process's place.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        guard let path = arguments.positionals.first else { throw .missingArgument("PATH") }
        if arguments.positionals.count > 1 { throw .unexpectedArgument(arguments.positionals[1]) }
        var rest = arguments
        rest.positionals = []
        return try await SimulatorCommand.runApps(
            [path] + arguments.all("app"), arguments: rest, opening: true, io: io)
    }
}
