package import CommandLineOptions
import Foundation
import QuickActionTools
import QuickActions

/// `forcetouch lint`: checks apps' quick action declarations and prints diagnostics in the
/// clang/Xcode form (or JSON) so editors and CI annotate them.
struct LintCommand: Command {
    static let name = "lint"
    static let abstract = "Check the quick actions an Info.plist declares (and its localisations and icons)."
    static let usage = "forcetouch lint PATH... [--define NAME=VALUE]... [--format text|json] [--limit N]"
    static let discussion = """
        PATH is an Info.plist, an app folder holding one, or an Xcode project folder (MyApp/Info.plist);
        '-' reads an Info.plist from standard input. Text output has one line per finding:
          path:line:column: error|warning|note: message [rule]
        JSON output is an array of {file, line, column, severity, rule, message, keyPath}.
        Exit status: 0 no errors (warnings allowed), 1 errors, 2 a usage error or a path that cannot be read.
        Rules: \(LintRule.allCases.map(\.rawValue).joined(separator: ", ")).
        """
    static let options: [OptionSpec] =
        [
            QuickActionsCommandSupport.defineOption
        ] + QuickActionsCommandSupport.projectOptions + [
            .value("format", "text|json", allowed: ["text", "json"], help: "Output format (default text)."),
            .value("limit", "N", help: "How many static items the menu shows (default 4, as iOS 9-12)."),
        ]

    static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        guard !arguments.positionals.isEmpty else { throw .missingArgument("PATH") }
        let options = try QuickActionsCommandSupport.options(arguments)
        let linter = ShortcutLinter(
            maximumStaticItems: try QuickActionsCommandSupport.positiveInteger(arguments, "limit", default: 4)
        )
        var diagnostics: [LintDiagnostic] = []
        var unreadable = false
        for path in arguments.positionals {
            guard let declaration = QuickActionsCommandSupport.load(path, options: options, io: io) else {
                unreadable = true
                continue
            }
            diagnostics += linter.lint(declaration)
        }
        if arguments.value("format") == "json" {
            io.print(LintDiagnostic.json(diagnostics))
        } else {
            for diagnostic in diagnostics { io.print(diagnostic.formatted) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            let warnings = diagnostics.filter { $0.severity == .warning }.count
            if !diagnostics.isEmpty {
                io.printError(QuickActionsCommandWording.lintSummary(errors: errors, warnings: warnings))
            }
        }
        if unreadable { return ExitStatus.usage }
        return diagnostics.contains { $0.severity == .error } ? ExitStatus.failure : ExitStatus.success
    }
}
