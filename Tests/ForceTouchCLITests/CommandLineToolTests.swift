import CommandLineOptions
import Testing

@testable import ForceTouchCLI

@Suite("forcetouch: the tool's own dispatch and argument rules")
struct CommandLineToolTests {
    @Test("no arguments prints the overview and exits 2")
    func noArguments() async {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: [], io: captured.io)
        #expect(status == 2)
        #expect(captured.output.contains("usage: forcetouch <command>"))
    }

    @Test("an unknown command is a usage error with a suggestion")
    func unknownCommand() async {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: ["frobnicate"], io: captured.io)
        #expect(status == 2)
        #expect(captured.errorOutput.hasPrefix("error: unknown command 'frobnicate'"))
    }

    @Test(
        "argument parsing",
        arguments: [
            (["a", "--format", "json"], ParsedArguments(positionals: ["a"], values: ["format": ["json"]])),
            (["--format=text", "-"], ParsedArguments(positionals: ["-"], values: ["format": ["text"]])),
            (["--define", "A=1", "--define", "B=2"], ParsedArguments(values: ["define": ["A=1", "B=2"]])),
            (["--", "--format"], ParsedArguments(positionals: ["--format"])),
            (["--verbose"], ParsedArguments(flags: ["verbose"])),
        ])
    func parsing(arguments: [String], expected: ParsedArguments) throws {
        let options: [OptionSpec] = [
            .value("format", "text|json", allowed: ["text", "json"], help: "Output format."),
            .value("define", "NAME=VALUE", repeatable: true, help: "A variable."),
            .flag("verbose", help: "More."),
        ]
        #expect(try parseArguments(arguments, options: options) == expected)
    }

    @Test(
        "usage errors are worded exactly",
        arguments: [
            (["--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?"),
            (["--format"], "option '--format' needs a value"),
            (["--format", "xml"], "'xml' is not a value of '--format'; use one of: text, json"),
            (["--format", "json", "--format", "text"], "option '--format' was given more than once"),
            (["-x"], "unknown option '--x'"),
        ])
    func usageErrors(arguments: [String], message: String) {
        let options: [OptionSpec] = [
            .value("format", "text|json", allowed: ["text", "json"], help: "Output format.")
        ]
        #expect(throws: UsageError.self) { try parseArguments(arguments, options: options) }
        do {
            _ = try parseArguments(arguments, options: options)
        } catch {
            #expect(error.message == message)
        }
    }
}
