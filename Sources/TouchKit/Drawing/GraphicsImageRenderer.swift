public import CoreGraphics
public import Foundation

/// How a `GraphicsImageRenderer` makes its bitmap, as UIKit's `UIGraphicsImageRendererFormat`.
///
/// Matches UIKit: `scale` pixels a point, `opaque` for a bitmap without alpha (it starts black,
/// as Apple's opaque contexts do). Differs: `default()`'s scale is 2 (the simulator's iPhone 6s),
/// not the main screen's; no extended range (`preferredRange` is absent).
public final class GraphicsImageRendererFormat {
    /// Pixels a point (`scale`).
    public var scale: CGFloat
    /// Whether the bitmap has no alpha channel (`opaque`).
    public var opaque: Bool

    /// A format with scale 2, not opaque (`init()`).
    public init() {
        scale = 2
        opaque = false
    }

    /// The default format (`default()`): scale 2, not opaque.
    public static func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }

    /// The format the closest to a trait collection's display (`init(for:)`): its scale, or 2
    /// when unspecified.
    public convenience init(for traitCollection: TraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// The context an image renderer's drawing closure gets, as UIKit's `UIGraphicsImageRendererContext`.
@MainActor
public final class GraphicsImageRendererContext {
    /// The bitmap context to draw into (`cgContext`), user space y-down in points, as in `draw(_:)`.
    public let cgContext: CGContext
    /// The renderer's format (`format`).
    public let format: GraphicsImageRendererFormat

    init(cgContext: CGContext, format: GraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far (`currentImage`).
    public var currentImage: Image {
        cgContext.makeImage().map { Image(cgImage: $0, scale: format.scale) } ?? Image()
    }

    /// Fills `rect` with the fill colour (`fill(_:)`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with a blend mode (`fill(_:blendMode:)`).
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect` with the stroke colour (`stroke(_:)`).
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect` (`clip(to:)`).
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images in code, as UIKit's `UIGraphicsImageRenderer`: `image { context in … }` runs the
/// closure with a bitmap context made current (so `BezierPath.fill()`, `Color.setFill()` and
/// `GraphicsContextStack.current` reach it) and returns what it drew as an `Image` with pixels.
///
/// Matches UIKit: y-down user space in points, `format.scale` pixels a point. Differs: `pngData`,
/// `jpegData` and writing to files are absent (no encoders here); the bitmap is drawn by
/// CoreGraphics' rasteriser (docs/CoreGraphics.md).
@MainActor
public final class GraphicsImageRenderer {
    /// The size of the images in points.
    public let size: CGSize
    /// How the bitmap is made (`format`).
    public let format: GraphicsImageRendererFormat

    /// A renderer for images of `size` points (`init(size:format:)`).
    public init(size: CGSize, format: GraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
    }

    /// A renderer for images the size of `bounds` (`init(bounds:format:)`), its origin at the top-left.
    public convenience init(bounds: CGRect, format: GraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` with a new bitmap context current and returns the image it drew (`image(actions:)`).
    /// A size below one pixel gives a one-pixel image.
    public func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        let context = GraphicsImageContext.makeContext(size: size, opaque: format.opaque, scale: format.scale)
        let rendererContext = GraphicsImageRendererContext(cgContext: context, format: format)
        let depth = GraphicsContextStack.depth
        GraphicsContextStack.push(context)
        actions(rendererContext)
        while GraphicsContextStack.depth > depth { GraphicsContextStack.pop() }
        return rendererContext.currentImage
    }
}

/// The image contexts of `UIGraphicsBeginImageContextWithOptions(_:_:_:)`,
/// `UIGraphicsGetImageFromCurrentImageContext()` and `UIGraphicsEndImageContext()` (a TouchKit
/// type; the UIKit module's functions forward here).
@MainActor
public enum GraphicsImageContext {
    private static var open: [(context: CGContext, scale: CGFloat)] = []

    /// A bitmap context of `size` points at `scale` (0: 2, see `GraphicsImageRendererFormat`), its
    /// user space y-down in points.
    static func makeContext(size: CGSize, opaque: Bool, scale: CGFloat) -> CGContext {
        let scale = scale > 0 ? scale : 2
        let width = max(1, Int((size.width * scale).rounded(.up)))
        let height = max(1, Int((size.height * scale).rounded(.up)))
        let info =
            opaque ? CGImageAlphaInfo.noneSkipLast.rawValue : CGImageAlphaInfo.premultipliedLast.rawValue
        // Always succeeds: 8-bit RGBA in four bytes is a supported layout and the size is positive.
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        return context
    }

    /// Opens an image context of `size` points and makes it current
    /// (`UIGraphicsBeginImageContextWithOptions(_:_:_:)`); `scale` 0 means 2 (see
    /// `GraphicsImageRendererFormat`).
    public static func begin(size: CGSize, opaque: Bool, scale: CGFloat) {
        let context = makeContext(size: size, opaque: opaque, scale: scale)
        open.append((context, scale > 0 ? scale : 2))
        GraphicsContextStack.push(context)
    }

    /// The image drawn so far in the current context when it is an image context
    /// (`UIGraphicsGetImageFromCurrentImageContext()`); nil otherwise.
    public static func currentImage() -> Image? {
        guard let top = open.last, top.context === GraphicsContextStack.current else { return nil }
        return top.context.makeImage().map { Image(cgImage: $0, scale: top.scale) }
    }

    /// Closes the newest image context and pops it from the context stack when it is on top
    /// (`UIGraphicsEndImageContext()`); nothing happens when none is open.
    public static func end() {
        guard let top = open.popLast() else { return }
        if top.context === GraphicsContextStack.current { GraphicsContextStack.pop() }
    }
}
