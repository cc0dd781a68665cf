import Foundation
import Testing

@testable import Interchange

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("XMLText: the one XML escaper")
struct XMLTextTests {
    @Test("the five special characters become entities; control characters XML forbids become U+FFFD")
    func escapes() {
        #expect(XMLText.escape(#"a & b < c > d " e ' f"#) == "a &amp; b &lt; c &gt; d &quot; e &apos; f")
        #expect(XMLText.escape("tab\tline\nbell\u{7}cr\r") == "tab\tline\nbell\u{FFFD}cr\u{FFFD}")
        #expect(XMLText.escape("é😀") == "é😀")
    }

    @Test("escaped text reads back as itself in an attribute and in an element (FoundationXML)")
    func roundTrip() throws {
        let text = #"<tag attr="x">&amp; 'quoted' é😀"#
        let document = "<r a=\"\(XMLText.escape(text))\">\(XMLText.escape(text))</r>"
        let parser = XMLParser(data: Data(document.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.attribute == text)
        #expect(collector.characters == text)
    }

    @Test(
        "lone carriage returns become line feeds for the parser; CR LF and LF stay; UTF-16 in both byte orders"
    )
    func loneCarriageReturns() throws {
        #expect(XMLText.loneCarriageReturnsAsLineFeeds(Array("<a>\n</a>\r\n".utf8)) == nil)
        #expect(
            XMLText.loneCarriageReturnsAsLineFeeds(Array("<a>\rb\r\nc\r\r</a>\r".utf8))
                == Array("<a>\nb\r\nc\n\n</a>\n".utf8))
        let text = "<a>\r\r\n\u{0D0D}\r</a>"  // U+0D0D: a code unit whose bytes are both 0x0D
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let expected = "<a>\n\r\n\u{0D0D}\n</a>"
        #expect(
            XMLText.loneCarriageReturnsAsLineFeeds(little, from: 2, utf16LittleEndian: true)
                == [UInt8]([0xFF, 0xFE]) + expected.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(
            XMLText.loneCarriageReturnsAsLineFeeds(big, from: 2, utf16LittleEndian: false)
                == [UInt8]([0xFE, 0xFF]) + expected.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        // The same document to XML (§2.11): the parser reads the same text and attribute from both.
        let document = Array("<r a=\"x\ry\">1\r2\r\n3\r</r>".utf8)
        let parsed = try #require(XMLText.loneCarriageReturnsAsLineFeeds(document))
        var results: [[String?]] = []
        for bytes in [document, parsed] {
            let parser = XMLParser(data: Data(bytes))
            let collector = Collector()
            parser.delegate = collector
            #expect(parser.parse())
            results.append([collector.attribute, collector.characters])
        }
        #expect(results[0] == results[1])
        #expect(results[1] == ["x y", "1\n2\n3\n"])
    }

    /// Collects the root element's `a` attribute and its text.
    final class Collector: NSObject, XMLParserDelegate {
        var attribute: String?
        var characters = ""
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            attribute = attributeDict["a"]
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { characters += string }
    }
}
