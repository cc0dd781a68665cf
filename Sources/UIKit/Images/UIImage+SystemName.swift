public import CoreGraphics
public import Foundation
public import TouchKit

// UIKit's failable `UIImage(systemName:)` (iOS 13) and the symbol configurations that size it.

extension Image {
    /// UIKit's `UIImage(systemName:)` (iOS 13): the SF Symbol of that name, or nil when there is no
    /// such symbol, as on iOS (`UIImage(systemName: "heart")!`, `if let`, `?? UIImage()`).
    ///
    /// Apple's symbol names are lowercase ASCII words, digits and dots (`square.and.arrow.up`,
    /// `1.circle`), so a name of any other form — empty, with capitals, spaces or other characters,
    /// or an empty word (`heart.`, `..`) — is nil here as there. Differs: the symbol catalogue is
    /// not here, so a well-formed name that is not one of SF Symbols' is an image (drawn by the
    /// simulator's glyph for it, or a placeholder) where iOS gives nil. 22 × 22 points, the size of
    /// a symbol at the body text size; a template drawn in the tint colour.
    public init?(systemName name: String) {
        guard Image.isSymbolName(name) else { return nil }
        self = Image.symbol(named: name)
    }

    /// UIKit's `UIImage(systemName:withConfiguration:)` (iOS 13): the symbol (nil as
    /// `init(systemName:)`) at the configuration's size; a nil or non-symbol configuration is
    /// the default size.
    public init?(systemName name: String, withConfiguration configuration: Image.Configuration?) {
        guard let symbol = Image(systemName: name) else { return nil }
        self = symbol.withConfiguration(configuration ?? Image.Configuration())
    }

    /// UIKit's `UIImage(systemName:compatibleWith:)` (iOS 13): the symbol, nil as
    /// `init(systemName:)`; the traits choose nothing here.
    public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// UIKit's `UIImage(named:in:with:)` (iOS 13): the image of that name in `bundle` (nil: the
    /// running app's), nil when it has none, as `init(named:in:compatibleWith:)` finds it; a symbol
    /// configuration sizes a custom symbol found by name.
    public init?(named name: String, in bundle: Bundle?, with configuration: Image.Configuration?) {
        guard let found = Image(named: name, in: bundle, compatibleWith: nil) else { return nil }
        self = configuration.map { found.withConfiguration($0) } ?? found
    }

    /// UIKit's `withConfiguration(_:)`: the same image with the configuration applied; a symbol
    /// configuration resizes a symbol (its point size, weight-independent here, and scale), and
    /// leaves any other image as it is.
    public func withConfiguration(_ configuration: Image.Configuration) -> Image {
        guard isSymbol, let symbol = configuration as? SymbolConfiguration else { return self }
        var copy = self
        copy.size = symbol.symbolSize
        return copy
    }

