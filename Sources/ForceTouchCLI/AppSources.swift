import AppBuild
import CommandLineOptions
import Foundation
import PropertyLists
import QuickActionTools
import SimulatorProtocol
import XcodeProject

/// An Xcode app target's Swift sources, read for `forcetouch port` and `forcetouch build`.
struct AppSources {
    /// The project and target, resolved.
    var app: ProjectApp
    /// The target's Swift files, in the order the project lists them.
    var sources: [PackageGenerator.Source]
    /// Source files of other languages (Objective-C, C) the target also compiles: not built here.
    var otherLanguages: [String]

    /// The largest source file read: 16 MB (ours; the largest real-app Swift file tried was 200 KB).
    static let maximumFileSize = 16 << 20

    /// Why the sources cannot be read; each is a usage (exit 2) or input (exit 1) error.
    enum Failure: Error {
        case usage(String)
        case input(String)
    }

    /// What `load(_:io:)` found: the sources, or the exit status after saying why not.
    enum Loaded {
        case sources(AppSources)
        case failed(Int32)
    }

    /// The sources of the one PATH a command line gives (`--target`, `--configuration`, `--define`),
    /// or, when they cannot be read, the message printed and the exit status (2 usage, 1 input).
    static func load(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Loaded {
        guard let path = arguments.positionals.first else { throw .missingArgument("PATH") }
        if let extra = arguments.positionals.dropFirst().first { throw .unexpectedArgument(extra) }
        let view = ParsedArgumentsView(
            target: arguments.value("target"), configuration: arguments.value("configuration"),
            overrides: try QuickActionsCommandSupport.settings(arguments))
        do {
            return .sources(try load(path, arguments: view))
        } catch {
            switch error {
            case .usage(let message):
                io.printError(message)
                return .failed(ExitStatus.usage)
            case .input(let message):
                io.printError(message)
                return .failed(ExitStatus.failure)
            }
        }
    }

    /// Prints the port pass's lexer problems and the target's files in other languages.
    static func report(_ package: PackageGenerator.Package, _ loaded: AppSources, io: CommandIO) {
        for problem in package.problems { io.printError(problem.description) }
        for file in loaded.otherLanguages {
            io.printError("warning: \(file): not Swift; ForceTouchKit compiles the target's Swift files only")
        }
    }

    /// Reads the target of the project at `path` that `arguments` choose.
    static func load(_ path: String, arguments: ParsedArgumentsView) throws(Failure) -> AppSources {
        let projectPath: String
        do {
            guard let found = try ProjectApp.projectPath(for: path) else {
                throw Failure.usage(
                    "error: \(path): no .xcodeproj here; pass an .xcodeproj or the folder holding it")
            }
            projectPath = found
        } catch let error as Failure {
            throw error
        } catch let error as ProjectLoadError {
            throw .usage(error.formatted)
        } catch {
            throw .input("error: \(error)")
        }
        let app: ProjectApp
        do {
            app = try ProjectApp.load(
                project: projectPath, target: arguments.target, configuration: arguments.configuration,
                overrides: arguments.overrides)
        } catch {
            throw error.isContentError ? .input(error.formatted) : .usage(error.formatted)
        }
        var sources: [PackageGenerator.Source] = []
        var other: [String] = []
        var missing: [String] = []
        let folder = URL(fileURLWithPath: app.project.folder).standardizedFileURL.path
        for entry in app.target.sources {
            // Absolute, so the compiler's messages name the file wherever the build runs.
            let absolute = URL(fileURLWithPath: entry.path).standardizedFileURL.path
            let relative = relativePath(absolute, to: folder)
            guard entry.path.lowercased().hasSuffix(".swift") else {
                other.append(relative)
                continue
            }
            let data: Data
            do {
                data = try FileReader.read(absolute, maximumSize: maximumFileSize)
            } catch .notFound {
                missing.append(absolute)
                continue
            } catch {
                throw .input(
                    "error: \(entry.path): the target '\(app.target.name)' compiles this file, but it cannot be read: "
                        + Wording.fileReadError(error))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw .input("error: \(entry.path): not UTF-8 text; Swift sources are UTF-8")
            }
            sources.append(PackageGenerator.Source(path: absolute, relativePath: relative, text: text))
        }
        guard missing.isEmpty else {
            // Xcode's own words for a source the project names and the checkout lacks.
            throw .input(
                missing.map {
                    "error: Build input file cannot be found: '\($0)'. Did you forget to declare this file as an "
                        + "output of a script phase or custom build rule which produces it? (the target "
                        + "'\(app.target.name)' compiles it; the checkout does not have it)"
                }.joined(separator: "\n"))
        }
        return AppSources(app: app, sources: sources, otherLanguages: other)
    }

    /// `path` relative to `folder` when inside it, else its last components (`../Shared/X.swift`
    /// becomes `_external/Shared/X.swift`, so every file stays inside the package).
    static func relativePath(_ path: String, to folder: String) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        let parts = path.split(separator: "/")
        return "_external/" + parts.suffix(2).joined(separator: "/")
    }

