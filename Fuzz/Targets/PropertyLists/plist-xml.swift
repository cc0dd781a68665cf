// XML property lists (PropertyListReader: its own XMLParser-based reader with positions),
// differential against Foundation's PropertyListSerialization: the same documents accepted and the
// same values.
//
// Deliberate differences, excluded precisely (each is documented in RELIABILITY.md):
// - ours requires well-formed XML 1.0 (libxml2 decides, through XMLParser) in valid UTF-8 or
//   UTF-16, and its markup pre-check also refuses a DOCTYPE with an internal subset (XXE, billion
//   laughs), other markup declarations, processing instructions other than a leading
//   `<?xml version…?>` and prefixed element names. CoreFoundation's own plist XML reader, behind
//   PropertyListSerialization, is not a conforming XML parser: it accepts NUL and other characters
//   XML forbids, undefined entities, malformed attributes and more. So when ours refuses with
//   `.malformedXML` or `.invalidEncoding`, or for one of its own limits (more than 16
//   attributes, nesting deeper than 256), only ours is checked (it refused with a message); every
//   other refusal, and every document ours accepts, must agree with Foundation;
// - old-style (OpenStep) plists: Foundation reads them, ours says "not a property list" (Xcode
//   never writes them): inputs that do not start with `<` after a BOM and whitespace, and inputs
//   of whitespace only (which CF's old-style parser reads as an empty dictionary), are only run
//   through ours, and so is any document ours refuses that Foundation reads as OpenStep (`<CC>`
//   is old-style data);
// - CoreFoundation reads only the first top-level element and ignores what follows; reads a
//   `<key>` outside a `<dict>`, or where a `<dict>` expects a value, as a string; and reads a
//   `<plist>` below the top as the value inside it (all in its source, CFPropertyList.c):
//   modelled exactly by `cfLeniencyExplains` below;
// - CF ends a DOCTYPE at its first `>`, even one inside a quoted literal, and takes a `[` in one
//   for an internal subset (`doctypeWithQuotedGreaterThan`); it ends a start tag at its first `>`
//   too, even inside a quoted attribute value (`attributesHoldingGreaterThanRemoved`). Then CF,
//   given the document without that DOCTYPE and without those tags' attributes, must read what
//   ours read, and a document ours refuses is checked through ours alone (CF read on from inside
//   the literal or the value);
// - CF does not read CR LF and CR as LF (XML 1.0 §2.11), so it is given the document with its
//   line ends normalized;
// - a UTF-8 document holding a C0 control character XML forbids (NUL, …) is not XML; CF reads it
//   anyway: ours must refuse it, and only ours is checked;
// - a `<date>` in CoreFoundation's form whose fields are out of range (month 13, February 30,
//   hour 24, a year beyond Int32): CF's arithmetic rolls it over into another date (or overflows),
//   ours refuses it (`ISO8601Date.parse`): when ours refuses such a date, only ours is checked.
import Foundation
import Interchange
@testable import PropertyLists

func fuzz_plist_xml(_ bytes: [UInt8]) {
    if bytes.starts(with: Array("bplist".utf8)) { return }  // the plist-binary target's input
    let data = Data(bytes)
    var oursError: PropertyListReadError?
    var ours: PropertyListValue?
    do {
        let document = try PropertyListReader.read(data)
        fuzzCheck(document.format == .xml, "an XML document read as \(document.format)")
        ours = document.root.propertyListValue
    } catch {
        fuzzCheck(!error.message.isEmpty, "an error without a message")
        oursError = error
    }
    if let oursError, !plistDifferenceApplies(oursError) { return }
    // A UTF-8 document holding a C0 control character XML forbids (NUL among them) is not XML:
    // CF reads such text anyway, so ours, which must refuse it (with whatever error it met first),
    // stands alone.
    // (UTF-16 documents, which ours reads only with a byte order mark, hold zero bytes by nature.)
    if !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]),
        let forbidden = bytes.firstIndex(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D })
    {
        fuzzCheck(oursError != nil, "a document with the control character at byte \(forbidden) was read")
        return
    }
    if case .invalidValue(element: "date", let text, _)? = oursError, isCoreFoundationDateForm(text) {
        return
    }
    // XML 1.0 §2.11: a parser reads CR LF and a lone CR as LF before anything else; libxml2 does,
    // CoreFoundation's reader does not. Foundation gets the document as XML says it reads.
    let bytes = lineFeedsNormalized(bytes)
    let theirs = foundationPlist(Data(bytes))
    if plistEqual(ours, theirs) { return }
    // CF falls back to its old-style parser when a document is not an XML plist: `<CC>` is
    // OpenStep data. A document ours refuses that Foundation reads as OpenStep stands alone.
    if oursError != nil, foundationFormat(Data(bytes)) == .openStep { return }
    // One round a leniency (each stray `<key>` of an array is one): 64 is far more than a
    // document under the fuzzer's 16 KB meets before its first real difference.
    if let oursError, let theirs, cfLeniencyExplains(oursError, in: bytes, theirs: theirs, rounds: 64) {
        return
    }
    // CF ends a DOCTYPE at its first '>', even one inside a quoted literal, and a start tag at its
    // first '>', even one inside a quoted attribute value, and reads on from there. Given the
    // document without that DOCTYPE and without those tags' attributes (which no plist element
    // needs), CF must read what ours read. What CF read of the document itself is not the document
    // XML defines, so a refusal of ours (checked to have a message) stands alone.
    var rewritten = bytes
    if let cut = doctypeWithQuotedGreaterThan(rewritten) {
        rewritten = Array(rewritten[..<cut.lowerBound] + rewritten[cut.upperBound...])
    }
    if let stripped = attributesHoldingGreaterThanRemoved(rewritten) { rewritten = stripped }
    if rewritten != bytes, oursError != nil || plistEqual(ours, foundationPlist(Data(rewritten))) { return }
    fuzzMismatch(
        "PropertyListReader: \(ours.map { "\($0)".prefix(300) } ?? "refused: \(oursError!.message)"); "
            + "PropertyListSerialization: \(theirs.map { "\($0)".prefix(300) } ?? "refused")")
}

