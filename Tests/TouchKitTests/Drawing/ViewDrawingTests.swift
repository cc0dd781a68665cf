import CoreGraphics
import Foundation
import Testing

@testable import TouchKit

/// A view that strokes a horizontal line in `draw(_:)` and remembers how it was called.
@MainActor
final class LineView: View {
    var lineY: CGFloat = 10
    var color = Color(red: 1, green: 0, blue: 0)
    private(set) var drawnRects: [CGRect] = []
    private(set) var contextDuringDraw: CGContext?

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        guard let context = GraphicsContextStack.current else { return }
        contextDuringDraw = context
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(4)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: 0, y: lineY))
        context.addLine(to: CGPoint(x: bounds.width, y: lineY))
        context.strokePath()
    }
}

/// `draw(_:)`, `setNeedsDisplay` and the display pass a render runs, and the drawing in the render tree.
@MainActor
@Suite("View drawing: draw(_:) in the display pass, dirty rectangles, the render stream's drawing")
struct ViewDrawingTests {
    func screen() -> (View, LineView, RenderTreeBuilder) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let line = LineView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        root.addSubview(line)
        return (root, line, RenderTreeBuilder())
    }

    @Test(
        "A canvas view that strokes a line in draw(_:) shows that stroke, then the new one after setNeedsDisplay"
    )
    func strokeShows() throws {
        let (root, line, builder) = screen()
        let first = builder.render(root)
        let id = try #require(builder.identifier(of: line))
        let drawing = try #require(first.node(withID: id)?.attributes.drawing)
        #expect(drawing.size == [100, 50])
        #expect(drawing.ops.count == 1)
        let stroke = drawing.ops[0]
        #expect(stroke.op == "stroke")
        #expect(stroke.path == "M0 10L100 10")
        #expect(stroke.width == 4)
        #expect(stroke.cap == "round")
        #expect(stroke.color == Color(red: 1, green: 0, blue: 0))
        #expect(stroke.transform == nil, "the view's flipped context is the view's own space")
        line.lineY = 30
        line.setNeedsDisplay()
        let second = builder.render(root)
        #expect(second.node(withID: id)?.attributes.drawing?.ops.first?.path == "M0 30L100 30")
        #expect(!RenderNode.diff(from: first, to: second).isEmpty)
    }

    @Test("draw(_:) runs once per display pass: never again without setNeedsDisplay, once for several calls")
    func oncePerPass() {
        let (root, line, builder) = screen()
        _ = builder.render(root)
        #expect(line.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        _ = builder.render(root)
        line.backgroundColor = .systemBlue
        _ = builder.render(root)
        #expect(line.drawnRects.count == 1, "other changes do not redraw")
        line.setNeedsDisplay()
        line.setNeedsDisplay()
        #expect(line.needsDisplay)
        _ = builder.render(root)
        #expect(line.drawnRects.count == 2)
        #expect(!line.needsDisplay)
    }

    @Test("setNeedsDisplay(_:) rects are unioned and clipped to the bounds; the drawing outside them is kept")
    func dirtyUnion() throws {
        let (root, line, builder) = screen()
        _ = builder.render(root)
        line.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        line.setNeedsDisplay(CGRect(x: 90, y: 40, width: 30, height: 30))
        line.setNeedsDisplay(.zero)
        _ = builder.render(root)
        #expect(line.drawnRects.last == CGRect(x: 10, y: 10, width: 90, height: 40))
        let context = try #require(line.contextDuringDraw)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 90, height: 40))
        let commands = try #require(line.drawnContent?.commands)
        #expect(commands.count == 3, "the first stroke, the clear of the dirty rect, the new stroke")
        guard case .clear(let rect, _) = commands[1] else {
            Issue.record("expected a clear, got \(commands[1])")
            return
        }
        #expect(rect == CGRect(x: 10, y: 10, width: 90, height: 40))
    }

    @Test("The context exists only during draw(_:); nil outside it")
    func contextOutside() {
        let (root, line, builder) = screen()
        #expect(GraphicsContextStack.current == nil)
        _ = builder.render(root)
        #expect(line.contextDuringDraw != nil)
        #expect(GraphicsContextStack.current == nil)
        #expect(GraphicsContextStack.depth == 0)
    }

    @Test("A view that draws nothing has no drawing and costs no context; a zero-size view draws when sized")
    func nothingDrawn() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let line = LineView(frame: .zero)
        root.addSubview(plain)
        root.addSubview(line)
        let builder = RenderTreeBuilder()
        let tree = builder.render(root)
        let plainID = try #require(builder.identifier(of: plain))
        #expect(tree.node(withID: plainID)?.attributes.drawing == nil)
        #expect(line.drawnRects.isEmpty)
        line.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        _ = builder.render(root)
        #expect(line.drawnRects == [CGRect(x: 0, y: 0, width: 20, height: 20)])
    }

    @Test("contentMode .redraw redraws on a change of size; the default keeps the drawing")
    func redrawMode() {
        let (root, line, builder) = screen()
        _ = builder.render(root)
        line.frame.size = CGSize(width: 120, height: 50)
        _ = builder.render(root)
        #expect(line.drawnRects.count == 1)
        line.contentMode = .redraw
        line.frame.size = CGSize(width: 140, height: 50)
        _ = builder.render(root)
        #expect(line.drawnRects.last == CGRect(x: 0, y: 0, width: 140, height: 50))
    }

    @Test("Past the command limit a drawing keeps the first commands and says how many were dropped")
    func bounded() {
        let context = CGContext(
            recordingSize: CGSize(width: 10, height: 10),
            initialTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 10))
        for index in 0..<(RenderDrawing.commandLimit + 5) {
            context.fill(CGRect(x: CGFloat(index % 10), y: 0, width: 1, height: 1))
        }
        let drawing = RenderDrawing(context.displayList)
        #expect(drawing.ops.count == RenderDrawing.commandLimit)
        #expect(drawing.dropped == 5)
        #expect(drawing.ops[1].path == "M1 0L2 0L2 1L1 1Z")
    }

    @Test(
        "A drawing app's full-screen bitmap (750 × 1,206 at 2×) is sent averaged down to fit the pixel limit, not dropped"
    )
    func reducedImage() throws {
        let context = CGContext(
            recordingSize: CGSize(width: 375, height: 603),
            initialTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 603))
        // Left half opaque red, right half clear: the average keeps the halves apart.
        var pixels = [UInt8](repeating: 0, count: 750 * 1206 * 4)
        for y in 0..<1206 {
            for x in 0..<375 {
                pixels.replaceSubrange((y * 750 + x) * 4..<(y * 750 + x) * 4 + 4, with: [255, 0, 0, 255])
            }
        }
        let image = try #require(CGImage(width: 750, height: 1206, premultipliedRGBA: pixels))
        context.draw(image, in: CGRect(x: 0, y: 0, width: 375, height: 603))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let drawing = RenderDrawing(context.displayList)
        #expect(drawing.dropped == nil)
        #expect(drawing.reduced == 1)
        #expect(drawing.ops.count == 2, "the stroke after the image still goes out")
        let sent = try #require(drawing.ops.first?.image)
        #expect(sent.width * sent.height <= RenderDrawing.imagePixelLimit)
        #expect(abs(Double(sent.width) / Double(sent.height) - 750.0 / 1206.0) < 0.01)
        #expect(drawing.ops.first?.rect == [0, 0, 375, 603])
        let reduced = RenderDrawing.reduce(
            CGDisplayList.Image(width: 750, height: 1206, pixels: pixels),
            toAtMost: RenderDrawing.imagePixelLimit)
        #expect(Array(reduced.pixels[0..<4]) == [255, 0, 0, 255])
        #expect(Array(reduced.pixels[(reduced.width - 1) * 4..<reduced.width * 4]) == [0, 0, 0, 0])
    }

    @Test("The drawing's JSON: compact keys, state only where it differs from the defaults")
    func json() throws {
        let context = CGContext(
            recordingSize: CGSize(width: 20, height: 20),
            initialTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 20))
        context.translateBy(x: 5, y: 0)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(RenderDrawing(context.displayList)), as: UTF8.self)
        #expect(
            text
                == ##"{"ops":[{"clip":[{"path":"M5 0L15 0L15 10L5 10Z"}],"color":"#0000FFFF","op":"fill","path":"M0 0L4 0L4 4L0 4Z","transform":[1,0,0,1,5,0]}],"size":[20,20]}"##
        )
        let decoded = try JSONDecoder().decode(RenderDrawing.self, from: Data(text.utf8))
        #expect(decoded == RenderDrawing(context.displayList))
    }
}
