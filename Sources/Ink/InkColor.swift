/// A colour in sRGB, components 0…1.
public struct InkColor: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha, 0…1 (multiplied with each point's opacity).
    public var alpha: Double

    /// A colour from components (clamped to 0…1 when written out).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = InkColor(red: 0, green: 0, blue: 0)

    /// `#rrggbb` (alpha left out), as SVG and InkML write colours.
    public var hexRGB: String {
        func byte(_ value: Double) -> String {
            let v = Int((min(max(value, 0), 1) * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[v >> 4], digits[v & 15]])
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// The colour of `#rrggbb` or `#rgb` (case-insensitive), opaque; nil for anything else.
    public init?(hex: String) {
        var text = Substring(hex)
        guard text.first == "#" else { return nil }
        text = text.dropFirst()
        if text.count == 3 { text = Substring(text.flatMap { [$0, $0] }) }
        guard text.count == 6, let value = UInt32(text, radix: 16) else { return nil }
        self.init(
            red: Double((value >> 16) & 255) / 255, green: Double((value >> 8) & 255) / 255,
            blue: Double(value & 255) / 255)
    }
}
