package import CommandLineOptions
import Interchange
import QuickActions

/// The `forcetouch` tool: dispatches to its subcommands.
public enum CommandLineTool {
    /// Every subcommand, in the order `forcetouch --help` lists them.
    package static let commands: [any Command.Type] = [
        // Each command registers itself here, one line, in help order.
        ReplayCommand.self,
        InkCommand.self,
        LintCommand.self,
        MenuCommand.self,
        ConvertCommand.self,
        SimulatorCommand.self,
        RunCommand.self,
        ShortcutCommand.self,
        ProjectCommand.self,
        PortCommand.self,
        BuildCommand.self,
    ]

    /// Runs the tool with `arguments` (without the program name); returns the exit status.
    public static func main(arguments: [String], io: CommandIO) async -> Int32 {
        guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
            if arguments.count >= 2, arguments[0] == "help",
                let command = commands.first(where: { $0.name == arguments[1] })
            {
                io.write(helpText(for: command))
                return ExitStatus.success
            }
            io.write(overview())
            return arguments.isEmpty ? ExitStatus.usage : ExitStatus.success
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let suggestion = nearestSuggestion(to: first, in: commands.map { $0.name })
            io.printError(
                "error: unknown command '\(first)'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                    + " (see 'forcetouch --help')")
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            io.write(helpText(for: command))
            return ExitStatus.success
        }
        do {
            let parsed = try parseArguments(rest, options: command.options)
            return try await command.run(parsed, io: io)
        } catch {
            io.printError("error: \(error.message)")
            io.printError("usage: \(command.usage)")
            io.printError("see 'forcetouch \(command.name) --help'")
            return ExitStatus.usage
        }
    }

    /// The tool's own help: what it is and its commands.
    static func overview() -> String {
        var text = """
            forcetouch: 3D Touch for developers without the hardware.

            usage: forcetouch <command> [options]

            commands:

            """
        let width = commands.map { $0.name.count }.max() ?? 0
        for command in commands {
            let padding = String(repeating: " ", count: width - command.name.count)
            text += "  \(command.name)\(padding)  \(command.abstract)\n"
        }
        text += "\nSee 'forcetouch <command> --help' for a command's options.\n"
        return text
    }

    /// A command's help: usage, discussion, options.
    static func helpText(for command: any Command.Type) -> String {
        var text = "usage: \(command.usage)\n\n\(command.abstract)\n"
        if !command.discussion.isEmpty { text += "\n\(command.discussion)\n" }
        let options = command.options + [.flag("help", help: "Show this help.")]
        let labels = options.map { option in
            "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
        }
        let width = labels.map(\.count).max() ?? 0
        text += "\noptions:\n"
        for (label, option) in zip(labels, options) {
            let padding = String(repeating: " ", count: width - label.count)
            text += "  \(label)\(padding)  \(option.help)\n"
        }
        return text
    }
}
