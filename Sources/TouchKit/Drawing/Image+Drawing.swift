public import CoreGraphics
public import Foundation

extension Image {
    /// An image of the pixels of `cgImage` (`UIImage(cgImage:scale:orientation:)` without the
    /// orientation), `scale` pixels a point; what `GraphicsImageRenderer` returns.
    ///
    /// Differs from UIKit: the image has no name, so an image view showing it draws nothing in the
    /// browser (only `draw(in:)` into a context uses its pixels; see docs/Drawing.md).
    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.init(
            resourceNamed: "",
            size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale))
        self.cgImage = cgImage
        self.scale = scale
    }

    /// Draws the image upright into `rect` of the current context (`draw(in:)`), scaled to fill it.
    ///
    /// Matches UIKit for images with pixels (made by `GraphicsImageRenderer` or `init(cgImage:)`):
    /// the top row at `rect.minY` in a view's y-down space, nearest-pixel sampling. Differs: an image
    /// known only by its name (`UIImage(named:)`, a symbol) has no pixels here and draws nothing.
    @MainActor
    public func draw(in rect: CGRect) {
        guard let cgImage, let context = GraphicsContextStack.current else { return }
        context.saveGState()
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: rect)
        context.restoreGState()
    }

    /// Draws the image at its size with its top-left corner at `point` (`draw(at:)`); see
    /// `draw(in:)`.
    @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }
}
