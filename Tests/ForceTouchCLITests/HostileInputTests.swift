import Foundation
import Interchange
import Testing

@testable import ForceTouchCLI

/// Hostile Info.plists and localisation files through every command that reads them, in-process:
/// deep nesting (issue 14, defect 1), silent drops (defect 6). `simulator --install` is tested in
/// SimulatorTests (`SimulatorServerTests`), where the installed app can be looked at.
@Suite("Hostile input through lint, menu and convert")
struct HostileInputTests {
    let fixtures = QuickActionsFixtures.self

    func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    /// An XML Info.plist whose `Deep` key holds `depth` nested containers, alternating arrays and
    /// dictionaries when `mixed`.
    static func deepXML(depth: Int, mixed: Bool) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        text += "<key>CFBundleIdentifier</key><string>com.example.deep</string>\n<key>Deep</key>\n"
        var closing: [String] = []
        text.reserveCapacity(depth * 24)
        for level in 0..<depth {
            if mixed && level % 2 == 1 {
                text += "<dict><key>k</key>"
                closing.append("</dict>")
            } else {
                text += "<array>"
                closing.append("</array>")
            }
        }
        text += "<string>bottom</string>"
        text += closing.reversed().joined()
        text += "\n</dict>\n</plist>\n"
        return Data(text.utf8)
    }

    /// A binary Info.plist: a root dictionary whose `Deep` key holds `depth` nested arrays.
    static func deepBinary(depth: Int) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        func reference(_ object: Int) -> [UInt8] {
            [
                UInt8(object >> 24 & 0xFF), UInt8(object >> 16 & 0xFF), UInt8(object >> 8 & 0xFF),
                UInt8(object & 0xFF),
            ]
        }
        // 0: the root dictionary {1: 2}; 1: "Deep"; 2…depth+1: arrays, each holding the next.
        offsets.append(bytes.count)
        bytes += [0xD1] + reference(1) + reference(2)
        offsets.append(bytes.count)
        bytes += [0x54] + Array("Deep".utf8)
        for level in 0..<depth {
            offsets.append(bytes.count)
            bytes += level == depth - 1 ? [0xA0] : [0xA1] + reference(level + 3)
        }
        let table = bytes.count
        for offset in offsets { bytes += reference(offset) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 4]
        func eight(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) } }
        bytes += eight(offsets.count) + eight(0) + eight(table)
        return Data(bytes)
    }

    func write(_ data: Data, named name: String = "Info.plist") throws -> (folder: String, plist: String) {
        let folder = try fixtures.temporaryFolder()
        let plist = folder + "/" + name
        try data.write(to: URL(fileURLWithPath: plist))
        return (folder, plist)
    }

    static let deepCases: [(depth: Int, format: String)] = [
        (20_000, "xml"), (100_000, "xml"), (20_000, "mixed"), (100_000, "mixed"), (20_000, "binary"),
        (100_000, "binary"),
    ]

    static func data(depth: Int, format: String) -> Data {
        switch format {
        case "binary": deepBinary(depth: depth)
        case "mixed": deepXML(depth: depth, mixed: true)
        default: deepXML(depth: depth, mixed: false)
        }
    }

    @Test(
        "Deep nesting: lint, menu and convert refuse the Info.plist with the limit and where",
        arguments: deepCases)
    func deepNestingThroughCommands(depth: Int, format: String) async throws {
        let (folder, plist) = try write(Self.data(depth: depth, format: format))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = "arrays and dictionaries nested more than 256 levels deep"
        let position = format == "binary" ? ": error" : ":6:"
        for arguments in [["lint", plist], ["menu", plist], ["convert", plist, "--to", "android"]] {
            let result = await run(arguments)
            // lint prints findings on standard output, menu and convert on standard error.
            let printed = arguments[0] == "lint" ? result.output : result.errors
            #expect(result.status == 1, "\(arguments[0]): \(result.errors)")
            #expect(printed.contains(expected), "\(arguments[0]): \(printed)")
            #expect(printed.contains(plist + position), "\(arguments[0]): \(printed)")
        }
    }
}

