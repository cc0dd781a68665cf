import Foundation
import Testing

@testable import Ink

@Suite("InkML import: other producers' files, and bad input named file:line:column")
struct InkMLReaderTests {
    static func read(_ text: String, limits: InkMLLimits = InkMLLimits()) -> Result<Drawing, InkMLError> {
        do {
            return .success(try Drawing(inkML: Data(text.utf8), file: "t.inkml", limits: limits))
        } catch {
            return .failure(error)
        }
    }

    static func error(_ text: String, limits: InkMLLimits = InkMLLimits()) -> String {
        if case .failure(let error) = read(text, limits: limits) { return error.description }
        return "no error"
    }

    @Test("a minimal InkML file (default X Y format, no time) reads as strokes")
    func minimal() throws {
        let drawing = try Self.read(
            """
            <ink xmlns="http://www.w3.org/2003/InkML">
              <trace>10 0, 9 14, 8 28, 7 42</trace>
              <trace>0 0 , 5 5</trace>
            </ink>
            """
        ).get()
        #expect(drawing.strokes.count == 2)
        #expect(drawing.strokes[0].touchID == 1)
        #expect(drawing.strokes[1].touchID == 2)
        #expect(drawing.strokes[0].points.count == 4)
        #expect(drawing.strokes[0].points[3].location == CGPoint(x: 7, y: 42))
        #expect(abs(drawing.strokes[0].points[1].timeOffset - 1.0 / 120) < 1e-12)
    }

