import Foundation

/// The Ink module's own JSON and XML text writing, in one place (the team moves it to the shared
/// `Interchange` module once that lands).
enum InkText {
    /// `value` rounded to `decimals` places, written the shortest way that reads back the same:
    /// `12`, `12.5`, `-0.125`; never `-0`, never an exponent for the sizes drawings use.
    static func number(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        let text = rounded.description
        if text.contains("e") {
            // Very small or large values: write them positionally.
            return String(format: "%.\(decimals)f", rounded)
        }
        return text
    }

    /// A JSON string literal.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text escaped for XML content and attribute values.
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