/// Whether one of CoreFoundation's two documented leniencies, and nothing else, explains why it
/// read `theirs` from a UTF-8 document ours refused with `error`:
/// - CF reads only the document's first top-level element ("a file that has garbage after the
///   first element will nonetheless successfully parse", CFPropertyList.c): when CF reads the
///   same value from the document cut where ours found its problem, CF never read the problem;
/// - CF reads a `<key>` outside a `<dict>` as a `<string>`, and inside a `<dict>` a `<key>` where
///   a value belongs (right after a key) too: the document with that one `<key>` written as
///   `<string>` must then read the same through both (or differ by the first leniency).
/// - CF reads a `<plist>` below the top of the document as the one value inside it: the document
///   without that `<plist>`'s tags must read the same through both.
private func cfLeniencyExplains(
    _ error: PropertyListReadError, in bytes: [UInt8], theirs: PropertyListValue, rounds: Int
) -> Bool {
    guard rounds > 0, let position = error.position, let errorOffset = byteOffset(of: position, in: bytes),
        !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]), !bytes.prefix(4).contains(0)
    else { return false }
    if errorOffset < bytes.count, plistEqual(foundationPlist(Data(bytes[..<errorOffset])), theirs) {
        return true
    }
    // A `<name …>` start tag at `start` (attributes allowed, which CF ignores; quoted values may
    // hold `>`): where it ends, and whether it is empty (`<key/>`).
    func startTag(_ name: String = "key", at start: Int) -> (end: Int, empty: Bool)? {
        let pattern = Array("<\(name)".utf8)
        guard bytes[start...].starts(with: pattern) else { return nil }
        let index = start + pattern.count
        guard index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x2F, 0x3E].contains(bytes[index]) else {
            return nil
        }
        guard let end = XMLPropertyListBuilder.endOfTag(in: bytes, from: index) else { return nil }
        return (end, bytes[end - 2] == UInt8(ascii: "/"))
    }
    // A `</name>` end tag at `start` (white space allowed before its `>`): where it ends.
    func endTagEnd(_ name: String = "key", at start: Int) -> Int? {
        let pattern = Array("</\(name)".utf8)
        guard bytes[start...].starts(with: pattern) else { return nil }
        var index = start + pattern.count
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ">") ? index + 1 : nil
    }
    /// Whether both read `theirs` from the rewritten document (or ours refuses it for a reason
    /// only ours has, or one more leniency explains it).
    func explainedBy(_ rewritten: [UInt8]) -> Bool {
        guard plistEqual(foundationPlist(Data(rewritten)), theirs) else { return false }
        do {
            return plistEqual(try PropertyListReader.read(Data(rewritten)).root.propertyListValue, theirs)
        } catch {
            // Refused for a reason only ours has (malformed XML: CF takes NUL and more; a date CF
            // rolls over), or explained.
            if case .invalidValue(element: "date", let text, _) = error, isCoreFoundationDateForm(text) {
                return true
            }
            return !plistDifferenceApplies(error)
                || cfLeniencyExplains(error, in: rewritten, theirs: theirs, rounds: rounds - 1)
        }
    }
    // CF reads a `<plist>` anywhere a value may be, as the one value inside it: without that
    // `<plist …>` and its `</plist>` (found by counting the `<plist>`s inside it), the document
    // must read the same through both.
    if case .misplacedElement(name: "plist", _, _) = error {
        guard let tag = startTag("plist", at: errorOffset), !tag.empty else { return false }
        var depth = 1
        var index = tag.end
        var close: (start: Int, end: Int)?
        while index < bytes.count, close == nil {
            if let inner = startTag("plist", at: index) {
                if !inner.empty { depth += 1 }
                index = inner.end
            } else if let end = endTagEnd("plist", at: index) {
                depth -= 1
                if depth == 0 { close = (index, end) }
                index = end
            } else {
                index += 1
            }
        }
        guard let close else { return false }
        return explainedBy(
            Array(bytes[..<errorOffset] + bytes[tag.end..<close.start] + bytes[close.end...]))
    }
    // The `<key>` CF reads as a string: the misplaced one, or the one that follows a key ours says
    // has no value (inside a `<dict>`, CF reads the element after a key as its value, a `<key>` too).
    let cut: Int
    switch error {
    case .misplacedElement(name: "key", _, _):
        cut = errorOffset
    case .keyWithoutValue:
        guard let tag = startTag(at: errorOffset), !tag.empty,
            let close = firstRange(of: Array("</key".utf8), in: bytes, from: tag.end),
            var next = endTagEnd(at: close)
        else { return false }
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        guard bytes[next...].starts(with: Array("<key".utf8)) else { return false }
        cut = next
    default:
        return false
    }
    let rewritten: [UInt8]
    guard let tag = startTag(at: cut) else { return false }
    if tag.empty {
        // `<key/>`: CF reads the empty element as an empty string.
        rewritten = Array(bytes[..<cut]) + Array("<string/>".utf8) + Array(bytes[tag.end...])
    } else if let close = firstRange(of: Array("</key".utf8), in: bytes, from: tag.end),
        let after = endTagEnd(at: close)
    {
        rewritten =
            Array(bytes[..<cut]) + Array("<string>".utf8) + Array(bytes[tag.end..<close])
            + Array("</string>".utf8) + Array(bytes[after...])
    } else {
        return false
    }
    return explainedBy(rewritten)
}

