import ForceTouch
public import Foundation
import Interchange

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension Drawing {
    /// Reads a W3C InkML document (namespace `http://www.w3.org/2003/InkML`).
    ///
    /// Each `<trace>` becomes a stroke drawn from its points with the brush its `brushRef` names
    /// (the `brushProperty` names `inkML` writes, over `brush`; other producers' properties are
    /// ignored) or `brush`. Channels: `X`, `Y` (required, points), `F` (force; `max` is the
    /// maximum possible force, 1 when absent), `T` (seconds, or `units="ms"`; 1/120 s apart when
    /// absent), `OTx`/`OTy` (tilt, degrees or `units="rad"`; makes the stroke a pen's); other
    /// channels are read and not used. The touch is `ftk:touch`, else the trace's position (1…).
    ///
    /// - Throws: `InkMLError` naming `file:line:column` for malformed XML, a document that is not
    ///   InkML, an unknown `contextRef`/`brushRef`, a point with the wrong number of values, a
    ///   value that is not a finite number, difference-encoded values, a DTD or entity declaration,
    ///   bytes that are not UTF-8 or an encoding declaration other than UTF-8, or input beyond
    ///   `limits`.
    public init(inkML data: Data, file: String, brush: Brush = Brush(), limits: InkMLLimits = InkMLLimits())
        throws(InkMLError)
    {
        if data.count > limits.maximumBytes {
            throw InkMLError(
                file: file, line: 1, column: 1,
                message:
                    "the document is \(data.count) bytes, over the \(limits.maximumBytes)-byte limit; split the drawing"
            )
        }
        // The checks every XML reader makes before libxml2 sees the document (see `XMLPreflight`).
        do throws(XMLPreflightProblem) {
            _ = try XMLPreflight.inkML.check([UInt8](data))
        } catch {
            throw InkMLReader.error(error, file: file)
        }
        let reader = InkMLReader(file: file, limits: limits, data: data)
        // libxml2 counts lines by line feeds only: a classic Mac document's lone CRs are handed to
        // it as line feeds (the same document to XML), so its lines are the ones an editor shows.
        let parser = XMLParser(
            data: XMLText.loneCarriageReturnsAsLineFeeds([UInt8](data)).map { Data($0) } ?? data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        reader.parser = parser
        let ok = parser.parse()
        if let error = reader.error { throw error }
        if !ok {
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw InkMLError(
                file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
                message: "malformed XML (parser error \(code)); check the tags and quoting here")
        }
        if !reader.sawRoot {
            throw InkMLError(
                file: file, line: 1, column: 1, message: "no <ink> element; this is not an InkML document")
        }
        var strokes: [Stroke] = []
        for (index, trace) in reader.traces.enumerated() {
            let stroke = try reader.stroke(from: trace, position: index + 1, brush: brush)
            strokes.append(stroke)
        }
        self.init(strokes: strokes)
    }
}

/// The XML parser's delegate: collects contexts, brushes and traces, and the first error.
final class InkMLReader: NSObject, XMLParserDelegate {
    struct Channel {
        var name: String
        var units: String?
        var maximum: Double?
    }

    struct Context {
        var channels: [Channel]
        var pen: Bool
    }

    struct TraceText {
        var contextRef: String?
        var brushRef: String?
        var touch: Int?
        var text = ""
        var line: Int
        var column: Int
    }

    let file: String
    let limits: InkMLLimits
    weak var parser: XMLParser?
    var error: InkMLError?
    var sawRoot = false
    var depth = 0
    var stack: [String] = []
    /// The open elements (qualified names) and the lines their start tags end on, for the message
    /// about a document that is not well-formed.
    var open: [(name: String, line: Int)] = []
    var contexts: [String: Context] = [:]
    var defaultFormat: [Channel]?
    var brushes: [String: [(name: String, value: String, line: Int, column: Int)]] = [:]
    var traces: [TraceText] = []
    var points = 0

    // What is being read.
    var contextID: String?
    var contextPen = false
    var formatChannels: [Channel]?
    var brushID: String?
    var trace: TraceText?

    /// The document, for the position of its end.
    let data: Data

    init(file: String, limits: InkMLLimits, data: Data) {
        self.file = file
        self.limits = limits
        self.data = data
    }

    var line: Int { max(1, parser?.lineNumber ?? 1) }
    var column: Int { max(1, parser?.columnNumber ?? 1) }

    func fail(_ message: String, line: Int? = nil, column: Int? = nil) {
        guard error == nil else { return }
        error = InkMLError(
            file: file, line: line ?? self.line, column: column ?? self.column, message: message)
        parser?.abortParsing()
    }

    static func attribute(_ attributes: [String: String], _ name: String) -> String? {
        if let value = attributes[name] { return value }
        for (key, value) in attributes where key.hasSuffix(":" + name) { return value }
        return nil
    }

    // MARK: XMLParserDelegate

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard error == nil else { return }
        depth += 1
        if depth > limits.maximumDepth {
            fail("elements are nested more than \(limits.maximumDepth) deep; InkML needs only a few levels")
            return
        }
        let inInk = namespaceURI == Drawing.inkMLNamespace
        if depth == 1 {
            guard elementName == "ink", inInk else {
                fail(
                    "the root element is <\(qualifiedName ?? elementName)> in namespace '\(namespaceURI ?? "")', "
                        + "not <ink> in '\(Drawing.inkMLNamespace)'; this is not an InkML document")
                return
            }
            sawRoot = true
        }
        stack.append(inInk ? elementName : "")
        open.append((qualifiedName ?? elementName, line))
        guard inInk else { return }
        switch elementName {
        case "context":
            contextID = Self.attribute(attributes, "id")
            contextPen = false
        case "inkSource":
            if let description = Self.attribute(attributes, "description"), description == "pen" {
                contextPen = true
            }
        case "traceFormat":
            formatChannels = []
        case "channel":
            guard formatChannels != nil else { return }
            guard let name = Self.attribute(attributes, "name"), !name.isEmpty else {
                fail("a <channel> has no name; give it name=\"X\", \"Y\", \"F\", \"T\", …")
                return
            }
            var maximum: Double?
            if let text = Self.attribute(attributes, "max") {
                guard let value = Double(text), value.isFinite else {
                    fail("channel \(name)'s max '\(text)' is not a number")
                    return
                }
                maximum = value
            }
            formatChannels?.append(
                Channel(name: name, units: Self.attribute(attributes, "units"), maximum: maximum))
        case "brush":
            brushID = Self.attribute(attributes, "id")
            if let brushID { brushes[brushID] = [] }
        case "brushProperty":
            guard let brushID, let name = Self.attribute(attributes, "name") else { return }
            brushes[brushID]?.append((name, Self.attribute(attributes, "value") ?? "", line, column))
        case "trace":
            if traces.count >= limits.maximumTraces {
                fail("more than \(limits.maximumTraces) traces; split the drawing")
                return
            }
            var touch: Int?
            if let text = attributes["ftk:touch"] ?? Self.attribute(attributes, "touch") {
                guard let value = Int(text) else {
                    fail("ftk:touch '\(text)' is not an integer")
                    return
                }
                touch = value
            }
            trace = TraceText(
                contextRef: Self.attribute(attributes, "contextRef"),
                brushRef: Self.attribute(attributes, "brushRef"),
                touch: touch, line: line, column: column + 1)
        default:
            break
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard error == nil else { return }
        depth -= 1
        let name = stack.popLast() ?? ""
        _ = open.popLast()
        switch name {
        case "traceFormat":
            if let channels = formatChannels {
                if contextID != nil {
                    contexts[contextID!, default: Context(channels: [], pen: contextPen)].channels = channels
                } else if defaultFormat == nil {
                    defaultFormat = channels
                }
            }
            formatChannels = nil
        case "context":
            if let contextID {
                contexts[contextID, default: Context(channels: [], pen: contextPen)].pen = contextPen
            }
            contextID = nil
        case "brush":
            brushID = nil
        case "trace":
            if let trace { traces.append(trace) }
            trace = nil
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil, trace != nil else { return }
        trace!.text += string
        // A rough count keeps a hostile file from filling memory before the trace ends.
        if trace!.text.utf8.count > limits.maximumBytes { fail("a trace is larger than the document limit") }
    }

    /// The document is not well-formed. libxml2 recovers and goes on reporting elements (an
    /// unclosed `<trace>` then seems to hold the next one), and Foundation's `parse()` can still
    /// return true, so the first error is kept here and ends the reading: what follows is the
    /// parser's guess, not the document.
    ///
    /// libxml2 reports a document that stops with elements open as error 5 (`XML_ERR_DOCUMENT_END`)
    /// at whatever position its buffer reached; that one is named at the end of the document's
    /// last non-blank line, with the element to close.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        let code = (parseError as NSError).code
        if code == 5, let element = open.last {
            let bytes = [UInt8](data)
            var end = bytes.count
            while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
            let place = LineIndex(bytes: Array(bytes[..<end])).position(ofByte: end)
            fail(
                "the document ends inside <\(element.name)> (opened on line \(element.line)); "
                    + "close it with </\(element.name)>", line: place.line, column: place.column)
            return
        }
        let inside = open.last.map { " inside <\($0.name)> (opened on line \($0.line))" } ?? ""
        fail("malformed XML (parser error \(code))\(inside); check the tags and quoting here")
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        fail("the document declares entity '\(name)'; InkML needs no DTD or entities, remove them")
    }

    func parser(
        _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
        systemID: String?
    ) {
        fail("the document declares external entity '\(name)'; InkML needs no DTD or entities, remove them")
    }

    func parser(
        _ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?,
        systemID: String?, notationName: String?
    ) {
        fail("the document declares entity '\(name)'; InkML needs no DTD or entities, remove them")
    }

    func parser(_ parser: XMLParser, foundElementDeclarationWithName elementName: String, model: String) {
        fail("the document has a DTD; InkML needs none, remove it")
    }

    // MARK: Traces

    /// The line and column of `offset` bytes into a trace's text.
    func position(in trace: TraceText, offset: Int) -> (line: Int, column: Int) {
        var line = trace.line
        var column = trace.column
        for byte in trace.text.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    func stroke(from trace: TraceText, position index: Int, brush defaultBrush: Brush) throws(InkMLError)
        -> Stroke
    {
        func failure(_ message: String, at offset: Int = 0) -> InkMLError {
            let where_ = position(in: trace, offset: offset)
            return InkMLError(file: file, line: where_.line, column: where_.column, message: message)
        }
        var channels = defaultFormat ?? [Channel(name: "X"), Channel(name: "Y")]
        var pen = false
        if let reference = trace.contextRef {
            let id = reference.hasPrefix("#") ? String(reference.dropFirst()) : reference
            guard let context = contexts[id] else {
                throw failure("contextRef '\(reference)' names no <context> in <definitions>")
            }
            if !context.channels.isEmpty { channels = context.channels }
            pen = context.pen
        }
        guard let xIndex = channels.firstIndex(where: { $0.name == "X" }),
            let yIndex = channels.firstIndex(where: { $0.name == "Y" })
        else {
            throw failure("the trace format has no X and Y channels; InkML traces need both")
        }
        let fIndex = channels.firstIndex { $0.name == "F" }
        let tIndex = channels.firstIndex { $0.name == "T" }
        let txIndex = channels.firstIndex { $0.name == "OTx" }
        let tyIndex = channels.firstIndex { $0.name == "OTy" }
        let maximumForce = fIndex.flatMap { channels[$0].maximum } ?? 1
        let timeScale = tIndex.map { channels[$0].units == "ms" ? 0.001 : 1 } ?? 1
        let tiltScale = txIndex.map { channels[$0].units == "rad" ? 180 / Double.pi : 1 } ?? 1
        if txIndex != nil || tyIndex != nil { pen = true }

        var brush = defaultBrush
        if let reference = trace.brushRef {
            let id = reference.hasPrefix("#") ? String(reference.dropFirst()) : reference
            guard let properties = brushes[id] else {
                throw failure("brushRef '\(reference)' names no <brush> in <definitions>")
            }
            for property in properties {
                if let problem = brush.apply(inkMLProperty: property.name, value: property.value) {
                    throw InkMLError(
                        file: file, line: property.line, column: property.column, message: problem)
                }
            }
        }

        var inputs: [InkInputPoint] = []
        var values: [Double] = []
        values.reserveCapacity(channels.count)
        let bytes = Array(trace.text.utf8)
        var offset = 0
        var pointStart = 0
        var sawComma = false
        func flush(final: Bool) throws(InkMLError) {
            guard !values.isEmpty else {
                if !final || sawComma {
                    throw failure(
                        "an empty point (two commas, or a comma at an end); remove the comma", at: pointStart)
                }
                return
            }
            guard values.count == channels.count else {
                throw failure(
                    "point \(inputs.count + 1) has \(values.count) values; the trace format has \(channels.count) channels ("
                        + channels.map(\.name).joined(separator: " ") + ")", at: pointStart)
            }
            points += 1
            if points > limits.maximumPoints {
                throw failure("more than \(limits.maximumPoints) points; split the drawing", at: pointStart)
            }
            var input = InkInputPoint(
                location: CGPoint(x: values[xIndex], y: values[yIndex]),
                timestamp: tIndex.map { values[$0] * timeScale } ?? Double(inputs.count) / 120,
                force: fIndex.map { CGFloat(values[$0]) } ?? 0, maximumPossibleForce: CGFloat(maximumForce),
                type: pen ? .stylus : .direct)
            if txIndex != nil || tyIndex != nil {
                let tilt = InkTilt(
                    x: txIndex.map { values[$0] * tiltScale } ?? 0,
                    y: tyIndex.map { values[$0] * tiltScale } ?? 0)
                let angles = tilt.altitudeAzimuth
                input.altitudeAngle = CGFloat(angles.altitude)
                input.azimuthAngle = CGFloat(angles.azimuth)
            }
            inputs.append(input)
            values.removeAll(keepingCapacity: true)
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ",") {
                try flush(final: false)
                sawComma = true
                offset += 1
                pointStart = offset
                continue
            }
            if byte <= 32 {
                offset += 1
                continue
            }
            sawComma = false
            let start = offset
            if values.isEmpty { pointStart = start }
            while offset < bytes.count, bytes[offset] > 32, bytes[offset] != UInt8(ascii: ",") { offset += 1 }
            let word = String(decoding: bytes[start..<offset], as: UTF8.self)
            if let first = word.first, "'\"!?*".contains(first) {
                throw failure(
                    "'\(word)' uses InkML's difference encoding or a qualifier, which this reader does not support; "
                        + "write explicit values", at: start)
            }
            guard let value = Double(word), value.isFinite else {
                throw failure("'\(word)' is not a number", at: start)
            }
            values.append(value)
        }
        try flush(final: true)
        guard !inputs.isEmpty else { throw failure("the trace has no points") }
        return Stroke(touchID: trace.touch ?? index, brush: brush, inputs: inputs)
    }
}

extension Brush {
    /// Sets the property InkML calls `name` (see `inkMLProperties`); returns what is wrong with
    /// `value`, or nil. Names this project does not write are ignored (other producers' own).
    mutating func apply(inkMLProperty name: String, value: String) -> String? {
        func number(_ apply: (inout Brush, Double) -> Void) -> String? {
            guard let number = Double(value), number.isFinite else {
                return "brush property '\(name)' value '\(value)' is not a number"
            }
            apply(&self, number)
            return nil
        }
        func choice<Choice: RawRepresentable<String>>(
            _ names: String, _ apply: (inout Brush, Choice) -> Void
        ) -> String? {
            guard let choice = Choice(rawValue: value) else {
                return "brush property '\(name)' value '\(value)' is not \(names)"
            }
            apply(&self, choice)
            return nil
        }
        switch name {
        case "width": return number { $0.size = $1 }
        case "color":
            guard let color = InkColor(hex: value) else {
                return "brush property 'color' value '\(value)' is not a #rrggbb colour"
            }
            let alpha = self.color.alpha
            self.color = color
            self.color.alpha = alpha
            return nil
        case "opacity": return number { $0.color.alpha = $1 }
        case "mode": return choice("width, opacity or both") { $0.mode = $1 }
        case "thinning": return number { $0.thinning = $1 }
        case "easing": return choice("linear, easeOut or easeIn") { $0.easing = $1 }
        case "minimumWidth": return number { $0.minimumWidth = $1 }
        case "minimumOpacity": return number { $0.minimumOpacity = $1 }
        case "streamline": return number { $0.streamline = $1 }
        case "taperStart": return number { $0.taperStart = $1 }
        case "taperEnd": return number { $0.taperEnd = $1 }
        case "pressureSource": return choice("automatic, force or speed") { $0.pressureSource = $1 }
        case "speedForThinnest": return number { $0.speedForThinnest = $1 }
        case "speedResponseTime": return number { $0.speedResponseTime = $1 }
        case "speedStartPressure": return number { $0.speedStartPressure = $1 }
        case "tiltWidening": return number { $0.tiltWidening = $1 }
        case "arcTolerance": return number { $0.arcTolerance = $1 }
        default: return nil
        }
    }
}
