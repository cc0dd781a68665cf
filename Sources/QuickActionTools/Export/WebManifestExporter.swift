import Foundation
import Interchange
import PropertyLists
import QuickActions

/// Exports static quick actions as a Web App Manifest `shortcuts` array
/// (`manifest-shortcuts.json`, to merge into the site's manifest), with the icons.
///
/// Mapping: the title becomes `name` and `short_name` (cut to 12 characters; our choice), the
/// subtitle `description`, the URL comes from a template (`/?shortcut={type}` by default; it may
/// use `{type}` and `{userInfo.KEY}` for scalar values, percent-encoded), system icons become SVG
/// files drawn from `IconGlyph` and icon files are copied, both listed with `"purpose": "monochrome"`
/// (they are templates). SF Symbols and contact icons cannot be carried over, nor `userInfo` values
/// the template does not name (warnings).
public struct WebManifestExporter: Sendable, Hashable {
    /// The URL template.
    public var urlTemplate: String
    /// The folder, relative to the output and to the manifest, for icon files (`icons/`).
    public var iconFolder: String
    /// The `short_name` length (12; our choice, as launchers show short names in little room).
    public var shortNameLimit: Int

    /// Creates an exporter.
    public init(
        urlTemplate: String = "/?shortcut={type}", iconFolder: String = "icons", shortNameLimit: Int = 12
    ) {
        self.urlTemplate = urlTemplate
        self.iconFolder = iconFolder
        self.shortNameLimit = shortNameLimit
    }

    /// Exports `declaration`'s static items in `language` (default: its default language).
    /// - Complexity: O(*n*) in the number of items.
    public func export(_ declaration: AppDeclaration, language: String? = nil) throws(ExportError)
        -> ExportResult
    {
        let template = try Self.parseTemplate(urlTemplate)
        let chosen = language ?? declaration.defaultLanguage
        let (items, skipped) = declaration.exportableItems(language: chosen)
        var warnings = skipped
        var icons: [String: ExportFile] = [:]
        var shortcuts: [JSONOutput] = []
        let folder = iconFolder.hasSuffix("/") ? String(iconFolder.dropLast()) : iconFolder
        for item in items {
            let label = "'\(item.localizedTitle)'"
            var members: [JSONOutput.Member] = [.init("name", .string(item.localizedTitle))]
            let short = LabelCut.cut(item.localizedTitle, to: shortNameLimit)
            if short != item.localizedTitle {
                warnings.append(
                    Wording.exportLabelCut("short_name", item.localizedTitle, short, shortNameLimit))
            }
            members.append(.init("short_name", .string(short)))
            if let subtitle = item.localizedSubtitle, !subtitle.isEmpty {
                members.append(.init("description", .string(subtitle)))
            }
            members.append(.init("url", .string(url(for: item, template: template, warnings: &warnings))))
            let carried = Set(template.compactMap { if case .userInfo(let key) = $0 { key } else { nil } })
            for key in (item.userInfo?.keys.sorted() ?? []) where !carried.contains(key) {
                warnings.append(Wording.exportUserInfoNotInURL(label, key))
            }
            var iconList: [JSONOutput] = []
            switch item.icon {
            case .system(let type):
                let path =
                    "\(folder)/shortcut-\(AndroidShortcutsExporter.snake(type.name).replacingOccurrences(of: "_", with: "-")).svg"
                icons[path] = ExportFile(
                    path: path, contents: Data(type.glyph.svgDocument(color: "#000000", size: 96).utf8))
                iconList.append(
                    .object([
                        .init("src", .string(path)), .init("sizes", .string("any")),
                        .init("type", .string("image/svg+xml")), .init("purpose", .string("monochrome")),
                    ]))
            case .templateImage(let file):
                let found = declaration.iconFiles(file)
                if found.isEmpty { warnings.append(Wording.exportIconFileMissing(label, file)) }
                for (source, _, header) in found {
                    let path = "\(folder)/\(FileReader.lastComponent(source))"
                    if let data = declaration.iconData(source) {
                        icons[path] = ExportFile(path: path, contents: data)
                    }
                    iconList.append(
                        .object([
                            .init("src", .string(path)),
                            .init("sizes", .string("\(header.width)x\(header.height)")),
                            .init("type", .string(header.mimeType)), .init("purpose", .string("monochrome")),
                        ]))
                }
            case .systemSymbol(let symbol): warnings.append(Wording.exportSymbolDropped(label, symbol))
            case .contact: warnings.append(Wording.exportContactDropped(label))
            case nil: break
            }
            if !iconList.isEmpty { members.append(.init("icons", .array(iconList))) }
            shortcuts.append(.object(members))
        }
        let document = JSONOutput.object([
            .init("lang", .string(chosen)), .init("shortcuts", .array(shortcuts)),
        ])
        let files =
            [ExportFile(path: "manifest-shortcuts.json", contents: Data((document.render() + "\n").utf8))]
            + icons.keys.sorted().map { icons[$0]! }
        return ExportResult(files: files, warnings: warnings)
    }

    enum Piece: Hashable {
        case literal(String)
        case type
        case userInfo(String)
    }

    static func parseTemplate(_ template: String) throws(ExportError) -> [Piece] {
        var pieces: [Piece] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            pieces.append(.literal(String(rest[..<open])))
            guard let close = rest[open...].firstIndex(of: "}") else { throw .unclosedPlaceholder(template) }
            let name = String(rest[rest.index(after: open)..<close])
            if name == "type" {
                pieces.append(.type)
            } else if name.hasPrefix("userInfo."), name.count > "userInfo.".count {
                pieces.append(.userInfo(String(name.dropFirst("userInfo.".count))))
            } else {
                throw .unknownPlaceholder(name)
            }
            rest = rest[rest.index(after: close)...]
        }
        pieces.append(.literal(String(rest)))
        return pieces
    }

    private func url(for item: ShortcutItem, template: [Piece], warnings: inout [String]) -> String {
        template.map { piece -> String in
            switch piece {
            case .literal(let text): return text
            case .type: return Self.percentEncoded(item.type)
            case .userInfo(let key):
                switch item.userInfo?[key] {
                case .string(let text)?: return Self.percentEncoded(text)
                case .integer(let number)?: return String(number)
                case .real(let number)?: return "\(number)"
                case .boolean(let flag)?: return flag ? "true" : "false"
                case let other:
                    warnings.append(
                        Wording.exportURLValueMissing("'\(item.localizedTitle)'", key, other?.typeName))
                    return ""
                }
            }
        }.joined()
    }

    /// RFC 3986 unreserved characters kept, everything else percent-encoded as UTF-8.
    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-._~".unicodeScalars.contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
