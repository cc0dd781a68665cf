import Foundation
import TestSupport
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("PropertyListReader: XML with positions, binary, and every way a file can be wrong")
struct PropertyListReaderTests {
    @Test("every value of an XML plist has the line and column of its opening tag")
    func positions() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>智能开门</key>   <string>a &amp; b</string>
            \t<key>n</key><integer>12</integer>
            \t<key>list</key>
            \t<array><true/><real>2.5</real><date>2015-09-25T12:00:00Z</date><data>AQID</data></array>
            </dict>
            </plist>
            """
        let document = try PropertyListReader.read(Data(xml.utf8))
        #expect(document.format == .xml)
        let root = document.root
        #expect(root.position == SourcePosition(line: 4, column: 1))
        guard case .dictionary(let entries) = root.value else {
            Issue.record("root is not a dictionary")
            return
        }
        #expect(entries.map(\.key) == ["智能开门", "n", "list"])
        #expect(
            entries.map(\.keyPosition) == [
                .init(line: 5, column: 2), .init(line: 6, column: 2), .init(line: 7, column: 2),
            ])
        #expect(entries[0].value == PropertyListNode(.string("a & b"), position: .init(line: 5, column: 20)))
        #expect(entries[1].value == PropertyListNode(.integer(12), position: .init(line: 6, column: 14)))
        guard case .array(let list) = entries[2].value.value else {
            Issue.record("list is not an array")
            return
        }
        #expect(list.map(\.position) == [9, 16, 32, 65].map { SourcePosition(line: 8, column: $0) })
        #expect(
            list.map(\.value) == [
                .boolean(true), .real(2.5), .date(Date(timeIntervalSince1970: 1_443_182_400)),
                .data(Data([1, 2, 3])),
            ])
    }

    @Test("CDATA, whitespace in strings, a plist without the <plist> wrapper, negative and hex integers")
    func valueForms() throws {
        let xml =
            "<dict><key>a</key><string><![CDATA[<b>]]> x </string><key>b</key><integer> -0x1F</integer><key>c</key><false/></dict>"
        let value = try PropertyListReader.read(Data(xml.utf8)).root.propertyListValue
        #expect(value == .dictionary(["a": .string("<b> x "), "b": .integer(-31), "c": .boolean(false)]))
    }

    @Test(
        "numbers, data, comments and CDATA in values read as CoreFoundation reads them: the same values, the same refusals",
        arguments: [
            // integer: white space before and after the sign, hexadecimal, Int64's range, nothing after
            ("integer", "+5"), ("integer", " - 5"), ("integer", "\n5"), ("integer", "5 "), ("integer", "5\t"),
            ("integer", "+0x10"), ("integer", "0X1f"), ("integer", "0x-1"), ("integer", "0x"),
            ("integer", "007"),
            ("integer", "-0x8000000000000000"), ("integer", "-0x8000000000000001"),
            ("integer", "-9223372036854775808"), ("integer", "-9223372036854775809"), ("integer", "1e3"),
            ("integer", "0b1"), ("integer", ""), ("integer", "٣"), ("integer", "\u{A0}5"),
            // real: white space before only, decimal only, inf/infinity/nan words
            ("real", " 1.5"), ("real", "1.5 "), ("real", "+1.5"), ("real", ".5"), ("real", "5."),
            ("real", "1.e5"),
            ("real", "1e400"), ("real", "0x1p3"), ("real", "0x10"), ("real", "nan(123)"), ("real", "NaN"),
            ("real", "-nan"), ("real", "+NaN"), ("real", "InFiNiTy"), ("real", "-inf"), ("real", "+inf"),
            ("real", "infinit"), ("real", "1e"), ("real", "1e+"), ("real", "."), ("real", "-"),
            ("real", "1_0"),
            ("real", ""), ("real", "\u{A0}1"),
            // data: characters outside the alphabet skipped, '=' counted, a short last group dropped
            ("data", "AQID"), ("data", "AQ ID"), ("data", "AQ*ID"), ("data", "AQ=ID"), ("data", "AQ==ID"),
            ("data", "AQID="), ("data", "===="), ("data", "AQI"), ("data", "A"), ("data", "!!!"),
            ("data", "é"),
            ("data", "AQIDé"), ("data", "AQ=\t=ID"), ("data", "AQ=x=ID"),
            // comments and CDATA inside a value: CF reads CDATA only where its string reader reads the
            // text (string, key, real) and refuses a comment inside any value
            ("string", "a<!--c-->b"), ("string", "a<![CDATA[x]]>b"), ("real", "<![CDATA[1.5]]>"),
            ("real", "1<!--x-->"), ("integer", "<![CDATA[5]]>"), ("date", "<![CDATA[2015-09-25T12:00:00Z]]>"),
            ("data", "<![CDATA[AQID]]>"), ("true", "<!--x-->"), ("true", "<![CDATA[]]>"), ("false", " "),
            // references: CF reads the text of integer, date and data as written
            ("integer", "&#53;"), ("integer", "5&#32;"), ("real", "&#49;.5"),
            ("date", "2015-09-25T12:00:00&#90;"),
            ("data", "&amp;AQID"), ("data", "AQ&#73;D"), ("string", "&#65;&lt;"),
        ])
    func scalarsAsCoreFoundation(element: String, text: String) throws {
        let xml = Data("<plist><\(element)>\(text)</\(element)></plist>".utf8)
        let ours = try? PropertyListReader.read(xml).root.propertyListValue
        let theirs = (try? PropertyListSerialization.propertyList(from: xml, format: nil))
            .flatMap { try? PropertyListValue(any: $0) }
        #expect(
            ours == theirs || (ours.map { "\($0)" } == "real(nan)" && theirs.map { "\($0)" } == "real(nan)"),
            "ours: \(String(describing: ours)), Foundation: \(String(describing: theirs))")
    }

    @Test("duplicate keys are all kept in file order; lookup gives the last, as CoreFoundation")
    func duplicateKeys() throws {
        let xml = "<plist><dict><key>a</key><string>1</string><key>a</key><string>2</string></dict></plist>"
        let root = try PropertyListReader.read(Data(xml.utf8)).root
        #expect(root.value.entries.count == 2)
        #expect(root["a"]?.stringValue == "2")
        #expect(root.propertyListValue == .dictionary(["a": .string("2")]))
    }

    @Test("binary plists are read through Foundation, without positions")
    func binary() throws {
        let object: [String: Any] = [
            "a": 1, "b": true, "c": 1.5, "d": "s", "e": Date(timeIntervalSince1970: 0), "f": Data([1]),
            "g": [1, "x"],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let document = try PropertyListReader.read(data)
        #expect(document.format == .binary)
        #expect(document.root.position == nil)
        #expect(
            document.root.propertyListValue
                == .dictionary([
                    "a": .integer(1), "b": .boolean(true), "c": .real(1.5), "d": .string("s"),
                    "e": .date(Date(timeIntervalSince1970: 0)),
                    "f": .data(Data([1])), "g": .array([.integer(1), .string("x")]),
                ]))
    }

    @Test(
        "malformed input: exact message and position",
        arguments: [
            ("", "the file is empty; an Info.plist is an XML or binary property list", nil),
            ("   \n", "the file is empty; an Info.plist is an XML or binary property list", nil),
            (
                "{ a = b; }",
                "not a property list: the file starts with \"{ a = b; }\"; an Info.plist starts with '<?xml' or 'bplist00'",
                nil
            ),
            (
                "<plist><dict><key>a</key><string>x</strin></dict></plist>",
                "malformed XML: a closing tag does not match the open element", "1:43"
            ),
            (
                "<plist><dict><key>a</key><string>x & y</string></dict></plist>",
                "malformed XML: a bare '&'; write it as &amp;", "1:37"
            ),
            (
                "<plist><dict><key>a</key><string>abc",
                "the file ends inside <string> opened at 1:26; it looks truncated: restore the rest of the file",
                "1:37"
            ),
            (
                "<plist><dict><key>a</key>",
                "the file ends inside <dict> opened at 1:8; it looks truncated: restore the rest of the file",
                "1:26"
            ),
            (
                "<svg><circle/></svg>", "not a property list: the root element is <svg>, expected <plist>",
                "1:1"
            ),
            (
                "<plist><dict><key>a</key><strin>x</strin></dict></plist>",
                "<strin> is not a property-list element; did you mean <string>?", "1:26"
            ),
            ("<plist><array><key>a</key></array></plist>", "<key> cannot appear outside a <dict>", "1:15"),
            (
                "<plist><dict><key>a</key><string>x<b/></string></dict></plist>",
                "<b> cannot appear inside <string>", "1:35"
            ),
            (
                "<plist><dict>hello<key>a</key><true/></dict></plist>",
                "text 'hello' outside any value; put it in a <string> or remove it", "1:19"
            ),
            (
                "<plist><dict><key>a</key></dict></plist>",
                "the key 'a' has no value; add one after it or remove the key", "1:14"
            ),
            (
                "<plist><dict><key>a</key><key>b</key><true/></dict></plist>",
                "the key 'a' has no value; add one after it or remove the key", "1:14"
            ),
            (
                "<plist><dict><string>x</string></dict></plist>",
                "a <string> in a <dict> has no <key> before it", "1:14"
            ),
            ("<plist><integer>1.5</integer></plist>", "'1.5' is not a valid <integer>", "1:8"),
            ("<plist><real>fast</real></plist>", "'fast' is not a valid <real>", "1:8"),
            (
                "<plist><date>yesterday</date></plist>",
                "'yesterday' is not a <date>; write it as 2015-09-25T12:00:00Z", "1:8"
            ),
            ("<plist><data>AQIDé</data></plist>", "the <data> is not valid base64", "1:8"),
            ("<plist><true>yes</true></plist>", "<true/> must be empty, found 'yes'", "1:8"),
            (
                "<plist><true/><false/></plist>",
                "a second value at the top level; a property list has exactly one root value", "1:15"
            ),
            ("<plist></plist>", "<plist> holds no value; an Info.plist holds one <dict>", "1:1"),
            (
                "<plist><?pi?></plist>",
                "malformed XML: a processing instruction (<?…?>); a property list has only the <?xml version=\"1.0\"?> declaration, first in the file",
                "1:8"
            ),
            (
                "<?xml?><plist/>",
                "malformed XML: a processing instruction (<?…?>); a property list has only the <?xml version=\"1.0\"?> declaration, first in the file",
                "1:1"
            ),
            (
                "<plist><a:b/></plist>",
                "malformed XML: a ':' in an element or attribute name; property lists use plain names such as <dict> and <string>",
                "1:8"
            ),
            (
                "<plist xmlns:x=\"u\"/>",
                "malformed XML: a ':' in an element or attribute name; property lists use plain names such as <dict> and <string>",
                "1:1"
            ),
            (
                "<!DOCTYPE plist [<!ENTITY e \"v\">]>\n<plist>&e;</plist>",
                "malformed XML: a DOCTYPE with an internal subset ([…]); a property list's DOCTYPE names the PropertyList-1.0.dtd only",
                "1:1"
            ),
            (
                "<plist><!ENTITY e \"x\"></plist>",
                "malformed XML: a markup declaration (<!…>) other than a comment, CDATA or the DOCTYPE", "1:8"
            ),
            (
                "bplist00\u{1}\u{2}garbage",
                "the binary property list is damaged: it starts with 'bplist' but its contents cannot be decoded; rebuild it from its source",
                nil
            ),
        ] as [(String, String, String?)])
    func malformed(text: String, message: String, position: String?) {
        do {
            let document = try PropertyListReader.read(Data(text.utf8))
            Issue.record("read \(document.root) from \(text)")
        } catch {
            #expect(error.message == message)
            #expect(error.position?.description == position)
        }
    }

    @Test(
        "classic Mac (CR), Windows (CR LF) and Unix line ends give the lines an editor shows",
        arguments: ["\r", "\r\n", "\n"])
    func lineEnds(end: String) throws {
        let xml = ["<plist>", "<dict>", "\t<key>n</key><integer>12</integer>", "</dict>", "</plist>"]
            .joined(separator: end)
        let root = try PropertyListReader.read(Data(xml.utf8)).root
        #expect(root.position == SourcePosition(line: 2, column: 1))
        guard case .dictionary(let entries) = root.value else {
            Issue.record("root is not a dictionary")
            return
        }
        #expect(entries.map(\.keyPosition) == [SourcePosition(line: 3, column: 2)])
        #expect(entries.map(\.value.position) == [SourcePosition(line: 3, column: 14)])
        // An error on the fourth line, and a stray <key> on the second (a fuzz find: libxml2 counts
        // only line feeds, so a lone CR used to leave it at "1:6").
        let bad = ["<plist>", "<dict>", "<key>a</key>", "<integer>x</integer>", "</dict></plist>"]
            .joined(separator: end)
        #expect(
            throws: PropertyListReadError.invalidValue(
                element: "integer", text: "x", position: SourcePosition(line: 4, column: 1))
        ) { try PropertyListReader.read(Data(bad.utf8)) }
        #expect(
            throws: PropertyListReadError.misplacedElement(
                name: "key", context: "outside a <dict>", position: SourcePosition(line: 2, column: 1))
        ) { try PropertyListReader.read(Data("\(end)<key>Cunr2</key>\n".utf8)) }
        // The same in UTF-16 (little-endian, with its byte-order mark): the lines agree too.
        let utf16 = Data([0xFF, 0xFE] + bad.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        do {
            _ = try PropertyListReader.read(utf16)
            Issue.record("read a bad integer")
        } catch {
            #expect(error.position?.line == 4)
        }
    }

    @Test(
        "a start tag spanning lines is named where its '<' is (a fuzz find: '<key\\n\\n>' was named at its '>')"
    )
    func tagSpanningLines() throws {
        let xml = "<plist>\n<dict>\n<key\n\n>a</key><integer\n>x</integer></dict></plist>"
        #expect(
            throws: PropertyListReadError.invalidValue(
                element: "integer", text: "x", position: SourcePosition(line: 5, column: 9))
        ) { try PropertyListReader.read(Data(xml.utf8)) }
        #expect(
            throws: PropertyListReadError.misplacedElement(
                name: "key", context: "outside a <dict>", position: SourcePosition(line: 3, column: 4))
        ) { try PropertyListReader.read(Data("\n\n\t\t\t<key\n\n>key2</key\t>".utf8)) }
        let good = "<plist><dict><key\n>a</key\n><string\r\n\r\n>b</string></dict></plist>"
        guard case .dictionary(let entries) = try PropertyListReader.read(Data(good.utf8)).root.value else {
            Issue.record("not a dictionary")
            return
        }
        #expect(entries.map(\.keyPosition) == [SourcePosition(line: 1, column: 14)])
        #expect(entries.map(\.value.position) == [SourcePosition(line: 3, column: 2)])
    }

    @Test("invalid UTF-8 is refused before XMLParser sees it, with its position")
    func invalidUTF8() {
        var bytes = Array("<plist>\n<dict><key>a".utf8)
        bytes += [0xF0, 0x57]
        bytes += Array("</key></dict></plist>".utf8)
        do {
            _ = try PropertyListReader.read(Data(bytes))
            Issue.record("read invalid UTF-8")
        } catch {
            #expect(error == .invalidEncoding(position: SourcePosition(line: 2, column: 13)))
            #expect(
                error.message
                    == "the XML is not valid UTF-8 here; save the file as UTF-8 (Xcode's encoding for property lists)"
            )
        }
    }

    @Test("random bytes (seed 20151009) never crash the reader and always give a reason")
    func randomBytes() {
        var generator = SplitMix64(seed: 20_151_009)
        for length in 0..<200 {
            var bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if length % 3 == 0, !bytes.isEmpty { bytes[0] = UInt8(ascii: "<") }
            do {
                _ = try PropertyListReader.read(Data(bytes))
            } catch {
                #expect(!error.message.isEmpty, "seed 20151009, length \(length)")
            }
        }
    }

    @Test("XML-shaped random token soup (seed 1999) never crashes XMLParser through the reader")
    func tokenSoup() {
        let tokens = [
            "<", ">", "/", "=", "\"", " ", "a", "智", ":", "!", "-", "?", "[", "]", "&", ";", "#", "\n", "<?",
            "?>",
            "<?xml version=\"1.0\"?>", "<?xml?>", "<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE plist>",
            "<!DOCTYPE x [",
            "<!ENTITY e \"v\">", "&e;", "]>", "xmlns:a=\"u\"", "<plist>", "</plist>", "<dict>", "</dict>",
            "<key>", "</key>",
            "<string>", "</string>", "<array>", "</array>", "<true/>", "&amp;", "&#0;", "\u{0}", "<a:b/>",
            "<:/>",
        ]
        var generator = SplitMix64(seed: 1999)
        for round in 0..<3000 {
            let text = (0..<Int.random(in: 0..<20, using: &generator)).map { _ in
                tokens.randomElement(using: &generator)!
            }.joined()
            var utf16: [UInt8] = [0xFF, 0xFE]
            for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            for data in [Data(text.utf8), Data(utf16)] {
                do {
                    _ = try PropertyListReader.read(data)
                } catch {
                    #expect(!error.message.isEmpty, "seed 1999, round \(round)")
                }
            }
        }
    }

    @Test("every cut of a real Info.plist is reported, never read as complete (seed 003 plist)")
    func everyTruncation() throws {
        let data = try Fixture.data("Apps/Seed003/Info.plist")
        let whole = try PropertyListReader.read(data)
        var failures = 0
        for cut in stride(from: 0, to: data.count - 10, by: 7) {
            do {
                let partial = try PropertyListReader.read(data.prefix(cut))
                #expect(partial != whole, "cut at \(cut)")
            } catch {
                failures += 1
                #expect(!error.message.isEmpty)
            }
        }
        #expect(failures == (data.count - 10 + 6) / 7)
    }
}
