import Foundation
import Testing

@testable import ForceTouchCLI

/// Every command that reads XML refuses a document that is not well-formed, naming
/// `file:line:column`, and prints nothing it half-read. libxml2 recovers from such errors and
/// Foundation's `XMLParser.parse()` may still say yes (an unclosed first `<trace>` used to print the
/// second trace alone and exit 0), so each reader is tried with an element left open mid-document
/// and at the end.
@Suite("Malformed XML through ink --from-inkml, lint and menu")
struct MalformedXMLTests {
    func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    /// Writes `text` to a new temporary file named `name` and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-malformed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static let ink = "<ink xmlns=\"http://www.w3.org/2003/InkML\">\n"

    @Test(
        "InkML: a trace left open is refused with where, not drawn without it",
        arguments: [
            (
                ink + "  <trace>10 10, 20 12\n  <trace>60 40, 61 41</trace>\n</ink>\n",
                ":4:7: malformed XML (parser error 76) inside <trace> (opened on line 2); check the tags and quoting here\n"
            ),
            (
                ink + "  <trace>10 10, 20 12</trace>\n  <trace>60 40, 61 41\n",
                ":3:22: the document ends inside <trace> (opened on line 3); close it with </trace>\n"
            ),
        ])
    func inkML(text: String, message: String) async throws {
        let path = try file("drawing.inkml", text)
        for format in ["json", "svg"] {
            let result = await run(["ink", "--from-inkml", path, "--format", format])
            #expect(result.status == 1)
            #expect(result.output == "")
            #expect(result.errors == "error: " + path + message)
        }
    }

    static let plistHead = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>UIApplicationShortcutItems</key>
          <array>
            <dict>
              <key>UIApplicationShortcutItemType</key>

        """

    @Test(
        "Info.plist: a string left open, or a document that stops inside its root, is refused with where",
        arguments: [
            (
                plistHead + "      <string>com.example.a\n    </dict>\n  </array>\n</dict>\n</plist>\n",
                ":9:12: error: malformed XML: a closing tag does not match the open element [malformed-plist]"
            ),
            (
                plistHead + "      <string>com.example.a</string>\n    </dict>\n  </array>\n",
                ":10:11: error: the file ends inside <dict> opened at 3:1; it looks truncated: restore the rest of the file [malformed-plist]"
            ),
        ])
    func propertyList(text: String, message: String) async throws {
        let path = try file("Info.plist", text)
        for command in ["lint", "menu"] {
            let result = await run([command, path])
            #expect(result.status == 1, "\(command)")
            #expect(
                result.output.hasPrefix(path + message) || result.errors.hasPrefix(path + message),
                "\(command): \(result)")
        }
    }
}
