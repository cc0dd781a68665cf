import Foundation
import TestSupport
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

/// An app folder in a temporary directory, written file by file, removed by `remove()`.
struct TemporaryApp {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("bundlelookup-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// An Info.plist with one quick action titled `title`, a display name and a development region.
    static func infoPlist(title: String, region: String? = "en", displayName: String = "Chats") -> String {
        let regionEntry = region.map { "<key>CFBundleDevelopmentRegion</key><string>\($0)</string>" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(regionEntry)
            <key>CFBundleDisplayName</key><string>\(displayName)</string>
            <key>CFBundleIdentifier</key><string>com.example.chats</string>
            <key>UIApplicationShortcutItems</key>
            <array>
              <dict>
                <key>UIApplicationShortcutItemType</key><string>com.example.chats.new</string>
                <key>UIApplicationShortcutItemTitle</key><string>\(title)</string>
              </dict>
            </array>
            </dict>
            </plist>
            """
    }

    func load() throws -> AppDeclaration { try AppDeclaration.load(path) }
}

@Suite("Bundle lookup: the one InfoPlist.strings iOS reads, as CFBundle chooses it")
struct BundleLookupTests {
    @Test(
        "the search list: the first preferred language the bundle has, its parents, then the development region",
        arguments: [
            (["pt-BR"], ["pt_BR", "pt", "en"], "en", ["pt_BR", "pt", "en"]),
            (["pt-BR"], ["pt-BR", "pt", "en"], "en", ["pt-BR", "pt", "en"]),
            (["pt-BR"], ["pt", "en"], "en", ["pt", "en"]),
            (["en"], ["English", "German"], "English", ["English"]),
            (["de-AT"], ["English", "German"], "English", ["German", "English"]),
            (["fr", "de"], ["de", "en"], "en", ["de", "en"]),
            (["fr"], ["de", "en"], "en", ["en"]),
            (["fr"], ["de", "ja"], "ja", ["ja"]),
            (["fr"], ["de", "ja"], "ko", ["de", "ko"]),
            (["zh-Hans-CN"], ["zh-Hans", "zh-Hant", "en"], "en", ["zh-Hans", "en"]),
            (["en"], ["en-GB", "fr"], "fr", ["en-GB", "fr"]),
        ] as [([String], [String], String, [String])])
    func searchList(preferred: [String], localizations: [String], region: String, expected: [String]) {
        #expect(
            Localizations.searchList(
                preferredLanguages: preferred, localizations: localizations, developmentRegion: region)
                == expected)
    }

    @Test("without a development region, en (else English, else en_US) is the backstop")
    func noDevelopmentRegion() {
        #expect(
            Localizations.searchList(
                preferredLanguages: ["fr"], localizations: ["de", "en"], developmentRegion: nil)
                == ["en"])
        #expect(
            Localizations.searchList(
                preferredLanguages: ["de"], localizations: ["de", "English"], developmentRegion: nil)
                == ["de", "English"])
        #expect(
            Localizations.searchList(
                preferredLanguages: ["fr"], localizations: ["ja"], developmentRegion: nil)
                == ["ja"])
    }

    @Test(
        "matching forms: as written, the legacy name, - for _, letter case",
        arguments: [
            ("en", ["English"], "English"), ("English", ["en"], "en"), ("pt-BR", ["pt_BR"], "pt_BR"),
            ("pt_BR", ["pt-BR"], "pt-BR"), ("ZH-hans", ["zh-Hans"], "zh-Hans"),
            ("fr", ["French", "fr"], "fr"),
            ("ko", ["Korean"], nil),
        ] as [(String, [String], String?)])
    func matching(language: String, localizations: [String], expected: String?) {
        #expect(Localizations.matchingLocalization(language, among: localizations) == expected)
    }

    @Test("the non-localised root InfoPlist.strings wins over every .lproj")
    func rootWins() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "SHORTCUT_NEW"))
        try app.write("InfoPlist.strings", "\"SHORTCUT_NEW\" = \"New (root)\";\n")
        try app.write("en.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"New (en)\";\n")
        try app.write("de.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"Neu\";\n")
        let declaration = try app.load()
        #expect(declaration.staticItems(language: "de").map(\.localizedTitle) == ["New (root)"])
        #expect(declaration.staticItems(language: "en").map(\.localizedTitle) == ["New (root)"])
        #expect(
            declaration.localizations.lookupOrder(preferredLanguages: ["de"], developmentRegion: "en")
                .map(\.language) == ["", "de", "en"])
    }

    @Test("the preferred language's .lproj, then Base.lproj, then the development region")
    func lprojOrder() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "SHORTCUT_NEW"))
        try app.write("Base.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"New (Base)\";\n")
        try app.write("en.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"New (en)\";\n")
        try app.write("pt.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"Novo\";\n")
        let declaration = try app.load()
        #expect(declaration.staticItems(language: "pt-BR").map(\.localizedTitle) == ["Novo"])
        #expect(declaration.staticItems(language: "en").map(\.localizedTitle) == ["New (en)"])
        // No fr.lproj: the search list is the development region alone, searched before Base.
        #expect(declaration.staticItems(language: "fr").map(\.localizedTitle) == ["New (en)"])
        #expect(
            declaration.localizations.lookupOrder(preferredLanguages: ["pt-BR"], developmentRegion: "en")
                .map(\.language) == ["pt", "Base", "en"])
    }

    @Test(
        "CFBundleLocalizations counts as the bundle's localisations: a declared language is chosen without its .lproj"
    )
    func declaredLocalizations() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        let plist = TemporaryApp.infoPlist(title: "SHORTCUT_NEW").replacingOccurrences(
            of: "<key>CFBundleDisplayName</key>",
            with: "<key>CFBundleLocalizations</key><array><string>en</string><string>fr</string></array>\n"
                + "<key>CFBundleDisplayName</key>")
        try app.write("Info.plist", plist)
        try app.write("en.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"New\";\n")
        try app.write("de.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"Neu\";\n")
        let declaration = try app.load()
        #expect(declaration.localizations.declared == ["en", "fr"])
        // A user who prefers French, then German: fr is one of the bundle's localisations, so it is
        // chosen; it has no file, so the development region's is read, not German's.
        #expect(
            declaration.localizations.lookupOrder(preferredLanguages: ["fr", "de"], developmentRegion: "en")
                .map(\.language) == ["en"])
        // Without the key, French is not the bundle's: German is the first preferred language it has.
        var undeclared = declaration.localizations
        undeclared.declared = []
        #expect(
            undeclared.lookupOrder(preferredLanguages: ["fr", "de"], developmentRegion: "en").map(\.language)
                == ["de", "en"])
        // A value that is not an array is ignored, as CFBundle drops it.
        try app.write(
            "Info.plist",
            plist.replacingOccurrences(
                of: "<array><string>en</string><string>fr</string></array>", with: "<string>fr</string>"))
        #expect(try app.load().localizations.declared.isEmpty)
    }

    @Test("tables are not merged: a key missing from the file iOS reads shows as written")
    func noMerging() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "SHORTCUT_NEW"))
        try app.write("Base.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"New (Base)\";\n")
        try app.write("de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Plaudern\";\n")
        let declaration = try app.load()
        #expect(declaration.staticItems(language: "de").map(\.localizedTitle) == ["SHORTCUT_NEW"])
        #expect(declaration.displayName(language: "de") == "Plaudern")
        #expect(declaration.displayName(language: "en") == "Chats")
        let lint = ShortcutLinter().lint(declaration).filter { $0.rule == .missingLocalization }
        #expect(lint.count == 1)
        #expect(
            lint.first?.message
                == Wording.missingLocalization("SHORTCUT_NEW", missing: ["de"], present: ["en"]))
    }

    @Test("legacy English.lproj serves en, and its values apply")
    func legacyName() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "NEW", region: "English"))
        try app.write("English.lproj/InfoPlist.strings", "\"NEW\" = \"New chat\";\n")
        let declaration = try app.load()
        #expect(declaration.staticItems(language: "en").map(\.localizedTitle) == ["New chat"])
        #expect(declaration.staticItems(language: "en-US").map(\.localizedTitle) == ["New chat"])
    }

    @Test("an InfoPlist.xcstrings is compiled per language: untranslated keys show the source string")
    func stringCatalog() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "New Chat"))
        try app.write(
            "InfoPlist.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "CFBundleDisplayName" : {
                  "localizations" : {
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Discussions" } }
                  }
                },
                "New Chat" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Neuer Chat" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """)
        let declaration = try app.load()
        #expect(declaration.staticItems(language: "de").map(\.localizedTitle) == ["Neuer Chat"])
        #expect(declaration.staticItems(language: "fr").map(\.localizedTitle) == ["New Chat"])
        #expect(declaration.displayName(language: "fr") == "Discussions")
        #expect(declaration.displayName(language: "de") == "Chats")
    }

    @Test("Base.lproj serves the development region when it has no .lproj of its own")
    func baseServesDevelopmentRegion() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "SHORTCUT_NEW"))
        try app.write("Base.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"New (Base)\";\n")
        try app.write("de.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"Neu\";\n")
        let declaration = try app.load()
        #expect(declaration.staticItems(language: "en").map(\.localizedTitle) == ["New (Base)"])
        #expect(declaration.staticItems(language: "fr").map(\.localizedTitle) == ["New (Base)"])
        #expect(declaration.staticItems(language: "de-CH").map(\.localizedTitle) == ["Neu"])
    }

    @Test("lint is silent when every language's lookup finds the key (Base.lproj serves the others)")
    func lintOnlyWhenNoLookupFinds() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "SHORTCUT_NEW"))
        try app.write("Base.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"New\";\n")
        try app.write("de.lproj/InfoPlist.strings", "\"SHORTCUT_NEW\" = \"Neu\";\n")
        let silent = ShortcutLinter().lint(try app.load()).filter { $0.rule == .missingLocalization }
        #expect(silent.isEmpty)
        try app.write("InfoPlist.strings", "\"SHORTCUT_NEW\" = \"New\";\n")
        let withRoot = ShortcutLinter().lint(try app.load()).filter { $0.rule == .missingLocalization }
        #expect(withRoot.isEmpty)
    }

    @Test("randomized: the chosen table is always the first existing of root, first language, Base, rest")
    func randomized() {
        let seed: UInt64 = 0x5EED_B0D1
        var random = SplitMix64(seed: seed)
        let pool = ["en", "de", "fr", "pt", "pt_BR", "Base", "ja", "English", "zh-Hans"]
        for _ in 0..<300 {
            var tables: [LocalizationTable] = []
            for language in pool where random.next() % 2 == 0 {
                tables.append(LocalizationTable(language: language, files: [language], values: [:]))
            }
            let root =
                random.next() % 5 == 0 ? LocalizationTable(language: "", files: ["root"], values: [:]) : nil
            let localizations = Localizations(tables: tables, nonLocalized: root)
            let preferred = pool[Int(random.next() % UInt64(pool.count))]
            let chosen = localizations.chosenTable(preferredLanguages: [preferred], developmentRegion: "en")
            let order = localizations.lookupOrder(preferredLanguages: [preferred], developmentRegion: "en")
            #expect(chosen == order.first, "seed \(seed)")
            if root != nil { #expect(chosen?.language == "", "seed \(seed)") }
            #expect(Set(order.map { $0.language }).count == order.count, "seed \(seed)")
            if root == nil, !tables.isEmpty { #expect(chosen != nil, "seed \(seed) preferred \(preferred)") }
        }
    }

    static let defines = [
        "PRODUCT_BUNDLE_IDENTIFIER": "com.example.notes", "DEVELOPMENT_LANGUAGE": "en",
        "PRODUCT_NAME": "Notes",
    ]

    @Test("fixture: a non-localised InfoPlist.strings beside Base.lproj and en.lproj is the one iOS reads")
    func mixedLookupFixture() throws {
        let app = try Fixture.app("Apps/MixedLookupApp", defines: Self.defines)
        #expect(app.staticItems(language: "en").map(\.localizedTitle) == ["Write a note"])
        #expect(app.staticItems(language: "de").map(\.localizedTitle) == ["Write a note"])
        // The en.lproj name is never read: the root file wins and has no CFBundleDisplayName.
        #expect(app.displayName(language: "en") == "Notes")
        #expect(try Fixture.lint("Apps/MixedLookupApp", defines: Self.defines).isEmpty)
    }

    @Test("fixture: a sample-style app with keys as titles, Base.lproj and de.lproj")
    func sampleFixture() throws {
        let app = try Fixture.app("Apps/ShortcutsSampleApp", defines: Self.defines)
        #expect(app.staticItems(language: "en").map(\.localizedTitle) == ["Search", "Favorites"])
        #expect(app.staticItems(language: "en").map(\.localizedSubtitle) == ["Find a place", nil])
        #expect(
            app.staticItems(language: "de-DE").map(\.localizedTitle) == [
                "Suchen", "SHORTCUT_TITLE_FAVORITES",
            ])
        #expect(app.displayName(language: "de") == "Kurzbefehle")
        #expect(app.displayName(language: "ja") == "Notes")
        #expect(app.homeScreenIconFile(scale: 3).map(FileReader.lastComponent) == "Icon-60@3x.png")
        guard case .found(let match) = app.lookUpIconFile("Shortcuts/favorite") else {
            Issue.record("the namespaced image set was not found")
            return
        }
        #expect(match.preferredFile.map(FileReader.lastComponent) == "favorite@3x.png")
        let lint = try Fixture.lint("Apps/ShortcutsSampleApp", defines: Self.defines)
        #expect(lint.count == 1)
        #expect(lint.first?.contains("SHORTCUT_TITLE_FAVORITES") == true)
        #expect(
            lint.first?.contains("missing-localization") == true || lint.first?.contains("warning") == true)
    }

    @Test("fixture: a String Catalog app with an Xcode 14 single-size icon")
    func stringCatalogFixture() throws {
        let app = try Fixture.app("Apps/StringCatalogApp", defines: Self.defines)
        #expect(app.staticItems(language: "fr-CA").map(\.localizedTitle) == ["Nouvelle liste"])
        #expect(app.staticItems(language: "en").map(\.localizedTitle) == ["New List"])
        #expect(app.displayName(language: "fr") == "Listes")
        #expect(app.displayName(language: "en") == "Lists")
        #expect(app.homeScreenIconFile(scale: 3).map(FileReader.lastComponent) == "AppIcon.png")
    }
}
