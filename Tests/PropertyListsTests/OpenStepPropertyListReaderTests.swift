import Foundation
import TestSupport
import Testing

@testable import PropertyLists

@Suite("OpenStepPropertyListReader: project.pbxproj's grammar, positions and exact errors")
struct OpenStepPropertyListReaderTests {
    /// A small project file in the shape Xcode writes (header, sections, comments after ids).
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 56;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\t1A2B3C4D5E6F708192A3B4C5 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 1A2B3C4D5E6F708192A3B4C6 /* AppDelegate.swift */; };
        /* End PBXBuildFile section */

        /* Begin XCBuildConfiguration section */
        \t\t1A2B3C4D5E6F708192A3B4D0 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = "Shortcuts/Info.plist";
        \t\t\t\tLD_RUNPATH_SEARCH_PATHS = (
        \t\t\t\t\t"$(inherited)",
        \t\t\t\t\t"@executable_path/Frameworks",
        \t\t\t\t);
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Shortcuts;
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        /* End XCBuildConfiguration section */
        \t};
        \trootObject = 1A2B3C4D5E6F708192A3B4E0 /* Project object */;
        }

        """

    func read(_ text: String) throws(OpenStepReadError) -> PropertyListNode {
        try OpenStepPropertyListReader.read(Data(text.utf8)).root
    }

    @Test("a project file: its values, in file order, with the format named")
    func projectFile() throws {
        let document = try OpenStepPropertyListReader.read(Data(Self.project.utf8))
        #expect(document.format == .openStep)
        let root = document.root
        #expect(root.entry("archiveVersion")?.value.stringValue == "1")
        #expect(root["classes"]?.value == .dictionary([]))
        let objects = try #require(root["objects"])
        guard case .dictionary(let entries) = objects.value else {
            Issue.record("objects is a \(objects.typeName)")
            return
        }
        #expect(entries.map(\.key) == ["1A2B3C4D5E6F708192A3B4C5", "1A2B3C4D5E6F708192A3B4D0"])
        let settings = try #require(objects["1A2B3C4D5E6F708192A3B4D0"]?["buildSettings"])
        #expect(settings["INFOPLIST_FILE"]?.stringValue == "Shortcuts/Info.plist")
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"]?.stringValue == "com.example.Shortcuts")
        #expect(
            settings["LD_RUNPATH_SEARCH_PATHS"]?.propertyListValue
                == .array([.string("$(inherited)"), .string("@executable_path/Frameworks")]))
        #expect(root["rootObject"]?.stringValue == "1A2B3C4D5E6F708192A3B4E0")
    }

    @Test("every key and value has its line and column (tabs and 智 are one column)")
    func positions() throws {
        let root = try read(Self.project)
        #expect(root.position == SourcePosition(line: 2, column: 1))
        #expect(root.entry("archiveVersion")?.keyPosition == SourcePosition(line: 3, column: 2))
        #expect(root["archiveVersion"]?.position == SourcePosition(line: 3, column: 19))
        let file = try #require(root["objects"]?.entry("1A2B3C4D5E6F708192A3B4C5"))
        #expect(file.keyPosition == SourcePosition(line: 10, column: 3))
        #expect(file.value.position == SourcePosition(line: 10, column: 58))
        let paths = try #require(
            root["objects"]?["1A2B3C4D5E6F708192A3B4D0"]?["buildSettings"]?["LD_RUNPATH_SEARCH_PATHS"])
        guard case .array(let elements) = paths.value else { return }
        #expect(
            elements.map(\.position) == [
                SourcePosition(line: 18, column: 6), SourcePosition(line: 19, column: 6),
            ])
        let wide = try read("{ 智 = \"能\"; k\r\n= (x);\r b = <0a>; }")
        #expect(wide.entry("k")?.keyPosition == SourcePosition(line: 1, column: 12))
        #expect(wide["k"]?.position == SourcePosition(line: 2, column: 3))
        #expect(wide.entry("b")?.keyPosition == SourcePosition(line: 3, column: 2))
        #expect(wide["b"]?.position == SourcePosition(line: 3, column: 6))
    }

    @Test(
        "strings: quoted with either quote, unquoted in CoreFoundation's set, escapes",
        arguments: [
            (#"{ k = "a \"q\" \\ \'s"; }"#, "a \"q\" \\ 's"),
            (#"{ k = 'single "double"'; }"#, "single \"double\""),
            (#"{ k = "\a\b\f\n\r\t\v"; }"#, "\u{07}\u{08}\u{0C}\n\r\t\u{0B}"),
            (#"{ k = "\101\60\0"; }"#, "A0\u{0}"),
            (#"{ k = "\200\341\373"; }"#, "\u{A0}\u{C6}\u{DF}"),
            (#"{ k = "\U00e9\U2605 \UD83D\UDE00"; }"#, "é★ 😀"),
            (#"{ k = "\u00e9"; }"#, "u00e9"),
            (#"{ k = "\U41!"; }"#, "A!"),
            ("{ k = \"line\\\nnext\"; }", "line\nnext"),
            (#"{ k = "\q\智"; }"#, "q智"),
            ("{ k = $(SRCROOT)/a_b-c:d.e; }", "$(SRCROOT)/a_b-c:d.e"),
            ("{ k = \"\"; }", ""),
        ])
    func strings(text: String, value: String) throws {
        #expect(try read(text)["k"]?.stringValue == value)
    }

    @Test("data, arrays with a trailing comma, nesting, the key-only short form, comments")
    func values() throws {
        let root = try read(
            """
            {
                data = <0fbd 7a
                        00>; // bytes
                empty = <>;
                list = (a, (b, c,), { d = e; }, );
                none = ();
                same;
                /* block */ after = "x" /* between */ ;
            }
            """)
        #expect(root["data"]?.value == .data(Data([0x0F, 0xBD, 0x7A, 0x00])))
        #expect(root["empty"]?.value == .data(Data()))
        #expect(
            root["list"]?.propertyListValue
                == .array([
                    .string("a"), .array([.string("b"), .string("c")]), .dictionary(["d": .string("e")]),
                ]))
        #expect(root["none"]?.value == .array([]))
        #expect(root["same"]?.stringValue == "same")
        #expect(root["after"]?.stringValue == "x")
    }

    @Test("the top level: a value, a braceless table, whitespace only, a BOM, UTF-16")
    func topLevel() throws {
        #expect(try read("  \"just a string\"  ").stringValue == "just a string")
        #expect(try read("(1, 2)").propertyListValue == .array([.string("1"), .string("2")]))
        #expect(
            try read("a = b;\n\"c\" = (d);").propertyListValue
                == .dictionary(["a": .string("b"), "c": .array([.string("d")])]))
        #expect(try read(" \n// only a comment\n").value == .dictionary([]))
        let bom = try OpenStepPropertyListReader.read(Data([0xEF, 0xBB, 0xBF] + Array("{a=b;}".utf8)))
        #expect(bom.root["a"]?.stringValue == "b")
        #expect(bom.root.position == SourcePosition(line: 1, column: 1))
        let utf16 = try OpenStepPropertyListReader.read("\u{FEFF}{ 智 = 能; }".data(using: .utf16LittleEndian)!)
        #expect(utf16.root.entry("智")?.keyPosition == SourcePosition(line: 1, column: 3))
    }

    @Test(
        "errors: what was found, what was expected, and where",
        arguments: [
            ("{ a = b }", "expected ';' after the value of \"a\", found '}'", "1:9"),
            (
                "{ a = b;",
                "expected a key or the '}' closing the dictionary opened at 1:1, found the end of the file",
                "1:9"
            ),
            ("{ a b; }", "expected '=' after the key \"a\", found 'b'", "1:5"),
            ("{ a = ; }", "expected a value after \"a\" =, found ';'", "1:7"),
            ("{ = b; }", "expected a key or the '}' closing the dictionary opened at 1:1, found '='", "1:3"),
            ("(a b)", "expected ',' or the ')' closing the array opened at 1:1, found 'b'", "1:4"),
            (
                "(a,\n", "expected ',' or the ')' closing the array opened at 1:1, found the end of the file",
                "2:1"
            ),
            ("(,)", "expected a value (a string, {, ( or <), found ','", "1:2"),
            ("{ a = \"b; }", "a string is not closed: add the missing '\"'", "1:7"),
            ("{ a = 'b\\'; }", "a string is not closed: add the missing '\"'", "1:7"),
            ("{ /* open\n a = b; }", "a comment is not closed: add the missing '*/'", "1:3"),
            (
                "{ a = <0fb>; }",
                "a data value has an odd number of hex digits: each byte is two digits, like <0fbd>", "1:10"
            ),
            (
                "{ a = <0f zz>; }",
                "expected hex digits or the '>' closing the data opened at 1:7, found 'z'", "1:11"
            ),
            (
                "{ a = <0f",
                "expected hex digits or the '>' closing the data opened at 1:7, found the end of the file",
                "1:10"
            ),
            (
                "{ a = \"\\U\"; }",
                "\\U is not a valid character escape (a lone UTF-16 surrogate, no hex digits, or an undefined octal byte)",
                "1:8"
            ),
            (
                "{ a = \"\\UDC00\"; }",
                "\\UDC00 is not a valid character escape (a lone UTF-16 surrogate, no hex digits, or an undefined octal byte)",
                "1:8"
            ),
            (
                "{ a = \"x\\376\"; }",
                "\\376 is not a valid character escape (a lone UTF-16 surrogate, no hex digits, or an undefined octal byte)",
                "1:9"
            ),
            ("{} x", "expected the end of the file after the root value, found 'x'", "1:4"),
            ("a = b; }", "expected a key (\"key\" = \"value\";), found '}'", "1:8"),
            ("\n  @", "expected a value (a string, {, ( or <), found '@'", "2:3"),
            ("{ a = b;\n}\n}", "expected the end of the file after the root value, found '}'", "3:1"),
        ])
    func errors(text: String, message: String, position: String) {
        do {
            let root = try read(text)
            Issue.record("read \(text.debugDescription) as \(root.propertyListValue)")
        } catch {
            #expect(error.message == message)
            #expect(error.position.description == position)
            #expect(
                error.diagnostic(file: "App.xcodeproj/project.pbxproj")
                    == "App.xcodeproj/project.pbxproj:\(position): error: \(message)")
        }
    }

    @Test("encoding errors and empty data are typed errors with a position")
    func encodingErrors() {
        #expect(throws: OpenStepReadError(.empty, at: SourcePosition(line: 1, column: 1))) {
            try OpenStepPropertyListReader.read(Data())
        }
        #expect(throws: OpenStepReadError(.invalidEncoding, at: SourcePosition(line: 2, column: 4))) {
            try OpenStepPropertyListReader.read(Data(Array("{\na =".utf8) + [0xFF] + Array(";}".utf8)))
        }
        #expect(throws: OpenStepReadError(.invalidEncoding, at: SourcePosition(line: 1, column: 1))) {
            try OpenStepPropertyListReader.read(Data([0xFF, 0xFE, 0x7B]))
        }
    }

    @Test("nesting: the XML reader's limit of 256 levels, refused at the first container past it")
    func depth() throws {
        let limit = OpenStepPropertyListReader.maximumDepth
        #expect(limit == PropertyListReader.maximumDepth)
        let deepest = String(repeating: "(", count: limit) + String(repeating: ")", count: limit)
        #expect(throws: Never.self) { try read(deepest) }
        let tooDeep =
            String(repeating: "{a=", count: limit) + "(" + String(repeating: ";}", count: limit) + ")"
        #expect(
            throws: OpenStepReadError(
                .nestedTooDeeply(limit: limit), at: SourcePosition(line: 1, column: 3 * limit + 1))
        ) {
            try read(tooDeep)
        }
        // A million unclosed parentheses stop at the limit, not at the stack.
        #expect(
            throws: OpenStepReadError(
                .nestedTooDeeply(limit: limit), at: SourcePosition(line: 1, column: limit + 1))
        ) {
            try read(String(repeating: "(", count: 1_000_000))
        }
    }

    @Test("hostile shapes stay linear: 300,000 values on one line, a long comment, a long string")
    func linear() throws {
        let line = "(" + String(repeating: "a,", count: 300_000) + ")"
        guard case .array(let elements) = try read(line).value else { return }
        #expect(elements.count == 300_000)
        #expect(elements.last?.position == SourcePosition(line: 1, column: 2 + 2 * 299_999))
        let comment = "{" + String(repeating: "/* x */", count: 100_000) + "}"
        #expect(try read(comment).value == .dictionary([]))
        let escapes = "{k=\"" + String(repeating: "\\n", count: 200_000) + "\";}"
        #expect(try read(escapes)["k"]?.stringValue?.count == 200_000)
        #expect(throws: OpenStepReadError.self) {
            try read("(" + String(repeating: "\"a\",", count: 100_000) + "\"")
        }
    }

    @Test("random bytes (seed 21) give a value or a typed error with a position, never a crash")
    func randomBytes() {
        var generator = SplitMix64(seed: 21)
        let alphabet = Array("{}()<>=;,\"'\\/* \n\tabU0789fF智\r".utf8)
        for _ in 0..<5000 {
            let bytes = (0..<generator.below(40)).map { _ in alphabet[generator.below(alphabet.count)] }
            do {
                _ = try OpenStepPropertyListReader.read(bytes: bytes)
            } catch {
                #expect(error.position.line >= 1, "seed 21: \(bytes)")
            }
        }
    }
}
