package import CommandLineOptions
import Foundation
import QuickActionTools
import QuickActions

/// `forcetouch menu`: the quick action menu as the device shows it, as text, JSON or an SVG picture.
struct MenuCommand: Command {
    static let name = "menu"
    static let abstract = "Show the quick action menu an app would get: text, JSON, or an SVG picture."
    static let usage =
        "forcetouch menu PATH [--dynamic ITEMS.json] [--locale LANG] [--define NAME=VALUE]... [--format text|json|svg] [--limit N] [--opening down|up] [--column left|right]"
    static let discussion = """
        Static items come first in Info.plist order, then the --dynamic items, at most --limit (4, as iOS 9-12).
        Titles are localised for --locale (default: the app's development region) and variables expanded.
        ITEMS.json is an array of {"type", "title", "subtitle"?, "icon"?, "userInfo"?}; icon is "search",
        {"system": "search"}, {"template": "name"}, {"symbol": "star.fill"} or {"contact": {"givenName", "familyName"}}.
        Exit status: 0 shown, 1 the declaration or ITEMS.json has errors (printed on standard error; nothing on standard
        output when the Info.plist itself cannot be read), 2 usage or unreadable path.
        """
    static let options: [OptionSpec] =
        [
            .value(
                "dynamic", "ITEMS.json", help: "Dynamic items the app set (shortcutItems), as a JSON array."),
            .value("locale", "LANG", help: "Show the titles in this language (de, zh-Hans, pt-BR)."),
            QuickActionsCommandSupport.defineOption,
        ] + QuickActionsCommandSupport.projectOptions + [
            .value(
                "format", "text|json|svg", allowed: ["text", "json", "svg"],
                help: "Output format (default text)."
            ),
            .value("limit", "N", help: "The most items the menu shows (default 4)."),
            .value(
                "opening", "down|up", allowed: ["down", "up"],
                help: "SVG: the menu opens below (default) or above the icon."),
            .value(
                "column", "left|right", allowed: ["left", "right"],
                help:
                    "SVG: the app icon in the screen's left half (default: the menu lines up with its left edge, row icons on the left) or right half."
            ),
        ]

    static func run(_ arguments: ParsedArguments, io: CommandIO) async throws(UsageError) -> Int32 {
        guard let path = arguments.positionals.first else { throw .missingArgument("PATH") }
        guard arguments.positionals.count == 1 else { throw .unexpectedArgument(arguments.positionals[1]) }
        let options = try QuickActionsCommandSupport.options(arguments)
        let limit = try QuickActionsCommandSupport.positiveInteger(arguments, "limit", default: 4)
        guard let declaration = QuickActionsCommandSupport.load(path, options: options, io: io) else {
            return ExitStatus.usage
        }
        var dynamicItems: [ShortcutItem] = []
        if let dynamicPath = arguments.value("dynamic") {
            let loaded = QuickActionsCommandSupport.dynamicItems(dynamicPath, io: io)
            guard let items = loaded.items else { return loaded.status }
            dynamicItems = items
        }
        var status = ExitStatus.success
        for diagnostic in ShortcutLinter(maximumStaticItems: limit).lint(declaration)
        where diagnostic.severity == .error {
            io.printError(diagnostic.formatted)
            status = ExitStatus.failure
        }
        // An Info.plist that could not be read (malformed, truncated, not a dictionary) has no menu:
        // a half-read one would look like the app's. Only its errors, on standard error, then exit 1.
        // A readable one with invalid items is still shown: the device skips those items, as iOS does.
        guard declaration.isReadable else { return ExitStatus.failure }
        let language = QuickActionsCommandSupport.language(arguments, declaration, io: io)
        let menu = MenuComposer(maximumItemCount: limit).compose(
            declaration, language: language, dynamicItems: dynamicItems)
        switch arguments.value("format") {
        case "json":
            io.print(menu.json())
        case "svg":
            var images: [String: TemplateImage] = [:]
            for row in menu.rows {
                if case .templateImage(let name) = row.item.icon,
                    let image = declaration.templateImage(named: name)
                {
                    images[name] = image
                }
            }
            let renderer = QuickActionMenuSVG(
                opening: arguments.value("opening") == "up" ? .up : .down,
                alignment: arguments.value("column") == "right" ? .trailing : .leading,
                appName: QuickActionsCommandSupport.appName(declaration),
                bundleIdentifier: declaration.bundleIdentifier)
            io.write(renderer.render(menu, images: images))
        default:
            io.write(
                text(
                    menu, appName: QuickActionsCommandSupport.appName(declaration), language: language,
                    limit: limit))
        }
        return status
    }

    /// The menu in words, each title cut where the device cuts it (the lines `MenuLayout` breaks it
    /// into, joined).
    static func text(_ menu: QuickActionMenu, appName: String, language: String, limit: Int) -> String {
        var out =
            "\(appName): \(menu.rows.count) quick action\(menu.rows.count == 1 ? "" : "s") (at most \(limit)), language \(language)\n"
        if menu.isEmpty { out += "  (none: a press gives the \"no actions\" bounce)\n" }
        let geometry = MenuLayout().geometry(for: menu, opening: .down, alignment: .leading)
        for (index, (row, laidOut)) in zip(menu.rows, geometry.rows).enumerated() {
            out += "  \(index + 1). \(laidOut.titleLines.joined(separator: " "))"
            if let subtitle = laidOut.subtitle { out += " — " + subtitle }
            out += "  [\(iconText(row.item.icon))] \(row.source.rawValue), type \(row.item.type)\n"
        }
        if !menu.hidden.isEmpty {
            out += "hidden:\n"
            for entry in menu.hidden {
                out +=
                    "  - \(entry.title.map { "'\($0)'" } ?? "(no title)") (\(entry.source.rawValue) item \(entry.sourceIndex)): \(entry.message)\n"
            }
        }
        return out
    }

    static func iconText(_ icon: ShortcutIcon?) -> String {
        switch icon {
        case nil: "no icon"
        case .system(let type): "system: \(type.name)"
        case .templateImage(let name): "file: \(name)"
        case .systemSymbol(let name): "symbol: \(name)"
        case .contact(let given, let family, let imageData):
            "contact: \([given, family].filter { !$0.isEmpty }.joined(separator: " "))"
                + (imageData.map { " (picture, \($0.count) bytes)" } ?? "")
        }
    }
}
