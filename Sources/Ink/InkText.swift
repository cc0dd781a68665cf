import Foundation

/// How the Ink module writes numbers in its JSON, SVG and InkML (rounded to a fixed number of
/// decimals, shortest form); strings and XML text are escaped by `Interchange`'s `JSONText` and
/// `XMLText`.
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
}
