import Foundation
import Testing

@testable import ForceTouchCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("forcetouch convert: Android and Web App Manifest output, printed or written atomically")
struct ConvertCommandTests {
    let fixtures = QuickActionsFixtures.self

    func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: ["convert"] + arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    @Test("webmanifest to standard output: the JSON only, icons noted")
    func manifestToStandardOutput() async throws {
        let result = await run([
            fixtures.path("Apps/Seed003"), "--to", "webmanifest", "--url-template", "/s/{type}",
        ])
        #expect(result.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let shortcuts = try #require(object["shortcuts"] as? [[String: Any]])
        #expect(
            shortcuts.map { $0["url"] as? String } == [
                "/s/com.company.appname.000", "/s/com.company.appname.001",
            ])
        #expect(
            result.errors
                == "note: not written without --out: icons/shortcut-search.svg, icons/shortcut-share.svg\n")
    }

    @Test("android to standard output: each text file after a header; warnings on standard error")
    func androidToStandardOutput() async {
        let result = await run([
            fixtures.path("Apps/Seed003"), "--to", "android", "--package", "com.company.appname.android",
        ])
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                "==> res/xml/shortcuts.xml <==\n<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"))
        #expect(result.output.contains("==> res/values/strings.xml <==\n"))
        #expect(result.output.contains("android:targetPackage=\"com.company.appname.android\""))
        #expect(
            result.errors.contains(
                "warning: 'Search': Android shortcuts have no subtitle; 'Will search for an item' is not carried over\n"
            ))
    }

    @Test("--out writes every file (text and images) and lists them; the exports parse back")
    func writesFiles() async throws {
        let out = try fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = await run([fixtures.path("Apps/Seed002"), "--to", "android", "--out", out])
        #expect(result.status == 0)
        #expect(
            result.output
                == [
                    "res/xml/shortcuts.xml", "res/values/strings.xml",
                    "res/drawable-xhdpi/ic_shortcut_community_service.png",
                    "res/drawable-xhdpi/ic_shortcut_invite.png",
                    "res/drawable-xhdpi/ic_shortcut_open_door.png",
                    "res/drawable-xhdpi/ic_shortcut_repair.png",
                ].map { "wrote \(out)/\($0)\n" }.joined())
        let shortcuts = try Data(contentsOf: URL(fileURLWithPath: out + "/res/xml/shortcuts.xml"))
        #expect(WellFormedXML.check(shortcuts))
        let png = try Data(
            contentsOf: URL(fileURLWithPath: out + "/res/drawable-xhdpi/ic_shortcut_repair.png"))
        #expect(
            png == (try Data(contentsOf: URL(fileURLWithPath: fixtures.path("Apps/Seed002/在线报修@2x.png")))))
        let manifest = await run([
            fixtures.path("Apps/Seed003"), "--to", "webmanifest", "--out", out, "--locale", "en",
        ])
        #expect(manifest.status == 0)
        let json = try Data(contentsOf: URL(fileURLWithPath: out + "/manifest-shortcuts.json"))
        #expect((try JSONSerialization.jsonObject(with: json) as? [String: Any])?["lang"] as? String == "en")
        #expect(
            WellFormedXML.check(try Data(contentsOf: URL(fileURLWithPath: out + "/icons/shortcut-share.svg")))
        )
    }

    @Test("an --out that would overwrite an input file is refused; the input is untouched")
    func neverOverwritesInput() async throws {
        let folder = try fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plist = try Data(contentsOf: URL(fileURLWithPath: fixtures.path("Apps/Seed003/Info.plist")))
        try FileManager.default.createDirectory(atPath: folder + "/icons", withIntermediateDirectories: true)
        let item = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>t</string><key>UIApplicationShortcutItemTitle</key><string>T</string>
            <key>UIApplicationShortcutItemIconFile</key><string>star.png</string></dict></array></dict></plist>
            """
        try Data(item.utf8).write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        let star = try Data(
            contentsOf: URL(fileURLWithPath: fixtures.path("Apps/BinaryApp/Demo.app/star@2x.png")))
        try star.write(to: URL(fileURLWithPath: folder + "/icons/star.png"))
        let result = await run([folder, "--to", "webmanifest", "--out", folder])
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "error: writing \(folder)/icons/star.png would replace an input file; choose another --out\n")
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/icons/star.png")) == star)
        #expect(
            plist == (try Data(contentsOf: URL(fileURLWithPath: fixtures.path("Apps/Seed003/Info.plist")))))
    }

    @Test(
        "usage errors and unreadable input",
        arguments: [
            ([String](), 2, "error: missing argument PATH"),
            (["x"], 2, "error: --to android|webmanifest is required"),
            (
                ["x", "--to", "ios"], 2,
                "error: 'ios' is not a value of '--to'; use one of: android, webmanifest"
            ),
            (["/nonexistent", "--to", "android"], 2, "error: /nonexistent: no such file or folder"),
        ] as [([String], Int32, String)])
    func usage(arguments: [String], status: Int32, message: String) async {
        let result = await run(arguments)
        #expect(result.status == status)
        #expect(result.errors.hasPrefix(message))
    }

    @Test("a bad URL template or package is a usage error; a broken Info.plist exits 1")
    func badOptions() async {
        let template = await run([
            fixtures.path("Apps/Seed003"), "--to", "webmanifest", "--url-template", "/{nope}",
        ])
        #expect(template.status == 2)
        #expect(
            template.errors.hasPrefix(
                "error: {nope} is not a URL template placeholder; use {type} or {userInfo.KEY}\n"))
        let package = await run([fixtures.path("Apps/Seed003"), "--to", "android", "--package", "com.9bad"])
        #expect(package.status == 2)
        let broken = await run([fixtures.path("Rules/malformed-plist"), "--to", "android"])
        #expect(broken.status == 1)
        #expect(broken.errors.contains("Info.plist:13:29: error: the file ends inside <key>"))
    }
}
