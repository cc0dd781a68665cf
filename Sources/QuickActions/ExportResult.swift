public import Foundation

/// One file an exporter produces, with its path relative to the output folder.
public struct ExportFile: Sendable, Hashable {
    /// The relative path (`res/xml/shortcuts.xml`).
    public var path: String
    /// The bytes.
    public var contents: Data

    /// Creates a file.
    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    /// The contents as UTF-8 text (exports are text, except copied icon images).
    public var text: String? { String(data: contents, encoding: .utf8) }
}

/// What an exporter produced and what it could not carry over.
public struct ExportResult: Sendable, Hashable {
    /// The files, in a stable order.
    public var files: [ExportFile]
    /// Everything lost or changed on the way, one sentence each.
    public var warnings: [String]

    /// Creates a result.
    public init(files: [ExportFile], warnings: [String]) {
        self.files = files
        self.warnings = warnings
    }

    /// The file at `path`, if produced.
    public func file(_ path: String) -> ExportFile? { files.first { $0.path == path } }
}

/// An export option that cannot work (the CLI's usage error).
public enum ExportError: Error, Sendable, Hashable {
    /// A `{placeholder}` in the URL template that is neither `{type}` nor `{userInfo.KEY}`.
    case unknownPlaceholder(String)
    /// A `{` without its `}` in the URL template.
    case unclosedPlaceholder(String)
    /// A package or class name that Android does not accept.
    case invalidJavaName(String)

    /// What went wrong and what to do (one line).
    public var message: String { Wording.exportError(self) }
}

extension AppDeclaration {
    /// The valid static items for `language`, with a warning for each invalid one skipped.
    func exportableItems(language: String?) -> (items: [ShortcutItem], warnings: [String]) {
        var warnings: [String] = []
        var items: [ShortcutItem] = []
        for resolved in resolvedItems(language: language) {
            if let item = resolved.item {
                items.append(item)
            } else {
                warnings.append(
                    Wording.exportSkippedInvalid(
                        index: resolved.declared.index, problem: resolved.problem ?? ""))
            }
        }
        return (items, warnings)
    }

    /// The icon image files to copy for a template icon: (file path, scale), largest first.
    func iconFiles(_ name: String) -> [(path: String, scale: Int, header: ImageHeader)] {
        guard case .found(let match) = lookUpIconFile(name) else { return [] }
        return match.files.compactMap { path in
            guard let data = try? FileReader.read(path, maximumSize: 1 << 20), let header = ImageHeader(data)
            else { return nil }
            let scale = path.contains("@3x") ? 3 : path.contains("@2x") ? 2 : 1
            return (path, scale, header)
        }.sorted { $0.scale > $1.scale }
    }

    /// The bytes of a file found by `iconFiles`.
    func iconData(_ path: String) -> Data? { try? FileReader.read(path, maximumSize: 1 << 20) }
}

/// Shortening labels to a guideline length, by characters, with an ellipsis.
enum LabelCut {
    static func cut(_ text: String, to limit: Int) -> String {
        guard text.count > limit, limit > 1 else { return text }
        return String(text.prefix(limit - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }
}
