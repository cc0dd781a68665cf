import CommandLineOptions
import Foundation
import PropertyLists
import QuickActionTools
import XcodeProject

/// `forcetouch project`: what an Xcode project holds, per target, as Xcode builds it.
struct ProjectCommand: Command {
    static let name = "project"
    static let abstract = "Show what an Xcode project's targets build: names, bundle ids, settings, files."
    static let usage =
        "forcetouch project PATH [--target NAME] [--configuration NAME] [--define NAME=VALUE]... [--format text|json]"
    static let discussion = """
        PATH is an .xcodeproj, or a folder holding exactly one. For each target (or --target NAME):
        name, productType, bundleIdentifier, displayName, swiftVersion, deploymentTarget, infoPlist,
        sources (Swift files, relative to the project's folder), resources, storyboards,
        localizations, icon, quickActions. Settings resolve for --configuration (default Release)
        and the iphoneos SDK. Missing files and dangling references are warnings on standard error.
        Exit status: 0 read, 1 a damaged project or xcconfig, 2 usage or a path that is not a project.
        """
    static let options: [OptionSpec] =
        QuickActionsCommandSupport.projectOptions + [
            QuickActionsCommandSupport.defineOption,
            .value("format", "text|json", allowed: ["text", "json"], help: "Output format (default text)."),
        ]

    static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        guard let path = arguments.positionals.first else { throw .missingArgument("PATH") }
        if let extra = arguments.positionals.dropFirst().first { throw .unexpectedArgument(extra) }
        let overrides = try QuickActionsCommandSupport.settings(arguments)
        let project: ProjectFile
        do {
            guard let projectPath = try ProjectApp.projectPath(for: path) else {
                io.printError(
                    "error: \(path): no .xcodeproj here; pass an .xcodeproj or the folder holding it")
                return ExitStatus.usage
            }
            project = try ProjectFile.load(projectPath)
        } catch let error as ProjectLoadError {
            io.printError(error.formatted)
            return ExitStatus.usage
        } catch let error as ProjectFileError {
            io.printError(error.formatted)
            if case .notFound = error { return ExitStatus.usage }
            return ExitStatus.failure
        } catch {
            io.printError("error: \(error)")
            return ExitStatus.failure
        }
        // A file several targets refer to is one warning, not one per reference.
        var said: Set<String> = []
        for warning in project.warnings where said.insert(warning.formatted).inserted {
            io.printError(warning.formatted)
        }
        var targets = project.targets
        if let name = arguments.value("target") {
            guard let target = project.target(name) else {
                io.printError(
                    "error: the project has no target '\(name)'; its targets: "
                        + project.targets.map(\.name).joined(separator: ", "))
                return ExitStatus.usage
            }
            targets = [target]
        }
        if let configuration = arguments.value("configuration"), !project.configurationNames.isEmpty,
            !project.configurationNames.contains(configuration)
        {
            io.printError(
                "error: the project has no configuration '\(configuration)'; its configurations: "
                    + project.configurationNames.joined(separator: ", "))
            return ExitStatus.usage
        }
        let summaries = targets.map {
            TargetSummary(
                target: $0, project: project, configuration: arguments.value("configuration"),
                overrides: overrides)
        }
        var failed = false
        for summary in summaries where summary.problem != nil && summary.productType == .application {
            let severity = summary.problemIsContentError ? "error" : "warning"
            io.printError(
                "\(project.pbxprojPath): \(severity): target '\(summary.name)': \(summary.problem!)")
            if summary.problemIsContentError { failed = true }
        }
        if arguments.value("format") == "json" {
            io.print(json(summaries, project: project))
        } else {
            for (index, summary) in summaries.enumerated() {
                if index > 0 { io.print("") }
                io.print(text(summary))
            }
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    static func text(_ summary: TargetSummary) -> String {
        var lines = ["\(summary.name) (\(summary.productType))"]
        func field(_ name: String, _ value: String?) { lines.append("  \(name): \(value ?? "-")") }
        func list(_ name: String, _ values: [String]) {
            lines.append("  \(name): \(values.count)")
            for value in values { lines.append("    \(value)") }
        }
        field("bundleIdentifier", summary.bundleIdentifier)
        field("displayName", summary.displayName)
        field("swiftVersion", summary.swiftVersion)
        field("deploymentTarget", summary.deploymentTarget)
        field("infoPlist", summary.infoPlist)
        field("icon", summary.icon)
        field(
            "localizations",
            summary.localizations.isEmpty ? nil : summary.localizations.joined(separator: ", "))
        list("storyboards", summary.storyboards)
        list("quickActions", summary.quickActions.map { "\($0.type): \($0.title)" })
        list("sources", summary.sources)
        list("resources", summary.resources)
        if let problem = summary.problem { field("problem", problem) }
        return lines.joined(separator: "\n")
    }

    static func json(_ summaries: [TargetSummary], project: ProjectFile) -> String {
        func string(_ value: String?) -> JSONOutput { value.map { .string($0) } ?? .null }
        func strings(_ values: [String]) -> JSONOutput { .array(values.map { .string($0) }) }
        return JSONOutput.object([
            .init("project", .string(project.path)),
            .init("configuration", .string(project.defaultBuildConfiguration)),
            .init("knownRegions", strings(project.knownRegions)),
            .init("developmentRegion", string(project.developmentRegion)),
            .init(
                "warnings", strings(project.warnings.map(\.formatted))),
            .init(
                "targets",
                .array(
                    summaries.map { summary in
                        .object([
                            .init("name", .string(summary.name)),
                            .init("productType", .string(summary.productType.description)),
                            .init("bundleIdentifier", string(summary.bundleIdentifier)),
                            .init("displayName", string(summary.displayName)),
                            .init("swiftVersion", string(summary.swiftVersion)),
                            .init("deploymentTarget", string(summary.deploymentTarget)),
                            .init("infoPlist", string(summary.infoPlist)),
                            .init("sources", strings(summary.sources)),
                            .init("resources", strings(summary.resources)),
                            .init("storyboards", strings(summary.storyboards)),
                            .init("localizations", strings(summary.localizations)),
                            .init("icon", string(summary.icon)),
                            .init(
                                "quickActions",
                                .array(
                                    summary.quickActions.map {
                                        .object([
                                            .init("type", .string($0.type)),
                                            .init("title", .string($0.title)),
                                        ])
                                    })),
                            .init("problem", string(summary.problem)),
                        ])
                    })),
        ]).render()
    }
}
