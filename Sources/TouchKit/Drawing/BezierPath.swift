public import CoreGraphics
public import Foundation

/// A path with its own line and fill attributes, as UIKit's `UIBezierPath` (the UIKit module's
/// `UIBezierPath` is this class).
///
/// Matches UIKit: coordinates are the y-down user space of a view's `draw(_:)`; arcs' `clockwise`
/// is as it looks on screen (the opposite of `CGPath`'s flag, which is in y-up space);
/// `lineWidth` 1, butt caps, miter joins, miter limit 10, non-zero winding by default; `fill()` and
/// `stroke()` paint into the current context (`GraphicsContextStack.current`) with its colours
/// (`Color.setFill()`/`setStroke()`) and leave its state as it was; with no current context they
/// do nothing. `bounds` is the `cgPath`'s `boundingBox`, control points included.
/// Differs: `init(roundedRect:cornerRadius:)` draws circular corners (UIKit's are continuous
/// "squircle" curves, slightly wider); `contains(_:)` tests the flattened path (within 0.1 of a
/// curve the answer may differ); not an `NSObject`, no `NSCoding`.
open class BezierPath: CustomStringConvertible {
    private var path: CGMutablePath

    /// The line width used by `stroke()` (`lineWidth`; 1).
    open var lineWidth: CGFloat = 1
    /// How line ends are drawn (`lineCapStyle`; `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are drawn (`lineJoinStyle`; `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (`miterLimit`; 10).
    open var miterLimit: CGFloat = 10
    /// How finely curves are drawn (`flatness`; 0.6). Kept and read back; rendering always uses
    /// Core Graphics' own flatness.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule (`usesEvenOddFillRule`).
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path (`init()`).
    public init() { path = CGMutablePath() }

    /// A closed rectangle, clockwise from its top-left corner on screen (`init(rect:)`).
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect` (`init(ovalIn:)`), four cubic curves.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle (`init(roundedRect:cornerRadius:)`); the radius is clamped to half the
    /// shorter side, as UIKit clamps it. Differs: circular corners (see the type).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = min(max(0, cornerRadius), min(r.width, r.height) / 2)
        path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
    }

    /// An arc of a circle (`init(arcCenter:radius:startAngle:endAngle:clockwise:)`); angles in
    /// radians from the positive x axis, `clockwise` as seen on screen (y down).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(
            withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise)
    }

    /// A path with the elements of `cgPath` (`init(cgPath:)`).
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as Core Graphics' (`cgPath`): a snapshot; setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .null) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    // MARK: Building

    /// Starts a new subpath at `point` (`move(to:)`).
    open func move(to point: CGPoint) { path.move(to: point) }

    /// A straight line to `point` (`addLine(to:)`).
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic Bézier curve (`addCurve(to:controlPoint1:controlPoint2:)`).
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve (`addQuadCurve(to:controlPoint:)`).
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: point, control: controlPoint)
    }

    /// An arc (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`): a line from the current
    /// point to its start, then the arc; `clockwise` as seen on screen.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start (`close()`).
    open func close() { path.closeSubpath() }

    /// Removes every element (`removeAllPoints()`).
    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds the elements of `other` (`append(_:)`).
    open func append(_ other: BezierPath) { path.addPath(other.path) }

    /// Maps every point by `transform` (`apply(_:)`).
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.copy(using: &t)?.mutableCopy() ?? CGMutablePath()
    }

    /// Sets the dash used by `stroke()` (`setLineDash(_:count:phase:)`); nil or a zero count for a
    /// solid line. Pass an array: `path.setLineDash([6, 3], count: 2, phase: 0)`.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    // MARK: Reading

    /// Whether the path has no elements (`isEmpty`).
    open var isEmpty: Bool { path.isEmpty }

    /// The path's bounding box, control points included (`bounds`); `.null` when empty.
    open var bounds: CGRect { path.boundingBox }

    /// The last point added (`currentPoint`); `.zero` when empty.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path by its fill rule (`contains(_:)`).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// A description of the elements.
    public var description: String { "BezierPath(\(path.description))" }

    // MARK: Painting

    /// Fills the path in the current context with its fill colour (`fill()`).
    @MainActor
    open func fill() { fill(with: .normal, alpha: 1) }

    /// Fills with a blend mode and an extra alpha (`fill(with:alpha:)`).
    @MainActor
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = GraphicsContextStack.current else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha * context.graphicsState.alpha)
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and this path's line
    /// attributes (`stroke()`).
    @MainActor
    open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes with a blend mode and an extra alpha (`stroke(with:alpha:)`).
    @MainActor
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = GraphicsContextStack.current else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha * context.graphicsState.alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path (`addClip()`).
    @MainActor
    open func addClip() {
        guard let context = GraphicsContextStack.current else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
