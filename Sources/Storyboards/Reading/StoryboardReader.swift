public import Foundation
import Interchange

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads Interface Builder documents (`.storyboard`, `.xib`) into `StoryboardDocument` values.
///
/// Pure: it reads the bytes it is given (or, with `read(contentsOf:)`, one file) and nothing else.
/// A document that is not well-formed XML, not Interface Builder's, or beyond `limits` is refused
/// with a `StoryboardReadError` at `file:line:column`; anything else is read, and what is wrong in
/// it (unknown elements, bad values, dangling or duplicate ids, an initial view controller that is
/// no scene's) is reported in the document's `diagnostics`, the content kept.
public struct StoryboardReader: Sendable {
    /// How much the reader accepts.
    public var limits: StoryboardLimits

    /// A reader with `limits`.
    public init(limits: StoryboardLimits = StoryboardLimits()) {
        self.limits = limits
    }

    /// Reads a document from `data`; `name` (a path or file name) is the file every error and
    /// diagnostic names.
    /// - Throws: `StoryboardReadError` for malformed XML (libxml2's line and column), XML that is not
    ///   Interface Builder's (encoding, DTD, processing instructions), a root that is not an IB
    ///   `<document>`, or input beyond `limits`.
    /// - Complexity: O(*n*) in the size of the document.
    public func read(data: Data, name: String) throws(StoryboardReadError) -> StoryboardDocument {
        if data.count > limits.maximumBytes {
            throw StoryboardReadError(
                kind: .tooLarge(bytes: data.count, limit: limits.maximumBytes), file: name,
                position: StoryboardPosition(line: 1, column: 1))
        }
        let raw = [UInt8](data)
        // The checks every XML reader makes before libxml2 sees the document (see `XMLPreflight`).
        do throws(XMLPreflightProblem) {
            _ = try XMLPreflight.interfaceBuilder.check(raw)
        } catch {
            throw StoryboardReadError(
                kind: .notInterfaceBuilderXML(detail: Wording.preflight(error.kind)), file: name,
                position: error.position ?? TextPosition(line: 1, column: 1))
        }
        // libxml2 counts lines by line feeds only: lone CRs are handed to it as line feeds (the same
        // document to XML), so its lines are the ones an editor shows.
        let bytes = XMLText.loneCarriageReturnsAsLineFeeds(raw) ?? raw
        let tree = try XMLTreeReader.read(bytes, name: name, limits: limits)
        return try DocumentBuilder(name: name, bytes: bytes).document(from: tree)
    }

    /// Reads the document at `url`; its path is the name errors and diagnostics use.
    /// - Throws: `StoryboardReadError` as `read(data:name:)` does, or `.notInterfaceBuilderXML` when
    ///   the file cannot be read.
    public func read(contentsOf url: URL) throws(StoryboardReadError) -> StoryboardDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StoryboardReadError(
                kind: .notInterfaceBuilderXML(
                    detail: "the file cannot be read (\(error.localizedDescription))"),
                file: url.path, position: StoryboardPosition(line: 1, column: 1))
        }
        return try read(data: data, name: url.path)
    }

    /// `StoryboardReader().read(data:name:)`.
    public static func read(data: Data, name: String) throws(StoryboardReadError) -> StoryboardDocument {
        try StoryboardReader().read(data: data, name: name)
    }
}

/// The first pass: the XML as a tree of `StoryboardElement`s with their positions, the depth and
/// element limits held, the first parse error kept.
final class XMLTreeReader: NSObject, XMLParserDelegate {
    let name: String
    let limits: StoryboardLimits
    let bytes: [UInt8]
    let lines: LineIndex
    weak var parser: XMLParser?
    var error: StoryboardReadError?
    var stack: [StoryboardElement] = []
    var root: StoryboardElement?
    var elements = 0

    init(name: String, limits: StoryboardLimits, bytes: [UInt8]) {
        self.name = name
        self.limits = limits
        self.bytes = bytes
        self.lines = LineIndex(bytes: bytes)
    }

    /// The tree of `bytes` (UTF-8, checked by `XMLPreflight`).
    static func read(_ bytes: [UInt8], name: String, limits: StoryboardLimits) throws(StoryboardReadError)
        -> StoryboardElement
    {
        let reader = XMLTreeReader(name: name, limits: limits, bytes: bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        reader.parser = parser
        let ok = parser.parse()
        if let error = reader.error { throw error }
        if !ok {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw StoryboardReadError(
                kind: .malformedXML(code: code, detail: ""), file: name, position: reader.parserPosition)
        }
        guard let root = reader.root else {
            throw StoryboardReadError(
                kind: .empty, file: name, position: StoryboardPosition(line: 1, column: 1))
        }
        return root
    }

    /// Where libxml2 is, clamped into the document.
    var parserPosition: StoryboardPosition {
        clamp(
            StoryboardPosition(
                line: max(1, parser?.lineNumber ?? 1), column: max(1, parser?.columnNumber ?? 1)))
    }

    /// `position` moved into the document (libxml2 may report one past the end of the last line).
    func clamp(_ position: StoryboardPosition) -> StoryboardPosition {
        let line = min(position.line, lines.lineStarts.count)
        let offset = lines.byteOffset(of: TextPosition(line: line, column: position.column)) ?? 0
        return lines.position(ofByte: offset)
    }

    /// The position of the `<` of the start tag libxml2 just read: the last `<` before where it is
    /// (a start tag's attribute values cannot hold a `<`).
    var startTagPosition: StoryboardPosition {
        let here = parserPosition
        var offset = lines.byteOffset(of: here) ?? 0
        offset = min(offset, bytes.count) - 1
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return lines.position(ofByte: max(0, offset))
    }

    func fail(_ kind: StoryboardReadError.Kind, at position: StoryboardPosition? = nil) {
        guard error == nil else { return }
        error = StoryboardReadError(kind: kind, file: name, position: position ?? parserPosition)
        parser?.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        guard error == nil else { return }
        elements += 1
        let position = startTagPosition
        if elements > limits.maximumElements {
            fail(.tooManyElements(limit: limits.maximumElements), at: position)
            return
        }
        if stack.count >= limits.maximumDepth {
            fail(.tooDeep(limit: limits.maximumDepth), at: position)
            return
        }
        if stack.isEmpty {
            // The root decides at once whether this is Interface Builder's at all.
            let type = attributes["type"]
            let isIB = type?.hasPrefix("com.apple.InterfaceBuilder") ?? false
            if elementName == "archive", isIB {
                fail(.legacyArchive, at: position)
                return
            }
            guard elementName == "document", isIB else {
                fail(.notInterfaceBuilder(root: elementName, type: type), at: position)
                return
            }
        }
        stack.append(StoryboardElement(name: elementName, attributes: attributes, position: position))
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard error == nil, var element = stack.popLast() else { return }
        if !element.children.isEmpty, element.text.allSatisfy(\.isWhitespace) { element.text = "" }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard error == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    /// The document is not well-formed. libxml2 recovers and goes on reporting elements, and
    /// Foundation's `parse()` can still return true, so the first error is kept and ends the
    /// reading. A document that stops with elements open (error 5) is named at the end of its last
    /// non-blank line, with the element to close.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        let code = (parseError as NSError).code
        if code == 5, let element = stack.last {
            var end = bytes.count
            while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
            fail(
                .endsInsideElement(element: element.name, openedOnLine: element.position.line),
                at: lines.position(ofByte: end))
            return
        }
        let inside =
            stack.last.map { " inside <\(Wording.clip($0.name))> (opened on line \($0.position.line))" } ?? ""
        fail(.malformedXML(code: code, detail: inside))
    }
}
