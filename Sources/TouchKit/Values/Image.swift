public import CoreGraphics
public import Foundation

/// An image by name, as UIKit's `UIImage(named:)` / `UIImage(systemName:)`.
///
/// TouchKit does not decode pixels: an image is a name the renderer resolves (from the app's
/// resources, or the system's symbols) and how to draw it. Template images are drawn in the tint
/// colour, as UIKit draws `alwaysTemplate` images and shortcut icons.
///
/// `init(resourceNamed:size:)` does not look the name up: TouchKit code (the seed apps, the system's
/// views) names images it knows exist. The `UIKit` module's `UIImage(named:)` is UIKit's failable
/// initializer: nil when the running app's bundle has no image of that name (see docs/YourApp.md).
public struct Image: Sendable, Hashable, Codable {
    /// How the image's colours are used, as `UIImage.RenderingMode`.
    public enum RenderingMode: String, Sendable, Hashable, Codable, CaseIterable {
        /// Template for symbols, original for named images (UIKit's default).
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// Only the shape, filled with the tint colour.
        case alwaysTemplate
    }

    /// The name in the app's resources, or the symbol's name.
    public var name: String
    /// Whether `name` is a system symbol (`UIImage(systemName:)`).
    public var isSymbol: Bool
    /// How colours are used.
    public var renderingMode: RenderingMode
    /// The image's size in points (`size`, not optional, as UIKit's); `.zero` when not known, for a
    /// named image whose pixels only the renderer loads (TouchKit does not decode them).
    public var size: CGSize
    /// The pixels, for an image drawn in code (`GraphicsImageRenderer`, `init(cgImage:scale:)`);
    /// nil for an image known by its name (`cgImage`). Not encoded.
    public internal(set) var cgImage: CGImage?
    /// Pixels a point (`scale`): 1, or what the image was drawn at.
    public internal(set) var scale: CGFloat = 1

    private enum CodingKeys: String, CodingKey {
        case name, isSymbol, renderingMode, size
    }

    /// An image from the app's resources by name, of `size` points when known; the name is not
    /// looked up (UIKit's failable `UIImage(named:)` is the `UIKit` module's, and looks).
    public init(resourceNamed name: String, size: CGSize? = nil) {
        self.size = size ?? .zero
        self.name = name
        self.isSymbol = false
        self.renderingMode = .automatic
    }

    /// An empty image (`UIImage()`): no name, no pixels, zero size; it draws nothing.
    public init() {
        self.init(resourceNamed: "")
    }

    /// A system symbol by name; symbols are 22 × 22 points at the body size. Never fails: TouchKit's
    /// own views name symbols they know. Disfavoured where the `UIKit` module is imported, whose
    /// `UIImage(systemName:)` is UIKit's failable initializer.
    @_disfavoredOverload
    public init(systemName name: String) {
        self.size = CGSize(width: 22, height: 22)
        self.name = name
        self.isSymbol = true
        self.renderingMode = .automatic
    }

    /// A system symbol by name (`init(systemName:)`, which the `UIKit` module's failable
    /// `UIImage(systemName:)` uses once it has checked the name).
    public static func symbol(named name: String) -> Image {
        Image(systemName: name)
    }

    /// The same image with another rendering mode (`withRenderingMode(_:)`).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// Reads an image; a missing `size` is `.zero` (unknown), as written before `size` was kept.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        isSymbol = try container.decode(Bool.self, forKey: .isSymbol)
        renderingMode = try container.decode(RenderingMode.self, forKey: .renderingMode)
        size = try container.decodeIfPresent(CGSize.self, forKey: .size) ?? .zero
    }

    /// Writes the image; an unknown (`.zero`) size is left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(isSymbol, forKey: .isSymbol)
        try container.encode(renderingMode, forKey: .renderingMode)
        if size != .zero { try container.encode(size, forKey: .size) }
    }

    /// Whether the image is drawn as a template in the tint colour.
    public var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbol)
    }
}
