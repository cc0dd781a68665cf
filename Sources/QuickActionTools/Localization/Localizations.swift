import Interchange
import PropertyLists
import QuickActions

/// An app's localisation tables, one per language, and the lookup rules.
///
/// Lookup of a requested language (`zh-Hans-CN`, `pt_BR`): case-insensitive, `_` same as `-`;
/// exact match first, then the request with trailing subtags removed (`zh-Hans-CN` → `zh-Hans`
/// → `zh`), then the first table (sorted) whose language starts with the request's language
/// (`en` → `en-GB`). `Base` is only used when asked for by name. A title with no entry in the
/// chosen table stays as written, as on iOS. (Our rules, modelled on `Bundle.preferredLocalizations`.)
public struct Localizations: Sendable, Hashable {
    /// The tables, sorted by language.
    public var tables: [LocalizationTable]

    /// Creates localisations from tables (merged when two share a language; the first wins per key).
    public init(tables: [LocalizationTable] = []) {
        var merged: [String: LocalizationTable] = [:]
        var order: [String] = []
        for table in tables {
            if var existing = merged[table.language] {
                existing.files += table.files
                existing.values.merge(table.values, uniquingKeysWith: { first, _ in first })
                merged[table.language] = existing
            } else {
                merged[table.language] = table
                order.append(table.language)
            }
        }
        self.tables = order.sorted().compactMap { merged[$0] }
    }

    /// The languages, sorted.
    public var languages: [String] { tables.map(\.language) }

    /// Whether there is no table at all.
    public var isEmpty: Bool { tables.isEmpty }

    /// The table that serves `language`, following the lookup rules above.
    /// - Complexity: O(*n*) in the number of tables.
    public func table(for language: String) -> LocalizationTable? {
        guard let chosen = Self.bestLanguage(for: language, among: languages) else { return nil }
        return tables.first(where: { $0.language == chosen })
    }

    /// `key` translated into `language`, or nil when that language has no entry for it.
    /// - Complexity: O(*n*) in the number of tables.
    public func localizedString(_ key: String, language: String) -> String? {
        table(for: language)?.values[key]?.text
    }

    /// The language among `available` that serves `requested`, or nil.
    /// - Complexity: O(*n*) in the number of languages.
    public static func bestLanguage(for requested: String, among available: [String]) -> String? {
        func normal(_ code: String) -> String { code.replacingOccurrences(of: "_", with: "-").lowercased() }
        let normalized = available.map(normal)
        var candidate = normal(requested)
        while !candidate.isEmpty {
            if let found = normalized.firstIndex(of: candidate) { return available[found] }
            guard let dash = candidate.lastIndex(of: "-") else { break }
            candidate = String(candidate[..<dash])
        }
        let language = normal(requested).split(separator: "-").first.map(String.init) ?? ""
        guard !language.isEmpty, language != "base" else { return nil }
        let prefixed = zip(available, normalized).filter { $0.1.hasPrefix(language + "-") }.map(\.0).sorted()
        return prefixed.first
    }
}
