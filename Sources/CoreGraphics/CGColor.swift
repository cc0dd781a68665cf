public import Foundation

/// Core Graphics' `CGColor`: a colour as components in a colour space (device RGB or gray here),
/// as `UIColor.cgColor` and `CALayer`'s colour properties hand it around.
///
/// Matches Core Graphics: an immutable reference type; `components` are red, green, blue, alpha
/// for an RGB colour and white, alpha for a gray one; two colours are equal when their space and
/// components are (`CFEqual`). Differs: only the device RGB and gray spaces exist (no
/// `CGColorSpace` objects, patterns or ICC profiles).
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour space a colour is in.
    public enum Model: Sendable, Hashable {
        /// Red, green, blue (`kCGColorSpaceModelRGB`).
        case rgb
        /// White (`kCGColorSpaceModelMonochrome`).
        case monochrome
    }

    /// The colour's space.
    public let model: Model
    /// The components, alpha last (`components`).
    public let components: [CGFloat]?

    /// A device-RGB colour (`CGColor(red:green:blue:alpha:)`, macOS 10.5 / iOS 13); components are
    /// clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        model = .rgb
        components = [red, green, blue, alpha].map(Self.clamp)
    }

    /// A gray (`CGColor(gray:alpha:)`).
    public init(gray: CGFloat, alpha: CGFloat) {
        model = .monochrome
        components = [gray, alpha].map(Self.clamp)
    }

    /// How many components, alpha included (`numberOfComponents`).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity (`alpha`).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Black (`CGColor.black`).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White (`CGColor.white`).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent (`CGColor.clear`).
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The same colour with another alpha (`copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let components else { return nil }
        switch model {
        case .rgb: return CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        case .monochrome: return CGColor(gray: components[0], alpha: alpha)
        }
    }

    /// Equal when space and components are.
    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.model == b.model && a.components == b.components
    }

    /// Hashes the space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(components)
    }

    /// `<CGColor rgb (r g b a)>`.
    public var description: String {
        let values = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(model == .rgb ? "rgb" : "gray") (\(values))>"
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
