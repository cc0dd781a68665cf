public import Foundation

/// A font, as UIKit's `UIFont`: the system font at a size and weight.
///
/// Only the system font (San Francisco) is modelled; the browser draws it with its own system
/// font. Sizes are points. `preferredFont(forTextStyle:)` returns iOS's sizes for the default
/// ("Large") content size category.
public struct Font: Sendable, Hashable, Codable {
    /// Stroke weight, as `UIFont.Weight`. `rawValue` is the CSS `font-weight` for the browser.
    public enum Weight: Int, Sendable, Hashable, Codable, CaseIterable {
        /// `.ultraLight`.
        case ultraLight = 100
        /// `.thin`.
        case thin = 200
        /// `.light`.
        case light = 300
        /// `.regular`.
        case regular = 400
        /// `.medium`.
        case medium = 500
        /// `.semibold`.
        case semibold = 600
        /// `.bold`.
        case bold = 700
        /// `.heavy`.
        case heavy = 800
        /// `.black`.
        case black = 900
    }

    /// Dynamic Type styles, as `UIFont.TextStyle`.
    public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
        /// 34 pt regular.
        case largeTitle
        /// 28 pt regular.
        case title1
        /// 22 pt regular.
        case title2
        /// 20 pt regular.
        case title3
        /// 17 pt semibold.
        case headline
        /// 17 pt regular.
        case body
        /// 16 pt regular.
        case callout
        /// 15 pt regular.
        case subheadline
        /// 13 pt regular.
        case footnote
        /// 12 pt regular.
        case caption1
        /// 11 pt regular.
        case caption2
    }

    /// The size in points (`pointSize`).
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight

    /// Creates a system font.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The system font (`UIFont.systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The bold system font (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, weight: .bold)
    }

    /// The font for a text style at the default content size (`UIFont.preferredFont(forTextStyle:)`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        switch style {
        case .largeTitle: Font(pointSize: 34)
        case .title1: Font(pointSize: 28)
        case .title2: Font(pointSize: 22)
        case .title3: Font(pointSize: 20)
        case .headline: Font(pointSize: 17, weight: .semibold)
        case .body: Font(pointSize: 17)
        case .callout: Font(pointSize: 16)
        case .subheadline: Font(pointSize: 15)
        case .footnote: Font(pointSize: 13)
        case .caption1: Font(pointSize: 12)
        case .caption2: Font(pointSize: 11)
        }
    }

    /// The same font at another size (`withSize(_:)`).
    public func withSize(_ size: CGFloat) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The height of one line (`lineHeight`): 1.2 × the size, rounded up to a point (our choice;
    /// San Francisco's is close to it).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
}
