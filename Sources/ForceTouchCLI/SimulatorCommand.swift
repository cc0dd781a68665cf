package import CommandLineOptions
import Foundation
import Glibc
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
    public static let usage = "forcetouch simulator " + SimulatorOptions.usage + " [--app PATH]..."
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

        --app PATH builds the Xcode project's app target as `forcetouch build` does (the compiler's
        output streams here; a compile error stops with exit 1), then runs the built ForceTouchHost in
        this process's place: the same simulator, with the app installed through its
        @UIApplicationMain/@main delegate, its storyboard and scene delegate. --app is repeatable:
        every app is built into one program (each app's module, registry and bundle its own; a module
        or PRODUCT_NAME two apps share is refused) and installed on every device, in the order given.
        --target applies to a single --app only; --configuration and --define apply to every app.

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
    /// The options: `SimulatorMain.run(installing:)`'s, and `--app`.
    package static let options: [OptionSpec] =
        SimulatorOptions.options + [
            appOption
        ]

    /// `--app PATH`, repeatable: `simulator`'s and `run`'s.
    package static let appOption = OptionSpec.value(
        "app", "PATH", repeatable: true,
        help:
            "An Xcode project (or its folder) to build as `forcetouch build` does and run installed; "
            + "repeatable, one app each (--configuration and --define apply to every app, --target to a "
            + "single --app only).")

    /// Starts the simulator and serves until a signal stops it; with `--app`, builds the app and
    /// hands the process to its host (`ForceTouchHost`), which serves with it installed.
    package static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        let apps = arguments.all("app")
        if !apps.isEmpty {
            if let extra = arguments.positionals.first { throw .unexpectedArgument(extra) }
            return try await runApps(apps, arguments: arguments, opening: false, io: io)
        }
        var configuration = try SimulatorOptions.configuration(arguments)
        configuration.log = SimulatorLog(write: io.writeError).sink
        return await serve(configuration, io: io)
    }

    /// Builds the Xcode projects of `apps` as `forcetouch build` does (several as one program,
    /// `BuildCommand.build(apps:)`) and runs the host in this process's place with the simulator
    /// options of `arguments`; with `opening`, the first device opens the first app at start (`--open`
    /// its bundle identifier, as `forcetouch run` does). Returns only when it cannot: a usage error
    /// (2), a build error or no app delegate (1).
    static func runApps(_ apps: [String], arguments: ParsedArguments, opening: Bool, io: CommandIO)
        async throws(UsageError)
        -> Int32
    {
        _ = try SimulatorOptions.configuration(arguments)  // every other option checked before building
        if apps.count > 1, arguments.value("target") != nil {
            io.printError(
                "error: --target names one target, but \(apps.count) apps are given; with several --app, "
                    + "each project's one app target is built (pass the .xcodeproj of each)")
            return ExitStatus.usage
        }
        let view = ParsedArgumentsView(
            target: arguments.value("target"), configuration: arguments.value("configuration"),
            overrides: try QuickActionsCommandSupport.settings(arguments))
        var loaded: [AppSources] = []
        for app in apps {
            do {
                loaded.append(try AppSources.load(app, arguments: view))
            } catch {
                switch error {
                case .usage(let message):
                    io.printError(message)
                    return ExitStatus.usage
                case .input(let message):
                    io.printError(message)
                    return ExitStatus.failure
                }
            }
        }
        let outcome = await BuildCommand.build(apps: loaded, arguments: arguments, io: io)
        guard outcome.status == ExitStatus.success else { return outcome.status }
        guard let host = outcome.host else {
            io.printError(
                "error: \(apps[0]): target '\(loaded[0].app.target.name)' has no @UIApplicationMain or @main app "
                    + "delegate class, so there is no app to run")
            return ExitStatus.failure
        }
        var line = forwarded(arguments)
        // As Xcode picks a run destination that can run the app: the devices run the highest minimum.
        let needing = zip(apps, loaded).compactMap { app, sources in
            sources.minimumSystemVersion.map { (app: app, minimum: $0) }
        }.max { $0.minimum.compare($1.minimum, options: .numeric) == .orderedAscending }
        if arguments.value("system-version") == nil, let needing,
            needing.minimum.compare(SimulatorServer.Configuration.defaultSystemVersion, options: .numeric)
                == .orderedDescending
        {
            io.print(
                "note: \(needing.app) needs iOS \(needing.minimum) or later (IPHONEOS_DEPLOYMENT_TARGET); the "
                    + "simulator's devices run \(needing.minimum) (--system-version to choose another)")
            line += ["--system-version", needing.minimum]
        }
        if opening, arguments.value("open") == nil {
            guard let identifier = loaded[0].bundleIdentifier else {
                io.printError(
                    "error: \(apps[0]): the bundle identifier of target '\(loaded[0].app.target.name)' does not "
                        + "resolve (set PRODUCT_BUNDLE_IDENTIFIER, or pass --open BUNDLE_ID)")
                return ExitStatus.failure
            }
            line += ["--open", identifier]
        }
        return replaceProcess(with: host, arguments: line, io: io)
    }

    /// The simulator options of `arguments` as a command line for the host (without `--app`).
    static func forwarded(_ arguments: ParsedArguments) -> [String] {
        var line: [String] = []
        for option in SimulatorOptions.options {
            if option.valueName == nil {
                if arguments.flag(option.name) { line.append("--" + option.name) }
            } else {
                for value in option.repeatable
                    ? arguments.all(option.name) : arguments.value(option.name).map({ [$0] }) ?? []
                {
                    line += ["--" + option.name, value]
                }
            }
        }
        return line
    }

    /// Runs `path` in this process's place (`execv`: same terminal, same signals, its exit status
    /// is the command's); returns 1, saying why, only when it cannot be started.
    private static func replaceProcess(with path: String, arguments: [String], io: CommandIO) -> Int32 {

        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
        argv.append(nil)
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        for pointer in argv { free(pointer) }
        io.printError("error: cannot start the built app's simulator \(path): \(reason)")
        return ExitStatus.failure
    }

    @MainActor
    private static func serve(_ configuration: SimulatorServer.Configuration, io: CommandIO) async -> Int32 {
        await SimulatorMain.serve(configuration, print: io.print, printError: io.printError)
    }
}
