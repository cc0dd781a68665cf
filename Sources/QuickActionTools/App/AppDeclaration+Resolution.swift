import Foundation
import Interchange
public import PropertyLists
public import QuickActions

extension AppDeclaration {
    /// Every static item resolved for a user who prefers `language` (default: `defaultLanguage`),
    /// titles looked up in the one `InfoPlist.strings` iOS reads, invalid ones included with their
    /// problem, in plist order.
    /// - Complexity: O(*n*) in the number of items and the size of their values.
    public func resolvedItems(language: String? = nil) -> [ResolvedShortcutItem] {
        let table = localizationTable(language: language)
        return items.map { resolve($0, table: table) }
    }

    /// The valid static items as the system builds them for `language`, in plist order — what
    /// `MenuComposer` takes as static items.
    /// - Complexity: O(*n*) in the number of items and the size of their values.
    public func staticItems(language: String? = nil) -> [ShortcutItem] {
        resolvedItems(language: language).compactMap(\.item)
    }

    func resolve(_ declared: DeclaredShortcutItem, table: LocalizationTable?) -> ResolvedShortcutItem {
        typealias Key = DeclaredShortcutItem.Key
        func expanded(_ field: DeclaredShortcutItem.Field?) -> String? {
            field.map { expand($0.value).value }
        }
        func localized(_ text: String?) -> String? {
            guard let text else { return nil }
            return table?.values[text]?.text ?? text
        }
        guard let type = expanded(declared.type), !type.isEmpty else {
            return ResolvedShortcutItem(
                declared: declared, item: nil,
                problem: Wording.invalidItem(missing: Key.type, present: declared.has(Key.type)))
        }
        guard let title = localized(expanded(declared.title)), !title.isEmpty else {
            return ResolvedShortcutItem(
                declared: declared, item: nil,
                problem: Wording.invalidItem(missing: Key.title, present: declared.has(Key.title)))
        }
        let item = ShortcutItem(
            type: type, localizedTitle: title, localizedSubtitle: localized(expanded(declared.subtitle)),
            icon: icon(declared),
            userInfo: declared.userInfo.flatMap { expandedUserInfo($0.propertyListValue) })
        return ResolvedShortcutItem(declared: declared, item: item, problem: nil)
    }

    /// The icon iOS 13 and later show: a symbol name wins over an icon file, which wins over an
    /// icon type; an unknown icon type gives no icon.
    func icon(_ declared: DeclaredShortcutItem) -> ShortcutIcon? {
        if let symbol = declared.iconSymbolName.map({ expand($0.value).value }), !symbol.isEmpty {
            return .systemSymbol(symbol)
        }
        if let file = declared.iconFile.map({ expand($0.value).value }), !file.isEmpty {
            return .templateImage(file)
        }
        if let name = declared.iconType.map({ expand($0.value).value }),
            let type = ShortcutIcon.IconType.byPlistName[name]
        {
            return .system(type)
        }
        return nil
    }

    private func expandedUserInfo(_ value: PropertyListValue) -> ShortcutUserInfo? {
        guard case .dictionary(let dictionary) = expanded(value) else { return nil }
        return dictionary
    }

    private func expanded(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .string(let text): .string(expand(text).value)
        case .array(let values): .array(values.map(expanded))
        case .dictionary(let values): .dictionary(values.mapValues(expanded))
        default: value
        }
    }
}

extension AppDeclaration {
    /// The bytes of the template icon `name` for embedding, when it is found as a PNG or JPEG: the
    /// file a 3x iPhone shows (`IconFileMatch.preferredFile`), else the largest scale present.
    public func templateImage(named name: String) -> TemplateImage? {
        guard case .found(let match) = lookUpIconFile(name) else { return nil }
        let ordered =
            (match.preferredFile.map { [$0] } ?? []) + match.files.sorted { scale(of: $0) > scale(of: $1) }
        for path in ordered {
            if let data = try? FileReader.read(path, maximumSize: 1 << 20), let header = ImageHeader(data) {
                return TemplateImage(mimeType: header.mimeType, data: data)
            }
        }
        return nil
    }

    private func scale(of path: String) -> Int {
        path.contains("@3x") ? 3 : path.contains("@2x") ? 2 : 1
    }
}
