import AppBuild
import CommandLineOptions
import Foundation
import PortPass

/// `forcetouch build`: compiles an Xcode app target's Swift sources, unchanged in the project,
/// against ForceTouchKit's `UIKit`.
struct BuildCommand: Command {
    static let name = "build"
    static let abstract = "Compile an Xcode app target's Swift sources against ForceTouchKit's UIKit."
    static let usage =
        "forcetouch build PATH [--target NAME] [--configuration NAME] [--define NAME=VALUE]... [--explain]"
    static let discussion = """
        PATH is an .xcodeproj, or a folder holding exactly one. Makes a SwiftPM package for the app
        target in a cache outside the project ($XDG_CACHE_HOME/forcetouch/builds, else
        ~/.cache/forcetouch/builds): the target's Swift files through the port pass (docs/PortPass.md),
        the registry the Objective-C runtime would give, and the target's SWIFT_VERSION as the
        language mode (4.0, 4.2, 5, 6; Swift 3 and older are refused, as Xcode 10.2+ refuses them).
        Then runs `swift build` on it (FORCETOUCH_SWIFT names another swift), streaming the compiler's
        output; its messages name your own files and lines. Unchanged files are not rewritten, so a
        second build with nothing changed compiles nothing. The ForceTouchKit built against is this
        checkout, or $FORCETOUCHKIT_PATH. --explain also lists each port-pass change.
        Before compiling, a target that imports a module not here (an Apple framework ForceTouchKit
        lacks, such as SwiftUI; a Swift package; another target of the project; a pod) or whose
        CocoaPods sandbox is missing stops with one error per module saying where Xcode gets it.
        Exit status: 0 built, 1 a compile error, a missing dependency or a damaged project, 2 usage
        (or SWIFT_VERSION refused).
        """
    static let options: [OptionSpec] =
        QuickActionsCommandSupport.projectOptions + [
            QuickActionsCommandSupport.defineOption,
            .flag("explain", help: "List each port-pass change as file:line:column: rule: before → after."),
        ]

