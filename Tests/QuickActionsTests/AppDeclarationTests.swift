import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("AppDeclaration: real apps' declarations load, lint clean and resolve as the device shows them")
struct AppDeclarationTests {
    @Test(
        "the seed apps and the real-app shapes lint clean (notes allowed, named)",
        arguments: [
            ("Apps/Seed001", [String]()),
            ("Apps/Seed002", []),
            ("Apps/Seed003", []),
            ("Apps/CatalogApp", []),
            ("Apps/BinaryApp", []),
            (
                "Apps/RealApp",
                [
                    "Apps/RealApp/MyNotes/Info.plist:56:4: note: the symbol 'magnifyingglass' shows on iOS 13 and later only; earlier versions show no icon [symbol-requires-ios13]"
                ]
            ),
        ])
    func lintClean(app: String, expected: [String]) throws {
        #expect(try Fixture.lint(app, defines: Fixture.realAppDefines) == expected)
    }

    @Test("seed 002: four static items with icon files and userInfo, Chinese titles, as written")
    func seed002() throws {
        let app = try Fixture.app("Apps/Seed002")
        #expect(app.bundleIdentifier == "com.example.community")
        #expect(app.defaultLanguage == "zh_CN")
        let items = app.staticItems()
        #expect(
            items == [
                ShortcutItem(
                    type: "openDoor", localizedTitle: "智能开门", icon: .templateImage("智能开门@2x.png"),
                    userInfo: ["key1": .string("value1")]),
                ShortcutItem(
                    type: "repair", localizedTitle: "我要报修", icon: .templateImage("在线报修@2x.png"),
                    userInfo: ["key2": .string("value2")]),
                ShortcutItem(
                    type: "invite", localizedTitle: "访客邀请", icon: .templateImage("访客邀请@2x.png"),
                    userInfo: ["key3": .string("value3")]),
                ShortcutItem(
                    type: "communityService", localizedTitle: "社区服务", icon: .templateImage("社区服务@2x.png"),
                    userInfo: ["key4": .string("value4")]),
            ])
        for item in items {
            guard case .templateImage(let name) = item.icon, case .found(let match) = app.lookUpIconFile(name)
            else {
                Issue.record("icon of \(item.type) not found")
                continue
            }
            #expect(match.location == .bundleFile)
            let header = ImageHeader(try Data(contentsOf: URL(fileURLWithPath: match.files[0])))
            #expect(header == ImageHeader(format: .png, width: 70, height: 70))
        }
    }

    @Test("seed 003: Search and Share with subtitles and system icons")
    func seed003() throws {
        let items = try Fixture.app("Apps/Seed003").staticItems()
        #expect(
            items == [
                ShortcutItem(
                    type: "com.company.appname.000", localizedTitle: "Search",
                    localizedSubtitle: "Will search for an item", icon: .system(.search)),
                ShortcutItem(
                    type: "com.company.appname.001", localizedTitle: "Share",
                    localizedSubtitle: "Will share an item", icon: .system(.share)),
            ])
    }

    @Test(
        "the real app: variables expanded, asset-catalog icon, symbol wins, titles localised per language (UTF-8, UTF-16 LE/BE)",
        arguments: [
            ("en", ["New Note", "Scan Document", "Search", "Favorites"], "Into a new note"),
            ("de", ["Neue Notiz", "Dokument scannen", "Suchen", "Favoriten"], "In eine neue Notiz"),
            ("ja", ["新規メモ", "書類をスキャン", "検索", "よく使う項目"], "新しいメモに"),
            (
                "fr-CA", ["Nouvelle note", "Numériser un \"document\"", "Rechercher", "Favoris ★"],
                "Dans une nouvelle note"
            ),
            // No it.lproj: CFBundle falls back to the development region's (en) file.
            ("it", ["New Note", "Scan Document", "Search", "Favorites"], "Into a new note"),
        ])
    func realApp(language: String, titles: [String], subtitle: String) throws {
        let app = try Fixture.app("Apps/RealApp", defines: Fixture.realAppDefines)
        #expect(app.bundleIdentifier == "com.example.MyNotes")
        #expect(app.bundleVersion == "7")
        #expect(app.shortcutWidget == "com.example.MyNotes.widget")
        #expect(app.localizations.languages == ["de", "en", "fr", "ja"])
        let items = app.staticItems(language: language)
        #expect(items.map(\.localizedTitle) == titles)
        #expect(items[1].localizedSubtitle == subtitle)
        #expect(
            items.map(\.type) == [
                "com.example.MyNotes.compose", "com.example.MyNotes.scan", "com.example.MyNotes.search",
                "my-notes.favorites",
            ])
        #expect(
            items.map(\.icon) == [
                .system(.compose), .templateImage("Shortcuts/scan"), .systemSymbol("magnifyingglass"),
                .system(.favorite),
            ])
        #expect(
            items[3].userInfo == [
                "folder": .string("favorites"), "limit": .integer(20),
                "since": .date(Date(timeIntervalSince1970: 1_443_182_400)),
            ])
        guard case .found(let match) = app.lookUpIconFile("Shortcuts/scan") else {
            Issue.record("asset-catalog icon not found")
            return
        }
        #expect(
            match.files.map { FileReader.lastComponent($0) } == ["scan.png", "scan@2x.png", "scan@3x.png"])
        #expect(app.lookUpIconFile("scan") == .notFound(suggestion: "Shortcuts/scan"))
    }

    @Test("the String Catalog app: source language as written, translations and variations")
    func catalogApp() throws {
        let app = try Fixture.app("Apps/CatalogApp")
        #expect(
            app.staticItems(language: "de").map(\.localizedTitle) == [
                "Posteingang", "Neue Nachricht", "Catalog+",
            ])
        #expect(app.staticItems(language: "fr").map(\.localizedSubtitle) == ["Messages non lus", nil, nil])
        #expect(app.staticItems().map(\.localizedTitle) == ["Inbox", "New Message", "Catalog+"])
    }

    @Test("a built bundle: binary Info.plist, compiled strings, loose icon")
    func binaryApp() throws {
        let app = try Fixture.app("Apps/BinaryApp")
        #expect(app.document?.format == .binary)
        #expect(app.bundleVersion == "12")
        #expect(app.staticItems(language: "de").map(\.localizedTitle) == ["Abspielen", "Stern"])
        #expect(app.staticItems().map(\.icon) == [.system(.play), .templateImage("star")])
    }

    @Test("invalid static items resolve to a problem, not an item")
    func invalidItems() throws {
        let resolved = try Fixture.app("Rules/missing-title").resolvedItems()
        #expect(
            resolved.map(\.item) == [
                nil, ShortcutItem(type: "com.example.rule.1", localizedTitle: "$(EMPTY)"),
            ])
        #expect(resolved.map(\.problem) == ["invalid: no UIApplicationShortcutItemTitle", nil])
    }

    @Test("an in-memory Info.plist (no folder) loads without touching the disk")
    func inMemory() {
        let xml =
            "<plist><dict><key>UIApplicationShortcutItems</key><array><dict><key>UIApplicationShortcutItemType</key><string>a</string><key>UIApplicationShortcutItemTitle</key><string>A</string><key>UIApplicationShortcutItemIconFile</key><string>x</string></dict></array></dict></plist>"
        let app = AppDeclaration(infoPlist: Data(xml.utf8), path: "Info.plist")
        #expect(
            app.staticItems() == [ShortcutItem(type: "a", localizedTitle: "A", icon: .templateImage("x"))])
        #expect(ShortcutLinter().lint(app).isEmpty)
    }
}
