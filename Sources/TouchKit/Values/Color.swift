import Foundation

/// A colour, as UIKit's `UIColor`: red, green, blue and alpha from 0 to 1, in sRGB.
///
/// A value, not a class: two colours are equal when their components are. Components are kept at
/// 8 bits each (what a browser shows; UIKit keeps floats), so a colour serialises exactly as
/// `#RRGGBBAA`, the form the render tree ships to a browser.
/// The named colours are iOS 13's light-appearance values of UIKit's system colours.
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Red, 0…1, in steps of 1/255.
    public private(set) var red: Double
    /// Green, 0…1, in steps of 1/255.
    public private(set) var green: Double
    /// Blue, 0…1, in steps of 1/255.
    public private(set) var blue: Double
    /// Opacity, 0 (clear) … 1 (opaque), in steps of 1/255.
    public private(set) var alpha: Double

    /// Creates a colour; components are clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Creates a grey (`UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from hue, saturation and brightness (`UIColor(hue:saturation:brightness:alpha:)`),
    /// each 0…1 (a hue of 1 is red again), converted to sRGB as UIKit converts HSB.
    /// - Complexity: O(1).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let turns = hue.isFinite ? hue : 0  // NaN and infinities: red, never a trap
        let h = (turns.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = saturation.isNaN ? 0 : min(1, max(0, saturation))
        let v = brightness.isNaN ? 0 : min(1, max(0, brightness))
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil otherwise.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let values = digits.compactMap { $0.hexDigitValue }
        switch values.count {
        case 3:
            self.init(
                red: Double(values[0] * 17) / 255, green: Double(values[1] * 17) / 255,
                blue: Double(values[2] * 17) / 255)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map {
                Double(values[$0] * 16 + values[$0 + 1]) / 255
            }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
        default:
            return nil
        }
    }

    /// The same colour with another alpha (`withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBBAA`, each component rounded to 8 bits.
    public var hex: String {
        "#" + [red, green, blue, alpha].map { Self.byte($0) }.joined()
    }

    /// The `hex` spelling.
    public var description: String { hex }

    /// Decodes from a `#RRGGBBAA` string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a colour; write #RRGGBB or #RRGGBBAA")
        }
        self = color
    }

    /// Encodes as a `#RRGGBBAA` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }

    private static func clamp(_ value: Double) -> Double {
        (value.isNaN ? 0 : min(1, max(0, value)) * 255).rounded() / 255
    }

    private static func byte(_ value: Double) -> String {
        let byte = Int((value * 255).rounded())
        let text = String(byte, radix: 16, uppercase: true)
        return text.count == 1 ? "0" + text : text
    }
}

extension Color {
    /// Fully transparent (`UIColor.clear`).
    public static let clear = Color(white: 0, alpha: 0)
    /// Black.
    public static let black = Color(white: 0)
    /// White.
    public static let white = Color(white: 1)
    /// Mid grey (`UIColor.gray`, 50 % white).
    public static let gray = Color(white: 0.5)
    /// Light grey (`UIColor.lightGray`, 2/3 white).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Dark grey (`UIColor.darkGray`, 1/3 white).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// `UIColor.systemBlue`: the default tint (buttons, links, check marks).
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)
    /// `UIColor.systemRed`: destructive actions.
    public static let systemRed = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
    /// `UIColor.systemGreen`.
    public static let systemGreen = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
    /// `UIColor.label`: primary text.
    public static let label = Color.black
    /// `UIColor.secondaryLabel`: subtitles and detail text (60 % of #3C3C43).
    public static let secondaryLabel = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    /// `UIColor.systemBackground`.
    public static let systemBackground = Color.white
    /// `UIColor.systemGroupedBackground`: behind grouped tables.
    public static let systemGroupedBackground = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
    /// `UIColor.separator`: hairlines between rows (29 % of #3C3C43).
    public static let separator = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    /// `UIColor.systemGray4`: the highlight of a tapped row.
    public static let systemGray4 = Color(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255)
    /// The bar tint of navigation bars (iOS's translucent light bar, made opaque: our choice).
    public static let barBackground = Color(red: 248.0 / 255, green: 248.0 / 255, blue: 248.0 / 255)

    // UIKit's fixed colours (`UIColor.red` …): their sRGB components as UIKit documents them.

    /// `UIColor.red`: 1, 0, 0.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// `UIColor.green`: 0, 1, 0.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`: 0, 0, 1.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// `UIColor.cyan`: 0, 1, 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// `UIColor.yellow`: 1, 1, 0.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// `UIColor.magenta`: 1, 0, 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// `UIColor.orange`: 1, 0.5, 0.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// `UIColor.purple`: 0.5, 0, 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.brown`: 0.6, 0.4, 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// `UIColor.darkText`: black.
    public static let darkText = Color.black
    /// `UIColor.lightText`: white at 60 %.
    public static let lightText = Color(white: 1, alpha: 0.6)

    // The rest of iOS 13's system colours, light appearance (Apple's Human Interface Guidelines).

    /// `UIColor.systemOrange`: #FF9500.
    public static let systemOrange = Color(red: 1, green: 149.0 / 255, blue: 0)
    /// `UIColor.systemYellow`: #FFCC00.
    public static let systemYellow = Color(red: 1, green: 204.0 / 255, blue: 0)
    /// `UIColor.systemPink`: #FF2D55.
    public static let systemPink = Color(red: 1, green: 45.0 / 255, blue: 85.0 / 255)
    /// `UIColor.systemPurple`: #AF52DE.
    public static let systemPurple = Color(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255)
    /// `UIColor.systemTeal`: #5AC8FA.
    public static let systemTeal = Color(red: 90.0 / 255, green: 200.0 / 255, blue: 250.0 / 255)
    /// `UIColor.systemIndigo`: #5856D6.
    public static let systemIndigo = Color(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255)
    /// `UIColor.systemGray`: #8E8E93.
    public static let systemGray = Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)
    /// `UIColor.systemGray2`: #AEAEB2.
    public static let systemGray2 = Color(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255)
    /// `UIColor.systemGray3`: #C7C7CC.
    public static let systemGray3 = Color(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255)
    /// `UIColor.systemGray5`: #E5E5EA.
    public static let systemGray5 = Color(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255)
    /// `UIColor.systemGray6`: #F2F2F7.
    public static let systemGray6 = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
    /// `UIColor.tertiaryLabel`: #3C3C43 at 30 %.
    public static let tertiaryLabel = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// `UIColor.quaternaryLabel`: #3C3C43 at 18 %.
    public static let quaternaryLabel = Color(
        red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
    /// `UIColor.placeholderText`: #3C3C43 at 30 %.
    public static let placeholderText = Color(
        red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// `UIColor.link`: #007AFF.
    public static let link = Color.systemBlue
    /// `UIColor.secondarySystemBackground`: #F2F2F7.
    public static let secondarySystemBackground = Color(
        red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255)
    /// `UIColor.tertiarySystemBackground`: white.
    public static let tertiarySystemBackground = Color.white
    /// `UIColor.secondarySystemGroupedBackground`: white.
    public static let secondarySystemGroupedBackground = Color.white
    /// `UIColor.systemFill`: #787880 at 20 %.
    public static let systemFill = Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    /// `UIColor.opaqueSeparator`: #C6C6C8.
    public static let opaqueSeparator = Color(red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255)
}
