import Interchange
import PropertyLists
import QuickActions

/// Pulls the static items out of an Info.plist's root, reporting structural problems
/// (wrong containers, wrong value types, duplicate keys).
enum ItemExtractor {
    struct Result {
        var items: [DeclaredShortcutItem] = []
        var itemsPosition: SourcePosition?
        var diagnostics: [LintDiagnostic] = []
    }

    static func extract(_ root: PropertyListNode, file: String) -> Result {
        var result = Result()
        guard case .dictionary = root.value else {
            result.diagnostics.append(
                LintDiagnostic(
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
                LintDiagnostic(
                    rule: .itemsNotArray, message: Wording.itemsNotArray(found: itemsNode.typeName),
                    file: file,
                    position: itemsNode.position, keyPath: DeclaredShortcutItem.Key.items))
            return result
        }
        for (index, element) in elements.enumerated() {
            let path = KeyPath.appending(index: index, to: DeclaredShortcutItem.Key.items)
            guard case .dictionary = element.value else {
                result.diagnostics.append(
                    LintDiagnostic(
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
        -> LintDiagnostic
    {
        let expected = key == DeclaredShortcutItem.Key.userInfo ? "dictionary" : "string"
        return LintDiagnostic(
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
        in node: PropertyListNode, path: inout [Step], file: String, into diagnostics: inout [LintDiagnostic]
    ) {
        switch node.value {
        case .dictionary(let entries):
            var seen: [String: Int] = [:]
            for (offset, entry) in entries.enumerated() {
                path.append(.key(entry.key))
                if let first = seen[entry.key] {
                    diagnostics.append(
                        LintDiagnostic(
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
