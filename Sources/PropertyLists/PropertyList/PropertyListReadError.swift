/// Why bytes could not be read as a property list. Each case knows where, when the format has
/// positions (XML); binary plists have none.
public enum PropertyListReadError: Error, Sendable, Hashable {
    /// The data is empty (or only whitespace).
    case empty
    /// Neither XML nor a binary plist: `start` is a printable excerpt of the first bytes.
    case notAPropertyList(start: String)
    /// The XML is not valid UTF-8 (or UTF-16 after a byte-order mark) from `position` on.
    case invalidEncoding(position: SourcePosition?)
    /// The XML is not well-formed (`reason` from the XML parser, worded by us).
    case malformedXML(reason: String, position: SourcePosition?)
    /// The XML stops inside `element`, opened at `openedAt`: the file looks truncated.
    case truncated(element: String, openedAt: SourcePosition?, position: SourcePosition?)
    /// Well-formed XML whose root element is not `<plist>` (nor a plist value).
    case notAPropertyListDocument(rootElement: String, position: SourcePosition?)
    /// An element a property list does not have; `suggestion` is the nearest one that it does.
    case unknownElement(name: String, suggestion: String?, position: SourcePosition?)
    /// An element where it cannot be (`<key>` outside a `<dict>`, anything inside a `<string>`).
    case misplacedElement(name: String, context: String, position: SourcePosition?)
    /// Text outside any value (`text` is an excerpt).
    case strayText(text: String, position: SourcePosition?)
    /// A `<key>` with no value after it before the `</dict>` or the next key.
    case keyWithoutValue(key: String, position: SourcePosition?)
    /// A value inside a `<dict>` with no `<key>` before it.
    case valueWithoutKey(element: String, position: SourcePosition?)
    /// An `<integer>`, `<real>`, `<date>`, `<data>` or `<true/>` whose text is not valid for it.
    case invalidValue(element: String, text: String, position: SourcePosition?)
    /// A second value at the top level of the document.
    case multipleRoots(position: SourcePosition?)
    /// `<plist>` with nothing inside.
    case noValue(position: SourcePosition?)
    /// Arrays and dictionaries nested more than `limit` levels deep
    /// (``PropertyListReader/maximumDepth``); `position` is the first container past the limit.
    case nestedTooDeeply(limit: Int, position: SourcePosition?)
    /// An element with more than `limit` attributes (``PropertyListReader/maximumAttributes``),
    /// refused before the XML parser spends time quadratic in their number on it.
    case tooManyAttributes(element: String, limit: Int, position: SourcePosition?)
    /// A binary plist whose shared objects, counted at every reference, make more than `limit`
    /// values (``PropertyListReader/maximumExpandedValues``): refused before it is decoded.
    case expandsTooMuch(limit: Int)
    /// A binary plist (`bplist00`) that Foundation could not decode.
    case damagedBinary(detail: String)
    /// A binary plist holding something that is not a property-list value (a keyed-archive UID).
    case unsupportedBinaryValue(keyPath: String, typeName: String)
    /// A binary plist holding a set (marker `0xC_`), object `object` at byte `offset`: property
    /// lists have no sets.
    case binarySet(object: Int, offset: Int)

    /// Where the problem is, when the format has positions.
    public var position: SourcePosition? {
        switch self {
        case .empty, .notAPropertyList, .expandsTooMuch, .damagedBinary, .unsupportedBinaryValue, .binarySet:
            nil
        case .invalidEncoding(let position), .malformedXML(_, let position), .truncated(_, _, let position),
            .notAPropertyListDocument(_, let position), .unknownElement(_, _, let position),
            .misplacedElement(_, _, let position), .strayText(_, let position),
            .keyWithoutValue(_, let position), .valueWithoutKey(_, let position),
            .invalidValue(_, _, let position), .multipleRoots(let position), .noValue(let position),
            .nestedTooDeeply(_, let position), .tooManyAttributes(_, _, let position):
            position
        }
    }

    /// What went wrong and what to do (one line, without the position).
    public var message: String { Wording.propertyListReadError(self) }
}
