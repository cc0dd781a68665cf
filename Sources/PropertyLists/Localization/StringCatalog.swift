public import Foundation

/// A String Catalog (`.xcstrings`, Xcode 15): one JSON file holding every language's strings.
///
/// Supported: `sourceLanguage`, `strings` → key → `localizations` → language → `stringUnit.value`,
/// `shouldTranslate: false` (the key is its own value in every language), and `variations`:
/// `plural` (the `other` form is used, else the first in key order) and `device` (`iphone`, then
/// `other`, else the first) — a quick action title has no count and shows on an iPhone.
/// Variations nest (`device` → `plural`) and are resolved the same way. `substitutions` are not
/// expanded: the value is used as written. A key with no entry for the source language has the
/// key itself as its source-language value, as Xcode does.
public struct StringCatalog: Sendable, Hashable {
    /// One language's value of a key.
    public struct Localization: Sendable, Hashable {
        /// The text.
        public var value: String
        /// Where the `value` string sits in the catalog file; nil for the implied source value.
        public var position: SourcePosition?
        /// The string unit's `state` (`translated`, `needs_review`, `new`, …), when given.
        public var state: String?
        /// The variation path chosen (`device.iphone`, `plural.other`), when the value came from one.
        public var variation: String?

        /// Creates a localization.
        public init(
            value: String, position: SourcePosition? = nil, state: String? = nil, variation: String? = nil
        ) {
            self.value = value
            self.position = position
            self.state = state
            self.variation = variation
        }
    }

    /// One key of the catalog.
    public struct Entry: Sendable, Hashable {
        /// The key (the Info.plist value it translates).
        public var key: String
        /// Where the key sits in the file.
        public var keyPosition: SourcePosition?
        /// `false` when marked "Don't translate".
        public var shouldTranslate: Bool
        /// The values by language code.
        public var localizations: [String: Localization]

        /// Creates an entry.
        public init(
            key: String, keyPosition: SourcePosition? = nil, shouldTranslate: Bool = true,
            localizations: [String: Localization] = [:]
        ) {
            self.key = key
            self.keyPosition = keyPosition
            self.shouldTranslate = shouldTranslate
            self.localizations = localizations
        }
    }

    /// The language the keys are written in (`en`).
    public var sourceLanguage: String
    /// The keys, in file order.
    public var entries: [Entry]

    /// Creates a catalog.
    public init(sourceLanguage: String, entries: [Entry]) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// Every language the catalog has a value in, the source language first, then sorted.
    public var languages: [String] {
        var others = Set<String>()
        for entry in entries { others.formUnion(entry.localizations.keys) }
        others.remove(sourceLanguage)
        return [sourceLanguage] + others.sorted()
    }

    /// The value of `key` in `language`: the translation, the key itself for the source language
    /// or an untranslatable key, nil when that language has no value.
    /// - Complexity: O(*n*) in the number of keys.
    public func localization(forKey key: String, language: String) -> Localization? {
        guard let entry = entries.last(where: { $0.key == key }) else { return nil }
        return Self.localization(of: entry, language: language, sourceLanguage: sourceLanguage)
    }

    package static func localization(of entry: Entry, language: String, sourceLanguage: String)
        -> Localization?
    {
        if let found = entry.localizations[language] { return found }
        if language == sourceLanguage || !entry.shouldTranslate {
            return Localization(value: entry.key, position: entry.keyPosition)
        }
        return nil
    }

