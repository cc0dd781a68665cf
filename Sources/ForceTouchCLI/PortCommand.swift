import AppBuild
import CommandLineOptions
import Foundation
import PortPass

/// `forcetouch port`: what the port pass changes in an Xcode app target's Swift files.
struct PortCommand: Command {
    static let name = "port"
    static let abstract =
        "List what the port pass rewrites in an Xcode app target's Swift sources (file:line)."
    static let usage =
        "forcetouch port PATH [--target NAME] [--configuration NAME] [--define NAME=VALUE]... [--out DIR]"
    static let discussion = """
        PATH is an .xcodeproj, or a folder holding exactly one. Prints each change the port pass makes
        so the target's Swift code compiles without an Objective-C runtime, as
        file:line:column: rule: before → after (docs/PortPass.md lists the rules), then a summary.
        Nothing in the project is changed. With --out DIR, also writes the package `forcetouch build`
        compiles (the ported files, the generated registry, the entry point and Package.swift) into DIR.
        Exit status: 0 listed, 1 a damaged project or an unreadable source, 2 usage.
        """
    static let options: [OptionSpec] =
        QuickActionsCommandSupport.projectOptions + [
            QuickActionsCommandSupport.defineOption,
            .value("out", "DIR", help: "Also write the generated package into DIR."),
        ]

    static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        let loaded: AppSources
        switch try AppSources.load(arguments, io: io) {
        case .sources(let sources): loaded = sources
        case .failed(let status): return status
        }
        let package = PackageGenerator.generate(
            target: loaded.app.target.name, module: loaded.moduleName,
            mode: (try? SwiftLanguageMode.mode(
                swiftVersion: loaded.app.settings["SWIFT_VERSION"], target: loaded.app.target.name)) ?? .v5,
            sources: loaded.sources,
            frameworks: FrameworksLocation.find() ?? "/path/to/ForceTouchKit",
            launch: loaded.launch(
                configuration: arguments.value("configuration"),
                definitions: BuildCommand.definitions(arguments)))
        for change in package.changes { io.print(change.description) }
        AppSources.report(package, loaded, io: io)
        let files = Set(package.changes.map(\.file)).count
        io.print(
            "\(package.changes.count) change\(package.changes.count == 1 ? "" : "s") in \(files) of "
                + "\(loaded.sources.count) Swift file\(loaded.sources.count == 1 ? "" : "s") of target "
                + "'\(loaded.app.target.name)'")
        if let out = arguments.value("out") {
            let folder = URL(fileURLWithPath: out).standardizedFileURL.path
            let project = URL(fileURLWithPath: loaded.app.project.folder).standardizedFileURL.path
            if folder == project || folder.hasPrefix(project + "/") {
                io.printError(
                    "error: --out \(out) is inside the project's folder; choose a folder outside it")
                return ExitStatus.usage
            }
            do {
                let summary = try BuildCache(directory: folder).write(package)
                io.print("wrote \(summary.written.count) file(s) to \(folder)")
            } catch {
                io.printError("error: cannot write to \(out): \(error.localizedDescription)")
                return ExitStatus.failure
            }
        }
        return ExitStatus.success
    }
}
