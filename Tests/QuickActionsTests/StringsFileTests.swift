import Foundation
import TestSupport
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("StringsFile: the .strings grammar, escapes, encodings, and exact syntax errors")
struct StringsFileTests {
    func parse(_ text: String) throws(StringsFileError) -> [String: String] {
        let file = try StringsFile.parse(Data(text.utf8))
        return Dictionary(file.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }

    @Test("quoted and unquoted keys and values, comments, the short form, no final newline")
    func grammar() throws {
        let text = """
            /* A block
               comment */
            "SEARCH" = "Search";   // trailing comment
            SHARE = Share;
            com.example.app-id:v2/x = "dotted";
            "Same";
            "no.newline" = "end"
            """ + ";"
        #expect(
            try parse(text)
                == [
                    "SEARCH": "Search", "SHARE": "Share", "com.example.app-id:v2/x": "dotted", "Same": "Same",
                    "no.newline": "end",
                ])
    }

    @Test(
        "escapes",
        arguments: [
            (#""k" = "a \"quoted\" \\ back";"#, "a \"quoted\" \\ back"),
            (#""k" = "line\nnext\ttab\rcr";"#, "line\nnext\ttab\rcr"),
            (#""k" = "\U2605 star \u00e9";"#, "★ star é"),
            (#""k" = "\UD83D\UDE00 grin";"#, "😀 grin"),
            (#""k" = "\101\102";"#, "AB"),
            (#""k" = "it\'s \q";"#, "it's q"),
            (#""k" = "智能开门";"#, "智能开门"),
        ])
    func escapes(text: String, value: String) throws {
        #expect(try parse(text) == ["k": value])
    }

    @Test("positions of keys and values")
    func positions() throws {
        let file = try StringsFile.parse(Data("// header\n  \"a\" = \"1\";\n\"智\" = \"2\";\n".utf8))
        #expect(
            file.entries.map(\.keyPosition) == [
                SourcePosition(line: 2, column: 3), SourcePosition(line: 3, column: 1),
            ])
        #expect(
            file.entries.map(\.valuePosition) == [
                SourcePosition(line: 2, column: 9), SourcePosition(line: 3, column: 7),
            ])
    }

    @Test(
        "encodings: UTF-8 with and without BOM, UTF-16 LE and BE with BOM",
        arguments: [StringsFile.Encoding.utf8, .utf16LittleEndian, .utf16BigEndian])
    func encodings(encoding: StringsFile.Encoding) throws {
        let text = "\u{FEFF}\"Search\" = \"Suchen\";\n\"智\" = \"能\";"
        let data: Data =
            switch encoding {
            case .utf8: Data(text.utf8)
            case .utf16LittleEndian: text.data(using: .utf16LittleEndian)!
            case .utf16BigEndian: text.data(using: .utf16BigEndian)!
            case .propertyList: Data()
            }
        let file = try StringsFile.parse(data)
        #expect(file.encoding == encoding)
        #expect(file.value(forKey: "Search") == "Suchen")
        #expect(file.value(forKey: "智") == "能")
    }

    @Test("compiled strings files (binary and XML property lists) are read")
    func compiled() throws {
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["PLAY": "Play"], format: .binary, options: 0)
        #expect(try StringsFile.parse(binary).value(forKey: "PLAY") == "Play")
        let xml = try PropertyListSerialization.data(
            fromPropertyList: ["PLAY": "Abspielen"], format: .xml, options: 0)
        let file = try StringsFile.parse(xml)
        #expect(file.encoding == .propertyList)
        #expect(file.value(forKey: "PLAY") == "Abspielen")
    }

    @Test("the last of duplicate keys wins; duplicates are listed")
    func duplicates() throws {
        let file = try StringsFile.parse(Data("\"a\" = \"1\";\n\"a\" = \"2\";\n".utf8))
        #expect(file.value(forKey: "a") == "2")
        #expect(file.duplicateEntries.map(\.keyPosition) == [SourcePosition(line: 2, column: 1)])
    }

    @Test(
        "syntax errors: exact message and line:column",
        arguments: [
            ("\"a\" = \"b\"\n\"c\" = \"d\";", "missing ';' after the value of \"a\", found '\"'", "2:1"),
            ("\"a\" = \"b\"", "missing ';' after the value of \"a\", found the end of the file", "1:10"),
            ("\"a\" \"b\";", "expected '=' after the key \"a\", found '\"'", "1:5"),
            ("\"a\" = ;", "expected a value after \"a\" =, found ';'", "1:7"),
            ("\"a\" = \"b", "a string is not closed: add the missing '\"'", "1:7"),
            ("/* never closed\n\"a\" = \"b\";", "a comment is not closed: add the missing '*/'", "1:1"),
            ("= \"b\";", "expected a key (\"key\" = \"value\";), found '='", "1:1"),
            ("\"a\" = \"b\";\n  {", "expected a key (\"key\" = \"value\";), found '{'", "2:3"),
            (
                "\"a\" = \"\\UD83D\";",
                "\\UD83D is not a valid character escape (a lone UTF-16 surrogate or no hex digits)", "1:8"
            ),
            (
                "\"a\" = \"\\Uzz\";",
                "\\U is not a valid character escape (a lone UTF-16 surrogate or no hex digits)", "1:8"
            ),
            ("\"a\" =\n", "expected a value after \"a\" =, found the end of the file", "2:1"),
            ("智 = \"x\";", "expected a key (\"key\" = \"value\";), found '智'", "1:1"),
        ])
    func syntaxErrors(text: String, message: String, position: String) {
        do {
            _ = try StringsFile.parse(Data(text.utf8))
            Issue.record("parsed \(text)")
        } catch {
            #expect(error.message == message)
            #expect(error.position?.description == position)
        }
    }

    @Test(
        "encoding errors",
        arguments: [
            (
                [0x22, 0x61, 0xFF, 0x22] as [UInt8],
                "the file is not valid UTF-8; re-save it as UTF-8 (or UTF-16 with a byte-order mark)"
            ),
            (
                [0x22, 0x00, 0x61, 0x00, 0x22, 0x00],
                "the file looks like UTF-16 without a byte-order mark; re-save it as UTF-8, or as UTF-16 with a BOM"
            ),
            (
                [0xFF, 0xFE, 0x22, 0x00, 0x61],
                "the file has a UTF-16 byte-order mark but an odd number of bytes; it is cut short or not UTF-16"
            ),
            (
                [0xFF, 0xFE, 0x00, 0xDC],
                "the file has a UTF-16 byte-order mark but is not valid UTF-16; re-save it as UTF-8 or UTF-16"
            ),
        ])
    func encodingErrors(bytes: [UInt8], message: String) {
        do {
            _ = try StringsFile.parse(Data(bytes))
            Issue.record("parsed \(bytes)")
        } catch {
            #expect(error.message == message)
            #expect(error.position == nil)
        }
    }

    @Test("random text (seed 7) never crashes the parser")
    func randomText() {
        var generator = SplitMix64(seed: 7)
        let alphabet = Array("\"=;/*\\ aU0\n智{}".unicodeScalars)
        for _ in 0..<3000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<30, using: &generator) {
                text.append(alphabet.randomElement(using: &generator)!)
            }
            do {
                _ = try StringsFile.parse(Data(String(text).utf8))
            } catch {
                #expect(error.position != nil, "seed 7: \(String(text).debugDescription)")
            }
        }
    }
}