    @Test(
        "bad input is named file:line:column",
        arguments: [
            (
                "<ink xmlns=\"http://www.w3.org/2003/InkML\">\n  <trace>1 2, 3 x</trace>\n</ink>",
                "t.inkml:2:17: 'x' is not a number"
            ),
            (
                "<ink xmlns=\"http://www.w3.org/2003/InkML\">\n  <trace>1 2, 3</trace>\n</ink>",
                "t.inkml:2:15: point 2 has 1 values; the trace format has 2 channels (X Y)"
            ),
            (
                "<ink xmlns=\"http://www.w3.org/2003/InkML\">\n<trace contextRef=\"#nope\">1 2</trace></ink>",
                "t.inkml:2:27: contextRef '#nope' names no <context> in <definitions>"
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
                "t.inkml:1:40: the root element is <svg> in namespace 'http://www.w3.org/2000/svg', not <ink> in 'http://www.w3.org/2003/InkML'; this is not an InkML document"
            ),
            (
                "<ink xmlns=\"http://www.w3.org/2003/InkML\">\n  <trace>1 2, '3 4</trace>\n</ink>",
                "t.inkml:2:15: ''3' uses InkML's difference encoding or a qualifier, which this reader does not support; write explicit values"
            ),
            (
                "<ink xmlns=\"http://www.w3.org/2003/InkML\">\n  <trace>1 2,, 3 4</trace>\n</ink>",
                "t.inkml:2:14: an empty point (two commas, or a comma at an end); remove the comma"
            ),
        ])
    func badInput(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    @Test(
        "classic Mac (CR) and Windows (CR LF) line ends are named on the lines an editor shows",
        arguments: ["\r", "\r\n"])
    func lineEnds(end: String) {
        func text(_ lines: String...) -> String { lines.joined(separator: end) }
        #expect(
            Self.error(
                text("<ink xmlns=\"http://www.w3.org/2003/InkML\">", "  <trace>1 2, 3 x</trace>", "</ink>"))
                == "t.inkml:2:17: 'x' is not a number")
        #expect(
            Self.error(text("<ink xmlns=\"http://www.w3.org/2003/InkML\">", "  <trace>1 2</trac>", "</ink>"))
                == "t.inkml:2:20: malformed XML (parser error 76) inside <trace> (opened on line 2); check the tags and quoting here"
        )
        var bytes = Array(text("<ink xmlns=\"http://www.w3.org/2003/InkML\">", "", "  <trace>1 2").utf8)
        bytes += [0xFF]
        bytes += Array(text("</trace>", "</ink>").utf8)
        do {
            _ = try Drawing(inkML: Data(bytes), file: "t.inkml")
            Issue.record("read a document with a byte that is not UTF-8")
        } catch {
            #expect(error.description.hasPrefix("t.inkml:3:13: byte 0xFF is not UTF-8"))
        }
    }

    @Test("malformed XML names where the parser found it and the element left open")
    func malformed() {
        let message = Self.error("<ink xmlns=\"http://www.w3.org/2003/InkML\">\n  <trace>1 2</trac>\n</ink>")
        // libxml2 reports the mismatched end tag where it ends.
        #expect(
            message
                == "t.inkml:2:20: malformed XML (parser error 76) inside <trace> (opened on line 2); check the tags and quoting here"
        )
    }

    @Test(
        "a trace never closed is refused, not dropped: libxml2 recovers and Foundation's parse() says yes",
        arguments: [
            // The first trace is left open; the document ends as usual, so </ink> does not match.
            (
                "<ink xmlns=\"http://www.w3.org/2003/InkML\">\n  <trace>10 10, 20 12\n  <trace>60 40, 61 41</trace>\n</ink>\n",
                "t.inkml:4:7: malformed XML (parser error 76) inside <trace> (opened on line 2); check the tags and quoting here"
            ),
            // The document stops inside the first trace and the root.
            (
                "<ink xmlns=\"http://www.w3.org/2003/InkML\">\n  <trace>10 10, 20 12\n  <trace>60 40, 61 41</trace>\n",
                "t.inkml:3:30: the document ends inside <trace> (opened on line 2); close it with </trace>"
            ),
            // Only the root is left open.
            (
                "<ink xmlns=\"http://www.w3.org/2003/InkML\">\n  <trace>10 10, 20 12</trace>\n",
                "t.inkml:2:30: the document ends inside <ink> (opened on line 1); close it with </ink>"
            ),
        ])
    func unclosedTrace(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    @Test("hostile input: too deep, too big, too many traces, entity declarations")
    func hostile() {
        let deep =
            "<ink xmlns=\"http://www.w3.org/2003/InkML\">" + String(repeating: "<a>", count: 40)
            + String(repeating: "</a>", count: 40) + "</ink>"
        #expect(Self.error(deep).contains("nested more than 32 deep"))
        var small = InkMLLimits()
        small.maximumBytes = 100
        #expect(
            Self.error(String(repeating: " ", count: 101), limits: small)
                == "t.inkml:1:1: the document is 101 bytes, over the 100-byte limit; split the drawing")
        small = InkMLLimits()
        small.maximumTraces = 2
        let three =
            "<ink xmlns=\"http://www.w3.org/2003/InkML\"><trace>1 1</trace><trace>1 1</trace><trace>1 1</trace></ink>"
        #expect(Self.error(three, limits: small).contains("more than 2 traces"))
        small = InkMLLimits()
        small.maximumPoints = 3
        let many = "<ink xmlns=\"http://www.w3.org/2003/InkML\"><trace>1 1, 2 2, 3 3, 4 4</trace></ink>"
        #expect(Self.error(many, limits: small).contains("more than 3 points"))
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE ink [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <ink xmlns="http://www.w3.org/2003/InkML"><trace>&b;</trace></ink>
            """
        #expect(
            Self.error(laughs)
                == "t.inkml:2:1: the document has a DTD (<!DOCTYPE); InkML needs none, remove it")
    }

    @Test(
        "bytes that are not UTF-8 and other declared encodings are refused before the XML parser (a fuzzer find crashed it)"
    )
    func encodings() {
        // Fuzz/Corpus/inkml/find-invalid-utf8-name: 0xC9 inside an element name trapped in Foundation.
        let bad =
            Data("<ink xmlns=\"http://www.w3.org/2003/InkML\">\n<i".utf8) + Data([0xC9])
            + Data("nk/></ink>".utf8)
        do {
            _ = try Drawing(inkML: bad, file: "t.inkml")
            Issue.record("invalid UTF-8 was read")
        } catch {
            #expect(
                error.description
                    == "t.inkml:2:3: byte 0xC9 is not UTF-8; InkML files are read as UTF-8: save the file as UTF-8"
            )
        }
        let utf7 = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<ink xmlns=\"http://www.w3.org/2003/InkML\"/>"
        #expect(
            Self.error(utf7)
                == "t.inkml:1:1: the XML declaration names the encoding 'UTF-7'; InkML files are read as UTF-8: save the file as UTF-8 and declare encoding=\"UTF-8\""
        )
        let declared =
            "\u{FEFF}<?xml version='1.0' encoding='utf-8'?><ink xmlns=\"http://www.w3.org/2003/InkML\"><trace>1 2</trace></ink>"
        #expect(Self.error(declared) == "no error")
    }

    @Test(
        "processing instructions other than a first XML declaration are refused (an inkml fuzz find crashed XMLParser)"
    )
    func processingInstructions() {
        let ink = "<ink xmlns=\"http://www.w3.org/2003/InkML\"><trace>1 2</trace></ink>"
        let message =
            "the document has a processing instruction (<?…?>); InkML needs none but a first <?xml version=\"1.0\"?>, remove it"
        #expect(Self.error("<?xml?>\n" + ink) == "t.inkml:1:1: " + message)
        #expect(Self.error(ink + "<?x?>") == "t.inkml:1:\(ink.count + 1): " + message)
        #expect(
            Self.error("<?xml version=\"1.0\"?>\n" + ink + "\n<?xml version=\"1.0\"?>") == "t.inkml:3:1: "
                + message)
        #expect(Self.error("\u{FEFF}<?xml version=\"1.0\"?>\n" + ink) == "no error")
    }

    @Test("a bad brush property is named where it is")
    func badBrush() {
        let text = """
            <ink xmlns="http://www.w3.org/2003/InkML">
              <definitions>
                <brush xml:id="b"><brushProperty name="thinning" value="lots"/></brush>
              </definitions>
              <trace brushRef="#b">1 2</trace>
            </ink>
            """
        #expect(Self.error(text).hasPrefix("t.inkml:3:"))
        #expect(Self.error(text).hasSuffix("brush property 'thinning' value 'lots' is not a number"))
    }
}
