import Foundation
package import Interchange
package import PropertyLists

/// The JSON form of an icon, in `--dynamic` files, the dynamic item store and the menu's JSON:
///
/// | JSON | icon |
/// | --- | --- |
/// | `"search"`, `"Search"` or `"UIApplicationShortcutIconTypeSearch"` | `.system(.search)` |
/// | `{"system": "search"}` (same names) | `.system(.search)` |
/// | `{"template": "scan"}` | `.templateImage("scan")` |
/// | `{"symbol": "star.fill"}` | `.systemSymbol("star.fill")` |
/// | `{"contact": {"givenName": "Jane", "familyName": "Appleseed"}}` | `.contact(…)` |
/// | `{"contact": {"givenName": "Jane", "imageData": "<base64>"}}` | `.contact(…)` with a picture |
///
/// Written back, icons always use the object forms with the Swift case name (`{"system": "search"}`).
extension ShortcutIcon {
    /// The icon type for a name written in any of the accepted spellings (case-insensitive
    /// Swift name, or the exact Info.plist name).
    public static func iconType(named name: String) -> IconType? {
        IconType.byPlistName[name] ?? IconType.byLowercasedName[name.lowercased()]
    }

    package static func decode(_ node: JSONNode, path: String) throws(ShortcutItemsDecodingError)
        -> ShortcutIcon
    {
        func systemType(_ value: JSONNode, path: String) throws(ShortcutItemsDecodingError) -> ShortcutIcon {
            guard let name = value.string else {
                throw .wrongType(
                    path: path, expected: "string", found: value.typeName, position: value.position)
            }
            guard let type = iconType(named: name) else {
                let suggestion =
                    nearestSuggestion(to: name, in: IconType.allCases.map(\.name))
                    ?? ShortcutIcon.IconType.synonyms[name.lowercased()]?.name
                throw .unknownIconType(
                    path: path, name: name, suggestion: suggestion, position: value.position)
            }
            return .system(type)
        }
        if node.string != nil { return try systemType(node, path: path) }
        guard let members = node.members, members.count == 1, let member = members.first else {
            throw .invalidIcon(path: path, position: node.position)
        }
        let memberPath = path + "." + member.key
        switch member.key {
        case "system":
            return try systemType(member.value, path: memberPath)
        case "template", "symbol":
            guard let name = member.value.string, !name.isEmpty else {
                throw .wrongType(
                    path: memberPath, expected: "non-empty string", found: member.value.typeName,
                    position: member.value.position)
            }
            return member.key == "template" ? .templateImage(name) : .systemSymbol(name)
        case "contact":
            guard let fields = member.value.members else {
                throw .wrongType(
                    path: memberPath, expected: "object", found: member.value.typeName,
                    position: member.value.position)
            }
            let known = ["givenName", "familyName", "imageData"]
            for field in fields where !known.contains(field.key) {
                throw .unknownField(
                    path: memberPath, field: field.key,
                    suggestion: nearestSuggestion(to: field.key, in: known),
                    position: field.keyPosition)
            }
            var imageData: Data?
            if let value = member.value["imageData"] {
                guard let text = value.string, let data = Data(base64Encoded: text), !data.isEmpty else {
                    throw .wrongType(
                        path: memberPath + ".imageData", expected: "non-empty base64 string",
                        found: value.string == nil ? value.typeName : "string that is not base64",
                        position: value.position)
                }
                imageData = data
            }
            var names: [String] = []
            for key in ["givenName", "familyName"] {
                guard let value = member.value[key] else { names.append(""); continue }
                guard let text = value.string else {
                    throw .wrongType(
                        path: memberPath + "." + key, expected: "string", found: value.typeName,
                        position: value.position)
                }
                names.append(text)
            }
            return .contact(givenName: names[0], familyName: names[1], imageData: imageData)
        default:
            throw .unknownField(
                path: path, field: member.key,
                suggestion: nearestSuggestion(
                    to: member.key, in: ["system", "template", "symbol", "contact"]),
                position: member.keyPosition)
        }
    }

    /// The canonical JSON object for this icon.
    package var jsonOutput: JSONOutput {
        switch self {
        case .system(let type): .object([.init("system", .string(type.name))])
        case .templateImage(let name): .object([.init("template", .string(name))])
        case .systemSymbol(let name): .object([.init("symbol", .string(name))])
        case .contact(let given, let family, let imageData):
            .object([
                .init(
                    "contact",
                    .object(
                        [.init("givenName", .string(given)), .init("familyName", .string(family))]
                            + (imageData.map { [.init("imageData", .string($0.base64EncodedString()))] } ?? [])
                    ))
            ])
        }
    }
}

extension ShortcutIcon.IconType {
    /// Every type by its Info.plist name (a table, so lookups do not rebuild 29 strings).
    package static let byPlistName: [String: ShortcutIcon.IconType] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.plistName, $0) })
    /// Every type by its Swift name lower-cased.
    package static let byLowercasedName: [String: ShortcutIcon.IconType] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.name.lowercased(), $0) })
}