/// The extent of the document's DOCTYPE by XML's grammar (its literals may hold `>` and `[`), when
/// one of its literals holds a `>` or `[`: CoreFoundation's `skipDTD` (CFPropertyList.c) ends a
/// DOCTYPE at the first `>` and takes a `[` for an internal subset, whatever the quotes.
private func doctypeWithQuotedGreaterThan(_ bytes: [UInt8]) -> Range<Int>? {
    let doctype = Array("<!DOCTYPE".utf8)
    guard let start = firstRange(of: doctype, in: bytes, from: 0) else { return nil }
    var index = start + doctype.count
    var quote: UInt8 = 0
    var quotedGreaterThan = false
    while index < bytes.count {
        let byte = bytes[index]
        if quote != 0 {
            if byte == quote {
                quote = 0
            } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "[") {
                quotedGreaterThan = true
            }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            quote = byte
        } else if byte == UInt8(ascii: ">") {
            return quotedGreaterThan ? start..<(index + 1) : nil
        }
        index += 1
    }
    return nil
}

/// The document without the attributes of each start tag one of whose quoted attribute values
/// holds a `>` (the tag's name and its `>` or `/>` kept), or nil when no start tag has such a
/// value (or the document is UTF-16). CoreFoundation's `parseXMLElement` (CFPropertyList.c) ends a
/// tag at its first `>`, whatever the quotes. Comments, CDATA sections, processing instructions
/// and declarations are stepped over, end tags too.
private func attributesHoldingGreaterThanRemoved(_ bytes: [UInt8]) -> [UInt8]? {
    guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]), !bytes.prefix(4).contains(0)
    else { return nil }
    let lessThan = UInt8(ascii: "<")
    let greaterThan = UInt8(ascii: ">")
    /// The index just after the first `terminator` at or after `start` (the end when none).
    func after(_ terminator: String, from start: Int) -> Int {
        let pattern = Array(terminator.utf8)
        return firstRange(of: pattern, in: bytes, from: start).map { $0 + pattern.count } ?? bytes.count
    }
    func startsWith(_ prefix: String, at index: Int) -> Bool {
        bytes[index...].starts(with: Array(prefix.utf8))
    }
    var result: [UInt8] = []
    var copied = 0
    var found = false
    var index = 0
    while index < bytes.count {
        guard bytes[index] == lessThan else {
            index += 1
            continue
        }
        if startsWith("<!--", at: index) {
            index = after("-->", from: index + 4)
        } else if startsWith("<![CDATA[", at: index) {
            index = after("]]>", from: index + 9)
        } else if startsWith("<?", at: index) {
            index = after("?>", from: index + 2)
        } else if startsWith("<!", at: index) || startsWith("</", at: index) {
            index = after(">", from: index + 2)
        } else {
            // A start tag: its name, then attributes up to the '>' outside quotes.
            var end = index + 1
            while end < bytes.count,
                ![0x20, 0x09, 0x0A, 0x0D, greaterThan, UInt8(ascii: "/")].contains(bytes[end])
            {
                end += 1
            }
            let nameEnd = end
            var quote: UInt8 = 0
            var quotedGreaterThan = false
            while end < bytes.count {
                let byte = bytes[end]
                if quote != 0 {
                    if byte == quote { quote = 0 } else if byte == greaterThan { quotedGreaterThan = true }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == greaterThan {
                    break
                }
                end += 1
            }
            guard end < bytes.count else { break }
            if quotedGreaterThan {
                found = true
                result += bytes[copied..<nameEnd]
                copied = bytes[end - 1] == UInt8(ascii: "/") ? end - 1 : end
            }
            index = end + 1
        }
    }
    guard found else { return nil }
    return result + bytes[copied...]
}

