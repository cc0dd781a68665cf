package import CommandLineOptions
import Foundation
import PropertyLists
import QuickActionTools
import QuickActions

/// What `lint`, `menu` and `convert` share: build settings from `--define`, loading an app with
/// the path problems worded once, reading `--dynamic` files.
enum QuickActionsCommandSupport {
    /// The `--define NAME=VALUE` option.
    static let defineOption = OptionSpec.value(
        "define", "NAME=VALUE", repeatable: true,
        help: "Define a build setting for $(NAME) in Info.plist values (repeatable).")

    /// `--target NAME` and `--configuration NAME`, for a path that is an Xcode project.
    static let projectOptions: [OptionSpec] = [
        .value(
            "target", "NAME",
            help: "The project's target to read (default: its only app target). Only for an .xcodeproj."),
        .value(
            "configuration", "NAME",
            help:
                "The project's build configuration (default Release, as xcodebuild archive). Only for an .xcodeproj."
        ),
    ]

    /// The load options a command line asks for: `--define`, `--target`, `--configuration`.
    static func options(_ arguments: ParsedArguments) throws(UsageError) -> AppDeclaration.Options {
        AppDeclaration.Options(
            settings: try settings(arguments), target: arguments.value("target"),
            configuration: arguments.value("configuration"))
    }

    /// The build settings from `--define`s; a malformed one is a usage error.
    static func settings(_ arguments: ParsedArguments) throws(UsageError) -> BuildSettings {
        do {
            return try BuildSettings(definitions: arguments.all("define"))
        } catch {
            throw .other("--define: " + error.message)
        }
    }

    /// A positive integer option (`--limit 4`).
    static func positiveInteger(_ arguments: ParsedArguments, _ name: String, default value: Int)
        throws(UsageError) -> Int
    {
        guard let text = arguments.value(name) else { return value }
        guard let number = Int(text), number > 0 else {
            throw .other(QuickActionsCommandWording.notPositive(name, text))
        }
        return number
    }

    /// The app at `path` (`-` reads an Info.plist from standard input), or nil after printing why
    /// the path cannot be used (the caller exits 2).
    static func load(_ path: String, settings: BuildSettings, io: CommandIO) -> AppDeclaration? {
        load(path, options: AppDeclaration.Options(settings: settings), io: io)
    }

    /// The app at `path` loaded with `options` (an Xcode project's target and configuration among
    /// them), or nil after printing why the path cannot be used (the caller exits 2). A damaged
    /// project, xcconfig or a target without an Info.plist is a `malformed-project` diagnostic
    /// (`AppDeclaration.load` makes it).
    static func load(_ path: String, options: AppDeclaration.Options, io: CommandIO) -> AppDeclaration? {
        if path == "-" {
            let data = io.readStandardInput()
            guard data.count <= options.maximumFileSize else {
                var declaration = AppDeclaration(infoPlist: Data(), path: "<stdin>", options: options)
                declaration.diagnostics = [
                    LintDiagnostic(
                        rule: .plistTooLarge,
                        message: QuickActionsCommandWording.standardInputTooLarge(
                            data.count, options.maximumFileSize),
                        file: "<stdin>")
                ]
                return declaration
            }
            return AppDeclaration(infoPlist: data, path: "<stdin>", options: options)
        }
        do {
            return try AppDeclaration.load(path, options: options)
        } catch {
            io.printError("error: " + error.message)
            return nil
        }
    }

    /// The items of a `--dynamic` file; nil after printing the problem. `status` is 2 when the file
    /// cannot be read, 1 when its content is wrong.
    static func dynamicItems(_ path: String, io: CommandIO) -> (items: [ShortcutItem]?, status: Int32) {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > AppDeclaration.defaultMaximumFileSize {
                io.printError(QuickActionsCommandWording.dynamicTooLarge(path))
                return (nil, ExitStatus.failure)
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            io.printError(
                QuickActionsCommandWording.dynamicUnreadable(
                    path, exists: FileManager.default.fileExists(atPath: path)))
            return (nil, ExitStatus.usage)
        }
        do {
            return (try ShortcutItem.decodeList(data), ExitStatus.success)
        } catch {
            io.printError("\(path):\(error.position): error: \(error.message)")
            return (nil, ExitStatus.failure)
        }
    }

    /// A name for the app in pictures: its display name, else the last part of its bundle id.
    static func appName(_ declaration: AppDeclaration) -> String {
        if let name = declaration.displayName, !name.isEmpty, !name.contains("$(") { return name }
        if let identifier = declaration.bundleIdentifier, let last = identifier.split(separator: ".").last {
            return String(last)
        }
        return "App"
    }

    /// The language to show, and a warning when the asked-for one has no localisation.
    static func language(_ arguments: ParsedArguments, _ declaration: AppDeclaration, io: CommandIO) -> String
    {
        guard let asked = arguments.value("locale") else { return declaration.defaultLanguage }
        if !declaration.localizations.isEmpty, declaration.localizations.table(for: asked) == nil {
            io.printError(
                QuickActionsCommandWording.noLocalization(
                    asked, available: declaration.localizations.languages,
                    shown: declaration.localizationTable(language: asked)?.language))
        }
        return asked
    }
}
