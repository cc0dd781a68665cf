import ForceTouch
import ForceTouchTesting
import Foundation
import Testing
import UIKit

/// A TouchCanvas-style view, written as an iOS app writes one: each move adds a segment whose
/// width follows the touch's force, marks the segment's box dirty, and `draw(_:)` strokes the
/// segments that cross the dirty rectangle.
final class ForceSketchView: UIView {
    struct Segment {
        var from: CGPoint
        var to: CGPoint
        var width: CGFloat
    }

    private(set) var segments: [Segment] = []
    private var lastPoint: CGPoint?
    var inkColor = UIColor(red: 0, green: 0, blue: 0.5, alpha: 1)

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        lastPoint = touch.location(in: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let from = lastPoint else { return }
        let to = touch.location(in: self)
        let segment = Segment(from: from, to: to, width: lineWidth(for: touch))
        segments.append(segment)
        lastPoint = to
        setNeedsDisplay(box(of: segment))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastPoint = nil
    }

    /// 1 point without force, up to 21 at the most force the hardware reports.
    func lineWidth(for touch: UITouch) -> CGFloat {
        guard traitCollection.forceTouchCapability == .available || touch.maximumPossibleForce > 0 else {
            return 1
        }
        return 1 + 20 * min(1, touch.force / touch.maximumPossibleForce)
    }

    func box(of segment: Segment) -> CGRect {
        CGRect(
            x: min(segment.from.x, segment.to.x), y: min(segment.from.y, segment.to.y),
            width: abs(segment.to.x - segment.from.x), height: abs(segment.to.y - segment.from.y)
        ).insetBy(dx: -segment.width, dy: -segment.width)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineCap(.round)
        inkColor.setStroke()
        for segment in segments where box(of: segment).intersects(rect) {
            context.setLineWidth(segment.width)
            context.move(to: segment.from)
            context.addLine(to: segment.to)
            context.strokePath()
        }
    }
}

