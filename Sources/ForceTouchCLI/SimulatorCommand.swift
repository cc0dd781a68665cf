package import CommandLineOptions
import Foundation
import HTTPServer
public import Simulator

/// `forcetouch simulator`: the simulated iPhone in a browser, its JSON API and the seed tool's
/// control port, until SIGINT or SIGTERM.
public enum SimulatorCommand: Command {
    /// `simulator`.
    public static let name = "simulator"
    /// One line for the tool's command list.
    public static let abstract = "Run the simulated iPhone in a browser, with its JSON API and control port."
    /// The synopsis.
    public static let usage = "forcetouch simulator " + SimulatorOptions.usage
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
    /// The options (shared with `SimulatorMain.run(installing:)`).
    package static let options: [OptionSpec] = SimulatorOptions.options

    /// Starts the simulator and serves until a signal stops it.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        var configuration = try SimulatorOptions.configuration(arguments)
        configuration.log = SimulatorLog(write: io.writeError).sink
        return await serve(configuration, io: io)
    }

    @MainActor
    private static func serve(_ configuration: SimulatorServer.Configuration, io: CommandIO) async -> Int32 {
        await SimulatorMain.serve(configuration, print: io.print, printError: io.printError)
    }
}
