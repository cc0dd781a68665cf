import Interchange
import PropertyLists
import QuickActions

/// An app's localisation tables, one per `.lproj` language plus the non-localised root
/// `InfoPlist.strings`, and CoreFoundation's rule for which one iOS reads.
///
/// The rule (CFBundle in swift-corelibs-foundation; docs/QuickActions.md "Where iOS finds
/// InfoPlist.strings"): iOS reads **one** `InfoPlist.strings` file — the first that exists in
/// this order: the bundle's non-localised root, the first language of the search list, `Base.lproj`,
/// then the rest of the search list (the development region last). Tables are not merged across
/// languages: a key missing from the chosen file shows the Info.plist's own string.
public struct Localizations: Sendable, Hashable {
    /// The `.lproj` tables (`.strings` and compiled `.xcstrings` languages), sorted by language.
    public var tables: [LocalizationTable]
    /// The non-localised `InfoPlist.strings` at the app folder's root, which wins over every
    /// `.lproj` when present.
    public var nonLocalized: LocalizationTable? {
        get { rootTables.first }
        set { rootTables = newValue.map { [$0] } ?? [] }
    }
    /// Storage for `nonLocalized` (zero or one table).
    private var rootTables: [LocalizationTable] = []
    /// The Info.plist's `CFBundleLocalizations`: languages the app says it handles itself. CFBundle
    /// counts each as one of the bundle's localisations whether or not its `.lproj` exists, so a user
    /// who prefers one of them gets it chosen (and, without its file, the next table of the lookup
    /// order) rather than another language further down their list.
    public var declared: [String] = []

    /// Creates localisations from tables (merged when two share a language; the first wins per key).
    public init(tables: [LocalizationTable] = [], nonLocalized: LocalizationTable? = nil) {
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
        self.nonLocalized = nonLocalized
    }

    /// The `.lproj` languages, sorted (`Base` included when present).
    public var languages: [String] { tables.map(\.language) }

    /// Whether there is no table at all.
    public var isEmpty: Bool { tables.isEmpty && nonLocalized == nil }

    /// The table of the `.lproj` that matches `language` in one of CFBundle's forms (see
    /// `matchingLocalization`), or its nearest fallback; nil when none matches.
    /// - Complexity: O(*n*) in the number of tables.
    public func table(for language: String) -> LocalizationTable? {
        guard let chosen = Self.bestLanguage(for: language, among: languages) else { return nil }
        return tables.first(where: { $0.language == chosen })
    }

    /// `key` translated for a user who prefers `language`, as iOS looks it up (development
    /// region `developmentRegion`), or nil when the file iOS reads has no entry for it.
    /// - Complexity: O(*n*) in the number of tables.
    public func localizedString(_ key: String, language: String, developmentRegion: String? = nil) -> String?
    {
        chosenTable(preferredLanguages: [language], developmentRegion: developmentRegion)?.values[key]?.text
    }

    /// The tables in the order CFBundle searches for `InfoPlist.strings`: the non-localised root,
    /// the search list's first language, `Base`, then the rest of the search list. The search list is
    /// made from the `.lproj` languages and the `declared` ones (`CFBundleLocalizations`); a name
    /// with no table is passed over.
    /// - Complexity: O(*n* · *m*) in the number of tables and preferred languages.
    public func lookupOrder(preferredLanguages: [String], developmentRegion: String?) -> [LocalizationTable] {
        var available = languages.filter { $0 != Self.base }
        for language in declared
        where !language.isEmpty && language != Self.base && !available.contains(language) {
            available.append(language)
        }
        // `Base.lproj` holds the development region's strings: CFBundle adds the development region
        // to the bundle's localisations when Base is present and it is not (CFBundle_Locale.c).
        if languages.contains(Self.base), let developmentRegion, !developmentRegion.isEmpty,
            Self.matchingLocalization(developmentRegion, among: available) == nil
        {
            available.append(developmentRegion)
        }
        let search = Self.searchList(
            preferredLanguages: preferredLanguages, localizations: available,
            developmentRegion: developmentRegion)
        var names: [String] = []
        if let first = search.first { names.append(first) }
        names.append(Self.base)
        names += search.dropFirst()
        var order: [LocalizationTable] = nonLocalized.map { [$0] } ?? []
        var seen: Set<String> = []
        for name in names where seen.insert(name).inserted {
            if let table = tables.first(where: { $0.language == name }) { order.append(table) }
        }
        return order
    }

    /// The one table iOS reads for a user who prefers `preferredLanguages` (first is most
    /// preferred): the first of `lookupOrder` — a file that exists wins even when it lacks a key.
    /// - Complexity: O(*n* · *m*) in the number of tables and preferred languages.
    public func chosenTable(preferredLanguages: [String], developmentRegion: String?) -> LocalizationTable? {
        lookupOrder(preferredLanguages: preferredLanguages, developmentRegion: developmentRegion).first
    }

