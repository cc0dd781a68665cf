// Binary property lists (PropertyListReader, through PropertyListSerialization): the input is a
// binary plist body after the `bplist00` magic. Any bytes read or fail with an error that has a
// message; what reads is written as XML by Foundation and must read back, through our own XML
// reader, to the same value (a cross-check of the two paths).
//
// Foundation's XML writer (swift-corelibs-foundation's CFPropertyList, Swift 6.3) is not faithful
// in three ways, each modelled exactly here (RELIABILITY.md, "Deliberate differences"):
// - it writes characters XML 1.0 forbids (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE,
//   U+FFFF) into the XML as they are, instead of failing: the document it writes is not XML, and
//   our reader must refuse it with libxml2's "character XML does not allow" and nothing else;
// - it writes a carriage return as it is, which every XML parser reads as a line feed (XML 1.0
//   §2.11): a string's CR LF and CR read back as LF;
// - it writes a date to the whole second (`2001-01-01T00:00:00Z`): a date reads back rounded
//   down to its second, except a date a hair below a whole minute, written as second 60 and read
//   back as the next minute (`secondFoundationWrites`);
// - it keeps a date's year in an `Int32`: a date whose year does not fit (beyond about ±6.8e16 s)
//   is written as text no reader takes (`2030437302-06-07T24:60:-2147483648Z`), so for such a
//   value only "no crash, and an error with a message if ours refuses" is checked.
import Foundation
@testable import PropertyLists

func fuzz_plist_binary(_ bytes: [UInt8]) {
    let data = Data(Array("bplist00".utf8) + bytes)
    let value: PropertyListValue
    do {
        let document = try PropertyListReader.read(data)
        fuzzCheck(document.format == .binary, "a binary document read as \(document.format)")
        fuzzCheck(document.root.position == nil, "a binary value with a position")
        value = document.root.propertyListValue
    } catch {
        fuzzCheck(!error.message.isEmpty, "an error without a message")
        return
    }
    guard
        let xml = try? PropertyListSerialization.data(
            fromPropertyList: value.foundationObject, format: .xml, options: 0)
    else { fuzzMismatch("Foundation cannot write as XML what it read as binary: \("\(value)".prefix(200))") }
    let forbidden = value.containsXMLForbiddenCharacter
    if value.containsDateCoreFoundationCannotWrite {
        do {
            _ = try PropertyListReader.read(xml)
        } catch {
            fuzzCheck(!error.message.isEmpty, "an error without a message")
        }
        return
    }
    do {
        let again = try PropertyListReader.read(xml).root.propertyListValue
        fuzzCheck(!forbidden, "XML with a character XML forbids was read: \("\(again)".prefix(200))")
        let expected = value.asFoundationWritesXML
        fuzzCheck(
            plistEqual(again, expected),
            "binary \("\(value)".prefix(200)) read back from XML as \("\(again)".prefix(200))")
    } catch {
        let forbiddenCharacter = PropertyListReadError.malformedXML(
            reason: Wording.xmlReason(code: 9), position: error.position)
        fuzzCheck(
            forbidden && error == forbiddenCharacter,
            "Foundation's XML of a binary plist does not read: \(error.message)")
    }
}

extension PropertyListValue {
    /// Whether a string or key holds a character XML 1.0 does not allow in a document.
    var containsXMLForbiddenCharacter: Bool {
        switch self {
        case .string(let text): text.unicodeScalars.contains { $0.isXMLForbidden }
        case .array(let elements): elements.contains { $0.containsXMLForbiddenCharacter }
        case .dictionary(let members):
            members.contains { key, value in
                key.unicodeScalars.contains { $0.isXMLForbidden } || value.containsXMLForbiddenCharacter
            }
        default: false
        }
    }

    /// Whether a date in it has a year CoreFoundation's `Int32` cannot hold.
    var containsDateCoreFoundationCannotWrite: Bool {
        switch self {
        case .date(let date): ISO8601Date.format(date) == nil
        case .array(let elements): elements.contains { $0.containsDateCoreFoundationCannotWrite }
        case .dictionary(let members): members.values.contains { $0.containsDateCoreFoundationCannotWrite }
        default: false
        }
    }

    /// The value as Foundation's XML writer and an XML parser together give it back: carriage
    /// returns as line feeds, dates to the second CF writes (`secondFoundationWrites`).
    var asFoundationWritesXML: PropertyListValue {
        func lineFeeds(_ text: String) -> String {
            text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        switch self {
        case .string(let text): return .string(lineFeeds(text))
        case .date(let date):
            return .date(
                Date(
                    timeIntervalSinceReferenceDate: Self.secondFoundationWrites(
                        date.timeIntervalSinceReferenceDate)))
        case .array(let elements): return .array(elements.map(\.asFoundationWritesXML))
        case .dictionary(let members):
            return .dictionary(
                Dictionary(
                    members.map { (lineFeeds($0.key), $0.value.asFoundationWritesXML) },
                    uniquingKeysWith: { $1 }))
        default: return self
        }
    }

    /// The second CF's XML writer writes for `time`: its gregorian date takes the second of the
    /// minute as `fmod(time, 60)`, plus 60 when negative, and writes its whole part. That is
    /// `floor(time)`, except for a time a hair below a whole minute (−6.4e−145 s, a fuzz find of
    /// 4 December): `60 + fmod` rounds to exactly 60.0, CF writes `23:59:60`, and a reader takes
    /// it as the next minute's first second.
    static func secondFoundationWrites(_ time: TimeInterval) -> TimeInterval {
        let inMinute = fmod(time, 60)
        if inMinute < 0, inMinute + 60 == 60 { return (time / 60).rounded(.down) * 60 + 60 }
        return time.rounded(.down)
    }
}

extension Unicode.Scalar {
    /// Not a `Char` of XML 1.0 (§2.2): C0 controls other than tab, line feed and carriage return,
    /// and U+FFFE, U+FFFF (surrogates are not scalars).
    var isXMLForbidden: Bool {
        (value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D) || value == 0xFFFE
            || value == 0xFFFF
    }
}
