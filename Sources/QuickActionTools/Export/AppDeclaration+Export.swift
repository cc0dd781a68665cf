import Foundation
import Interchange
import PropertyLists
import QuickActions

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
