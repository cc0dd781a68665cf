package import CommandLineOptions
import Foundation
import QuickActionTools
import QuickActions

/// `forcetouch convert`: static quick actions as Android app shortcuts or Web App Manifest shortcuts.
struct ConvertCommand: Command {
    static let name = "convert"
    static let abstract =
        "Convert static quick actions to Android shortcuts.xml or Web App Manifest shortcuts."
    static let usage =
        "forcetouch convert PATH --to android|webmanifest [--locale LANG] [--out DIR] [--define NAME=VALUE]... [--package NAME] [--activity CLASS] [--url-template TEMPLATE] [--icon-folder DIR]"
    static let discussion = """
        android: res/xml/shortcuts.xml, res/values*/strings.xml (one folder per localisation unless --locale),
        vector drawables for system icons and the icon images. webmanifest: manifest-shortcuts.json and icons/.
        Without --out the text files are printed (android: each after a '==> path <==' line; webmanifest: the JSON only).
        With --out, files are written atomically; the input files are never touched. What cannot be carried over
        (subtitles on Android, SF Symbols, non-scalar userInfo...) is reported as warnings on standard error.
        --url-template may use {type} and {userInfo.KEY} (default /?shortcut={type}).
        Exit status: 0 converted, 1 the Info.plist or a localisation file (.strings, .xcstrings) cannot be read
        (each problem printed on standard error, as lint prints it; nothing converted), 2 usage or unreadable path.
        """
    static let options: [OptionSpec] =
        [
            .value(
                "to", "android|webmanifest", allowed: ["android", "webmanifest"],
                help: "The format to produce (required)."),
            .value("locale", "LANG", help: "Use this language's titles (only)."),
            .value("out", "DIR", help: "Write the files under DIR instead of printing them."),
            QuickActionsCommandSupport.defineOption,
        ] + QuickActionsCommandSupport.projectOptions + [
            .value("package", "NAME", help: "android: the app's package (default: the bundle identifier)."),
            .value(
                "activity", "CLASS",
                help: "android: the activity the shortcuts open (default: PACKAGE.MainActivity)."),
            .value(
                "url-template", "TEMPLATE",
                help: "webmanifest: each shortcut's url (default /?shortcut={type})."),
            .value(
                "icon-folder", "DIR",
                help: "webmanifest: where icons go, relative to the manifest (default icons)."),
        ]

    static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        guard let path = arguments.positionals.first else { throw .missingArgument("PATH") }
        guard arguments.positionals.count == 1 else { throw .unexpectedArgument(arguments.positionals[1]) }
        guard let format = arguments.value("to") else { throw .other(QuickActionsCommandWording.toRequired) }
        let options = try QuickActionsCommandSupport.options(arguments)
        guard let declaration = QuickActionsCommandSupport.load(path, options: options, io: io) else {
            return ExitStatus.usage
        }
        // A file that cannot be read (the Info.plist, or a .strings/.xcstrings whose titles the
        // export would carry) stops the conversion, as lint reports it: nothing half-translated.
        let fatal = declaration.diagnostics.filter {
            $0.severity == .error
                && ($0.file == declaration.infoPlistPath
                    || Self.unreadableLocalizationRules.contains($0.rule))
        }
        if !declaration.isReadable || !fatal.isEmpty {
            for diagnostic in fatal { io.printError(diagnostic.formatted) }
            return ExitStatus.failure
        }
        let language = arguments.value("locale").map { _ in
            QuickActionsCommandSupport.language(arguments, declaration, io: io)
        }
        let result: ExportResult
        do {
            if format == "android" {
                result = try AndroidShortcutsExporter(
                    packageName: arguments.value("package"), activityClass: arguments.value("activity")
                )
                .export(declaration, language: language)
            } else {
                result = try WebManifestExporter(
                    urlTemplate: arguments.value("url-template") ?? "/?shortcut={type}",
                    iconFolder: arguments.value("icon-folder") ?? "icons"
                ).export(declaration, language: language)
            }
        } catch {
            throw .other(error.message)
        }
        for warning in result.warnings { io.printError("warning: " + warning) }
        guard let out = arguments.value("out") else {
            printFiles(result, format: format, io: io)
            return ExitStatus.success
        }
        return try write(result, to: out, declaration: declaration, io: io)
    }

    /// The rules for a localisation file that could not be read (its titles would be missing).
    private static let unreadableLocalizationRules: Set<LintRule> = [
        .localizationUnreadable, .stringsSyntax, .stringCatalogMalformed,
    ]

    private static func printFiles(_ result: ExportResult, format: String, io: CommandIO) {
        if format == "webmanifest" {
            io.write(result.files[0].text ?? "")
            let icons = result.files.dropFirst().map(\.path)
            if !icons.isEmpty {
                io.printError(QuickActionsCommandWording.notWritten(icons))
            }
            return
        }
        var skipped: [String] = []
        for file in result.files {
            guard let text = file.text, !file.path.hasSuffix(".png"), !file.path.hasSuffix(".jpg") else {
                skipped.append(file.path)
                continue
            }
            io.write("==> \(file.path) <==\n" + text)
        }
        if !skipped.isEmpty {
            io.printError(QuickActionsCommandWording.binaryNotPrinted(skipped))
        }
    }

    /// Writes the files under `out`, each atomically, refusing to replace any file the app was read from.
    private static func write(
        _ result: ExportResult, to out: String, declaration: AppDeclaration, io: CommandIO
    ) throws(UsageError) -> Int32 {
        let inputs = Set(inputFiles(declaration).map(canonical))
        for file in result.files where inputs.contains(canonical(out + "/" + file.path)) {
            io.printError(QuickActionsCommandWording.wouldReplaceInput(out + "/" + file.path))
            return ExitStatus.usage
        }
        for file in result.files {
            let target = URL(fileURLWithPath: out).appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: target, options: .atomic)
            } catch {
                io.printError(QuickActionsCommandWording.cannotWrite(target.path, error.localizedDescription))
                return ExitStatus.usage
            }
            io.print(QuickActionsCommandWording.wrote((out.hasSuffix("/") ? out : out + "/") + file.path))
        }
        return ExitStatus.success
    }

    private static func inputFiles(_ declaration: AppDeclaration) -> [String] {
        var files = [declaration.infoPlistPath]
        files += declaration.localizations.tables.flatMap(\.files)
        files += declaration.localizations.nonLocalized?.files ?? []
        for item in declaration.items {
            if let name = item.iconFile?.value, case .found(let match) = declaration.lookUpIconFile(name) {
                files += match.files
            }
        }
        return files
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
