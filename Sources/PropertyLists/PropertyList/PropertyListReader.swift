public import Foundation
import Interchange

/// Reads property lists: XML with its own `XMLParser`-based reader that records the line and
/// column of every value, binary through Foundation's `PropertyListSerialization`.
///
/// Old-style (OpenStep) plists are not accepted as Info.plists (Xcode never writes them); they
/// are reported as "not a property list".
public enum PropertyListReader {
    /// The deepest nesting of arrays and dictionaries read (256, libxml2's own default depth
    /// limit): deeper files are refused with `PropertyListReadError.nestedTooDeeply`, so every
    /// walk over a tree that was read is bounded (no input can exhaust the stack).
    public static let maximumDepth = 256

    /// The most attributes one XML element may have (16; a plist uses one): more are refused with
    /// `PropertyListReadError.tooManyAttributes` before the XML parser, whose duplicate-attribute
    /// check takes time quadratic in their number, sees them.
    public static let maximumAttributes = 16

    /// The most values a binary plist may hold once each object is counted at every place it is
    /// referred to (1,000,000; an Info.plist holds a few hundred). A binary plist can refer to one
    /// array from many places, so a few hundred bytes can describe 2^200 values; more than this
    /// are refused with `PropertyListReadError.expandsTooMuch` before anything is decoded. XML
    /// cannot share, so its values are bounded by its size.
    public static let maximumExpandedValues = 1_000_000

