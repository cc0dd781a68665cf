import Foundation
import Testing

@testable import ForceTouchCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("forcetouch menu: text, JSON and SVG of the menu the device shows")
struct MenuCommandTests {
    let fixtures = QuickActionsFixtures.self

    func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: ["menu"] + arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    @Test("seed 003 with its dynamic Play and Pause, as text")
    func seed003Text() async {
        let result = await run([
            fixtures.path("Apps/Seed003"), "--dynamic", fixtures.path("Apps/Seed003/dynamic.json"),
        ])
        #expect(result.status == 0)
        #expect(
            result.output == """
                appname: 4 quick actions (at most 4), language en
                  1. Search — Will search for an item  [system: search] static, type com.company.appname.000
                  2. Share — Will share an item  [system: share] static, type com.company.appname.001
                  3. Play — Will play an item  [system: play] dynamic, type com.company.appname.002
                  4. Pause — Will pause an item  [system: pause] dynamic, type com.company.appname.003

                """)
    }

    @Test("JSON: items with every field, source and titleLines; hidden with the reason")
    func json() async throws {
        let result = await run([
            fixtures.path("Apps/Seed002"), "--dynamic", fixtures.path("Apps/Seed003/dynamic.json"),
            "--format", "json",
        ])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["items", "hidden"])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["title"] as? String } == ["智能开门", "我要报修", "访客邀请", "社区服务"])
        #expect(
            Set(items[0].keys) == ["type", "title", "subtitle", "icon", "userInfo", "source", "titleLines"])
        #expect(items[0]["subtitle"] is NSNull)
        #expect(items[0]["icon"] as? [String: String] == ["template": "智能开门@2x.png"])
        #expect(items[0]["userInfo"] as? [String: String] == ["key1": "value1"])
        #expect(items.map { $0["source"] as? String } == ["static", "static", "static", "static"])
        #expect(items.map { $0["titleLines"] as? Int } == [2, 2, 2, 2])
        let hidden = try #require(object["hidden"] as? [[String: Any]])
        #expect(hidden.map { $0["title"] as? String } == ["Play", "Pause"])
        #expect(hidden.map { $0["reason"] as? String } == ["limit", "limit"])
        #expect(hidden[0]["source"] as? String == "dynamic")
    }

    @Test("titles localised with --locale and variables expanded with --define")
    func localised() async throws {
        let result = await run([
            fixtures.path("Apps/RealApp"), "--locale", "ja", "--define",
            "PRODUCT_BUNDLE_IDENTIFIER=com.example.MyNotes",
            "--define", "PRODUCT_NAME=My Notes", "--format", "json",
        ])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["title"] as? String } == ["新規メモ", "書類をスキャン", "検索", "よく使う項目"])
        #expect(
            items.map { $0["type"] as? String } == [
                "com.example.MyNotes.compose", "com.example.MyNotes.scan", "com.example.MyNotes.search",
                "my-notes.favorites",
            ])
        #expect(items.map { $0["titleLines"] as? Int } == [2, 1, 2, 2])
        let unknown = await run([fixtures.path("Apps/RealApp"), "--locale", "ko"])
        #expect(
            unknown.errors
                == "warning: no localisation for 'ko' (the app has de, en, fr, ja); "
                + "as iOS does, the menu falls back to 'en'\n"
        )
        // CFBundle falls back to the development region (en), so the titles are English, not keys.
        #expect(unknown.output.contains("1. New Note"))
    }

    @Test("SVG: a well-formed picture with the rows and the embedded icon files; deterministic")
    func svg() async {
        let arguments = [fixtures.path("Apps/Seed002"), "--format", "svg", "--opening", "up"]
        let first = await run(arguments)
        let second = await run(arguments)
        #expect(first.status == 0)
        #expect(first.output == second.output)
        #expect(first.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(first.output.components(separatedBy: "href=\"data:image/png;base64,").count == 5)
        #expect(WellFormedXML.check(Data(first.output.utf8)))
        #expect(first.output.contains(">智能开门</text>"))
    }

    @Test("an empty menu says so; the limit is a parameter")
    func emptyAndLimit() async {
        let empty = await run([fixtures.path("Apps/Seed001")])
        #expect(
            empty.output
                == "shortcutDemo: 0 quick actions (at most 4), language en\n  (none: a press gives the \"no actions\" bounce)\n"
        )
        let limited = await run([fixtures.path("Apps/Seed003"), "--limit", "1"])
        #expect(
            limited.output == """
                appname: 1 quick action (at most 1), language en
                  1. Search — Will search for an item  [system: search] static, type com.company.appname.000
                hidden:
                  - 'Share' (static item 1): the menu shows at most 1 items and this static item comes after them

                """)
    }

    @Test("declaration errors: printed on standard error, the menu still shown, exit 1")
    func declarationErrors() async {
        let path = fixtures.path("Rules/missing-type")
        let result = await run([path])
        #expect(result.status == 1)
        #expect(
            result.errors.contains(
                "\(path)/Info.plist:17:3: error: item 0 has no UIApplicationShortcutItemType"))
        #expect(
            result.output.contains(
                "hidden:\n  - 'No Type' (static item 0): invalid: no UIApplicationShortcutItemType\n"))
    }

    static let unreadablePlists: [(text: String, message: String)] = [
        (
            "<plist><dict><key>UIApplicationShortcutItems</key><array><dict>",
            ":1:64: error: the file ends inside <dict> opened at 1:58; it looks truncated: restore the rest of the file [malformed-plist]\n"
        ),
        (
            "<plist><dict><key>UIApplicationShortcutItems</key><array><dict></array></dict></plist>",
            ":1:72: error: malformed XML: a closing tag does not match the open element [malformed-plist]\n"
        ),
        (
            "<plist><array/></plist>",
            ":1:8: error: the top-level value is an array; an Info.plist's root is a <dict> [root-not-dictionary]\n"
        ),
        ("", ": error: the file is empty; an Info.plist is an XML or binary property list [not-a-plist]\n"),
    ]

    @Test(
        "an Info.plist that cannot be read: its error (file:line:column) on standard error, no half-read menu, exit 1",
        arguments: unreadablePlists)
    func unreadablePlist(text: String, message: String) async throws {
        let folder = try fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Info.plist"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        for format in ["text", "json", "svg"] {
            let result = await run([path, "--format", format])
            #expect(result.status == 1, "\(format)")
            #expect(result.output == "", "\(format)")
            #expect(result.errors == path + message, "\(format)")
        }
    }

    @Test("a bad --dynamic file: exit 1 with file:line:column; a missing one: exit 2")
    func badDynamic() async throws {
        let folder = try fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bad = folder + "/items.json"
        try Data("[\n  {\"type\": \"a\", \"title\": \"A\", \"icon\": \"serch\"}\n]\n".utf8).write(
            to: URL(fileURLWithPath: bad))
        let result = await run([fixtures.path("Apps/Seed003"), "--dynamic", bad])
        #expect(result.status == 1)
        #expect(
            result.errors
                == "\(bad):2:39: error: [0].icon: 'serch' is not a system icon type; did you mean 'search'?\n"
        )
        let missing = await run([fixtures.path("Apps/Seed003"), "--dynamic", folder + "/nope.json"])
        #expect(missing.status == 2)
        #expect(missing.errors == "error: \(folder)/nope.json: cannot be read (no such file)\n")
    }

    @Test("usage errors exit 2", arguments: [["--format", "svg"], ["a", "b"], ["a", "--opening", "left"]])
    func usage(arguments: [String]) async {
        #expect(await run(arguments).status == 2)
    }
}
