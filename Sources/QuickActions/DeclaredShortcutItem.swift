/// A static quick action as written in Info.plist, before variables are expanded and titles
/// localised, with the position and key path of each value.
public struct DeclaredShortcutItem: Sendable, Hashable {
    /// A string value of the item and where it is.
    public struct Field: Sendable, Hashable {
        /// The value as written (variables not expanded).
        public var value: String
        /// Where the `<string>` starts.
        public var position: SourcePosition?
        /// Its key path (`UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle`).
        public var keyPath: String
    }

    /// The Info.plist keys an item may have.
    public enum Key {
        /// `UIApplicationShortcutItemType` (required).
        public static let type = "UIApplicationShortcutItemType"
        /// `UIApplicationShortcutItemTitle` (required).
        public static let title = "UIApplicationShortcutItemTitle"
        /// `UIApplicationShortcutItemSubtitle`.
        public static let subtitle = "UIApplicationShortcutItemSubtitle"
        /// `UIApplicationShortcutItemIconType`.
        public static let iconType = "UIApplicationShortcutItemIconType"
        /// `UIApplicationShortcutItemIconFile` (wins over the icon type).
        public static let iconFile = "UIApplicationShortcutItemIconFile"
        /// `UIApplicationShortcutItemIconSymbolName` (iOS 13).
        public static let iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
        /// `UIApplicationShortcutItemUserInfo`.
        public static let userInfo = "UIApplicationShortcutItemUserInfo"
        /// Every key, in the order the docs list them.
        public static let all = [type, title, subtitle, iconType, iconFile, iconSymbolName, userInfo]
        /// The array that holds the items.
        public static let items = "UIApplicationShortcutItems"
    }

    /// The item's index in `UIApplicationShortcutItems`.
    public var index: Int
    /// `UIApplicationShortcutItems[index]`.
    public var keyPath: String
    /// The item's `<dict>`.
    public var node: PropertyListNode
    /// `UIApplicationShortcutItemType`, when a string.
    public var type: Field?
    /// `UIApplicationShortcutItemTitle`, when a string.
    public var title: Field?
    /// `UIApplicationShortcutItemSubtitle`, when a string.
    public var subtitle: Field?
    /// `UIApplicationShortcutItemIconType`, when a string.
    public var iconType: Field?
    /// `UIApplicationShortcutItemIconFile`, when a string.
    public var iconFile: Field?
    /// `UIApplicationShortcutItemIconSymbolName`, when a string.
    public var iconSymbolName: Field?
    /// `UIApplicationShortcutItemUserInfo`, when a dictionary.
    public var userInfo: PropertyListNode?

    /// Whether the item's dictionary has `key` at all (whatever its value's type).
    public func has(_ key: String) -> Bool { node.entry(key) != nil }

    /// The key path of `key` in this item.
    public func keyPath(of key: String) -> String { keyPath + "." + key }
}

/// Pulls the static items out of an Info.plist's root, reporting structural problems
/// (wrong containers, wrong value types, duplicate keys).
enum ItemExtractor {
    struct Result {
        var items: [DeclaredShortcutItem] = []
        var itemsPosition: SourcePosition?
        var diagnostics: [Diagnostic] = []
    }

