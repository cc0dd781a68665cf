import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects elements and attributes of an XML document with XMLParser (exports must parse back).
final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var texts: [String: String] = [:]
    private var current: String?
    private var buffer = ""
    var failed = false

    static func parse(_ data: Data) -> XMLCollector {
        let collector = XMLCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        _ = parser.parse()
        return collector
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        elements.append((elementName, attributeDict))
        current = attributeDict["name"]
        buffer = ""
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { buffer += string }
    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        if elementName == "string", let current { texts[current] = buffer }
    }
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { failed = true }
}

@Suite("Exports: Android shortcuts and Web App Manifest shortcuts parse back with the expected fields")
struct ExporterTests {
    @Test("seed 003 to Android: shortcuts.xml, strings, vector drawables; subtitles reported as lost")
    func seed003Android() throws {
        let result = try AndroidShortcutsExporter().export(try Fixture.app("Apps/Seed003"))
        #expect(
            result.files.map(\.path) == [
                "res/xml/shortcuts.xml", "res/values/strings.xml", "res/drawable/ic_shortcut_search.xml",
                "res/drawable/ic_shortcut_share.xml",
            ])
        let shortcuts = XMLCollector.parse(try #require(result.file("res/xml/shortcuts.xml")).contents)
        #expect(!shortcuts.failed)
        let shortcutElements = shortcuts.elements.filter { $0.name == "shortcut" }
        #expect(
            shortcutElements.map { $0.attributes["android:shortcutId"] } == [
                "com.company.appname.000", "com.company.appname.001",
            ])
        #expect(
            shortcutElements.map { $0.attributes["android:shortcutShortLabel"] } == [
                "@string/shortcut_000_short", "@string/shortcut_001_short",
            ])
        #expect(
            shortcutElements.map { $0.attributes["android:icon"] } == [
                "@drawable/ic_shortcut_search", "@drawable/ic_shortcut_share",
            ])
        let intents = shortcuts.elements.filter { $0.name == "intent" }
        #expect(
            intents.map { $0.attributes["android:action"] } == [
                "com.company.appname.000", "com.company.appname.001",
            ])
        #expect(
            intents.map { $0.attributes["android:targetPackage"] } == [
                "com.company.appname", "com.company.appname",
            ])
        #expect(
            intents.map { $0.attributes["android:targetClass"] } == [
                "com.company.appname.MainActivity", "com.company.appname.MainActivity",
            ])
        let strings = XMLCollector.parse(try #require(result.file("res/values/strings.xml")).contents)
        #expect(
            strings.texts == [
                "shortcut_000_short": "Search", "shortcut_000_long": "Search", "shortcut_001_short": "Share",
                "shortcut_001_long": "Share",
            ])
        let vector = XMLCollector.parse(
            try #require(result.file("res/drawable/ic_shortcut_search.xml")).contents)
        #expect(!vector.failed)
        #expect(vector.elements.filter { $0.name == "path" }.count == 2)
        #expect(
            result.warnings == [
                "'Search': Android shortcuts have no subtitle; 'Will search for an item' is not carried over",
                "'Share': Android shortcuts have no subtitle; 'Will share an item' is not carried over",
            ])
    }

    @Test("seed 002 to Android: Chinese labels, icon PNGs copied by scale, userInfo as extras")
    func seed002Android() throws {
        let result = try AndroidShortcutsExporter(packageName: "com.example.community.android").export(
            try Fixture.app("Apps/Seed002"))
        #expect(result.warnings.isEmpty)
        #expect(
            result.files.filter { $0.path.hasPrefix("res/drawable-xhdpi/") }.map(\.path) == [
                "res/drawable-xhdpi/ic_shortcut_community_service.png",
                "res/drawable-xhdpi/ic_shortcut_invite.png",
                "res/drawable-xhdpi/ic_shortcut_open_door.png", "res/drawable-xhdpi/ic_shortcut_repair.png",
            ])
        #expect(
            result.file("res/drawable-xhdpi/ic_shortcut_open_door.png")?.contents
                == (try Fixture.data("Apps/Seed002/智能开门@2x.png")))
        let xml = XMLCollector.parse(try #require(result.file("res/xml/shortcuts.xml")).contents)
        #expect(
            xml.elements.filter { $0.name == "extra" }.map {
                [$0.attributes["android:name"]!, $0.attributes["android:value"]!]
            } == [
                ["key1", "value1"], ["key2", "value2"], ["key3", "value3"], ["key4", "value4"],
            ])
        let strings = XMLCollector.parse(try #require(result.file("res/values/strings.xml")).contents)
        #expect(strings.texts["shortcut_open_door_short"] == "智能开门")
    }

    @Test(
        "the real app to Android: labels cut to 10/25 with warnings, a values folder per language, symbol lost"
    )
    func realAppAndroid() throws {
        let app = try Fixture.app("Apps/RealApp", defines: Fixture.realAppDefines)
        let result = try AndroidShortcutsExporter().export(app)
        #expect(
            result.files.map(\.path).filter { $0.hasSuffix("strings.xml") } == [
                "res/values/strings.xml", "res/values-de/strings.xml", "res/values-fr/strings.xml",
                "res/values-ja/strings.xml",
            ])
        let german = XMLCollector.parse(try #require(result.file("res/values-de/strings.xml")).contents)
        #expect(german.texts["shortcut_scan_short"] == "Dokument…")
        #expect(german.texts["shortcut_scan_long"] == "Dokument scannen")
        let french = XMLCollector.parse(try #require(result.file("res/values-fr/strings.xml")).contents)
        #expect(french.texts["shortcut_scan_long"] == "Numériser un \\\"document\\\"")
        #expect(result.files.map(\.path).contains("res/drawable-xxhdpi/ic_shortcut_scan.png"))
        #expect(
            result.warnings.contains(
                "'Search': the SF Symbol 'magnifyingglass' cannot be carried over; the shortcut has no icon"))
        #expect(
            result.warnings.contains(
                "shortcutShortLabel 'Scan Document' is longer than 10 characters; cut to 'Scan Docu…'"))
        #expect(
            result.warnings.contains(
                "'Favorites': userInfo 'since' is a date, which an intent extra in shortcuts.xml cannot hold; it is not carried over"
            ))
        #expect(
            result.warnings.contains(
                "de: shortcutShortLabel 'Dokument scannen' is longer than 10 characters; cut to 'Dokument…'"))
        let onlyGerman = try AndroidShortcutsExporter().export(app, language: "de")
        #expect(
            onlyGerman.files.filter { $0.path.hasSuffix("strings.xml") }.map(\.path) == [
                "res/values/strings.xml"
            ])
    }

    @Test(
        "Android qualifiers and string escapes",
        arguments: [
            ("de", "de"), ("pt-BR", "pt-rBR"), ("zh_CN", "zh-rCN"), ("zh-Hans", "b+zh+Hans"),
            ("es-419", "es-r419"), ("Base", nil),
        ]
            as [(String, String?)])
    func qualifiers(language: String, qualifier: String?) {
        #expect(AndroidShortcutsExporter.qualifier(language) == qualifier)
    }

    @Test("Android string resources escape what aapt would misread")
    func androidEscapes() {
        #expect(
            AndroidShortcutsExporter.androidString("@home it's \"x\" & <y>\\")
                == "\\@home it\\'s \\\"x\\\" &amp; &lt;y&gt;\\\\")
        #expect(AndroidShortcutsExporter.javaName(from: "com.example.My-App.9x") == "com.example.My_App._9x")
    }

    @Test("seed 003 to a Web App Manifest: name, short_name, description, url from the template, SVG icons")
    func seed003Manifest() throws {
        let result = try WebManifestExporter(urlTemplate: "/app?action={type}").export(
            try Fixture.app("Apps/Seed003"))
        #expect(
            result.files.map(\.path) == [
                "manifest-shortcuts.json", "icons/shortcut-search.svg", "icons/shortcut-share.svg",
            ])
        let json =
            try JSONSerialization.jsonObject(
                with: try #require(result.file("manifest-shortcuts.json")).contents) as? [String: Any]
        let shortcuts = try #require(json?["shortcuts"] as? [[String: Any]])
        #expect(shortcuts.map { $0["name"] as? String } == ["Search", "Share"])
        #expect(shortcuts.map { $0["short_name"] as? String } == ["Search", "Share"])
        #expect(
            shortcuts.map { $0["description"] as? String } == [
                "Will search for an item", "Will share an item",
            ])
        #expect(
            shortcuts.map { $0["url"] as? String } == [
                "/app?action=com.company.appname.000", "/app?action=com.company.appname.001",
            ])
        let icon = try #require((shortcuts[0]["icons"] as? [[String: String]])?.first)
        #expect(
            icon == [
                "src": "icons/shortcut-search.svg", "sizes": "any", "type": "image/svg+xml",
                "purpose": "monochrome",
            ])
        #expect(!XMLCollector.parse(try #require(result.file("icons/shortcut-search.svg")).contents).failed)
        #expect(json?["lang"] as? String == "en")
        #expect(result.warnings.isEmpty)
    }

    @Test("the real app to a manifest in German: userInfo in the URL, PNG icons with sizes, symbol lost")
    func realAppManifest() throws {
        let app = try Fixture.app("Apps/RealApp", defines: Fixture.realAppDefines)
        let result = try WebManifestExporter(
            urlTemplate: "/go/{type}?folder={userInfo.folder}&n={userInfo.limit}"
        ).export(app, language: "de")
        let json =
            try JSONSerialization.jsonObject(
                with: try #require(result.file("manifest-shortcuts.json")).contents) as? [String: Any]
        let shortcuts = try #require(json?["shortcuts"] as? [[String: Any]])
        #expect(
            shortcuts.map { $0["name"] as? String } == [
                "Neue Notiz", "Dokument scannen", "Suchen", "Favoriten",
            ])
        #expect(
            shortcuts.map { $0["short_name"] as? String } == [
                "Neue Notiz", "Dokument sc…", "Suchen", "Favoriten",
            ])
        #expect(shortcuts[3]["url"] as? String == "/go/my-notes.favorites?folder=favorites&n=20")
        let scanIcons = try #require(shortcuts[1]["icons"] as? [[String: String]])
        #expect(scanIcons.map { $0["sizes"] } == ["105x105", "70x70", "35x35"])
        #expect(scanIcons.map { $0["src"] } == ["icons/scan@3x.png", "icons/scan@2x.png", "icons/scan.png"])
        #expect(
            result.warnings.contains("'Neue Notiz': no userInfo 'folder' for the URL template; left empty"))
        #expect(
            result.warnings.contains(
                "'Suchen': the SF Symbol 'magnifyingglass' cannot be carried over; the shortcut has no icon"))
    }

    @Test("a manifest reports each userInfo value its URL template leaves out, by item and key")
    func userInfoNotInURL() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>open</string>
            <key>UIApplicationShortcutItemTitle</key><string>Open</string>
            <key>UIApplicationShortcutItemUserInfo</key><dict>
            <key>folder</key><string>inbox</string><key>count</key><integer>3</integer></dict>
            </dict></array></dict></plist>
            """
        let app = AppDeclaration(infoPlist: Data(xml.utf8), path: "Info.plist")
        #expect(
            try WebManifestExporter().export(app).warnings == [
                "'Open': userInfo 'count' is not in the URL template, so the web shortcut does not carry it; add {userInfo.count} to --url-template to keep it",
                "'Open': userInfo 'folder' is not in the URL template, so the web shortcut does not carry it; add {userInfo.folder} to --url-template to keep it",
            ])
        #expect(
            try WebManifestExporter(urlTemplate: "/?f={userInfo.folder}").export(app).warnings == [
                "'Open': userInfo 'count' is not in the URL template, so the web shortcut does not carry it; add {userInfo.count} to --url-template to keep it"
            ])
        #expect(
            try WebManifestExporter(urlTemplate: "/?f={userInfo.folder}&c={userInfo.count}").export(app)
                .warnings
                .isEmpty)
    }

    @Test(
        "URL templates: errors",
        arguments: [
            ("/?a={kind}", "{kind} is not a URL template placeholder; use {type} or {userInfo.KEY}"),
            ("/?a={type", "the URL template '/?a={type' has a '{' without its '}'"),
            (
                "/?a={userInfo.}",
                "{userInfo.} is not a URL template placeholder; use {type} or {userInfo.KEY}"
            ),
        ])
    func templateErrors(template: String, message: String) throws {
        let app = try Fixture.app("Apps/Seed003")
        #expect(throws: ExportError.self) { try WebManifestExporter(urlTemplate: template).export(app) }
        do {
            _ = try WebManifestExporter(urlTemplate: template).export(app)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("percent-encoding keeps unreserved characters only")
    func percentEncoding() {
        #expect(WebManifestExporter.percentEncoded("a b/智~") == "a%20b%2F%E6%99%BA~")
    }
}
