public import Foundation
package import Interchange
package import PropertyLists

/// The JSON form of shortcut items, shared by `--dynamic` files and the dynamic item store:
///
/// ```json
/// {"type": "com.example.play", "title": "Play", "subtitle": "Will play an item",
///  "icon": "play", "userInfo": {"id": 42}}
/// ```
///
/// `type` and `title` are required strings; `subtitle` a string; `icon` one of the forms in
/// `ShortcutIcon`'s JSON (`"search"`, `{"system": "search"}`, `{"template": "name"}`,
/// `{"symbol": "star.fill"}`, `{"contact": {"givenName": "…", "familyName": "…"}}`); `userInfo`
/// an object whose values map onto property-list values (see `PropertyListValue`'s JSON).
/// `null` is the same as leaving an optional field out.
extension ShortcutItem {
    /// The fields an item object may have.
    public static let jsonFields = ["type", "title", "subtitle", "icon", "userInfo"]

    /// Decodes a `--dynamic` file: a JSON array of item objects. Empty types and titles are
    /// refused (the menu would show nothing to tap).
    /// - Complexity: O(*n*) in the size of the data.
    public static func decodeList(_ data: Data) throws(ShortcutItemsDecodingError) -> [ShortcutItem] {
        let root: JSONNode
        do {
            root = try JSONNode.parse(data)
        } catch {
            throw .malformedJSON(message: error.message, position: error.position)
        }
        return try decodeList(root, path: "", requireNonEmpty: true)
    }

    package static func decodeList(_ node: JSONNode, path: String, requireNonEmpty: Bool)
        throws(ShortcutItemsDecodingError)
        -> [ShortcutItem]
    {
        guard let elements = node.elements else {
            throw .wrongType(
                path: path.isEmpty ? "the root" : path, expected: "array", found: node.typeName,
                position: node.position)
        }
        var items: [ShortcutItem] = []
        for (index, element) in elements.enumerated() {
            items.append(try decode(element, path: "\(path)[\(index)]", requireNonEmpty: requireNonEmpty))
        }
        return items
    }

    package static func decode(_ node: JSONNode, path: String, requireNonEmpty: Bool)
        throws(ShortcutItemsDecodingError) -> ShortcutItem
    {
        guard let members = node.members else {
            throw .wrongType(path: path, expected: "object", found: node.typeName, position: node.position)
        }
        for member in members where !jsonFields.contains(member.key) {
            throw .unknownField(
                path: path, field: member.key, suggestion: nearestSuggestion(to: member.key, in: jsonFields),
                position: member.keyPosition)
        }
        func string(_ field: String, required: Bool) throws(ShortcutItemsDecodingError) -> String? {
            guard let value = node[field], value.value != .null else {
                if required { throw .missingField(path: path, field: field, position: node.position) }
                return nil
            }
            guard let text = value.string else {
                throw .wrongType(
                    path: path + "." + field, expected: "string", found: value.typeName,
                    position: value.position)
            }
            if required, requireNonEmpty, text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw .emptyField(path: path + "." + field, position: value.position)
            }
            return text
        }
        let type = try string("type", required: true)!
        let title = try string("title", required: true)!
        let subtitle = try string("subtitle", required: false)
        var icon: ShortcutIcon?
        if let value = node["icon"], value.value != .null {
            icon = try ShortcutIcon.decode(value, path: path + ".icon")
        }
        var userInfo: ShortcutUserInfo?
        if let value = node["userInfo"], value.value != .null {
            guard
                case .dictionary(let dictionary) = try PropertyListValue.decode(
                    value, path: path + ".userInfo")
            else {
                throw .wrongType(
                    path: path + ".userInfo", expected: "object", found: value.typeName,
                    position: value.position)
            }
            userInfo = dictionary
        }
        return ShortcutItem(
            type: type, localizedTitle: title, localizedSubtitle: subtitle, icon: icon, userInfo: userInfo)
    }

    /// The item as a JSON object; absent optional fields are left out, or written as `null`
    /// when `includeNulls` (the menu's JSON keeps every field).
    package func jsonOutput(includeNulls: Bool) -> [JSONOutput.Member] {
        var members: [JSONOutput.Member] = [
            .init("type", .string(type)), .init("title", .string(localizedTitle)),
        ]
        func optional(_ key: String, _ value: JSONOutput?) {
            if let value {
                members.append(.init(key, value))
            } else if includeNulls {
                members.append(.init(key, .null))
            }
        }
        optional("subtitle", localizedSubtitle.map { .string($0) })
        optional("icon", icon.map(\.jsonOutput))
        optional("userInfo", userInfo.map { PropertyListValue.dictionary($0).jsonOutput })
        return members
    }

    /// A list of items as the `--dynamic` file format (pretty JSON, fields in a fixed order).
    public static func encodeList(_ items: [ShortcutItem]) -> Data {
        Data(
            (JSONOutput.array(items.map { .object($0.jsonOutput(includeNulls: false)) }).render() + "\n").utf8
        )
    }
}