    /// Reads `data` as an XML or binary property list.
    /// - Complexity: O(*n*) in the size of the data.
    public static func read(_ data: Data) throws(PropertyListReadError) -> PropertyListDocument {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) {
            return PropertyListDocument(root: try readBinary(data), format: .binary)
        }
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        // libxml2 takes UTF-16 from a byte-order mark, or without one from a document that starts
        // with `<?` in UTF-16; the markup checks below must read what it reads.
        var isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        var littleEndian = bytes.starts(with: [0xFF, 0xFE])
        if isUTF16 {
            start = 2
        } else if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00])
            || bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F])
        {
            isUTF16 = true
            littleEndian = bytes[0] == 0x3C
        } else if bytes.count >= 4, Self.otherEncodingSignatures.contains(Array(bytes[0..<4])) {
            throw .malformedXML(reason: Wording.xmlUnsupportedEncoding, position: nil)
        }
        var first = start
        while first < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x00].contains(bytes[first]) { first += 1 }
        if first == bytes.count { throw .empty }
        guard bytes[first] == UInt8(ascii: "<") else {
            throw .notAPropertyList(start: excerpt(bytes[first...]))
        }
        // XMLParser (libxml2 underneath) hands invalid UTF-8 in names to Foundation, which then
        // traps; check the encoding first so no input can crash the reader.
        let units = isUTF16 ? utf16Units(bytes, from: start, littleEndian: littleEndian) : []
        try validateEncoding(bytes, utf16: isUTF16 ? units : nil)
        if isUTF16 {
            let text = Array(String(decoding: units, as: UTF16.self).utf8)
            try checkMarkup(text, start: text.firstIndex(where: { $0 == UInt8(ascii: "<") }) ?? 0)
        } else {
            try checkMarkup(bytes, start: first)
        }
        let builder = XMLPropertyListBuilder(bytes: bytes, positionsAreUTF8: !isUTF16)
        // libxml2 counts lines by line feeds only; a classic Mac document's lone CRs would put
        // every position on the wrong line (see `XMLText.loneCarriageReturnsAsLineFeeds`).
        let parsed = XMLText.loneCarriageReturnsAsLineFeeds(
            bytes, from: start, utf16LittleEndian: isUTF16 ? littleEndian : nil)
        return PropertyListDocument(root: try builder.parse(parsed.map { Data($0) } ?? data), format: .xml)
    }

    /// The first four bytes of UCS-4 (all byte orders) and EBCDIC documents, which libxml2 would
    /// decode and this reader does not: refused before the markup checks.
    private static let otherEncodingSignatures: Set<[UInt8]> = [
        [0x00, 0x00, 0x00, 0x3C], [0x3C, 0x00, 0x00, 0x00], [0x00, 0x00, 0x3C, 0x00],
        [0x00, 0x3C, 0x00, 0x00], [0x4C, 0x6F, 0xA7, 0x94],
    ]

    /// The encodings an `<?xml … encoding="…"?>` declaration may name: those whose markup
    /// characters are the bytes the checks look at. Others (UTF-7, EBCDIC code pages, UCS-4) would
    /// make libxml2 read markup the checks cannot see.
    package static let declarableEncodings: Set<String> = [
        "utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-16le", "utf-16be", "iso-8859-1", "latin1",
    ]

    /// The UTF-16 code units from `start` (after a byte-order mark, or 0 without one).
    package static func utf16Units(_ bytes: [UInt8], from start: Int, littleEndian little: Bool) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = start
        while index + 1 < bytes.count {
            units.append(
                little
                    ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                    : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        return units
    }

    private static func validateEncoding(_ bytes: [UInt8], utf16 units: [UInt16]?)
        throws(PropertyListReadError)
    {
        if let units {
            var iterator = units.makeIterator()
            var codec = UTF16()
            while true {
                switch codec.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput:
                    if bytes.count % 2 == 0 { return }
                    throw .invalidEncoding(position: nil)
                case .error: throw .invalidEncoding(position: nil)
                }
            }
        }
        guard String(validating: bytes, as: UTF8.self) == nil else { return }
        var iterator = bytes.makeIterator()
        var codec = UTF8()
        var offset = 0
        decoding: while true {
            switch codec.decode(&iterator) {
            case .scalarValue(let scalar): offset += String(scalar).utf8.count
            case .emptyInput: break decoding
            case .error: break decoding
            }
        }
        throw .invalidEncoding(position: LineIndex(bytes: Array(bytes[..<offset])).position(ofByte: offset))
    }

    /// Refuses, before `XMLParser` sees them, the constructs Foundation's libxml2 bridge crashes
    /// on or that have no place in a property list: `:` in element and attribute names (`<:x>`
    /// dereferences a null name), processing instructions other than a leading
    /// `<?xml version=…?>` (`<?x?>` passes a null string), and a DOCTYPE with an internal subset
    /// (entity definitions, the "billion laughs"), an encoding declaration naming an encoding whose
    /// markup bytes differ (UTF-7, EBCDIC), and an element with more than `maximumAttributes`
    /// attributes (the XML parser's time is quadratic in their number). Comments and CDATA are skipped; a construct
    /// left open is left to the XML parser to report.
    package static func checkMarkup(_ bytes: [UInt8], start first: Int) throws(PropertyListReadError) {
        let less = UInt8(ascii: "<")
        let greater = UInt8(ascii: ">")
        let count = bytes.count
        var lines: LineIndex?
        func fail(_ reason: String, at offset: Int) -> PropertyListReadError {
            // Only the bytes before the problem count for its position (a flood may follow it).
            if lines == nil { lines = LineIndex(bytes: Array(bytes[..<min(count, offset + 1)])) }
            return .malformedXML(reason: reason, position: lines!.position(ofByte: offset))
        }
        func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
            guard offset + pattern.count <= count else { return false }
            for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte { return false }
            return true
        }
        func skip(past terminator: [UInt8], from start: Int) -> Int {
            var index = start
            while index + terminator.count <= count {
                if bytes[index] == terminator[0], matches(terminator, at: index) {
                    return index + terminator.count
                }
                index += 1
            }
            return count
        }
        var index = 0
        while index < count {
            guard bytes[index] == less else {
                index += 1
                continue
            }
            let start = index
            let next = index + 1 < count ? bytes[index + 1] : 0
            if next == UInt8(ascii: "!"), matches(Markup.commentOpen, at: index + 1) {
                index = skip(past: Markup.commentClose, from: index + 4)
            } else if next == UInt8(ascii: "!"), matches(Markup.cdataOpen, at: index + 1) {
                index = skip(past: Markup.cdataClose, from: index + 9)
            } else if next == UInt8(ascii: "?") {
                let end = skip(past: Markup.processingClose, from: index + 2)
                var declaration = start == first && matches(Markup.xmlDeclaration, at: index + 2)
                if declaration {
                    declaration = false
                    var scan = index + 2
                    while scan < end, !declaration {
                        declaration = matches(Markup.version, at: scan)
                        scan += 1
                    }
                }
                guard declaration else { throw fail(Wording.xmlProcessingInstruction, at: start) }
                if let encoding = declaredEncoding(bytes, from: index + 2, to: end),
                    !declarableEncodings.contains(encoding.lowercased())
                {
                    throw fail(Wording.xmlDeclaredEncoding(String(encoding.prefix(40))), at: start)
                }
                index = end
            } else if next == UInt8(ascii: "!"), matches(Markup.doctype, at: index + 1) {
                do throws(DoctypeProblem) {
                    index = try doctypeEnd(bytes, at: start)
                } catch {
                    switch error {
                    case .internalSubset: throw fail(Wording.xmlInternalSubset, at: start)
                    case .malformed(let problem): throw fail(Wording.xmlMalformedDoctype(problem), at: start)
                    }
                }
            } else if next == UInt8(ascii: "!") {
                throw fail(Wording.xmlDeclaration, at: start)
            } else {
                var quote: UInt8 = 0
                var attributes = 0
                index += 1
                while index < count {
                    let byte = bytes[index]
                    if quote != 0 {
                        if byte == quote { quote = 0 }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                        attributes += 1
                        if attributes > maximumAttributes {
                            if lines == nil { lines = LineIndex(bytes: Array(bytes[..<(start + 1)])) }
                            throw .tooManyAttributes(
                                element: elementName(bytes, at: start), limit: maximumAttributes,
                                position: lines!.position(ofByte: start))
                        }
                    } else if byte == UInt8(ascii: ":") {
                        throw fail(Wording.xmlPrefixedName, at: start)
                    } else if byte == greater || byte == less {
                        break
                    }
                    index += 1
                }
                if index < count, bytes[index] == greater { index += 1 }
            }
        }
    }

    /// Why a DOCTYPE is refused.
    private enum DoctypeProblem: Error {
        case internalSubset
        case malformed(String)
    }

    /// The index after the `>` that ends the DOCTYPE whose `<` is at `start`, read by XML 1.0's
    /// grammar (`'<!DOCTYPE' S Name (S ExternalID)? S? '>'`, ExternalID `SYSTEM` with a quoted
    /// system literal or `PUBLIC` with a public-identifier literal and a system literal), so a
    /// `>` or `<` inside a literal is the literal's, and an unclosed literal cannot swallow the
    /// markup after it. An internal subset (`[`) is refused (entity definitions, billion laughs).
    private static func doctypeEnd(_ bytes: [UInt8], at start: Int) throws(DoctypeProblem) -> Int {
        let count = bytes.count
        var index = start + 1 + Markup.doctype.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func skipSpace() -> Bool {
            let before = index
            while index < count, isSpace(bytes[index]) { index += 1 }
            return index > before
        }
        func keyword(_ word: String) -> Bool {
            let pattern = Array(word.utf8)
            guard index + pattern.count <= count, bytes[index..<index + pattern.count].elementsEqual(pattern)
            else { return false }
            index += pattern.count
            return true
        }
        func literal(_ kind: String, publicIdentifier: Bool) throws(DoctypeProblem) {
            guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
            else {
                throw .malformed("its \(kind) identifier is not in quotes")
            }
            let quote = bytes[index]
            index += 1
            while index < count, bytes[index] != quote {
                if publicIdentifier, !Self.isPublicIdentifierCharacter(bytes[index]) {
                    throw .malformed(
                        "its public identifier holds '\(String(decoding: [bytes[index]], as: UTF8.self))', "
                            + "which a public identifier cannot (or its closing quote is missing)")
                }
                index += 1
            }
            guard index < count else { throw .malformed("its \(kind) identifier's closing quote is missing") }
            index += 1
        }
        guard skipSpace() else { throw .malformed("no name after <!DOCTYPE") }
        let nameStart = index
        while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
            bytes[index] != UInt8(ascii: "[")
        {
            index += 1
        }
        guard index > nameStart else { throw .malformed("no name after <!DOCTYPE") }
        if skipSpace() {
            if keyword("SYSTEM") {
                guard skipSpace() else { throw .malformed("no space after SYSTEM") }
                try literal("system", publicIdentifier: false)
            } else if keyword("PUBLIC") {
                guard skipSpace() else { throw .malformed("no space after PUBLIC") }
                try literal("public", publicIdentifier: true)
                guard skipSpace() else { throw .malformed("no system identifier after the public one") }
                try literal("system", publicIdentifier: false)
            }
            _ = skipSpace()
        }
        guard index < count else { throw .malformed("it does not end with '>'") }
        if bytes[index] == UInt8(ascii: "[") { throw .internalSubset }
        guard bytes[index] == UInt8(ascii: ">") else {
            throw .malformed("'\(String(decoding: [bytes[index]], as: UTF8.self))' where its '>' should be")
        }
        return index + 1
    }

    /// XML 1.0's PubidChar: space, CR, LF, ASCII letters and digits, and `-'()+,./:=?;!*#@$_%`.
    private static func isPublicIdentifierCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0D, 0x0A: true
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: Array("-'()+,./:=?;!*#@$_%".utf8).contains(byte)
        }
    }

    /// The value of `encoding="…"` in the declaration between `start` and `end`, if any.
    private static func declaredEncoding(_ bytes: [UInt8], from start: Int, to end: Int) -> String? {
        let name = Array("encoding".utf8)
        var index = start
        while index + name.count <= end {
            if bytes[index..<index + name.count].elementsEqual(name) { break }
            index += 1
        }
        guard index + name.count <= end else { return nil }
        index += name.count
        while index < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = bytes[index]
        let valueStart = index + 1
        var valueEnd = valueStart
        while valueEnd < end, bytes[valueEnd] != quote { valueEnd += 1 }
        return String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
    }

    /// The name of the element whose tag starts at `start` (its `<`), at most 40 bytes of it.
    private static func elementName(_ bytes: [UInt8], at start: Int) -> String {
        var end = start + 1
        while end < bytes.count, end - start <= 40,
            ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[end])
        {
            end += 1
        }
        return String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
    }

    /// Byte patterns `checkMarkup` looks for.
    private enum Markup {
        package static let commentOpen = Array("!--".utf8)
        package static let commentClose = Array("-->".utf8)
        package static let cdataOpen = Array("![CDATA[".utf8)
        package static let cdataClose = Array("]]>".utf8)
        package static let processingClose = Array("?>".utf8)
        package static let xmlDeclaration = Array("xml ".utf8)
        package static let version = Array("version".utf8)
        package static let doctype = Array("!DOCTYPE".utf8)
    }

    /// Reads a binary plist with Foundation and converts it to nodes (dictionary keys sorted,
    /// since Foundation does not keep their file order).
    private static func readBinary(_ data: Data) throws(PropertyListReadError) -> PropertyListNode {
        // Foundation decodes (and this converts) recursively: measure the nesting first.
        let bytes = [UInt8](data)
        switch BinaryPropertyListDepth.measure(
            bytes, depthLimit: maximumDepth, valueLimit: maximumExpandedValues)
        {
        case .withinLimits: break
        case .tooDeep: throw .nestedTooDeeply(limit: maximumDepth, position: nil)
        case .tooManyValues: throw .expandsTooMuch(limit: maximumExpandedValues)
        }
        if let set = BinaryPropertyListDepth.firstSet(in: bytes) {
            throw .binarySet(object: set.object, offset: set.offset)
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail =
                (error as NSError).userInfo["NSDebugDescription"] as? String ?? error.localizedDescription
            throw .damagedBinary(detail: detail)
        }
        do {
            return PropertyListNode(try PropertyListValue(any: object))
        } catch {
            throw .unsupportedBinaryValue(keyPath: error.keyPath, typeName: typeNameOf(error))
        }
    }

    private static func typeNameOf(_ error: PropertyListValueError) -> String {
        switch error {
        case .unsupportedType(_, let name), .nonStringKey(_, let name): name
        case .integerOutOfRange(_, let value): "integer \(value)"
        }
    }

    /// Up to 16 printable characters of `bytes`, or their hex when they are not text.
    package static func excerpt(_ bytes: ArraySlice<UInt8>) -> String {
        let head = Array(bytes.prefix(16))
        for cut in 0..<4 where head.count > cut {
            if let text = String(validating: head.dropLast(cut), as: UTF8.self),
                text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F || $0 == "\t" })
            {
                return "\"" + text + "\""
            }
        }
        return "bytes "
            + head.prefix(8).map { byte in
                let hex = String(byte, radix: 16, uppercase: true)
                return hex.count == 1 ? "0" + hex : hex
            }.joined(separator: " ")
    }
}
