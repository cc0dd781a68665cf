import CoreGraphics
import Testing

/// Drawing as TouchCanvas and tutorials do it: record strokes whose width follows force, then paint
/// bitmaps and read their pixels back.
@Suite("CGContext: the display list it records and the pixels it paints")
struct CGContextTests {
    private func bitmap(_ width: Int, _ height: Int) -> CGContext {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// Premultiplied RGBA at device pixel (x, y), y up.
    private func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
        let row = context.data! + (context.height - 1 - y) * context.bytesPerRow + 4 * x
        return (0..<4).map { row.load(fromByteOffset: $0, as: UInt8.self) }
    }

    @Test(
        "TouchCanvas-style: one segment a touch sample, width from force, round caps, recorded with its state"
    )
    func touchCanvasStrokes() {
        let context = CGContext(
            recordingSize: CGSize(width: 320, height: 480),
            initialTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 480))
        let samples: [(CGPoint, CGFloat)] = [
            (CGPoint(x: 10, y: 10), 0.5), (CGPoint(x: 20, y: 15), 1.0), (CGPoint(x: 30, y: 30), 2.5),
        ]
        context.setLineCap(.round)
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        for (from, to) in zip(samples, samples.dropFirst()) {
            context.setLineWidth(to.1 * 4)
            context.beginPath()
            context.move(to: from.0)
            context.addLine(to: to.0)
            context.strokePath()
        }
        let commands = context.displayList.commands
        #expect(commands.count == 2)
        guard case .stroke(let path, let state) = commands[1] else { return #expect(Bool(false)) }
        #expect(
            path == [
                CGPathElement(type: .moveToPoint, points: [CGPoint(x: 20, y: 15)]),
                CGPathElement(type: .addLineToPoint, points: [CGPoint(x: 30, y: 30)]),
            ])
        #expect(state.lineWidth == 10)
        #expect(state.lineCap == .round)
        #expect(state.strokeColor == CGDrawingColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(state.ctm.d == -1 && state.ctm.ty == 480)
        #expect(context.isPathEmpty)
    }

    @Test("save and restore nest; an unbalanced restore is ignored")
    func saveRestore() {
        let context = CGContext(recordingSize: CGSize(width: 10, height: 10))
        context.setLineWidth(2)
        context.saveGState()
        context.translateBy(x: 5, y: 0)
        context.setLineWidth(3)
        context.saveGState()
        context.setAlpha(0.5)
        context.restoreGState()
        #expect(context.graphicsState.alpha == 1 && context.graphicsState.lineWidth == 3)
        context.restoreGState()
        #expect(context.ctm == .identity && context.graphicsState.lineWidth == 2)
        context.restoreGState()
        #expect(context.graphicsState.lineWidth == 2)
    }

    @Test("The path survives a CTM change in user space terms; painting clears it")
    func pathInUserSpace() {
        let context = CGContext(recordingSize: CGSize(width: 100, height: 100))
        context.translateBy(x: 10, y: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.currentPointOfPath == .zero)
        context.fillPath()
        #expect(context.path == nil)
        guard case .fill(let path, .winding, let state) = context.displayList.commands.first else {
            return #expect(Bool(false))
        }
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)).elements == path)
        #expect(state.ctm == CGAffineTransform(translationX: 10, y: 10))
    }

    @Test("A filled rect reads back exactly: premultiplied RGBA8, y up, first memory row the top")
    func fillRectPixels() {
        let context = bitmap(4, 4)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(pixel(context, 0, 0) == [128, 0, 0, 128])
        #expect(pixel(context, 1, 0) == [128, 0, 0, 128])
        #expect(pixel(context, 2, 0) == [0, 0, 0, 0])
        #expect(pixel(context, 0, 1) == [0, 0, 0, 0])
        // The bottom row is the last in memory.
        #expect(context.data!.load(fromByteOffset: 3 * context.bytesPerRow, as: UInt8.self) == 128)
        let image = context.makeImage()!
        #expect(image.width == 4 && image.height == 4)
        #expect(image.pixel(x: 0, y: 3) == (128, 0, 0, 128))
    }

    @Test("An antialiased circle covers πr² within 1 %")
    func circleArea() {
        let context = bitmap(64, 64)
        context.setFillColor(gray: 1, alpha: 1)
        context.fillEllipse(in: CGRect(x: 12.3, y: 10.7, width: 40, height: 40))
        var total = 0.0
        for y in 0..<64 { for x in 0..<64 { total += Double(pixel(context, x, y)[3]) / 255 } }
        #expect(abs(total - Double.pi * 400) / (Double.pi * 400) < 0.01)
    }

    @Test("Caps: butt stops at the end, square and round reach half the width past it")
    func caps() {
        for (cap, reaches) in [(CGLineCap.butt, false), (.square, true), (.round, true)] {
            let context = bitmap(40, 20)
            context.setLineWidth(6)
            context.setLineCap(cap)
            context.strokeLineSegments(between: [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)])
            #expect(pixel(context, 20, 10)[3] == 255)
            #expect(pixel(context, 20, 14)[3] == 0)
            #expect((pixel(context, 31, 10)[3] == 255) == reaches, "cap \(cap)")
            // The square cap fills the corner; the round one does not.
            #expect((pixel(context, 32, 12)[3] > 200) == (cap == .square), "cap \(cap)")
        }
    }

    @Test("Joins: miter fills the outer corner, bevel cuts it, round rounds it")
    func joins() {
        for join in [CGLineJoin.miter, .bevel, .round] {
            let context = bitmap(40, 40)
            context.setLineWidth(8)
            context.setLineJoin(join)
            context.move(to: CGPoint(x: 5, y: 20))
            context.addLine(to: CGPoint(x: 20, y: 20))
            context.addLine(to: CGPoint(x: 20, y: 5))
            context.strokePath()
            // The outer corner at (24, 24): the pixel just inside it.
            let corner = pixel(context, 23, 23)[3]
            switch join {
            case .miter: #expect(corner == 255)
            case .bevel: #expect(corner == 0)
            case .round: #expect(corner < 255)
            }
            #expect(pixel(context, 21, 21)[3] == 255, "join \(join)")
        }
    }

    @Test("A clip to a rect keeps a fill inside it; boundingBoxOfClipPath reports it")
    func clipping() {
        let context = bitmap(10, 10)
        context.clip(to: CGRect(x: 2, y: 2, width: 3, height: 3))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 2, y: 2, width: 3, height: 3))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(context, 3, 3)[3] == 255)
        #expect(pixel(context, 6, 6)[3] == 0)
        #expect(pixel(context, 1, 3)[3] == 0)
    }

    @Test("A self-intersecting star: the centre is painted by winding, not by even-odd")
    func starFillRules() {
        for rule in [CGPathFillRule.winding, .evenOdd] {
            let context = bitmap(100, 100)
            for i in 0..<5 {
                let angle = CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                let p = CGPoint(x: 50 + 45 * cos(angle), y: 50 + 45 * sin(angle))
                if i == 0 { context.move(to: p) } else { context.addLine(to: p) }
            }
            context.closePath()
            context.fillPath(using: rule)
            #expect(pixel(context, 50, 50)[3] == (rule == .winding ? 255 : 0))
            #expect(pixel(context, 50, 90)[3] == 255)
        }
    }

    @Test("makeImage then draw(_:in:) into another context puts the pixels upright")
    func imageRoundTrip() {
        let source = bitmap(2, 2)
        source.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 1, width: 2, height: 1))  // the top row
        let image = source.makeImage()!
        let target = bitmap(4, 4)
        target.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(pixel(target, 0, 3) == [0, 255, 0, 255])
        #expect(pixel(target, 3, 2) == [0, 255, 0, 255])
        #expect(pixel(target, 0, 1) == [0, 0, 0, 0])
        guard case .drawImage(let rect, let recorded, _) = target.displayList.commands.last else {
            return #expect(Bool(false))
        }
        #expect(rect == CGRect(x: 0, y: 0, width: 4, height: 4) && recorded.width == 2)
    }

    @Test("clear makes a rectangle transparent; BGRA (premultipliedFirst, little) stores blue first")
    func clearAndLayout() {
        let context = CGContext(
            data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        )!
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.clear(CGRect(x: 1, y: 0, width: 1, height: 1))
        let bytes = (0..<8).map { context.data!.load(fromByteOffset: $0, as: UInt8.self) }
        #expect(bytes == [255, 0, 0, 255, 0, 0, 0, 0])
        #expect(
            CGContext(
                data: nil, width: 1, height: 1, bitsPerComponent: 16, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test("A dashed line paints its dashes and leaves the gaps")
    func dashes() {
        let context = bitmap(40, 10)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [4, 4])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 40, y: 5)])
        #expect(pixel(context, 1, 5)[3] == 255)
        #expect(pixel(context, 5, 5)[3] == 0)
        #expect(pixel(context, 9, 5)[3] == 255)
    }

    @Test("Blend modes: multiply darkens, copy replaces, alpha scales")
    func blending() {
        let context = bitmap(3, 1)
        context.setFillColor(gray: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        context.setBlendMode(.multiply)
        context.setFillColor(gray: 0.5, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.copy)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(pixel(context, 0, 0) == [64, 64, 64, 255])
        #expect(pixel(context, 1, 0) == [0, 0, 0, 0])
        #expect(pixel(context, 2, 0) == [128, 128, 128, 255])
    }
}
