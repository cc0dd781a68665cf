import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("Localizations: which table serves a language")
struct LocalizationsTests {
    @Test(
        "best language",
        arguments: [
            ("de", ["de", "en"], "de"),
            ("DE", ["de"], "de"),
            ("zh-Hans-CN", ["zh-Hans", "zh-Hant"], "zh-Hans"),
            ("zh_CN", ["zh_CN", "en"], "zh_CN"),
            ("zh-CN", ["zh_CN"], "zh_CN"),
            ("pt-BR", ["pt", "en"], "pt"),
            ("en", ["en-GB", "en-AU"], "en-AU"),
            ("fr", ["de", "en"], nil),
            ("Base", ["Base", "en"], "Base"),
            ("base", ["en"], nil),
        ] as [(String, [String], String?)])
    func bestLanguage(requested: String, available: [String], chosen: String?) {
        #expect(Localizations.bestLanguage(for: requested, among: available) == chosen)
    }

    @Test("tables of one language merge; the first file wins per key")
    func merging() {
        let strings = LocalizationTable(
            language: "de", files: ["de.lproj/InfoPlist.strings"],
            values: ["A": .init(text: "strings", file: "s")])
        let catalog = LocalizationTable(
            language: "de", files: ["InfoPlist.xcstrings"],
            values: ["A": .init(text: "catalog", file: "c"), "B": .init(text: "b", file: "c")])
        let localizations = Localizations(tables: [strings, catalog])
        #expect(localizations.languages == ["de"])
        #expect(localizations.localizedString("A", language: "de") == "strings")
        #expect(localizations.localizedString("B", language: "de-AT") == "b")
        #expect(localizations.tables[0].files == ["de.lproj/InfoPlist.strings", "InfoPlist.xcstrings"])
    }
}
