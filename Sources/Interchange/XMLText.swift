/// The one XML escaper: text and attribute values for the XML and SVG ForceTouchKit writes
/// (property lists, Android shortcuts, the quick action menu's SVG); and the line ends the XML
/// readers hand to `XMLParser`.
public enum XMLText {
    /// `text` safe inside an element or a quoted attribute value: `&`, `<`, `>`, `"` and `'` as
    /// entities; control characters XML 1.0 does not allow (below U+0020 except tab and line feed;
    /// carriage return becomes U+FFFD too, as XML parsers would turn it into a line feed) as
    /// U+FFFD, the replacement character.
    /// - Complexity: O(length of `text`).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if scalar.value < 0x20, scalar != "\n", scalar != "\t" {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// The document with every lone carriage return (classic Mac OS line ends) written as a line
    /// feed, or nil when it has none.
    ///
    /// XML 1.0 §2.11 reads a lone CR as a line feed, and so does libxml2 for the document's text,
    /// but its line numbers count only line feeds: every position after a lone CR would be on the
    /// wrong line, the first line's column running on across them, while editors (and the readers'
    /// own line counting) end a line at a lone CR. Handing the parser this instead gives it the same
    /// document to XML, with the same byte offsets, and lines that agree.
    ///
    /// - Parameters:
    ///   - bytes: The document, UTF-8 (or ASCII), or UTF-16 when `utf16LittleEndian` is given.
    ///   - start: Where the text starts (after a UTF-16 byte-order mark).
    ///   - utf16LittleEndian: nil for UTF-8; the byte order of UTF-16 text otherwise.
    /// - Complexity: O(*n*) in the size of the document.
    public static func loneCarriageReturnsAsLineFeeds(
        _ bytes: [UInt8], from start: Int = 0, utf16LittleEndian: Bool? = nil
    ) -> [UInt8]? {
        guard bytes.contains(0x0D) else { return nil }
        var result = bytes
        var changed = false
        if let little = utf16LittleEndian {
            // Code units from `start`; the low byte comes first in little-endian.
            func unit(_ index: Int) -> UInt16 {
                little
                    ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                    : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
            var index = start
            while index + 1 < bytes.count {
                if unit(index) == 0x0D, index + 3 >= bytes.count || unit(index + 2) != 0x0A {
                    result[little ? index : index + 1] = 0x0A
                    changed = true
                }
                index += 2
            }
        } else {
            for index in start..<bytes.count where bytes[index] == 0x0D {
                if index + 1 == bytes.count || bytes[index + 1] != 0x0A {
                    result[index] = 0x0A
                    changed = true
                }
            }
        }
        return changed ? result : nil
    }
}
