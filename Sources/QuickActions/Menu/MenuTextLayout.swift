import PropertyLists
/// Estimates how menu text wraps and where the system would cut it with an ellipsis, without a
/// font engine: advance widths are approximations of San Francisco's (our choice; a preview, not
/// a typesetter). Deterministic, so pictures and tests are stable.
public enum MenuTextLayout {
    /// The text laid out: its lines, and whether the end was cut (the last line then ends in `…`).
    public struct Result: Sendable, Hashable {
        /// The lines, top to bottom.
        public var lines: [String]
        /// Whether text was cut off.
        public var isTruncated: Bool
    }

    /// The estimated width of `text` at `fontSize` points.
    /// - Complexity: O(*n*) in the length of the text.
    public static func width(of text: String, fontSize: Double) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance($1) } * fontSize
    }

    /// Wraps `text` into at most `maximumLines` lines of `width` points, breaking at spaces and
    /// between ideographs (inside a word only when the word alone is too wide), and ends the last
    /// line with `…` when the rest does not fit.
    /// - Complexity: O(*n*) in the length of the text.
    public static func layout(_ text: String, fontSize: Double, width: Double, maximumLines: Int) -> Result {
        let limit = width / fontSize
        var lines: [String] = []
        var remaining = Array(text.split(whereSeparator: \.isNewline).joined(separator: " "))[...]
        while !remaining.isEmpty, lines.count < maximumLines {
            while remaining.first == " " { remaining = remaining.dropFirst() }
            guard !remaining.isEmpty else { break }
            if lines.count == maximumLines - 1 {
                let line = String(remaining)
                if measure(line) <= limit {
                    lines.append(line)
                    remaining = []
                } else {
                    lines.append(truncated(line, limit: limit))
                    return Result(lines: lines, isTruncated: true)
                }
                break
            }
            let cut = breakIndex(remaining, limit: limit)
            lines.append(String(remaining[..<cut]).trimmingTrailingSpaces())
            remaining = remaining[cut...]
        }
        return Result(lines: lines, isTruncated: false)
    }

    private static func measure(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance($1) }
    }

    private static func measure(_ character: Character) -> Double {
        character.unicodeScalars.reduce(0) { $0 + advance($1) }
    }

    /// Where to end the line that starts `text`: after the last space or hyphen, or around an
    /// ideograph, that fits; inside a word only when the first word alone is too wide.
    private static func breakIndex(_ text: ArraySlice<Character>, limit: Double)
        -> ArraySlice<Character>.Index
    {
        var used = 0.0
        var lastBreak: ArraySlice<Character>.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let wide = isWide(character)
            if wide, index > text.startIndex { lastBreak = index }
            used += measure(character)
            if used > limit, character != " " {
                if let lastBreak, lastBreak > text.startIndex { return lastBreak }
                return index > text.startIndex ? index : text.index(after: index)
            }
            if character == " " || character == "-" || wide { lastBreak = text.index(after: index) }
            index = text.index(after: index)
        }
        return text.endIndex
    }

    private static func truncated(_ line: String, limit: Double) -> String {
        var characters = Array(line)
        let ellipsis = measure("…")
        while !characters.isEmpty, measure(String(characters)) + ellipsis > limit { characters.removeLast() }
        while characters.last == " " { characters.removeLast() }
        return String(characters) + "…"
    }

    private static func isWide(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { advance($0) >= 0.95 } ?? false
    }

    /// Advance width in ems.
    package static func advance(_ scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        switch value {
        case 0x20: return 0.26
        case 0x21, 0x27, 0x2C, 0x2E, 0x3A, 0x3B, 0x69, 0x6A, 0x6C, 0x7C: return 0.25
        case 0x49: return 0.27
        case 0x22, 0x28, 0x29, 0x2D, 0x2F, 0x5B, 0x5D, 0x66, 0x72, 0x74, 0x60: return 0.36
        case 0x6D: return 0.84
        case 0x77: return 0.74
        case 0x4D: return 0.86
        case 0x57: return 0.95
        case 0x30...0x39: return 0.57
        case 0x41...0x5A: return 0.65
        case 0x61...0x7A: return 0.53
        case 0x2026: return 0.9
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1FAFF,
            0x20000...0x3FFFD:
            return 1.0
        case 0x0300...0x036F, 0x200B...0x200D, 0xFE00...0xFE0F: return 0
        default: return 0.58
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
