package import Foundation
import Interchange

#if canImport(FoundationXML)
    package import FoundationXML
#endif

/// Builds a `PropertyListNode` tree from XML with `XMLParser`, recording where each value starts.
///
/// `XMLParser` reports the line and column of the end of a start tag; the builder moves that back
/// to the tag's `<` using the raw bytes, so a diagnostic points at `<string>`, not at its `>`.
/// Used once per document, on one thread (not `Sendable`).
package final class XMLPropertyListBuilder: NSObject, XMLParserDelegate {
    private enum Kind { case plist, array, dict, text, boolean }

    private struct Frame {
        package var kind: Kind
        package var element: String
        package var position: SourcePosition?
        package var items: [PropertyListNode] = []
        package var entries: [PropertyListNode.Entry] = []
        package var pendingKey: String?
        package var pendingKeyPosition: SourcePosition?
        package var flag = false
        /// For `<integer>`, `<date>` and `<data>` in UTF-8: the byte offset where its text starts.
        package var rawStart: Int?
    }

    package static let elements = [
        "plist", "dict", "array", "key", "string", "integer", "real", "true", "false", "date", "data",
    ]

    private let bytes: [UInt8]
    private let positionsAreUTF8: Bool
    private lazy var lines = LineIndex(bytes: bytes)
    private var stack: [Frame] = []
    /// How many `<dict>`s and `<array>`s are open now (at most `PropertyListReader.maximumDepth`).
    private var containerDepth = 0
    private var text = ""
    private var root: PropertyListNode?
    private var sawPlist = false
    private var failure: PropertyListReadError?
    private var xmlError: (code: Int, position: SourcePosition)?

    package init(bytes: [UInt8], positionsAreUTF8: Bool) {
        self.bytes = bytes
        self.positionsAreUTF8 = positionsAreUTF8
    }

    package func parse(_ data: Data) throws(PropertyListReadError) -> PropertyListNode {
        let parser = XMLParser(data: data)
        parser.delegate = self
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        _ = parser.parse()
        if let failure { throw failure }
        if let xmlError {
            let end = positionsAreUTF8 ? lines.position(ofByte: bytes.count) : nil
            if let open = stack.last, xmlError.code == 5 || xmlError.position == end || end == nil {
                throw .truncated(element: open.element, openedAt: open.position, position: xmlError.position)
            }
            throw .malformedXML(reason: Wording.xmlReason(code: xmlError.code), position: xmlError.position)
        }
        if let open = stack.last {
            throw .truncated(element: open.element, openedAt: open.position, position: nil)
        }
        guard let root else {
            if sawPlist { throw .noValue(position: nil) }
            throw .empty
        }
        return root
    }

    // MARK: Positions

    /// Where the last start tag was found, so the next lookup walks on from there.
    private var cursor = (line: 1, column: 1, offset: 0)

    /// The byte offset of the last start tag's `<`, when `startPosition` found it.
    private var lastTagStart: Int?

    private func startPosition(_ parser: XMLParser) -> SourcePosition {
        lastTagStart = nil
        let reported = SourcePosition(line: parser.lineNumber, column: parser.columnNumber)
        guard positionsAreUTF8, !bytes.isEmpty else { return reported }
        // The byte offset of the reported column: walk from the cursor when on the same line, ahead of it.
        var offset: Int
        var column: Int
        if reported.line == cursor.line, reported.column >= cursor.column {
            offset = cursor.offset
            column = cursor.column
        } else {
            guard let lineStart = lines.byteOffset(of: TextPosition(line: reported.line, column: 1)) else {
                return reported
            }
            offset = lineStart
            column = 1
        }
        while column < reported.column, offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        cursor = (reported.line, column, offset)
        // Back to the tag's `<`, counting columns. A start tag may span lines (white space between
        // attributes, or before its `>`, may hold line ends): then its line is looked up.
        var index = min(offset, bytes.count - 1)
        var back = 0
        var crossedLine = false
        while index >= 0 {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                lastTagStart = index
                return crossedLine
                    ? lines.position(ofByte: index)
                    : SourcePosition(line: reported.line, column: column - back)
            }
            if byte == 0x0A || byte == 0x0D { crossedLine = true }
            if byte & 0xC0 != 0x80 { back += 1 }
            index -= 1
        }
        return reported
    }

    /// The offset just past the `>` that ends the tag whose `<` is at `start` in `bytes` (quoted
    /// attribute values may hold `>`), or nil when the bytes end first.
    package static func endOfTag(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        var quote: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// The bytes from `start` to the next `<` (the end tag: comments and CDATA inside these
    /// elements are refused before), as text.
    private func rawText(from start: Int) -> String {
        var end = min(start, bytes.count)
        while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
        return String(decoding: bytes[min(start, end)..<end], as: UTF8.self)
    }

    /// Records the document's first problem and stops. An XML error the parser reported before
    /// takes precedence: after a fatal error libxml2 recovers and goes on reporting elements, whose
    /// structure is then its guess, not the document's.
    private func fail(_ error: PropertyListReadError, _ parser: XMLParser) {
        guard failure == nil, xmlError == nil else { return }
        failure = error
        parser.abortParsing()
    }

    // MARK: XMLParserDelegate

    package func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        let position = startPosition(parser)
        if let top = stack.last, top.kind == .text || top.kind == .boolean {
            fail(
                .misplacedElement(name: elementName, context: "inside <\(top.element)>", position: position),
                parser)
            return
        }
        switch elementName {
        case "plist":
            guard stack.isEmpty, root == nil, !sawPlist else {
                fail(
                    .misplacedElement(
                        name: "plist", context: "below the top of the document", position: position), parser)
                return
            }
            sawPlist = true
            stack.append(Frame(kind: .plist, element: "plist", position: position))
        case "key":
            guard let top = stack.last, top.kind == .dict else {
                fail(.misplacedElement(name: "key", context: "outside a <dict>", position: position), parser)
                return
            }
            if let pending = top.pendingKey {
                fail(.keyWithoutValue(key: pending, position: top.pendingKeyPosition), parser)
                return
            }
            text = ""
            stack.append(Frame(kind: .text, element: "key", position: position))
        case "dict", "array", "string", "integer", "real", "date", "data", "true", "false":
            guard valueAllowed(elementName, position, parser) else { return }
            if elementName == "dict" || elementName == "array" {
                guard containerDepth < PropertyListReader.maximumDepth else {
                    fail(.nestedTooDeeply(limit: PropertyListReader.maximumDepth, position: position), parser)
                    return
                }
                containerDepth += 1
            }
            let kind: Kind =
                switch elementName {
                case "dict": .dict
                case "array": .array
                case "true", "false": .boolean
                default: .text
                }
            text = ""
            var frame = Frame(kind: kind, element: elementName, position: position)
            frame.flag = elementName == "true"
            if ["integer", "date", "data"].contains(elementName), let start = lastTagStart {
                let end = Self.endOfTag(in: bytes, from: start) ?? bytes.count
                // `<data/>` has no text of its own (what follows it is not its text).
                if end >= 2, bytes[end - 2] != UInt8(ascii: "/") { frame.rawStart = end }
            }
            stack.append(frame)
        default:
            if stack.isEmpty, root == nil {
                fail(.notAPropertyListDocument(rootElement: elementName, position: position), parser)
            } else {
                fail(
                    .unknownElement(
                        name: elementName,
                        suggestion: nearestSuggestion(to: elementName, in: Self.elements),
                        position: position), parser)
            }
        }
    }

    private func valueAllowed(_ element: String, _ position: SourcePosition, _ parser: XMLParser) -> Bool {
        guard let top = stack.last else {
            if root != nil {
                fail(.multipleRoots(position: position), parser)
                return false
            }
            return true
        }
        switch top.kind {
        case .dict where top.pendingKey == nil:
            fail(.valueWithoutKey(element: element, position: position), parser)
            return false
        case .plist where !top.items.isEmpty:
            fail(.multipleRoots(position: position), parser)
            return false
        default:
            return true
        }
    }

    package func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard failure == nil, let frame = stack.popLast() else { return }
        switch frame.kind {
        case .plist:
            guard let value = frame.items.first else {
                fail(.noValue(position: frame.position), parser)
                return
            }
            attach(value, parser)
        case .array:
            containerDepth -= 1
            attach(PropertyListNode(.array(frame.items), position: frame.position), parser)
        case .dict:
            containerDepth -= 1
            if let pending = frame.pendingKey {
                fail(.keyWithoutValue(key: pending, position: frame.pendingKeyPosition), parser)
                return
            }
            attach(PropertyListNode(.dictionary(frame.entries), position: frame.position), parser)
        case .boolean:
            attach(PropertyListNode(.boolean(frame.flag), position: frame.position), parser)
        case .text where frame.element == "key":
            stack[stack.count - 1].pendingKey = text
            stack[stack.count - 1].pendingKeyPosition = frame.position
        case .text:
            // CoreFoundation reads the text of these three as written, references and all
            // (`&#53;` is no digit to it; `&amp;` in base64 is the letters a, m, p): so does this.
            let text = frame.rawStart.map { rawText(from: $0) } ?? text
            guard let value = Self.scalar(frame.element, text) else {
                fail(.invalidValue(element: frame.element, text: text, position: frame.position), parser)
                return
            }
            attach(PropertyListNode(value, position: frame.position), parser)
        }
    }

    private func attach(_ node: PropertyListNode, _ parser: XMLParser) {
        guard !stack.isEmpty else {
            if root != nil {
                fail(.multipleRoots(position: node.position), parser)
            } else {
                root = node
            }
            return
        }
        let top = stack.count - 1
        switch stack[top].kind {
        case .dict:
            stack[top].entries.append(
                PropertyListNode.Entry(
                    key: stack[top].pendingKey ?? "", keyPosition: stack[top].pendingKeyPosition, value: node)
            )
            stack[top].pendingKey = nil
            stack[top].pendingKeyPosition = nil
        default:
            stack[top].items.append(node)
        }
    }

    package func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil else { return }
        if let top = stack.last, top.kind == .text {
            text += string
            return
        }
        // `<true/>` and `<false/>` hold nothing, not even white space (CoreFoundation refuses
        // `<true> </true>`).
        if let top = stack.last, top.kind == .boolean, !string.isEmpty {
            fail(
                .invalidValue(element: top.element, text: String(string.prefix(20)), position: top.position),
                parser)
            return
        }
        guard !string.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
            return
        }
        let visible = string.trimmingCharacters(in: .whitespacesAndNewlines)
        let position = SourcePosition(line: parser.lineNumber, column: parser.columnNumber)
        fail(.strayText(text: String(visible.prefix(20)), position: position), parser)
    }

    package func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        // CoreFoundation reads a CDATA section in a `<string>`, `<key>` or `<real>` (their text
        // goes through its string reader) but not in the others, whose text it reads raw: it
        // refuses the file, so this reader does too.
        if failure == nil, let top = stack.last, top.kind == .text || top.kind == .boolean,
            !["string", "key", "real"].contains(top.element)
        {
            let position = SourcePosition(line: parser.lineNumber, column: parser.columnNumber)
            fail(
                .misplacedElement(
                    name: "![CDATA[…]]", context: "inside <\(top.element)> (CoreFoundation refuses it there)",
                    position: position), parser)
            return
        }
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    package func parser(_ parser: XMLParser, foundComment comment: String) {
        // A comment between values is fine; inside a value CoreFoundation refuses the file (its
        // string reader takes `<!` for the start of a CDATA section), so this reader does too.
        guard failure == nil, let top = stack.last, top.kind == .text || top.kind == .boolean else { return }
        let position = SourcePosition(line: parser.lineNumber, column: parser.columnNumber)
        fail(
            .misplacedElement(
                name: "!--…--", context: "inside <\(top.element)> (CoreFoundation refuses it there)",
                position: position), parser)
    }

    package func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil, xmlError == nil else { return }
        xmlError = (
            (parseError as NSError).code,
            SourcePosition(line: parser.lineNumber, column: parser.columnNumber)
        )
        // Not well-formed: nothing after this point is the document's structure (see `fail`).
        parser.abortParsing()
    }
}