/// UIKit's drawing names: `draw(_:)` with `UIGraphicsGetCurrentContext()`, `UIBezierPath`, colours'
/// `set…()`, image contexts and renderers, and a force-sketching view.
@MainActor
@Suite("UIKit drawing: UIGraphics functions, UIBezierPath, UIGraphicsImageRenderer, a force sketch")
struct UIGraphicsTests {
    @Test("A TouchCanvas-style view draws segments that widen as the finger presses harder")
    func forceSketch() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let sketch = ForceSketchView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        controller.view.addSubview(sketch)
        let builder = RenderTreeBuilder()
        _ = builder.render(window)
        var time: TimeInterval = 0
        window.send(
            TouchSample(id: 1, phase: .began, location: CGPoint(x: 20, y: 300), timestamp: time, force: 0.2))
        for step in 1...30 {
            time += 1.0 / 60
            let sample = TouchSample(
                id: 1, phase: .moved, location: CGPoint(x: 20 + CGFloat(step) * 10, y: 300), timestamp: time,
                force: 0.2 + CGFloat(step) * 0.2)
            window.send(sample)
            _ = builder.render(window)
        }
        window.send(
            TouchSample(
                id: 1, phase: .ended, location: CGPoint(x: 320, y: 300), timestamp: time + 0.02, force: 0))
        let tree = builder.render(window)
        #expect(sketch.segments.count == 30)
        let sketchID = try #require(builder.identifier(of: sketch))
        let drawing = try #require(tree.node(withID: sketchID)?.attributes.drawing)
        let strokes = drawing.ops.filter { $0.op == "stroke" }
        let widths = strokes.map { $0.width ?? 1 }
        #expect(widths.count >= 30)
        #expect(try #require(widths.first) < 3)
        #expect(try #require(widths.max()) > 15)
        #expect(
            strokes.allSatisfy {
                $0.cap == "round" && $0.color == UIColor(red: 0, green: 0, blue: 0.5, alpha: 1)
            })
        #expect(drawing.dropped == nil)
        // The segment drawn at the hardest press is in the view's own space: y 200 (300 in the window).
        #expect(strokes.last?.path == "M310 200L320 200")
    }

    @Test("UIGraphicsGetCurrentContext is nil outside draw(_:) and follows push and pop")
    func pushPop() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let context = CGContext(recordingSize: CGSize(width: 4, height: 4))
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill()
        UIGraphicsPopContext()
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(context.displayList.commands.count == 1)
        guard case .fill(_, _, let state) = context.displayList.commands[0] else {
            Issue.record("expected a fill")
            return
        }
        #expect(state.fillColor == CGDrawingColor(UIColor.red.cgColor))
    }

    @Test("UIGraphicsImageRenderer: the pixels of what the closure drew, at the format's scale")
    func imageRenderer() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
        let image = renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 5, height: 2))
        }
        let pixels = try #require(image.cgImage)
        #expect(pixels.width == 20 && pixels.height == 20)
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(image.scale == 2)
        let blue = UIColor.blue
        let top = pixels.pixel(x: 1, y: 1)
        #expect(
            top.red == UInt8((blue.red * 255).rounded()) && top.blue == UInt8((blue.blue * 255).rounded()))
        #expect(top.alpha == 255)
        let below = pixels.pixel(x: 1, y: 10)
        #expect(below.red == 255 && below.green == 255 && below.blue == 255, "y grows downwards, as in UIKit")
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("Image contexts: begin, draw with UIBezierPath, read the image, end; an image drawn back upright")
    func imageContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 1)
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 4)).fill()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let pixels = try #require(image.cgImage)
        #expect(pixels.pixel(x: 3, y: 1).alpha == 255 && pixels.pixel(x: 3, y: 1).red == 255)
        #expect(pixels.pixel(x: 3, y: 6).alpha == 0)
        // Drawn into another context with draw(in:), the red half stays on top.
        let copy = UIGraphicsImageRenderer(
            size: CGSize(width: 8, height: 8),
            format: {
                let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
            }()
        ).image { _ in image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        let copied = try #require(copy.cgImage)
        #expect(copied.pixel(x: 3, y: 1).red == 255 && copied.pixel(x: 3, y: 1).alpha == 255)
        #expect(copied.pixel(x: 3, y: 6).alpha == 0)
    }

    @Test("UIBezierPath's shapes are CGPath's: rect, oval, rounded rect, arcs clockwise on screen")
    func bezierGeometry() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(UIBezierPath(rect: rect).cgPath == CGPath(rect: rect))
        #expect(UIBezierPath(ovalIn: rect).cgPath == CGPath(ellipseIn: rect))
        #expect(
            UIBezierPath(roundedRect: rect, cornerRadius: 5).cgPath
                == CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 5))
        #expect(
            UIBezierPath(roundedRect: rect, cornerRadius: 99).cgPath
                == CGPath(roundedRect: rect, cornerWidth: 15, cornerHeight: 15), "the radius is clamped")
        #expect(UIBezierPath(rect: rect).bounds == rect)
        // Clockwise on screen (y down) from 0 to π/2 sweeps through the lower right quadrant.
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.bounds.minX - 50) < 0.001 && abs(arc.bounds.maxX - 60) < 0.001)
        #expect(abs(arc.bounds.minY - 50) < 0.001 && abs(arc.bounds.maxY - 60) < 0.001)
        let counter = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(counter.bounds.minY < 41, "the long way round")
        let expected = CGMutablePath()
        expected.addArc(
            center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(arc.cgPath == expected)
    }

    @Test("UIBezierPath: building, contains by its rule, apply(_:), line attributes reach the stroke")
    func bezierBuilding() throws {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(
            to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 7, y: 12), controlPoint2: CGPoint(x: 3, y: 12)
        )
        path.close()
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: -1, y: 5)))
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
        let types = path.cgPath.elements.map(\.type)
        #expect(
            types == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        path.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(path.contains(CGPoint(x: 105, y: 5)))
        #expect(path.bounds.minX == 100)

        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 10, height: 10)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 10, y: 10)))
        #expect(ring.contains(CGPoint(x: 2, y: 10)))

        let context = CGContext(recordingSize: CGSize(width: 20, height: 20))
        UIGraphicsPushContext(context)
        let line = UIBezierPath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 20, y: 20))
        line.lineWidth = 6
        line.lineCapStyle = .round
        line.lineJoinStyle = .bevel
        line.setLineDash([4, 2], count: 2, phase: 1)
        UIColor.green.setStroke()
        line.stroke()
        UIGraphicsPopContext()
        guard case .stroke(_, let state) = try #require(context.displayList.commands.first) else {
            Issue.record("expected a stroke")
            return
        }
        #expect(state.lineWidth == 6 && state.lineCap == .round && state.lineJoin == .bevel)
        #expect(state.dashLengths == [4, 2] && state.dashPhase == 1)
        #expect(state.strokeColor == CGDrawingColor(UIColor.green.cgColor))
        #expect(context.graphicsState.lineWidth == 1, "stroke() leaves the context's state as it was")
    }
}
