import CommandLineOptions
import Foundation
import Testing

@testable import ForceTouchCLI

/// A developer runs two of their apps in one simulator (`forcetouch simulator --app Tally --app
/// Jot`, Tests/ForceTouchCLITests/Fixtures/TwoApps): what cannot work is refused before anything is
/// compiled, saying what to do. (The build and run of both, with each app's home-screen icon, quick
/// actions and `Bundle.main`, is CI's: .ci/run, "Examples/XcodeApp".)
@Suite("forcetouch simulator with several --app: refusals before compiling")
struct SimulatorSeveralAppsTests {
    /// The two fixture projects.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TwoApps").path
    static let tally = fixtures + "/Tally/Tally.xcodeproj"
    static let jot = fixtures + "/Jot/Jot.xcodeproj"

    func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    @Test("--app is repeatable, in simulator's and run's options")
    func repeatable() throws {
        let parsed = try parseArguments(
            ["--app", Self.tally, "--app", Self.jot, "--port", "0"], options: SimulatorCommand.options)
        #expect(parsed.all("app") == [Self.tally, Self.jot])
        let run = try parseArguments([Self.tally, "--app", Self.jot], options: RunCommand.options)
        #expect(run.positionals == [Self.tally] && run.all("app") == [Self.jot])
        #expect(SimulatorCommand.usage.hasSuffix("[--app PATH]..."))
    }

    @Test("--target with several apps is a usage error: it could name only one of them")
    func targetWithSeveral() async {
        let result = await run(["simulator", "--app", Self.tally, "--app", Self.jot, "--target", "Tally"])
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix(
                "error: --target names one target, but 2 apps are given; with several --app, each project's one app "
                    + "target is built"), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test("the same app twice is two modules of one name: refused, nothing compiled")
    func sameModuleTwice() async {
        let result = await run(["run", Self.tally, "--app", Self.tally, "--port", "0"])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "error: targets 'Tally' and 'Tally' are both module 'Tally' (PRODUCT_MODULE_NAME); one simulator "
                    + "links every --app into one program"), "\(result.errors)")
        #expect(!result.output.contains("building"), "nothing is compiled")
    }

    @Test("an app that cannot be read stops everything before compiling, naming it")
    func oneUnreadable() async {
        let result = await run(["simulator", "--app", Self.tally, "--app", "/nonexistent/Jot.xcodeproj"])
        #expect(result.status != 0)
        #expect(result.errors.contains("/nonexistent/Jot.xcodeproj"), "\(result.errors)")
        #expect(!result.output.contains("building"))
    }
}
