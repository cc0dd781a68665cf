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
