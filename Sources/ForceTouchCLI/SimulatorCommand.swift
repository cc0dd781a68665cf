import Foundation
import HTTPServer
import Simulator

/// `forcetouch simulator`: the simulated iPhone in a browser, its JSON API and the seed tool's
/// control port, until SIGINT or SIGTERM.
public enum SimulatorCommand: Command {
    /// `simulator`.
    public static let name = "simulator"
    /// One line for the tool's command list.
    public static let abstract = "Run the simulated iPhone in a browser, with its JSON API and control port."
    /// The synopsis.
    public static let usage =
        "forcetouch simulator [--host H] [--port 8080] [--control-port 8000] [--state-dir DIR] [--device NAME] "
        + "[--system-version 12.4] [--install PATH]... [--define NAME=VALUE]... [--docs DIR] [--max-script-seconds 60]"
    /// What it does and how it exits.
    public static let discussion = """
        Serves the simulator on http://HOST:PORT and prints one line, 'Simulator ready at
        http://HOST:PORT', once it listens. Open that address in a browser: press an app icon hard
        (a pen or touch screen with pressure, a Force Touch trackpad in Safari, or a mouse with
        Shift held) to open its quick actions. The JSON API and the WebSocket protocol are in
        docs/PROTOCOL.md.

        The control port (127.0.0.1:8000 by default) takes one bundle identifier per line and opens
        that app's menu on the active device, as SBShortcutMenuSimulator did:
        echo 'com.company.appname' | nc 127.0.0.1 8000 (or 'forcetouch shortcut'). When the port is in
        use the simulator says so and goes on without it.

        Every new device has the seed apps and the apps of --install (an Info.plist or an app folder;
        --define NAME=VALUE gives $(NAME) in their Info.plist a value, as lint does). --system-version
        chooses the iOS every device runs unless the API asks another: before 13.0 a model without
        3D Touch (or with it off) has no quick action menu and a long press on an icon starts edit mode.
        Dynamic quick actions are kept in the state directory (default: $XDG_STATE_HOME/forcetouch, or
        ~/.local/state/forcetouch). --port 0 and --control-port 0 pick free ports.

        The API documentation is served at /docs/ once scripts/build-docs has built it (into
        .build/docs, or the folder --docs names); until then /docs/ says how to build it.

        POST /api/devices/{id}/touches plays a trace of at most --max-script-seconds (default 60); a
        client may have 8 playing at once. The server's events (connections refused at the limit,
        descriptors exhausted, slow readers dropped, requests rejected) are written to standard error,
        at most 20 lines per 10 seconds.

        Runs until SIGINT (Ctrl-C) or SIGTERM, then exits 0. Exit status 1 when it cannot listen or
        use the state directory, 2 for a usage error, an unknown device or an --install path that
        cannot be read.
        """
    /// The options.
    public static let options: [OptionSpec] = [
        .value(
            "host", "HOST",
            help: "The address to serve on (default 127.0.0.1; others are reachable from the network)."),
        .value("port", "PORT", help: "The HTTP port (default 8080; 0 picks a free one)."),
        .value(
            "control-port", "PORT", help: "The control port on 127.0.0.1 (default 8000; 0 picks a free one)."),
        .value("state-dir", "DIR", help: "Where dynamic quick actions are kept (default a per-user folder)."),
        .value(
            "device", "NAME",
            help: "The first device's model (default 'iPhone 6s'; e.g. 'iPhone X', 'iPhone SE')."),
        .value(
            "system-version", "VERSION",
            help:
                "The devices' iOS version (default 12.4): 9.0–12.x without a long-press menu, 13.0–13.1 with one."
        ),
        .value(
            "install", "PATH", repeatable: true,
            help: "An Info.plist or app folder to install on every device."),
        .value(
            "docs", "DIR",
            help:
                "The API documentation to serve at /docs/ (default .build/docs, made by scripts/build-docs)."),
        .value(
            "max-script-seconds", "SECONDS",
            help: "The longest trace POST /api/devices/{id}/touches plays (default 60)."),
        QuickActionsCommandSupport.defineOption,
    ]

    /// Starts the simulator and serves until a signal stops it.
    public static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        if let extra = arguments.positionals.first { throw .unexpectedArgument(extra) }
        let port =
            try ShortcutCommand.portNumber(arguments.value("port"), option: "port", allowZero: true) ?? 8080
        let controlPort =
            try ShortcutCommand.portNumber(
                arguments.value("control-port"), option: "control-port", allowZero: true)
            ?? ControlPortRequest.defaultPort
        var configuration = SimulatorServer.Configuration(
            host: arguments.value("host") ?? "127.0.0.1", port: port, controlPort: controlPort,
            profileName: arguments.value("device"), installPaths: arguments.all("install"),
            systemVersion: arguments.value("system-version"),
            buildSettings: try QuickActionsCommandSupport.settings(arguments))
        if let text = arguments.value("max-script-seconds") {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                throw .other("'--max-script-seconds' needs a number of seconds above 0, not '\(text.prefix(40))'")
            }
            configuration.maximumScriptDuration = seconds
        }
        configuration.log = SimulatorLog(write: io.writeError).sink
        if let state = arguments.value("state-dir") {
            configuration.stateDirectory =
                URL(
                    fileURLWithPath: state, isDirectory: true,
                    relativeTo: URL(
                        fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                ).standardizedFileURL
        }
        if let docs = arguments.value("docs") {
            configuration.docsDirectory =
                URL(
                    fileURLWithPath: docs, isDirectory: true,
                    relativeTo: URL(
                        fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                ).standardizedFileURL
        }
        return await serve(configuration, io: io)
    }

    @MainActor
    private static func serve(_ configuration: SimulatorServer.Configuration, io: CommandIO) async -> Int32 {
        let simulator: SimulatorServer
        do {
            simulator = try SimulatorServer(configuration: configuration)
        } catch {
            io.printError("error: \(error.message)")
            switch error {
            case .unknownProfile, .installFailed: return ExitStatus.usage
            default: return ExitStatus.failure
            }
        }
        do {
            try simulator.start()
        } catch {
            io.printError("error: \(error.message)")
            return ExitStatus.failure
        }
        let signals = simulator.installSignalHandlers()
        for warning in simulator.warnings { io.printError(warning) }
        io.print("Simulator ready at \(simulator.origin)")
        await simulator.waitUntilStopped()
        signals?.cancel()
        return ExitStatus.success
    }
}
