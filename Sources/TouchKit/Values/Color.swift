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
}
