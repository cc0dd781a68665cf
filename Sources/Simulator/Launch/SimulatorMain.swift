import CommandLineOptions
public import Foundation
import Springboard
public import TouchKit

/// The simulator as a program of your own: `swift run` in your package starts it with your apps
/// installed beside the seed apps.
///
/// ```swift
/// import Simulator
/// import UIKit
///
/// @main struct Sim { static func main() async throws {
///     try await SimulatorMain.run(installing: [try AppBundle(infoPlist: URL(fileURLWithPath: "Info.plist"),
///                                                           delegate: AppDelegate.self, sceneDelegate: SceneDelegate.self)])
/// } }
/// ```
public enum SimulatorMain {
    /// Parses the process's arguments as `forcetouch simulator` does (`--port`, `--device`,
    /// `--install`, …; `--help` prints them), serves the simulator with `apps` installed on every
    /// device beside the seed apps until SIGINT or SIGTERM, then exits: 0 when stopped by a signal,
    /// 1 when it cannot listen or use its state directory, 2 for a usage error or an app that cannot
    /// be installed (the message says which and why).
    @MainActor
    public static func run(
        installing apps: [any InstallableApp], arguments: [String] = Array(CommandLine.arguments.dropFirst())
    )
        async -> Never
    {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(
                "usage: \(CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "sim") "
                    + SimulatorOptions.usage)
            for option in SimulatorOptions.options {
                print("  --\(option.name)\(option.valueName.map { " " + $0 } ?? "")  \(option.help)")
            }
            exit(0)
        }
        var configuration: SimulatorServer.Configuration
        do {
            configuration = try SimulatorOptions.configuration(
                parseArguments(arguments, options: SimulatorOptions.options))
        } catch {
            printError("error: \(error.message)")
            exit(2)
        }
        configuration.apps = apps.map(\.manifest)
        configuration.log = SimulatorLog { line in FileHandle.standardError.write(Data(line.utf8)) }.sink
        let status = await serve(
            configuration, print: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            printError: printError)
        exit(status)
    }

    /// Starts the simulator with `configuration`, prints "Simulator ready at …" once it listens, and
    /// serves until SIGINT or SIGTERM; returns the exit status (`forcetouch simulator` shares it).
    @MainActor
    public static func serve(
        _ configuration: SimulatorServer.Configuration, print: (String) -> Void, printError: (String) -> Void
    ) async -> Int32 {
        let simulator: SimulatorServer
        do {
            simulator = try SimulatorServer(configuration: configuration)
        } catch {
            printError("error: \(error.message)")
            switch error {
            case .unknownProfile, .installFailed: return 2
            default: return 1
            }
        }
        do {
            try simulator.start()
        } catch {
            printError("error: \(error.message)")
            return 1
        }
        let signals = simulator.installSignalHandlers()
        for warning in simulator.warnings { printError(warning) }
        print("Simulator ready at \(simulator.origin)")
        await simulator.waitUntilStopped()
        signals?.cancel()
        return 0
    }

    private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