    /// How the built app launches (what Xcode bakes into its Info.plist): the storyboard and scene
    /// delegate class of the Info.plist (generated entries merged), the folders of the target's
    /// storyboards, then the Info.plist's and the project's folders.
    func launch(configuration: String?, definitions: [String: String]) -> PackageGenerator.Launch {
        let root = try? app.declaration().document?.root
        let scenes = root?["UIApplicationSceneManifest"]?["UISceneConfigurations"]?[
            "UIWindowSceneSessionRoleApplication"]
        var firstScene: PropertyListNode?
        if case .array(let configurations)? = scenes?.value { firstScene = configurations.first }
        func expanded(_ node: PropertyListNode?) -> String? {
            guard let text = node?.stringValue, !text.isEmpty else { return nil }
            return app.settings.expand(text).value
        }
        let sceneDelegate = expanded(firstScene?["UISceneDelegateClassName"])
        let storyboard =
            sceneDelegate != nil
            ? expanded(firstScene?["UISceneStoryboardFile"]) : expanded(root?["UIMainStoryboardFile"])
        var folders: [String] = []
        func add(_ folder: String) {
            let standardized = URL(fileURLWithPath: folder).standardizedFileURL.path
            if !folders.contains(standardized) { folders.append(standardized) }
        }
        for entry in app.target.resources where entry.path.lowercased().hasSuffix(".storyboard") {
            var folder = FileReader.parent(entry.path)
            if folder.lowercased().hasSuffix(".lproj") { folder = FileReader.parent(folder) }
            add(folder)
        }
        if let plist = app.infoPlistPath { add(FileReader.parent(plist)) }
        add(app.project.folder)
        return PackageGenerator.Launch(
            projectPath: URL(fileURLWithPath: app.project.path).standardizedFileURL.path,
            target: app.target.name, configuration: configuration, definitions: definitions,
            mainStoryboard: storyboard, sceneDelegateClassName: sceneDelegate, resourceFolders: folders,
            bundle: bundleLayout())
    }

    /// The app's bundle as Xcode builds it: `PRODUCT_NAME.app` with the Info.plist's strings expanded
    /// by the target's settings (`$(PRODUCT_BUNDLE_IDENTIFIER)` becomes the identifier) and
    /// `MinimumOSVersion` from `IPHONEOS_DEPLOYMENT_TARGET`, and the
    /// resources phase's files by name (a localized file in its `.lproj`; the first of two files of
    /// one name wins, as Xcode warns). Nil when the target has no Info.plist.
    func bundleLayout() -> PackageGenerator.BundleLayout? {
        guard let root = try? app.declaration().document?.root,
            var plist = foundationValue(root) as? [String: Any]
        else { return nil }
        // Xcode writes the deployment target into the built Info.plist.
        if plist["MinimumOSVersion"] == nil, let minimum = minimumSystemVersion {
            plist["MinimumOSVersion"] = minimum
        }
        guard
            let data = try? PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        var resources: [PackageGenerator.Link] = []
        var taken: Set<String> = []
        for entry in app.target.resources where entry.isInProjectTree {
            let parent = FileReader.parent(entry.path)
            let name =
                parent.lowercased().hasSuffix(".lproj")
                ? FileReader.lastComponent(parent) + "/" + entry.fileName : entry.fileName
            guard !name.isEmpty, taken.insert(name).inserted else { continue }
            resources.append(PackageGenerator.Link(path: name, destination: entry.path))
        }
        var product = app.settings.expand("$(PRODUCT_NAME)").value
        if product.isEmpty || product.contains("$(") || product.contains("/") { product = app.target.name }
        return PackageGenerator.BundleLayout(name: product + ".app", infoPlist: text, resources: resources)
    }

    /// `node` as a Foundation property list, its strings expanded by the target's settings.
    private func foundationValue(_ node: PropertyListNode) -> Any {
        switch node.value {
        case .string(let text): return app.settings.expand(text).value
        case .integer(let number): return NSNumber(value: number)
        case .real(let number): return NSNumber(value: number)
        case .boolean(let flag): return NSNumber(value: flag)
        case .date(let date): return date
        case .data(let data): return data
        case .array(let nodes): return nodes.map(foundationValue)
        case .dictionary(let entries):
            var dictionary: [String: Any] = [:]
            for entry in entries where dictionary[entry.key] == nil {
                dictionary[entry.key] = foundationValue(entry.value)
            }
            return dictionary
        }
    }

    /// The lowest iOS the app runs on (`MinimumOSVersion`, else `IPHONEOS_DEPLOYMENT_TARGET`); nil
    /// when neither is set.
    var minimumSystemVersion: String? { (try? app.declaration())?.minimumSystemVersion }

    /// The app's bundle identifier, the Info.plist's with the build settings expanded; nil when it
    /// does not resolve.
    var bundleIdentifier: String? {
        guard let declared = try? app.declaration().bundleIdentifier else { return nil }
        let identifier = app.settings.expand(declared).value
        return identifier.isEmpty || identifier.contains("$(") || identifier.contains("${") ? nil : identifier
    }

    /// The module name Xcode gives the target (`PRODUCT_MODULE_NAME`).
    var moduleName: String {
        let name = app.settings.expand("$(PRODUCT_MODULE_NAME)").value
        return name.isEmpty || name.contains("$(")
            ? app.settings.expand("$(TARGET_NAME:c99extidentifier)").value : name
    }
}

/// The options `port` and `build` share, read from the command line.
struct ParsedArgumentsView {
    var target: String?
    var configuration: String?
    var overrides: BuildSettings
}
