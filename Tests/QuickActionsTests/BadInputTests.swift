import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite(
    "Bad input: each case a clear diagnostic with a position where one exists, never a crash, nothing modified"
)
struct BadInputTests {
    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quickactions-bad-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a 50 MB Info.plist is refused from its size, unread, with the limit in the message")
    func fiftyMegabytes() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Info.plist"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let chunk = Data(repeating: UInt8(ascii: " "), count: 1 << 20)
        try handle.write(contentsOf: Data("<?xml version=\"1.0\"?><plist><dict>".utf8))
        for _ in 0..<50 { try handle.write(contentsOf: chunk) }
        try handle.close()
        let diagnostics = ShortcutLinter().lint(try AppDeclaration.load(path))
        #expect(
            diagnostics.map(\.formatted) == [
                "\(path): error: the file is 50 MB, over the 10 MB limit; it was not read (an Info.plist is a few KB: is this the right file?) [plist-too-large]"
            ])
    }

    @Test("the cap is a parameter; a strings file over it is refused too")
    func capIsAParameter() throws {
        let small = AppDeclaration.Options(maximumFileSize: 100)
        let app = try AppDeclaration.load(Fixture.path("Apps/Seed003"), options: small)
        #expect(app.diagnostics.map(\.rule) == [.plistTooLarge])
        #expect(
            app.diagnostics[0].message
                == "the file is 1 KB, over the 100-byte limit; it was not read (an Info.plist is a few KB: is this the right file?)"
        )
        let loaded = LocalizationLoader.load(
            AppFolder.scan(Fixture.path("Apps/RealApp/MyNotes")), maximumFileSize: 250)
        #expect(loaded.localizations.languages == ["en", "fr"])
        #expect(
            loaded.diagnostics.map { Fixture.relative($0.file ?? "") + ": " + $0.message } == [
                "Apps/RealApp/MyNotes/de.lproj/InfoPlist.strings: the file is 364 bytes, over the 250-byte limit; it was not read (an Info.plist is a few KB: is this the right file?)",
                "Apps/RealApp/MyNotes/ja.lproj/InfoPlist.strings: the file is 278 bytes, over the 250-byte limit; it was not read (an Info.plist is a few KB: is this the right file?)",
            ])
    }

    @Test(
        "bad files: not a plist, truncated, binary garbage, damaged binary, root not a dictionary, items not an array, HTML, stray text, bad values",
        arguments: [
            (
                "Rules/not-a-plist",
                "Rules/not-a-plist/Info.plist: error: not a property list: the file starts with \"This is not a pr\"; an Info.plist starts with '<?xml' or 'bplist00' [not-a-plist]"
            ),
            (
                "Rules/malformed-plist",
                "Rules/malformed-plist/Info.plist:13:29: error: the file ends inside <key> opened at 13:2; it looks truncated: restore the rest of the file [malformed-plist]"
            ),
            (
                "Bad/garbage.bin",
                "Bad/garbage.bin: error: not a property list: the file starts with bytes 9C 90 AD 7C 2A 69 24 C4; an Info.plist starts with '<?xml' or 'bplist00' [not-a-plist]"
            ),
            (
                "Bad/bplist-garbage.plist",
                "Bad/bplist-garbage.plist: error: the binary property list is damaged: it starts with 'bplist' but its contents cannot be decoded; rebuild it from its source [malformed-plist]"
            ),
            (
                "Rules/root-not-dictionary",
                "Rules/root-not-dictionary/Info.plist:3:1: error: the top-level value is an array; an Info.plist's root is a <dict> [root-not-dictionary]"
            ),
            (
                "Rules/items-not-array",
                "Rules/items-not-array/Info.plist:16:2: error: UIApplicationShortcutItems is a dictionary; it must be an <array> of <dict> items, so no static quick action shows [items-not-array]"
            ),
            (
                "Bad/empty.plist",
                "Bad/empty.plist: error: the file is empty; an Info.plist is an XML or binary property list [not-a-plist]"
            ),
            (
                "Bad/html.plist",
                "Bad/html.plist:2:1: error: not a property list: the root element is <html>, expected <plist> [not-a-plist]"
            ),
            (
                "Bad/text-in-dict.plist",
                "Bad/text-in-dict.plist:7:1: error: text 'stray' outside any value; put it in a <string> or remove it [malformed-plist]"
            ),
            (
                "Bad/bad-integer.plist",
                "Bad/bad-integer.plist:5:2: error: 'twelve' is not a valid <integer> [malformed-plist]"
            ),
            (
                "Rules/strings-syntax",
                "Rules/strings-syntax/de.lproj/InfoPlist.strings:3:1: error: missing ';' after the value of \"Search\", found '\"' [strings-syntax]"
            ),
        ])
    func badFiles(fixture: String, diagnostic: String) throws {
        #expect(try Fixture.lint(fixture) == [diagnostic])
    }

    @Test("linting never modifies the files it reads (every fixture, byte for byte)")
    func nothingModified() throws {
        var before: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: Fixture.root)!
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: Fixture.path(relative), isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                before[relative] = try Fixture.data(relative)
            }
        }
        for folder in ["Apps", "Rules", "Bad"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Fixture.path(folder)) {
                _ = try Fixture.lint("\(folder)/\(name)", defines: Fixture.realAppDefines)
            }
        }
        for (relative, data) in before {
            #expect(try Fixture.data(relative) == data, "\(relative) changed")
        }
    }

    @Test("unreadable paths throw AppLoadError (the CLI's exit 2)")
    func unreadable() throws {
        #expect(throws: AppLoadError.notFound(path: "/nonexistent/Info.plist")) {
            try AppDeclaration.load("/nonexistent/Info.plist")
        }
        #expect(throws: AppLoadError.notAFileOrFolder(path: "/dev/null")) {
            try AppDeclaration.load("/dev/null")
        }
    }
}