/// A UTF-8 document's CR LF and lone CR as LF (UTF-16 documents unchanged).
private func lineFeedsNormalized(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(0x0D), !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]),
        !bytes.prefix(4).contains(0)
    else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
        if bytes[index] == 0x0D {
            result.append(0x0A)
            if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        } else {
            result.append(bytes[index])
        }
        index += 1
    }
    return result
}

/// The byte offset of a line and column (columns count characters), the inverse of
/// `LineIndex.position(ofByte:)`.
private func byteOffset(of position: SourcePosition, in bytes: [UInt8]) -> Int? {
    let lines = LineIndex(bytes: bytes)
    guard position.line >= 1, position.line <= lines.lineStarts.count, position.column >= 1 else {
        return nil
    }
    var index = lines.lineStarts[position.line - 1]
    var column = 1
    while column < position.column, index < bytes.count {
        index += 1
        while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        column += 1
    }
    return column == position.column ? index : nil
}

private func firstRange(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + pattern.count <= bytes.count {
        if bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
        index += 1
    }
    return nil
}

/// Whether ours refused for a reason Foundation shares (so Foundation must refuse too).
private func plistDifferenceApplies(_ error: PropertyListReadError) -> Bool {
    switch error {
    // `.empty` (only whitespace): CoreFoundation's old-style parser, its fallback, reads that as
    // an empty dictionary (a .strings file's reading); ours refuses it as an Info.plist.
    // `.tooManyAttributes` and `.nestedTooDeeply`: ours's own limits (RELIABILITY.md §1, against
    // libxml2's quadratic attribute handling and deep recursion), which CF does not have.
    case .empty, .notAPropertyList, .malformedXML, .invalidEncoding, .tooManyAttributes, .nestedTooDeeply:
        false
    default: true
    }
}

/// The format Foundation reads `data` in, or nil when it refuses it.
func foundationFormat(_ data: Data) -> PropertyListSerialization.PropertyListFormat? {
    var format = PropertyListSerialization.PropertyListFormat.xml
    guard (try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)) != nil
    else {
        return nil
    }
    return format
}

/// Foundation's reading of `data` as a property-list value, or nil when it refuses it (or reads a
/// type a property-list value cannot hold).
func foundationPlist(_ data: Data) -> PropertyListValue? {
    guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil) else {
        return nil
    }
    return try? PropertyListValue(any: object)
}

/// Equal property-list values, NaN equal to NaN.
func plistEqual(_ a: PropertyListValue?, _ b: PropertyListValue?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return plistEqual(a, b)
    default: return false
    }
}

private func plistEqual(_ a: PropertyListValue, _ b: PropertyListValue) -> Bool {
    switch (a, b) {
    case (.real(let x), .real(let y)): return x == y || (x.isNaN && y.isNaN)
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { plistEqual($0, $1) }
    case (.dictionary(let x), .dictionary(let y)):
        return x.count == y.count
            && x.allSatisfy { key, value in y[key].map { plistEqual(value, $0) } ?? false }
    default: return a == b
    }
}

/// Whether `text` has the form CoreFoundation's plist reader takes for a date,
/// `[-]digits-DD-DDTDD:DD:DDZ` (CFPropertyList.c, `parseDateTag`), whatever the fields' values.
private func isCoreFoundationDateForm(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let yearDigits = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
    guard yearDigits > 0 else { return false }
    let rest = Array(bytes.dropFirst(yearDigits))
    let pattern = Array("-00-00T00:00:00Z".utf8)
    guard rest.count == pattern.count else { return false }
    return zip(rest, pattern).allSatisfy { byte, expected in
        expected == UInt8(ascii: "0") ? (byte >= 0x30 && byte <= 0x39) : byte == expected
    }
}
