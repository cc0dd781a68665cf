import Foundation
import Testing

@testable import ForceTouchCLI

@Suite("forcetouch lint: clang-style lines, JSON, exit 0/1/2")
struct LintCommandTests {
    let fixtures = QuickActionsFixtures.self

    func run(_ arguments: [String], input: Data = Data()) async -> (
        status: Int32, output: String, errors: String
    ) {
        let captured = CapturedIO(input: input)
        let status = await CommandLineTool.main(arguments: ["lint"] + arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    @Test("clean apps exit 0 with no output (seed 002, seed 003, the real app with its defines)")
    func clean() async {
        let result = await run([
            fixtures.path("Apps/Seed002"), fixtures.path("Apps/Seed003"), fixtures.path("Apps/CatalogApp"),
            fixtures.path("Apps/BinaryApp"),
        ])
        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(result.errors == "")
    }

    @Test("warnings and notes only: exit 0; defines resolve variables")
    func warningsOnly() async {
        let real = fixtures.path("Apps/RealApp")
        let defined = await run([
            real, "--define", "PRODUCT_BUNDLE_IDENTIFIER=com.example.MyNotes", "--define",
            "PRODUCT_NAME=My Notes",
        ])
        #expect(defined.status == 0)
        #expect(
            defined.output
                == "\(real)/MyNotes/Info.plist:56:4: note: the symbol 'magnifyingglass' shows on iOS 13 and later only; earlier versions show no icon [symbol-requires-ios13]\n"
        )
        #expect(defined.errors == "0 errors, 0 warnings\n")
        let undefined = await run([real])
        #expect(undefined.status == 0)
        #expect(undefined.output.split(separator: "\n").count == 5)
        #expect(undefined.errors == "0 errors, 4 warnings\n")
    }

    @Test("errors: exit 1, one clang-style line each")
    func errors() async {
        let path = fixtures.path("Rules/missing-type")
        let result = await run([path])
        #expect(result.status == 1)
        #expect(
            result.output == """
                \(path)/Info.plist:17:3: error: item 0 has no UIApplicationShortcutItemType; iOS skips an item without one: add it [missing-type]
                \(path)/Info.plist:23:4: error: item 1's UIApplicationShortcutItemType is empty; iOS skips an item without one [missing-type]

                """)
        #expect(result.errors == "2 errors, 0 warnings\n")
    }

    @Test("JSON: an array of {file, line, column, severity, rule, message, keyPath}")
    func json() async throws {
        let path = fixtures.path("Rules/binary-plist")
        let result = await run([path, "--format", "json"])
        #expect(result.status == 1)
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array[0]["file"] as? String == path + "/Info.plist")
        #expect(array[0]["line"] is NSNull)
        #expect(array[0]["severity"] as? String == "error")
        #expect(array[0]["rule"] as? String == "missing-title")
        #expect(
            array[0]["keyPath"] as? String == "UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle")
        #expect(array[1]["rule"] as? String == "binary-plist")
        #expect(Set(array[0].keys) == ["file", "line", "column", "severity", "rule", "message", "keyPath"])
        let positioned = await run([fixtures.path("Rules/duplicate-type"), "--format", "json"])
        let entry = try #require(
            (try JSONSerialization.jsonObject(with: Data(positioned.output.utf8)) as? [[String: Any]])?.first)
        #expect(entry["line"] as? Int == 27)
        #expect(entry["column"] as? Int == 4)
        #expect(entry["severity"] as? String == "warning")
        let empty = await run([fixtures.path("Apps/Seed003"), "--format", "json"])
        #expect(empty.output == "[]\n")
        #expect(empty.status == 0)
    }

    @Test("unreadable paths: exit 2 with a message, other paths still linted")
    func unreadable() async {
        let result = await run(["/nonexistent/App", fixtures.path("Rules/missing-type")])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: /nonexistent/App: no such file or folder\n"))
        #expect(result.output.contains("[missing-type]"))
    }

    @Test(
        "usage errors: exit 2 with the usage",
        arguments: [
            ([], "error: missing argument PATH"),
            (["x", "--format", "xml"], "error: 'xml' is not a value of '--format'; use one of: text, json"),
            (
                ["x", "--define", "NOEQUALS"],
                "error: --define: 'NOEQUALS' is not a definition; write NAME=VALUE"
            ),
            (["x", "--limit", "0"], "error: --limit needs a positive whole number, not '0'"),
            (["x", "--defin", "A=1"], "error: unknown option '--defin'; did you mean '--define'?"),
        ])
    func usage(arguments: [String], message: String) async {
        let result = await run(arguments)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix(message + "\nusage: forcetouch lint PATH..."))
    }

    @Test(
        "bad input exits 1 with a positioned diagnostic, never a crash",
        arguments: [
            ("Rules/not-a-plist", "Info.plist: error: not a property list"),
            ("Rules/malformed-plist", "Info.plist:13:29: error: the file ends inside <key>"),
            ("Bad/garbage.bin", "garbage.bin: error: not a property list: the file starts with bytes"),
            ("Rules/root-not-dictionary", "Info.plist:3:1: error: the top-level value is an array"),
            ("Rules/items-not-array", "Info.plist:16:2: error: UIApplicationShortcutItems is a dictionary"),
            ("Rules/strings-syntax", "de.lproj/InfoPlist.strings:3:1: error: missing ';'"),
        ])
    func badInput(fixture: String, fragment: String) async {
        let result = await run([fixtures.path(fixture)])
        #expect(result.status == 1)
        #expect(result.output.contains(fragment))
    }

    @Test("a 50 MB file: exit 1, refused by size")
    func huge() async throws {
        let folder = try fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Info.plist"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 50 * 1_048_576)
        try handle.close()
        let result = await run([path])
        #expect(result.status == 1)
        #expect(
            result.output
                == "\(path): error: the file is 50 MB, over the 10 MB limit; it was not read (an Info.plist is a few KB: is this the right file?) [plist-too-large]\n"
        )
    }

    @Test("'-' lints an Info.plist from standard input")
    func standardInput() async throws {
        let data = try Data(
            contentsOf: URL(fileURLWithPath: fixtures.path("Rules/duplicate-type/Info.plist")))
        let result = await run(["-"], input: data)
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                "<stdin>:27:4: warning: the type 'com.example.rule.0' is also used by item 0"))
    }
}
