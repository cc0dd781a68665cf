import Foundation
import Interchange
import PropertyLists
import QuickActions

/// Checks an app's quick-action declaration against the rules in `LintRule`.
///
/// Pure over the declaration, except that icon files are opened to read their image headers.
public struct ShortcutLinter: Sendable {
    /// How many static items the menu shows (4 on iOS 9–12; our default, configurable).
    public var maximumStaticItems: Int
    /// Words that make a `userInfo` key look like a credential (matched in the key lower-cased
    /// with everything but letters and digits removed, so `api_key` matches `apikey`).
    public var credentialWords: [String]

    /// The default credential words.
    public static let defaultCredentialWords = [
        "token", "password", "passwd", "passcode", "secret", "apikey", "accesskey", "privatekey",
        "credential",
        "authorization", "bearer", "sessionid", "cookie",
    ]

    /// Creates a linter.
    public init(
        maximumStaticItems: Int = 4, credentialWords: [String] = ShortcutLinter.defaultCredentialWords
    ) {
        self.maximumStaticItems = maximumStaticItems
        self.credentialWords = credentialWords
    }

    /// Every diagnostic for `declaration`: those met while loading it, then the rules', sorted
    /// by file and position.
    /// - Complexity: O(*n*) in the size of the declaration, plus reading each icon file's header.
    public func lint(_ declaration: AppDeclaration) -> [LintDiagnostic] {
        typealias Key = DeclaredShortcutItem.Key
        var diagnostics = declaration.diagnostics
        let file = declaration.infoPlistPath
        var firstIndexOfType: [String: Int] = [:]
        for item in declaration.items {
            diagnostics += requiredFields(item, declaration)
            for entry in item.node.value.entries where !Key.all.contains(entry.key) {
                diagnostics.append(
                    LintDiagnostic(
                        rule: .unknownItemKey,
                        message: Wording.unknownItemKey(
                            entry.key, suggestion: nearestSuggestion(to: entry.key, in: Key.all)),
                        file: file, position: entry.keyPosition, keyPath: item.keyPath(of: entry.key)))
            }
            diagnostics += iconRules(item, declaration)
            diagnostics += variableRules(item, declaration)
            diagnostics += localizationRules(item, declaration)
            if let userInfo = item.userInfo {
                credentials(
                    in: userInfo, path: item.keyPath(of: Key.userInfo), file: file, into: &diagnostics)
            }
            if let type = item.type {
                let expanded = declaration.expand(type.value).value
                if !expanded.isEmpty {
                    if let first = firstIndexOfType[expanded] {
                        diagnostics.append(
                            LintDiagnostic(
                                rule: .duplicateType,
                                message: Wording.duplicateType(expanded, firstIndex: first),
                                file: file, position: type.position, keyPath: type.keyPath))
                    } else {
                        firstIndexOfType[expanded] = item.index
                    }
                }
            }
        }
        if declaration.items.count > maximumStaticItems {
            let hidden = declaration.items[maximumStaticItems...]
            let titles = hidden.map { $0.title.map { declaration.expand($0.value).value } ?? "" }
            let first = hidden.first!
            diagnostics.append(
                LintDiagnostic(
                    rule: .tooManyStaticItems,
                    message: Wording.tooManyStaticItems(
                        count: declaration.items.count, limit: maximumStaticItems, hidden: titles),
                    file: file, position: first.node.position, keyPath: first.keyPath))
        }
        if declaration.document?.format == .binary, diagnostics.contains(where: { $0.file == file }) {
            diagnostics.append(
                LintDiagnostic(rule: .binaryPropertyList, message: Wording.binaryPlistNote, file: file))
        }
        return LintDiagnostic.sorted(diagnostics)
    }

    private func requiredFields(_ item: DeclaredShortcutItem, _ declaration: AppDeclaration)
        -> [LintDiagnostic]
    {
        typealias Key = DeclaredShortcutItem.Key
        var diagnostics: [LintDiagnostic] = []
        for (key, field, rule) in [
            (Key.type, item.type, LintRule.missingType), (Key.title, item.title, .missingTitle),
        ] {
            if let field {
                if declaration.expand(field.value).value.allSatisfy(\.isWhitespace) {
                    diagnostics.append(
                        LintDiagnostic(
                            rule: rule,
                            message: Wording.emptyField(key, index: item.index, written: field.value),
                            file: declaration.infoPlistPath, position: field.position, keyPath: field.keyPath)
                    )
                }
            } else if !item.has(key) {
                diagnostics.append(
                    LintDiagnostic(
                        rule: rule, message: Wording.missingField(key, index: item.index),
                        file: declaration.infoPlistPath,
                        position: item.node.position, keyPath: item.keyPath(of: key)))
            }
        }
        return diagnostics
    }

    private func credentials(
        in node: PropertyListNode, path: String, file: String, into diagnostics: inout [LintDiagnostic]
    ) {
        switch node.value {
        case .dictionary(let entries):
            for entry in entries {
                let entryPath = KeyPath.appending(key: entry.key, to: path)
                // Lower-cased letters and digits only (`api_key` → `apikey`), compared as bytes.
                let squashed = Array(
                    entry.key.lowercased().utf8.filter {
                        ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 >= 0x80
                    })
                if let word = credentialWords.first(where: { Self.contains(squashed, Array($0.utf8)) })
                    ?? (squashed == Array("pwd".utf8) ? "pwd" : nil)
                {
                    diagnostics.append(
                        LintDiagnostic(
                            rule: .credentialInUserInfo,
                            message: Wording.credentialInUserInfo(entry.key, word: word),
                            file: file, position: entry.keyPosition, keyPath: entryPath))
                }
                credentials(in: entry.value, path: entryPath, file: file, into: &diagnostics)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                credentials(
                    in: element, path: KeyPath.appending(index: index, to: path), file: file,
                    into: &diagnostics)
            }
        default:
            break
        }
    }
}

extension ShortcutLinter {
    /// Whether `needle` occurs in `haystack` (bytes; no Foundation, which is slow on Linux for this).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        outer: for start in 0...(haystack.count - needle.count) {
            for (offset, byte) in needle.enumerated() where haystack[start + offset] != byte {
                continue outer
            }
            return true
        }
        return false
    }
}

extension PropertyListNode.Value {
    /// A dictionary's entries (empty for other values).
    var entries: [PropertyListNode.Entry] {
        if case .dictionary(let entries) = self { return entries }
        return []
    }
}