    /// The name `Base.lproj` is read under.
    public static let base = "Base"

    /// The legacy full names CFBundle still accepts for seven languages (`English.lproj`),
    /// as `_CFBundleGetAlternateNameForLanguage` lists them.
    public static let legacyNames: [String: String] = [
        "en": "English", "fr": "French", "de": "German", "it": "Italian", "nl": "Dutch", "es": "Spanish",
        "ja": "Japanese",
    ]

    /// The language search list CFBundle builds (`_CFBundleCopyLanguageSearchListInBundle`):
    /// the first preferred language that the bundle has in some form, with its fallbacks
    /// (region then language: `pt-BR` → `pt-BR`/`pt_BR`, then `pt`); when none matches, the
    /// development region's, else `en_US`'s, else the first localisation; then the development
    /// region appended when missing (or, without one, `en`/`English`/`en_US` when present).
    /// - Complexity: O(*n* · *m*) in the number of localisations and preferred languages.
    public static func searchList(
        preferredLanguages: [String], localizations: [String], developmentRegion: String?
    ) -> [String] {
        var result: [String] = []
        for language in preferredLanguages {
            result = fallbacks(of: language, among: localizations)
            if !result.isEmpty { break }
        }
        if result.isEmpty, let developmentRegion {
            result = fallbacks(of: developmentRegion, among: localizations)
        }
        if result.isEmpty { result = fallbacks(of: "en_US", among: localizations) }
        if result.isEmpty, let first = localizations.first { result = [first] }
        if let developmentRegion, !developmentRegion.isEmpty {
            let present = matchingLocalization(developmentRegion, among: localizations) ?? developmentRegion
            if !result.contains(present) { result.append(present) }
        } else if developmentRegion == nil {
            for name in ["en", "English", "en_US"] where localizations.contains(name) {
                if !result.contains(name) { result.append(name) }
                break
            }
        }
        return result
    }

    /// `language` and its parents (`zh-Hans-CN`, `zh-Hans`, `zh`), each as the bundle spells it,
    /// when the bundle has it. When none is present, the first (sorted) localisation of the same
    /// language with a region (`en` → `en-GB`; our rule: Apple's ICU matcher is not open source).
    static func fallbacks(of language: String, among localizations: [String]) -> [String] {
        var found: [String] = []
        var candidate = language.replacingOccurrences(of: "_", with: "-")
        while !candidate.isEmpty {
            if let match = matchingLocalization(candidate, among: localizations), !found.contains(match) {
                found.append(match)
            }
            guard let dash = candidate.lastIndex(of: "-") else { break }
            candidate = String(candidate[..<dash])
        }
        if found.isEmpty, let code = candidate.split(separator: "-").first.map(String.init),
            !code.isEmpty, code.lowercased() != "base"
        {
            let normalized = { (name: String) in name.replacingOccurrences(of: "_", with: "-").lowercased() }
            if let regional = localizations.filter({ normalized($0).hasPrefix(code.lowercased() + "-") })
                .sorted()
                .first
            {
                found.append(regional)
            }
        }
        return found
    }

    /// The localisation among `localizations` that is `language` in one of the forms
    /// `_CFBundleCopyLanguageFoundInLocalizations` accepts: as written, its legacy name
    /// (`en` ↔ `English`), `-` ↔ `_` (`pt-BR` ↔ `pt_BR`), or the same canonical form (letter case).
    /// - Complexity: O(*n*) in the number of localisations.
    public static func matchingLocalization(_ language: String, among localizations: [String]) -> String? {
        if localizations.contains(language) { return language }
        if let legacy = legacyNames[language], localizations.contains(legacy) { return legacy }
        if let code = legacyNames.first(where: { $0.value == language })?.key, localizations.contains(code) {
            return code
        }
        let modified =
            language.contains("-")
            ? language.replacingOccurrences(of: "-", with: "_")
            : language.replacingOccurrences(of: "_", with: "-")
        if localizations.contains(modified) { return modified }
        func canonical(_ name: String) -> String {
            let code = legacyNames.first(where: { $0.value == name })?.key ?? name
            return code.replacingOccurrences(of: "_", with: "-").lowercased()
        }
        let wanted = canonical(language)
        return localizations.first { canonical($0) == wanted }
    }

    /// The language among `available` that serves `requested` (its first fallback), or nil.
    /// `Base` is only chosen when asked for by name.
    /// - Complexity: O(*n*) in the number of languages.
    public static func bestLanguage(for requested: String, among available: [String]) -> String? {
        if requested.lowercased() == "base" { return available.first { $0 == base } }
        return fallbacks(of: requested, among: available.filter { $0 != base }).first
    }
}