    /// Parses the JSON of an `.xcstrings` file.
    /// - Complexity: O(*n*) in the size of the data.
    public static func parse(_ data: Data) throws(StringCatalogError) -> StringCatalog {
        let root: JSONNode
        do {
            root = try JSONNode.parse(data)
        } catch {
            throw .malformedJSON(message: error.message, position: error.position)
        }
        guard let members = root.members else {
            throw .wrongType(path: "", expected: "object", found: root.typeName, position: root.position)
        }
        guard let sourceNode = root["sourceLanguage"] else {
            throw .missingField(path: "", field: "sourceLanguage", position: root.position)
        }
        guard let sourceLanguage = sourceNode.string else {
            throw .wrongType(
                path: "sourceLanguage", expected: "string", found: sourceNode.typeName,
                position: sourceNode.position)
        }
        var entries: [Entry] = []
        if let strings = members.last(where: { $0.key == "strings" })?.value {
            guard let keys = strings.members else {
                throw .wrongType(
                    path: "strings", expected: "object", found: strings.typeName, position: strings.position)
            }
            for member in keys {
                entries.append(try entry(member))
            }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, entries: entries)
    }

    private static func entry(_ member: JSONNode.Member) throws(StringCatalogError) -> Entry {
        let path = "strings" + jsonPath(member.key)
        guard member.value.members != nil else {
            throw .wrongType(
                path: path, expected: "object", found: member.value.typeName, position: member.value.position)
        }
        var entry = Entry(key: member.key, keyPosition: member.keyPosition)
        if let flag = member.value["shouldTranslate"] {
            guard case .bool(let value) = flag.value else {
                throw .wrongType(
                    path: path + ".shouldTranslate", expected: "boolean", found: flag.typeName,
                    position: flag.position)
            }
            entry.shouldTranslate = value
        }
        if let localizations = member.value["localizations"] {
            guard let languages = localizations.members else {
                throw .wrongType(
                    path: path + ".localizations", expected: "object", found: localizations.typeName,
                    position: localizations.position)
            }
            for language in languages {
                let languagePath = path + ".localizations" + jsonPath(language.key)
                if let found = try resolve(language.value, path: languagePath, variation: nil) {
                    entry.localizations[language.key] = found
                }
            }
        }
        return entry
    }

    /// The value of a localization node: its `stringUnit`, or its chosen variation's.
    private static func resolve(_ node: JSONNode, path: String, variation: String?) throws(StringCatalogError)
        -> Localization?
    {
        guard node.members != nil else {
            throw .wrongType(path: path, expected: "object", found: node.typeName, position: node.position)
        }
        if let unit = node["stringUnit"] {
            guard unit.members != nil else {
                throw .wrongType(
                    path: path + ".stringUnit", expected: "object", found: unit.typeName,
                    position: unit.position)
            }
            guard let valueNode = unit["value"] else {
                throw .missingField(path: path + ".stringUnit", field: "value", position: unit.position)
            }
            guard let value = valueNode.string else {
                throw .wrongType(
                    path: path + ".stringUnit.value", expected: "string", found: valueNode.typeName,
                    position: valueNode.position)
            }
            return Localization(
                value: value, position: valueNode.position, state: unit["state"]?.string, variation: variation
            )
        }
        guard let variations = node["variations"] else { return nil }
        guard let kinds = variations.members, let kind = kinds.first else {
            throw .wrongType(
                path: path + ".variations", expected: "object", found: variations.typeName,
                position: variations.position)
        }
        let preferred: [String] = kind.key == "device" ? ["iphone", "other"] : ["other"]
        guard let cases = kind.value.members, !cases.isEmpty else {
            throw .wrongType(
                path: path + ".variations" + jsonPath(kind.key), expected: "object",
                found: kind.value.typeName,
                position: kind.value.position)
        }
        let chosen =
            preferred.lazy.compactMap { name in cases.first(where: { $0.key == name }) }.first ?? cases[0]
        let chosenPath = path + ".variations" + jsonPath(kind.key) + jsonPath(chosen.key)
        let label = (variation.map { $0 + "." } ?? "") + kind.key + "." + chosen.key
        return try resolve(chosen.value, path: chosenPath, variation: label)
    }

    private static func jsonPath(_ key: String) -> String {
        KeyPath.appending(key: key, to: "_").dropFirst().description
    }
}
