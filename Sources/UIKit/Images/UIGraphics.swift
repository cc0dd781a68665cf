// UIKit's drawing names over TouchKit's drawing (docs/Drawing.md): `draw(_:)` in a view, the
// context stack, image contexts and renderers, `UIBezierPath`.

/// UIKit's `UIBezierPath`: TouchKit's `BezierPath` (see it for where it differs).
public typealias UIBezierPath = BezierPath

/// UIKit's `UIGraphicsImageRenderer`: TouchKit's `GraphicsImageRenderer` (`image(actions:)`; no
/// `pngData`/`jpegData`).
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer

/// UIKit's `UIGraphicsImageRendererFormat`: TouchKit's `GraphicsImageRendererFormat` (`scale`,
/// `opaque`; the default scale is 2, not the main screen's).
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat

/// UIKit's `UIGraphicsImageRendererContext`: TouchKit's `GraphicsImageRendererContext` (`cgContext`,
/// `format`, `currentImage`, `fill`, `stroke`, `clip(to:)`).
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext

/// The context being drawn into (`UIGraphicsGetCurrentContext()`): the view's during its
/// `draw(_:)`, an image context's or renderer's while it is open, one pushed with
/// `UIGraphicsPushContext(_:)`; nil outside them. Matches UIKit; main actor only.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// Makes `context` the current context (`UIGraphicsPushContext(_:)`). Matches UIKit.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context) }

/// Restores the context current before the last push (`UIGraphicsPopContext()`). Matches UIKit;
/// with nothing pushed it does nothing.
@MainActor
public func UIGraphicsPopContext() { GraphicsContextStack.pop() }

/// Opens a bitmap image context of `size` points and makes it current
/// (`UIGraphicsBeginImageContextWithOptions(_:_:_:)`). Matches UIKit: y-down user space in
/// points, `scale` pixels a point, `opaque` without alpha. Differs: `scale` 0 means 2 (the
/// simulator's iPhone 6s), not the main screen's scale.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsImageContext.begin(size: size, opaque: opaque, scale: scale)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)` (`UIGraphicsBeginImageContext(_:)`).
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    GraphicsImageContext.begin(size: size, opaque: false, scale: 1)
}

/// What the current image context holds (`UIGraphicsGetImageFromCurrentImageContext()`); nil when
/// the current context is not an image context. Matches UIKit.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { GraphicsImageContext.currentImage() }

/// Closes the image context opened last (`UIGraphicsEndImageContext()`). Matches UIKit.
@MainActor
public func UIGraphicsEndImageContext() { GraphicsImageContext.end() }

/// Fills `rect` in the current context with its fill colour (`UIRectFill(_:)`). Matches UIKit.
@MainActor
public func UIRectFill(_ rect: CGRect) { GraphicsContextStack.current?.fill(rect) }

/// Strokes a one-point frame inside `rect` (`UIRectFrame(_:)`). Matches UIKit.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    GraphicsContextStack.current?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}
