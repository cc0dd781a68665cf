/// The checks every XML reader in the package makes before it hands a document to Foundation's
/// `XMLParser` (libxml2 underneath): one set, so a construct that crashes the bridge or blows up
/// the parser is refused the same way whichever format is being read.
///
/// Always checked, for every reader:
/// - the encoding: UCS-4 and EBCDIC signatures are refused (the markup checks could not see their
///   markup), UTF-16 is transcoded for the checks or refused, the bytes are validated (Foundation
///   traps when libxml2 hands it a name that is not UTF-8: an `inkml` fuzz find);
/// - processing instructions: only a leading `<?xml version=…?>` (Foundation's bridge passes a
///   null string for `<?x?>` and `<?xml?>`: a fuzz find in both readers);
/// - an `encoding="…"` declaration must name one of `declarableEncodings` (UTF-7 would hide markup
///   from these checks);
/// - a DOCTYPE with an internal subset, and every other `<!…>` that is not a comment or CDATA
///   (`<!ENTITY`, `<!ELEMENT`): entity definitions are how a small file grows into gigabytes;
/// - names: `<:x>` (an empty prefix) makes the bridge dereference a null name, so a `:` must join a
///   prefix and a local name (`ftk:touch`), once;
/// - more than `maximumAttributes` attributes on one element (libxml2's duplicate-attribute check is
///   quadratic in their number).
///
/// Where the readers differ, on purpose, it is in the four settings below, and the reasons are
/// given once, at `propertyList`, `inkML` and `interfaceBuilder`.
package struct XMLPreflight: Sendable {
    /// Whether UTF-16 (with a byte-order mark, or without one from a leading `<?`, as libxml2
    /// detects it) is read; when not, such a document is refused as `.unacceptedEncoding`.
    package var acceptsUTF16: Bool
    /// The encodings (lowercased) an `<?xml … encoding="…"?>` declaration may name.
    package var declarableEncodings: Set<String>
    /// Whether a DOCTYPE without an internal subset is allowed; when not, any DOCTYPE is refused.
    package var acceptsDoctype: Bool
    /// Whether names may carry a namespace prefix (`ftk:touch`); when not, any `:` in a name is
    /// refused as `.prefixedName`.
    package var acceptsPrefixedNames: Bool
    /// The most attributes one element may have.
    package var maximumAttributes: Int

    /// Creates a set of checks.
    package init(
        acceptsUTF16: Bool, declarableEncodings: Set<String>, acceptsDoctype: Bool,
        acceptsPrefixedNames: Bool,
        maximumAttributes: Int
    ) {
        self.acceptsUTF16 = acceptsUTF16
        self.declarableEncodings = declarableEncodings
        self.acceptsDoctype = acceptsDoctype
        self.acceptsPrefixedNames = acceptsPrefixedNames
        self.maximumAttributes = maximumAttributes
    }

    /// Property lists. They are read in UTF-8, UTF-16 or Latin-1, as CoreFoundation reads them
    /// (so UTF-16 is transcoded for the checks); Xcode writes Apple's external DOCTYPE
    /// (`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" …>`) into every Info.plist, so one
    /// without an internal subset is allowed; a plist has no namespaces, so no `:` in a name; an
    /// element carries at most one attribute (`version`), so 16 is generous.
    package static let propertyList = XMLPreflight(
        acceptsUTF16: true,
        declarableEncodings: [
            "utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf-16le", "utf-16be", "iso-8859-1", "latin1",
        ],
        acceptsDoctype: true, acceptsPrefixedNames: false, maximumAttributes: 16)

    /// InkML. Its positions are UTF-8 positions and W3C InkML documents are UTF-8, so nothing
    /// else is read (nor declared); InkML has no DTD a reader needs, so a DOCTYPE is refused
    /// outright; it is namespaced (`xmlns`, `xml:id`, this project's `ftk:touch`), so prefixed
    /// names are allowed; its elements carry a handful of attributes (`<channel>` has at most
    /// seven), so 16 is generous.
    package static let inkML = XMLPreflight(
        acceptsUTF16: false, declarableEncodings: ["utf-8", "utf8", "us-ascii", "ascii"],
        acceptsDoctype: false,
        acceptsPrefixedNames: true, maximumAttributes: 16)

    /// Interface Builder documents (`.storyboard`, `.xib`). Xcode writes them in UTF-8 only, with
    /// `<?xml version="1.0" encoding="UTF-8" standalone="no"?>` (so the positions are UTF-8
    /// positions and nothing else is read, nor declared); they have no DTD, so a DOCTYPE is
    /// refused outright; no namespaces, so no `:` in a name; and their elements carry many
    /// attributes (a text field or table view has twenty-odd, a `<document>` a dozen), so 64.
    package static let interfaceBuilder = XMLPreflight(
        acceptsUTF16: false, declarableEncodings: ["utf-8", "utf8", "us-ascii", "ascii"],
        acceptsDoctype: false,
        acceptsPrefixedNames: false, maximumAttributes: 64)

    /// How a document's bytes are laid out: what `layout(of:)` found and `check(_:layout:)` reads.
    package struct Layout: Sendable, Hashable {
        /// Whether the text is UTF-16.
        package var isUTF16: Bool
        /// For UTF-16: whether it is little-endian.
        package var littleEndian: Bool
        /// Where the text starts: after a byte-order mark (3 bytes in UTF-8, 2 in UTF-16), else 0.
        package var textStart: Int
    }

    /// The encoding of `bytes` as libxml2 will detect it: UTF-16 from a byte-order mark or, without
    /// one, from a document that starts with `<?` in UTF-16; UTF-8 (a byte-order mark allowed)
    /// otherwise.
    /// - Throws: `.unsupportedEncoding` for a UCS-4 or EBCDIC signature, `.unacceptedEncoding` for
    ///   UTF-16 when `acceptsUTF16` is false.
    package func layout(of bytes: [UInt8]) throws(XMLPreflightProblem) -> Layout {
        var layout = Layout(isUTF16: false, littleEndian: false, textStart: 0)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            layout.textStart = 3
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            layout = Layout(isUTF16: true, littleEndian: bytes[0] == 0xFF, textStart: 2)
        } else if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00])
            || bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F])
        {
            layout = Layout(isUTF16: true, littleEndian: bytes[0] == 0x3C, textStart: 0)
        } else if bytes.count >= 4, Self.otherEncodingSignatures.contains(Array(bytes[0..<4])) {
            throw XMLPreflightProblem(.unsupportedEncoding, at: nil)
        }
        if layout.isUTF16, !acceptsUTF16 {
            throw XMLPreflightProblem(.unacceptedEncoding, at: TextPosition(line: 1, column: 1))
        }
        return layout
    }

    /// The first four bytes of UCS-4 (all byte orders) and EBCDIC documents, which libxml2 would
    /// decode and no reader here does.
    private static let otherEncodingSignatures: Set<[UInt8]> = [
        [0x00, 0x00, 0x00, 0x3C], [0x3C, 0x00, 0x00, 0x00], [0x00, 0x00, 0x3C, 0x00],
        [0x00, 0x3C, 0x00, 0x00], [0x4C, 0x6F, 0xA7, 0x94],
    ]

    /// Runs every check on `bytes`, laid out as `layout` (from `layout(of:)`).
    ///
    /// UTF-16 text is validated, then transcoded to UTF-8 for the markup checks (their positions
    /// are in that text). Comments and CDATA sections are skipped; a construct left open is left to
    /// the XML parser to report.
    /// - Throws: the first problem, with its position (none for invalid UTF-16).
    /// - Complexity: O(*n*) in the size of the document.
    package func check(_ bytes: [UInt8], layout: Layout) throws(XMLPreflightProblem) {
        if layout.isUTF16 {
            let units = Self.utf16Units(bytes, from: layout.textStart, littleEndian: layout.littleEndian)
            guard (bytes.count - layout.textStart) % 2 == 0, String(validating: units, as: UTF16.self) != nil
            else { throw XMLPreflightProblem(.invalidUTF16, at: nil) }
            try checkMarkup(Array(String(decoding: units, as: UTF16.self).utf8))
        } else {
            if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
                throw XMLPreflightProblem(
                    .invalidUTF8(byte: bytes[offset]),
                    at: LineIndex(bytes: Array(bytes[..<offset])).position(ofByte: offset))
            }
            try checkMarkup(bytes)
        }
    }

    /// `layout(of:)` then `check(_:layout:)`.
    package func check(_ bytes: [UInt8]) throws(XMLPreflightProblem) -> Layout {
        let layout = try layout(of: bytes)
        try check(bytes, layout: layout)
        return layout
    }

    /// The UTF-16 code units from `start` (after a byte-order mark, or 0 without one); an odd last
    /// byte is left out.
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
}
