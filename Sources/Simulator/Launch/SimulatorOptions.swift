package import CommandLineOptions
public import Foundation
import QuickActionTools
import QuickActions
import SimulatorProtocol

/// The options of `forcetouch simulator`, shared by the command and by `SimulatorMain.run(installing:)`
/// so that both parse them the same way.
package enum SimulatorOptions {
    /// The synopsis.
    package static let usage =
        "[--host H] [--port 8080] [--control-port 8000] [--state-dir DIR] [--device NAME] "
        + "[--system-version 12.4] [--install PATH]... [--define NAME=VALUE]... [--docs DIR] "
        + "[--max-script-seconds 60] [--edit-mode-hold 1] [--open BUNDLE_ID]"

    /// The options.
    package static let options: [OptionSpec] = [
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
                "The devices' iOS version (default 12.4): 9.0–12.x without a long-press menu, 13.0–15.x with one."
        ),
        .value(
            "install", "PATH", repeatable: true,
            help: "An Info.plist, app folder or Xcode project to install on every device."),
        .value(
            "target", "NAME", help: "The target of an --install Xcode project (default: its only app target)."
        ),
        .value(
            "configuration", "NAME",
            help: "The build configuration of an --install Xcode project (default Release)."),
        .value(
            "docs", "DIR",
            help:
                "The API documentation to serve at /docs/ (default .build/docs, made by scripts/build-docs)."),
        .value(
            "max-script-seconds", "SECONDS",
            help: "The longest trace POST /api/devices/{id}/touches plays (default 60)."),
        .value(
            "edit-mode-hold", "SECONDS",
            help:
                "iOS 9–12: how long a press held on an icon below the hint takes to start edit mode (default 1)."
        ),
        .value(
            "open", "BUNDLE_ID",
            help: "Open this installed app on the first device at start, as a tap on its icon does."),
        .value(
            "define", "NAME=VALUE", repeatable: true,
            help: "Define a build setting for $(NAME) in Info.plist values (repeatable)."),
    ]

    /// The server configuration `arguments` (parsed with `options`) ask for; relative paths are
    /// relative to `currentDirectory`.
    package static func configuration(
        _ arguments: ParsedArguments,
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(UsageError) -> SimulatorServer.Configuration {
        if let extra = arguments.positionals.first { throw .unexpectedArgument(extra) }
        let port = try portNumber(arguments.value("port"), option: "port", allowZero: true) ?? 8080
        let controlPort =
            try portNumber(arguments.value("control-port"), option: "control-port", allowZero: true)
            ?? ControlPortRequest.defaultPort
        var configuration = SimulatorServer.Configuration(
            host: arguments.value("host") ?? "127.0.0.1", port: port, controlPort: controlPort,
            profileName: arguments.value("device"), installPaths: arguments.all("install"),
            systemVersion: arguments.value("system-version"))
        do {
            configuration.buildSettings = try BuildSettings(definitions: arguments.all("define"))
        } catch {
            throw .other("--define: " + error.message)
        }
        configuration.projectTarget = arguments.value("target")
        configuration.projectConfiguration = arguments.value("configuration")
        if let text = arguments.value("max-script-seconds") {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                throw .other(
                    "'--max-script-seconds' needs a number of seconds above 0, not '\(text.prefix(40))'")
            }
            configuration.maximumScriptDuration = seconds
        }
        if let text = arguments.value("edit-mode-hold") {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
                throw .other("'--edit-mode-hold' needs a number of seconds above 0, not '\(text.prefix(40))'")
            }
            configuration.editingHoldDuration = seconds
        }
        configuration.openAtStart = arguments.value("open")
        if let state = arguments.value("state-dir") {
            configuration.stateDirectory =
                URL(
                    fileURLWithPath: state, isDirectory: true,
                    relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
                ).standardizedFileURL
        }
        if let docs = arguments.value("docs") {
            configuration.docsDirectory =
                URL(
                    fileURLWithPath: docs, isDirectory: true,
                    relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
                ).standardizedFileURL
        }
        return configuration
    }

    /// A port number from `--option`'s text: 1…65535, or 0 too when `allowZero`.
    package static func portNumber(_ text: String?, option: String, allowZero: Bool = false)
        throws(UsageError)
        -> Int?
    {
        guard let text else { return nil }
        guard let port = Int(text), (allowZero ? 0 : 1)...65535 ~= port else {
            throw .other(
                "'--\(option)' needs a port number \(allowZero ? 0 : 1)…65535, not '\(text.prefix(40))'")
        }
        return port
    }
}