    /// UIKit's `applyingSymbolConfiguration(_:)`: the symbol resized by `configuration`, or nil when
    /// the image is not a symbol, as on iOS.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        guard isSymbol else { return nil }
        return withConfiguration(configuration)
    }

    /// Whether `name` has the form of an SF Symbol's name: lowercase ASCII letters and digits in
    /// non-empty words joined by dots.
    static func isSymbolName(_ name: String) -> Bool {
        let words = name.split(separator: ".", omittingEmptySubsequences: false)
        return !name.isEmpty
            && words.allSatisfy { word in
                !word.isEmpty
                    && word.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
            }
    }

    /// UIKit's `UIImage.Configuration` (iOS 13): what an image is drawn for. Only its
    /// `SymbolConfiguration` subclass changes anything here. Immutable once made, as UIKit's.
    public class Configuration: @unchecked Sendable {
        /// The traits the configuration carries (`traitCollection`); nil unless given.
        public fileprivate(set) var traitCollection: UITraitCollection?

        /// An empty configuration.
        public required init() {}

        /// UIKit's `withTraitCollection(_:)`: a copy that carries `traitCollection`.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = self.copy()
            copy.traitCollection = traitCollection
            return copy
        }

        /// UIKit's `applying(_:)`: this configuration with `other`'s specified values over it.
        public func applying(_ other: Image.Configuration?) -> Self {
            let copy = self.copy()
            if let traits = other?.traitCollection { copy.traitCollection = traits }
            return copy
        }

        /// A copy of the same class; subclasses copy their own values.
        func copy() -> Self {
            let copy = Self.init()
            copy.traitCollection = traitCollection
            return copy
        }
    }

    /// UIKit's `UIImage.SymbolWeight`, as `UIFont.Weight` names them.
    public enum SymbolWeight: Int, Sendable, Hashable, CaseIterable {
        /// No weight given (`unspecified`): the text's.
        case unspecified = 0
        /// `ultraLight`.
        case ultraLight
        /// `thin`.
        case thin
        /// `light`.
        case light
        /// `regular`.
        case regular
        /// `medium`.
        case medium
        /// `semibold`.
        case semibold
        /// `bold`.
        case bold
        /// `heavy`.
        case heavy
        /// `black`.
        case black
    }

    /// UIKit's `UIImage.SymbolScale`: a symbol's size relative to its point size.
    public enum SymbolScale: Int, Sendable, Hashable, CaseIterable {
        /// UIKit's `default` (medium).
        case `default` = -1
        /// No scale given.
        case unspecified = 0
        /// Smaller than the text.
        case small = 1
        /// As the text (the default).
        case medium = 2
        /// Larger than the text.
        case large = 3
    }

    /// UIKit's `UIImage.SymbolConfiguration` (iOS 13): a symbol's point size, weight and scale.
    ///
    /// Sizes are ours, from the body style's 22-point symbol at 17-point text: a symbol is
    /// 22/17 of its point size square, × 0.8 at `.small` and × 1.3 at `.large`; the weight is kept
    /// (`weight`) but drawn as regular.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (`pointSize`); 0 when not given (the body text's 17).
        public private(set) var pointSize: CGFloat = 0
        /// The weight (`weight`).
        public private(set) var weight: SymbolWeight = .unspecified
        /// The scale (`scale`).
        public private(set) var scale: SymbolScale = .unspecified

        /// UIKit's `SymbolConfiguration.unspecified`: nothing given.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// An empty symbol configuration (`unspecified`).
        public required init() { super.init() }

        /// `SymbolConfiguration(pointSize:weight:scale:)`.
        public convenience init(
            pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default
        ) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// `SymbolConfiguration(weight:)`.
        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        /// `SymbolConfiguration(scale:)`.
        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// `SymbolConfiguration(textStyle:scale:)`: the text style's point size.
        public convenience init(textStyle: Font.TextStyle, scale: SymbolScale = .default) {
            self.init(
                pointSize: Font.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified,
                scale: scale)
        }

        /// `SymbolConfiguration(font:scale:)`: the font's point size.
        public convenience init(font: Font, scale: SymbolScale = .default) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }

        /// This configuration with `other`'s given values (a non-zero point size, a weight, a
        /// scale other than unspecified) over its own, as UIKit's `applying(_:)`.
        public override func applying(_ other: Image.Configuration?) -> Self {
            let copy = super.applying(other)
            guard let symbol = other as? SymbolConfiguration else { return copy }
            if symbol.pointSize > 0 { copy.pointSize = symbol.pointSize }
            if symbol.weight != .unspecified { copy.weight = symbol.weight }
            if symbol.scale != .unspecified { copy.scale = symbol.scale }
            return copy
        }

        override func copy() -> Self {
            let copy = super.copy()
            copy.pointSize = pointSize
            copy.weight = weight
            copy.scale = scale
            return copy
        }

        /// The symbol's size in points for this configuration.
        var symbolSize: CGSize {
            let text = pointSize > 0 ? pointSize : 17
            let factor: CGFloat =
                switch scale {
                case .small: 0.8
                case .large: 1.3
                default: 1
                }
            let side = (text * 22 / 17 * factor).rounded()
            return CGSize(width: side, height: side)
        }
    }
}
