public import Foundation

/// Approximate text measurement, so labels and buttons can size themselves.
///
/// TouchKit has no font engine: the browser lays the text out for real. Sizes here use each
/// printable ASCII character's advance in Helvetica's published metrics (close to the San Francisco
/// font iOS draws with) and 0.6 em for other characters, a full point size for wide ones (CJK
/// ideographs, kana, Hangul, full-width forms, emoji), then add ``margin`` and 5 % for bold weights.
/// The margin (ours) makes the estimate err wide: a browser without San Francisco draws with a wider
/// fallback (DejaVu Sans is about 10 % wider than Helvetica), and a button sized too narrow would show
/// its title cut ("A…" for "Add") where an iPhone shows it whole.
public enum TextMetrics {
    /// How much wider than Helvetica's advances the estimate is (ours: 10 %).
    public static let margin: CGFloat = 1.1

    /// Helvetica's advance widths for U+0020 through U+007E, in thousandths of an em.
    private static let asciiAdvances: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p … ~
    ]

    /// The width of `text` on one line in `font`.
    /// - Complexity: O(*n*) in the text's length.
    public static func width(of text: String, font: Font) -> CGFloat {
        var thousandths = 0
        for scalar in text.unicodeScalars {
            thousandths += advance(of: scalar)
        }
        let boldFactor: CGFloat = font.weight.rawValue >= Font.Weight.semibold.rawValue ? 1.05 : 1
        return (CGFloat(thousandths) / 1000 * font.pointSize * margin * boldFactor).rounded(.up)
    }

    /// A character's advance in thousandths of an em.
    private static func advance(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value <= 0x7E { return Int(asciiAdvances[Int(value - 0x20)]) }
        if value < 0x20 || (0x300...0x36F).contains(value) || value == 0x200B || value == 0xFE0F { return 0 }
        return isWide(scalar) ? 1000 : 600
    }

    /// The size of `text` wrapped to `width` (unlimited when 0 lines), at most `numberOfLines` lines.
    public static func size(of text: String, font: Font, width: CGFloat, numberOfLines: Int) -> CGSize {
        let full = self.width(of: text, font: font)
        guard width > 0, full > width, numberOfLines != 1 else {
            return CGSize(
                width: min(full, width > 0 ? width : full), height: text.isEmpty ? 0 : font.lineHeight)
        }
        var lines = Int((full / width).rounded(.up))
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return CGSize(width: width, height: CGFloat(lines) * font.lineHeight)
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1FAFF,
            0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
