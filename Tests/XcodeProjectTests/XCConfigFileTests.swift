import Foundation
import PropertyLists
import Testing

@testable import XcodeProject

@Suite("XCConfigFile and XCConfigLoader: assignments, comments, includes, conditions, errors")
struct XCConfigFileTests {
    @Test("assignments, comments, a trailing ';', conditions and includes, with positions")
    func parse() throws {
        let text = """
            // Shared settings
            #include "Base.xcconfig"
            #include? "Local.xcconfig" // optional
            PRODUCT_NAME = Notes ; 
              SWIFT_VERSION=5.0 // the language mode
            CODE_SIGN_IDENTITY[sdk=iphoneos*][config=Release] = Apple Distribution
            URL = https:/$()/example.com
            """
        let file = try XCConfigFile.parse(Data(text.utf8), path: "App.xcconfig")
        #expect(file.lines.count == 6)
        guard case .include(let include) = file.lines[1] else { Issue.record("no include"); return }
        #expect(include.path == "Local.xcconfig" && include.isOptional)
        guard case .assignment(let name) = file.lines[2], case .assignment(let swift) = file.lines[3],
            case .assignment(let identity) = file.lines[4], case .assignment(let url) = file.lines[5]
        else { Issue.record("no assignments"); return }
        #expect(name.value == "Notes")
        #expect(swift.value == "5.0" && swift.position == SourcePosition(line: 5, column: 3))
        #expect(
            identity.conditions.map(\.key) == ["sdk", "config"] && identity.value == "Apple Distribution")
        #expect(BuildSettings(["URL": url.value])["URL"] == "https://example.com")
    }

    @Test(
        "bad lines are errors with file:line:column and what to write",
        arguments: [
            (
                "= 1",
                "A.xcconfig:1:1: error: expected a build setting name (letters, digits, '_'), #include or a // comment"
            ),
            ("NAME 1", "A.xcconfig:1:6: error: expected '=' after 'NAME' (NAME = VALUE)"),
            (
                "#import \"x\"",
                "A.xcconfig:1:1: error: expected #include or #include?; other # directives are not part of xcconfig files"
            ),
            (
                "#include x",
                "A.xcconfig:1:10: error: expected a quoted path after #include (#include \"Base.xcconfig\")"
            ),
            (
                "N[sdk=iphoneos = 1",
                "A.xcconfig:1:2: error: the condition has no closing ']' ([sdk=iphoneos*])"
            ),
            (
                "N[os=ios] = 1",
                "A.xcconfig:1:3: error: 'os' is not a condition Xcode knows (sdk, arch, config, variant)"
            ),
        ])
    func errors(text: String, message: String) {
        #expect(throws: XCConfigError.self) { try XCConfigFile.parse(Data(text.utf8), path: "A.xcconfig") }
        do {
            _ = try XCConfigFile.parse(Data(text.utf8), path: "A.xcconfig")
        } catch {
            #expect(error.formatted == message)
        }
    }

    @Test("includes are read in place, relative to the including file; #include? skips a missing file")
    func includes() throws {
        let folder = try TemporaryFolder()
        try folder.write("Config/Base.xcconfig", "A = base\nB = base\n")
        let app = try folder.write(
            "Config/App.xcconfig", "#include \"Base.xcconfig\"\n#include? \"Missing.xcconfig\"\nB = app\n")
        let assignments = try XCConfigLoader().load(app)
        #expect(assignments.map { "\($0.name)=\($0.value)" } == ["A=base", "B=base", "B=app"])
        let levels = BuildContext().levels(assignments, name: "App.xcconfig")
        #expect(BuildSettings(levels: levels)["B"] == "app")
    }

    @Test("an include cycle is refused with the chain; a missing #include is an error at its line")
    func includeProblems() throws {
        let folder = try TemporaryFolder()
        let a = try folder.write("A.xcconfig", "X = 1\n#include \"B.xcconfig\"\n")
        try folder.write("B.xcconfig", "#include \"A.xcconfig\"\n")
        do {
            _ = try XCConfigLoader().load(a)
            Issue.record("no error")
        } catch {
            guard case .includeCycle(let file, let position, let chain) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(file.hasSuffix("B.xcconfig") && position == SourcePosition(line: 1, column: 1))
            #expect(
                chain.map { ($0 as NSString).lastPathComponent } == [
                    "A.xcconfig", "B.xcconfig", "A.xcconfig",
                ])
        }
        let c = try folder.write("C.xcconfig", "\n  #include \"Nope.xcconfig\"\n")
        do {
            _ = try XCConfigLoader().load(c)
            Issue.record("no error")
        } catch {
            #expect(
                error.formatted
                    == "\(c):2:3: error: #include 'Nope.xcconfig': no such file; fix the path or write #include? to make it optional"
            )
        }
    }

    @Test("conditions: the matching one wins over the unconditional one whatever the order")
    func conditions() throws {
        let text = """
            SIGN[sdk=iphoneos*] = Device
            SIGN = Anyone
            SIGN[sdk=iphonesimulator*] = Simulator
            MODE[config=Debug] = debug
            MODE = plain
            """
        let assignments = try XCConfigFile.parse(Data(text.utf8), path: "C.xcconfig").lines.compactMap {
            if case .assignment(let assignment) = $0 { assignment } else { nil }
        }
        let release = BuildSettings(
            levels: BuildContext(configuration: "Release").levels(assignments, name: "C"))
        let debug = BuildSettings(levels: BuildContext(configuration: "Debug").levels(assignments, name: "C"))
        #expect(release["SIGN"] == "Device" && release["MODE"] == "plain")
        #expect(debug["MODE"] == "debug")
    }

    @Test("glob patterns: * and ?")
    func glob() {
        #expect(BuildContext.glob("iphoneos*", matches: "iphoneos18.0"))
        #expect(!BuildContext.glob("iphonesimulator*", matches: "iphoneos"))
        #expect(BuildContext.glob("arm6?", matches: "arm64"))
        #expect(BuildContext.glob("*", matches: ""))
    }
}