    static func extract(_ root: PropertyListNode, file: String) -> Result {
        var result = Result()
        guard case .dictionary = root.value else {
            result.diagnostics.append(
                Diagnostic(
                    rule: .rootNotDictionary, message: Wording.rootNotDictionary(found: root.typeName),
                    file: file,
                    position: root.position))
            return result
        }
        var steps: [Step] = []
        duplicateKeys(in: root, path: &steps, file: file, into: &result.diagnostics)
        if let widget = root.entry("UIApplicationShortcutWidget"), widget.value.stringValue == nil {
            result.diagnostics.append(
                wrongType(
                    widget.value, key: "UIApplicationShortcutWidget", path: "UIApplicationShortcutWidget",
                    file: file))
        }
        guard let itemsNode = root[DeclaredShortcutItem.Key.items] else { return result }
        result.itemsPosition = itemsNode.position
        guard case .array(let elements) = itemsNode.value else {
            result.diagnostics.append(
                Diagnostic(
                    rule: .itemsNotArray, message: Wording.itemsNotArray(found: itemsNode.typeName),
                    file: file,
                    position: itemsNode.position, keyPath: DeclaredShortcutItem.Key.items))
            return result
        }
        for (index, element) in elements.enumerated() {
            let path = KeyPath.appending(index: index, to: DeclaredShortcutItem.Key.items)
            guard case .dictionary = element.value else {
                result.diagnostics.append(
                    Diagnostic(
                        rule: .itemNotDictionary,
                        message: Wording.itemNotDictionary(index: index, found: element.typeName),
                        file: file, position: element.position, keyPath: path))
                continue
            }
            var item = DeclaredShortcutItem(index: index, keyPath: path, node: element)
            func field(_ key: String) -> DeclaredShortcutItem.Field? {
                guard let value = element[key] else { return nil }
                guard let text = value.stringValue else {
                    result.diagnostics.append(wrongType(value, key: key, path: path + "." + key, file: file))
                    return nil
                }
                return DeclaredShortcutItem.Field(
                    value: text, position: value.position, keyPath: path + "." + key)
            }
            typealias Key = DeclaredShortcutItem.Key
            item.type = field(Key.type)
            item.title = field(Key.title)
            item.subtitle = field(Key.subtitle)
            item.iconType = field(Key.iconType)
            item.iconFile = field(Key.iconFile)
            item.iconSymbolName = field(Key.iconSymbolName)
            if let info = element[Key.userInfo] {
                if case .dictionary = info.value {
                    item.userInfo = info
                } else {
                    result.diagnostics.append(
                        wrongType(info, key: Key.userInfo, path: path + "." + Key.userInfo, file: file))
                }
            }
            result.items.append(item)
        }
        return result
    }

    private static func wrongType(_ value: PropertyListNode, key: String, path: String, file: String)
        -> Diagnostic
    {
        let expected = key == DeclaredShortcutItem.Key.userInfo ? "dictionary" : "string"
        return Diagnostic(
            rule: .wrongValueType,
            message: Wording.wrongValueType(key: key, expected: expected, found: value.typeName),
            file: file, position: value.position, keyPath: path)
    }

    /// One step of a key path, kept as data so clean files build no strings.
    private enum Step {
        case key(String)
        case index(Int)
    }

    private static func render(_ steps: [Step]) -> String {
        steps.reduce("") { path, step in
            switch step {
            case .key(let key): KeyPath.appending(key: key, to: path)
            case .index(let index): KeyPath.appending(index: index, to: path)
            }
        }
    }

    /// Reports keys that appear twice in one dictionary, anywhere in the plist.
    private static func duplicateKeys(
        in node: PropertyListNode, path: inout [Step], file: String, into diagnostics: inout [Diagnostic]
    ) {
        switch node.value {
        case .dictionary(let entries):
            var seen: [String: Int] = [:]
            for (offset, entry) in entries.enumerated() {
                path.append(.key(entry.key))
                if let first = seen[entry.key] {
                    diagnostics.append(
                        Diagnostic(
                            rule: .duplicateKey,
                            message: Wording.duplicateKey(entry.key, firstAt: entries[first].keyPosition),
                            file: file, position: entry.keyPosition, keyPath: render(path)))
                } else {
                    seen[entry.key] = offset
                }
                switch entry.value.value {
                case .dictionary, .array:
                    duplicateKeys(in: entry.value, path: &path, file: file, into: &diagnostics)
                default: break
                }
                path.removeLast()
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                switch element.value {
                case .dictionary, .array:
                    path.append(.index(index))
                    duplicateKeys(in: element, path: &path, file: file, into: &diagnostics)
                    path.removeLast()
                default: break
                }
            }
        default:
            break
        }
    }
}
