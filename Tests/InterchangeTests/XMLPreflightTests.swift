import TestSupport
import Testing

@testable import Interchange

@Suite("XMLPreflight: the checks every XML reader makes before libxml2")
struct XMLPreflightTests {
    typealias Kind = XMLPreflightProblem.Kind

    /// The problem `checks` finds in `text`, or nil.
    static func problem(_ text: String, _ checks: XMLPreflight) -> XMLPreflightProblem? {
        problem(Array(text.utf8), checks)
    }

    static func problem(_ bytes: [UInt8], _ checks: XMLPreflight) -> XMLPreflightProblem? {
        do throws(XMLPreflightProblem) {
            _ = try checks.check(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "refused by every reader, at the construct's '<'",
        arguments: [
            ("<a/>\n<?x?>", Kind.processingInstruction, TextPosition(line: 2, column: 1)),
            ("<?xml?><a/>", .processingInstruction, TextPosition(line: 1, column: 1)),
            ("<a/><?xml version=\"1.0\"?>", .processingInstruction, TextPosition(line: 1, column: 5)),
            (
                "<?xml version=\"1.0\" encoding=\"UTF-7\"?><a/>", .declaredEncoding(name: "UTF-7"),
                TextPosition(line: 1, column: 1)
            ),
            ("<a>\r<!ENTITY x \"y\"></a>", .declaration(keyword: "ENTITY"), TextPosition(line: 2, column: 1)),
            ("<a><!ELEMENT a ANY></a>", .declaration(keyword: "ELEMENT"), TextPosition(line: 1, column: 4)),
            (
                "<\(String(repeating: "a", count: 3)) " + (1...17).map { "a\($0)='1'" }.joined(separator: " ")
                    + "/>",
                .tooManyAttributes(element: "aaa", limit: 16), TextPosition(line: 1, column: 1)
            ),
        ] as [(String, Kind, TextPosition)])
    func refusedByAll(text: String, kind: Kind, position: TextPosition) {
        for checks in [XMLPreflight.propertyList, .inkML] {
            #expect(Self.problem(text, checks) == XMLPreflightProblem(kind, at: position))
        }
    }

    @Test(
        "what both accept: a leading declaration (after a byte-order mark), comments and CDATA hiding anything"
    )
    func acceptedByAll() {
        let texts = [
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<a b='1'>text</a>",
            "<a><!-- <?x?> <!ENTITY --><![CDATA[<?x?><!DOCTYPE [ ]]></a>",
            "<a b=\"<?x?> <!ENTITY a:b:c\"/>",
        ]
        for text in texts {
            #expect(Self.problem(text, .propertyList) == nil, "\(text)")
            #expect(Self.problem(text, .inkML) == nil, "\(text)")
        }
    }

    @Test("where the two differ on purpose: DOCTYPE, prefixes, UTF-16 and declarable encodings")
    func differences() {
        let apple =
            "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist/>"
        #expect(Self.problem(apple, .propertyList) == nil)
        #expect(
            Self.problem(apple, .inkML) == XMLPreflightProblem(.doctype, at: TextPosition(line: 1, column: 1))
        )
        let subset = "<!DOCTYPE a [<!ENTITY x \"y\">]><a/>"
        #expect(
            Self.problem(subset, .propertyList)
                == XMLPreflightProblem(.internalSubset, at: TextPosition(line: 1, column: 1)))

        let prefixed = "<ink xmlns:ftk=\"urn:x\"><trace ftk:touch=\"1\"/></ink>"
        #expect(Self.problem(prefixed, .inkML) == nil)
        #expect(
            Self.problem(prefixed, .propertyList)
                == XMLPreflightProblem(.prefixedName, at: TextPosition(line: 1, column: 1)))

        let latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>"
        #expect(Self.problem(latin1, .propertyList) == nil)
        #expect(
            Self.problem(latin1, .inkML)
                == XMLPreflightProblem(
                    .declaredEncoding(name: "ISO-8859-1"), at: TextPosition(line: 1, column: 1)))

        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "<a>\n<?x?></a>".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        // The plist reader transcodes for the checks, so their positions are the text's.
        #expect(
            Self.problem(utf16, .propertyList)
                == XMLPreflightProblem(.processingInstruction, at: TextPosition(line: 2, column: 1)))
        #expect(
            Self.problem(utf16, .inkML)
                == XMLPreflightProblem(.unacceptedEncoding, at: TextPosition(line: 1, column: 1)))
    }

    @Test(
        "a name's ':' must join a prefix and a local name, once (an empty prefix crashed Foundation's bridge)",
        arguments: ["<:x/>", "<x:/>", "<a b:c:d='1'/>", "<a :b='1'/>", "</:x>"])
    func invalidNames(text: String) {
        guard case .invalidName = Self.problem(text, .inkML)?.kind else {
            Issue.record("\(text): \(String(describing: Self.problem(text, .inkML)))")
            return
        }
        #expect(Self.problem(text, .propertyList)?.kind == .prefixedName)
    }

    @Test(
        "encodings: UCS-4 and EBCDIC are refused, bad UTF-8 is named at its byte, bad UTF-16 without a place")
    func encodings() {
        #expect(
            Self.problem([0x00, 0x00, 0x00, 0x3C, 0, 0, 0, 0x61], .propertyList)?.kind == .unsupportedEncoding
        )
        #expect(Self.problem([0x4C, 0x6F, 0xA7, 0x94], .inkML)?.kind == .unsupportedEncoding)
        #expect(
            Self.problem(Array("<a>\n  é".utf8) + [0xFF] + Array("</a>".utf8), .inkML)
                == XMLPreflightProblem(.invalidUTF8(byte: 0xFF), at: TextPosition(line: 2, column: 4)))
        #expect(
            Self.problem([0xFF, 0xFE, 0x3C, 0x00, 0x00], .propertyList)
                == XMLPreflightProblem(.invalidUTF16, at: nil))
        #expect(
            Self.problem([0xFE, 0xFF, 0xD8, 0x00, 0x00, 0x3C], .propertyList)
                == XMLPreflightProblem(.invalidUTF16, at: nil))
    }

    @Test("random markup never traps and every problem has a place inside the text (seed 0x9EF11001)")
    func randomMarkup() {
        var random = SplitMix64(seed: 0x9EF1_1001)
        let pieces = [
            "<", ">", "<?", "?>", "<!", "<!--", "-->", "<![CDATA[", "]]>", "<!DOCTYPE a", "[", "\"", "'", ":",
            "a", " ", "\n", "\r", "=", "/", "xml ", "version", "encoding='x'", "é",
        ]
        for round in 0..<2_000 {
            var text = ""
            for _ in 0..<random.below(30) { text += pieces[random.below(pieces.count)] }
            for checks in [XMLPreflight.propertyList, .inkML] {
                guard let problem = Self.problem(text, checks), let position = problem.position else {
                    continue
                }
                let lines = LineIndex(bytes: Array(text.utf8))
                #expect(lines.byteOffset(of: position) != nil, "seed 0x9EF11001, round \(round): \(text)")
            }
        }
    }
}