    static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        let loaded: AppSources
        switch try AppSources.load(arguments, io: io) {
        case .sources(let sources): loaded = sources
        case .failed(let status): return status
        }
        return await build(loaded, arguments: arguments, io: io).status
    }

    /// What a build gave: its exit status and, when it built, the host executable (nil: the target
    /// has no app delegate class to launch).
    struct Outcome {
        var status: Int32
        var host: String? = nil
    }

    /// Generates, writes and compiles the package for `loaded` (`--configuration`, `--define` and
    /// `--explain` from `arguments`), streaming the compiler's output to `io`.
    static func build(_ loaded: AppSources, arguments: ParsedArguments, io: CommandIO) async -> Outcome {
        let frameworks: String
        let generated: Generated
        switch generate(loaded, arguments: arguments, io: io) {
        case .generated(let package, let at): (generated, frameworks) = (package, at)
        case .failed(let status): return Outcome(status: status)
        }
        let target = loaded.app.target.name
        let cache = BuildCache(
            root: BuildCache.defaultRoot(), projectPath: loaded.app.project.path, target: target)
        return await compile(
            generated.package, in: cache, named: target, frameworks: frameworks,
            describing: "Swift \(generated.mode.rawValue), \(loaded.sources.count) files", io: io)
    }

    /// Builds several apps as one host (`forcetouch simulator --app A --app B`): each app's package
    /// generated as `build` makes it, combined (`PackageGenerator.combine`) in a cache folder of its
    /// own for this set of apps, and compiled once; the first app's bundle holds the executable.
    static func build(apps: [AppSources], arguments: ParsedArguments, io: CommandIO) async -> Outcome {
        guard apps.count > 1 else { return await build(apps[0], arguments: arguments, io: io) }
        var members: [PackageGenerator.Member] = []
        var frameworks = ""
        for loaded in apps {
            switch generate(loaded, arguments: arguments, scopesToApp: true, io: io) {
            case .generated(let generated, let at):
                frameworks = at
                members.append(
                    PackageGenerator.Member(
                        package: generated.package, target: loaded.app.target.name, mode: generated.mode))
            case .failed(let status): return Outcome(status: status)
            }
        }
        let cache = BuildCache(
            root: BuildCache.defaultRoot(),
            projectPath: apps.map { $0.app.project.path }.joined(separator: "\n"),
            target: apps.map { $0.app.target.name }.joined(separator: "+"))
        let package: PackageGenerator.Package
        do {
            package = try PackageGenerator.combine(
                members, frameworks: frameworks,
                frameworksManifest: FrameworksLocation.manifest(at: frameworks),
                bundles: cache.directory + "/" + PackageGenerator.bundleFolder)
        } catch {
            io.printError("error: " + error.description)
            return Outcome(status: ExitStatus.failure)
        }
        let targets = apps.map { $0.app.target.name }
        let names = targets.dropLast().joined(separator: ", ") + " and " + targets[targets.count - 1]
        return await compile(
            package, in: cache, named: names, frameworks: frameworks,
            describing: "\(apps.count) apps, \(apps.reduce(0) { $0 + $1.sources.count }) files", io: io)
    }

    /// An app's generated package and its language mode, or the exit status after saying why not.
    struct Generated {
        var package: PackageGenerator.Package
        var mode: SwiftLanguageMode
    }

    /// What `generate` gave.
    enum Generation {
        case generated(Generated, frameworks: String)
        case failed(Int32)
    }

    /// Checks `loaded` (language mode, frameworks, sources, dependencies) and generates its package,
    /// printing the port pass's report (and its changes with `--explain`); `scopesToApp` for an app
    /// that will share its host with others (`PackageGenerator.generate`).
    static func generate(
        _ loaded: AppSources, arguments: ParsedArguments, scopesToApp: Bool = false, io: CommandIO
    ) -> Generation {
        let target = loaded.app.target.name
        let mode: SwiftLanguageMode
        do {
            mode = try SwiftLanguageMode.mode(
                swiftVersion: loaded.app.settings["SWIFT_VERSION"], target: target)
        } catch {
            io.printError("error: " + error.description)
            return .failed(ExitStatus.usage)
        }
        guard let frameworks = FrameworksLocation.find() else {
            io.printError(
                "error: cannot find the ForceTouchKit package to build against; set "
                    + "\(FrameworksLocation.environmentVariable) to the folder holding its Package.swift")
            return .failed(ExitStatus.usage)
        }
        guard !loaded.sources.isEmpty else {
            io.printError("error: target '\(target)' has no Swift sources to build")
            return .failed(ExitStatus.failure)
        }
        let problems = loaded.dependencyProblems()
        guard problems.isEmpty else {
            for problem in problems { io.printError(problem) }
            io.printError(
                "error: \(target) cannot be compiled here: \(problems.count) missing "
                    + (problems.count == 1 ? "dependency" : "dependencies") + " (above); nothing was compiled"
            )
            return .failed(ExitStatus.failure)
        }
        let package = PackageGenerator.generate(
            target: target, module: loaded.moduleName, mode: mode, sources: loaded.sources,
            frameworks: frameworks, frameworksManifest: FrameworksLocation.manifest(at: frameworks),
            launch: loaded.launch(
                configuration: arguments.value("configuration"),
                definitions: definitions(arguments)),
            scopesToApp: scopesToApp)
        if arguments.flag("explain") {
            for change in package.changes { io.print(change.description) }
        }
        AppSources.report(package, loaded, io: io)
        return .generated(Generated(package: package, mode: mode), frameworks: frameworks)
    }

    /// Writes `package` into `cache` and runs `swift build` there, streaming the compiler's output;
    /// `name` names what is built in messages, `summary` what it holds.
    static func compile(
        _ package: PackageGenerator.Package, in cache: BuildCache, named name: String, frameworks: String,
        describing summaryText: String, io: CommandIO
    ) async -> Outcome {
        let summary: BuildCache.WriteSummary
        do {
            summary = try cache.write(package)
        } catch {
            io.printError(
                "error: cannot write the build package to \(cache.directory): \(error.localizedDescription)")
            return Outcome(status: ExitStatus.failure)
        }
        do {
            if try cache.prepare(forFrameworks: FrameworksLocation.fingerprint(at: frameworks)) {
                io.print(
                    "ForceTouchKit's sources changed since \(name)'s last build: building from clean (Swift's "
                        + "incremental build could keep a framework class's old layout in the app's code)")
            }
        } catch {
            io.printError(
                "error: cannot prepare the build folder \(cache.directory): \(error.localizedDescription)")
            return Outcome(status: ExitStatus.failure)
        }
        io.print(
            "building \(name) (\(summaryText), \(package.changes.count) port-pass changes; "
                + "\(summary.written.count) files changed) in \(cache.directory)")
        let result = await SwiftBuildRunner.build(
            cache.directory, frameworks: frameworks, output: io.write, errors: io.writeError)
        guard let status = result.status else {
            io.printError("error: " + (result.failure ?? "swift build did not run"))
            return Outcome(status: ExitStatus.failure)
        }
        guard status == 0 else {
            io.printError(
                "error: \(name) did not compile (swift build exit status \(status)); see the messages above"
            )
            return Outcome(status: ExitStatus.failure)
        }
        guard let host = package.host else {
            io.print(
                "built \(name): \(cache.directory)/.build/debug (no @UIApplicationMain or @main app delegate "
                    + "class, so there is no app to launch)")
            return Outcome(status: ExitStatus.success)
        }
        var executable = cache.directory + "/.build/debug/" + host
        if let bundle = package.bundleName {
            do {
                executable = try cache.placeExecutable(
                    executable, inBundle: bundle, as: String(bundle.dropLast(".app".count)))
            } catch {
                io.printError(
                    "error: cannot put the built app into its bundle \(bundle) in \(cache.directory): "
                        + error.localizedDescription)
                return Outcome(status: ExitStatus.failure)
            }
        }
        io.print(
            "built \(name): \(executable) (the simulator with the app installed; "
                + "`forcetouch simulator --app PATH` runs it)")
        return Outcome(status: ExitStatus.success, host: executable)
    }

    /// The `--define NAME=VALUE` values, by name (the last of a name wins, as on the command line).
    static func definitions(_ arguments: ParsedArguments) -> [String: String] {
        var values: [String: String] = [:]
        for definition in arguments.all("define") {
            guard let equals = definition.firstIndex(of: "=") else { continue }
            values[String(definition[..<equals])] = String(definition[definition.index(after: equals)...])
        }
        return values
    }
}
