public import Foundation

/// Approximate text measurement, so labels and buttons can size themselves.
///
/// TouchKit has no font engine: the browser lays the text out for real. Sizes here use an average
/// advance (our choice): half the point size for most characters, a full point size for wide ones
/// (CJK ideographs, kana, Hangul, full-width forms, emoji), 5 % more for bold weights. Good enough to
/// lay out rows and alerts; never used to decide what the user sees cut off (the renderer truncates).
public enum TextMetrics {
    /// The width of `text` on one line in `font`.
    /// - Complexity: O(*n*) in the text's length.
    public static func width(of text: String, font: Font) -> CGFloat {
        var units: CGFloat = 0
        for scalar in text.unicodeScalars {
            units += isWide(scalar) ? 1 : 0.5
        }
        let boldFactor: CGFloat = font.weight.rawValue >= Font.Weight.semibold.rawValue ? 1.05 : 1
        return (units * font.pointSize * boldFactor).rounded(.up)
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
