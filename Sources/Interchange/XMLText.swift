/// The one XML escaper: text and attribute values for the XML and SVG ForceTouchKit writes
/// (property lists, Android shortcuts, the quick action menu's SVG).
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
}
