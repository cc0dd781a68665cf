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
    public static let maximumAttributes = XMLPreflight.propertyList.maximumAttributes

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
        let checks = XMLPreflight.propertyList
        let layout: XMLPreflight.Layout
        do throws(XMLPreflightProblem) { layout = try checks.layout(of: bytes) } catch {
            throw readError(error)
        }
        var first = layout.textStart
        while first < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x00].contains(bytes[first]) { first += 1 }
        if first == bytes.count { throw .empty }
        guard bytes[first] == UInt8(ascii: "<") else {
            throw .notAPropertyList(start: excerpt(bytes[first...]))
        }
        // The checks every XML reader makes before libxml2 sees the document (see `XMLPreflight`).
        do throws(XMLPreflightProblem) { try checks.check(bytes, layout: layout) } catch {
            throw readError(error)
        }
        let isUTF16 = layout.isUTF16
        let start = layout.textStart
        let littleEndian = layout.littleEndian
        let builder = XMLPropertyListBuilder(bytes: bytes, positionsAreUTF8: !isUTF16)
        // libxml2 counts lines by line feeds only; a classic Mac document's lone CRs would put
        // every position on the wrong line (see `XMLText.loneCarriageReturnsAsLineFeeds`).
        let parsed = XMLText.loneCarriageReturnsAsLineFeeds(
            bytes, from: start, utf16LittleEndian: isUTF16 ? littleEndian : nil)
        return PropertyListDocument(root: try builder.parse(parsed.map { Data($0) } ?? data), format: .xml)
    }

    /// The property list's words for what the shared XML pre-checks refused.
    private static func readError(_ problem: XMLPreflightProblem) -> PropertyListReadError {
        let position = problem.position
        switch problem.kind {
        case .unsupportedEncoding, .unacceptedEncoding:
            return .malformedXML(reason: Wording.xmlUnsupportedEncoding, position: nil)
        case .invalidUTF8, .invalidUTF16: return .invalidEncoding(position: position)
        case .declaredEncoding(let name):
            return .malformedXML(reason: Wording.xmlDeclaredEncoding(name), position: position)
        case .processingInstruction:
            return .malformedXML(reason: Wording.xmlProcessingInstruction, position: position)
        case .doctype, .internalSubset:
            return .malformedXML(reason: Wording.xmlInternalSubset, position: position)
        case .malformedDoctype(let problem):
            return .malformedXML(reason: Wording.xmlMalformedDoctype(problem), position: position)
        case .declaration: return .malformedXML(reason: Wording.xmlDeclaration, position: position)
        case .prefixedName, .invalidName:
            return .malformedXML(reason: Wording.xmlPrefixedName, position: position)
        case .tooManyAttributes(let element, let limit):
            return .tooManyAttributes(element: element, limit: limit, position: position)
        }
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