extension HostileInputTests {
    /// An app folder: Seed003's Info.plist and one localisation file with `contents`.
    func appFolder(localization name: String, _ contents: [UInt8]) throws -> String {
        let folder = try fixtures.temporaryFolder()
        try FileManager.default.copyItem(
            atPath: fixtures.path("Apps/Seed003/Info.plist"), toPath: folder + "/Info.plist")
        let path = folder + "/" + name
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents).write(to: URL(fileURLWithPath: path))
        return folder
    }

    static let brokenLocalizations: [(name: String, contents: [UInt8], rule: String)] = [
        (
            "en.lproj/InfoPlist.strings",
            Array("\"Search\" = \"Suche".utf8) + [0xFF, 0xFE] + Array("\";\n".utf8),
            "localization-unreadable"
        ),
        ("en.lproj/InfoPlist.strings", Array("\"Search\" = \"Suche;\n".utf8), "strings-syntax"),
        (
            "InfoPlist.xcstrings", Array("{\"sourceLanguage\": 5, \"strings\": []}".utf8),
            "xcstrings-malformed"
        ),
    ]

    @Test(
        "A localisation file that cannot be read: convert and menu report it as lint does, and exit 1",
        arguments: brokenLocalizations)
    func unreadableLocalization(name: String, contents: [UInt8], rule: String) async throws {
        let folder = try appFolder(localization: name, contents)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lint = await run(["lint", folder])
        #expect(lint.status == 1)
        let finding = try #require(
            lint.output.split(separator: "\n").first { $0.hasSuffix("[\(rule)]") }, "\(lint.output)")
        #expect(finding.hasPrefix(folder + "/" + name))
        for arguments in [
            ["convert", folder, "--to", "android"], ["convert", folder, "--to", "webmanifest"],
            ["menu", folder],
        ] {
            let result = await run(arguments)
            #expect(result.status == 1, "\(arguments[0]): \(result.errors)")
            #expect(result.errors.contains(finding + "\n"), "\(arguments[0]): \(result.errors)")
        }
        let out = try fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let written = await run(["convert", folder, "--to", "android", "--out", out])
        #expect(written.status == 1)
        #expect(written.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
    }
}

extension HostileInputTests {
    @Test("200,000 attributes on <plist> (12.5 s in the XML parser): lint refuses them at once")
    func attributeFlood() async throws {
        /// Lints `<plist>` with `count` attributes; returns the work counted (markup walked, bytes
        /// indexed for positions, edit-distance cells) and the result.
        func lint(_ count: Int) async throws -> (
            work: Int, result: (status: Int32, output: String, errors: String)
        ) {
            let text =
                "<?xml version=\"1.0\"?>\n<plist" + (0..<count).map { " a\($0)=\"\"" }.joined()
                + "><dict/></plist>"
            let (folder, plist) = try write(Data(text.utf8))
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var result: (status: Int32, output: String, errors: String)?
            let work = await WorkMeter.measureAsync { result = await run(["lint", plist]) }
            let outcome = try #require(result)
            #expect(outcome.status == 1)
            #expect(
                outcome.output.contains(
                    plist
                        + ":2:1: error: <plist> has more than 16 attributes; a property list's elements have at most one (<plist version=\"1.0\">): remove the others [malformed-plist]"
                ), "\(outcome.output)")
            return (work.total, outcome)
        }
        // Refused by the pre-check at the 17th attribute (the message is the pre-check's), so the
        // XML parser never sees the flood; the timing is `forcetouch-bench --filter hostile.plist`.
        // Ten times the attributes cost at most twelve times the work.
        let few = try await lint(20_000)
        let many = try await lint(200_000)
        #expect(few.work > 0)
        #expect(many.work <= few.work * 12, "\(few.work) → \(many.work)")
    }
}
