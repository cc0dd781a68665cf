import CoreGraphics
import TestSupport
import Testing

/// Paths as drawing code builds them: a card's rounded outline, a badge's circle, a star.
@Suite("CGPath: elements, bounding boxes, contains with both fill rules")
struct CGPathTests {
    private func star() -> CGMutablePath {
        // A five-pointed star drawn in one stroke: its centre winds twice.
        let path = CGMutablePath()
        for i in 0..<5 {
            let angle = CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    @Test("A rectangle path is move, three lines, close, and isRect says so")
    func rectangle() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(
            path.elements.map(\.type) == [
                .moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath,
            ])
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.boundingBox == rect)
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test("An empty path: isEmpty, null bounding boxes, current point zero")
    func empty() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
    }

    @Test("A curve's boundingBox holds its control points; boundingBoxOfPath only the curve")
    func curveBounds() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 5) < 1e-9)
        #expect(tight.width == 10)
    }

    @Test("A full circle by addArc: its tight bounds are the circle's square")
    func arcBounds() {
        let path = CGMutablePath()
        path.addArc(
            center: CGPoint(x: 10, y: 20), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX - 5) < 1e-9 && abs(box.maxX - 15) < 1e-9)
        #expect(abs(box.minY - 15) < 1e-9 && abs(box.maxY - 25) < 1e-9)
        // A quarter arc counter-clockwise from 0 to π/2 stays in the first quadrant.
        let quarter = CGMutablePath()
        quarter.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(quarter.boundingBoxOfPath.minX > -1e-9 && quarter.boundingBoxOfPath.minY > -1e-9)
        #expect(abs(quarter.currentPoint.y - 1) < 1e-9)
        // Clockwise from 0 to π/2 goes the long way round: three quarters.
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(long.boundingBoxOfPath.minX + 1) < 1e-9)
    }

    @Test(
        "addArc(tangent1End:tangent2End:radius:) rounds a corner: line to the tangent point, arc to the next")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(path.elements[1] == CGPathElement(type: .addLineToPoint, points: [CGPoint(x: 8, y: 0)]))
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 2) < 1e-9)
    }

    @Test("The star's centre is inside by winding, outside by even-odd; its points inside by both")
    func starRules() {
        let path = star()
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 50, y: 85), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 0, y: 0)))
    }

    @Test("copy is a snapshot; mutableCopy is independent; addPath with a transform moves points")
    func copies() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        let snapshot = path.copy()
        let other = path.mutableCopy()
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(snapshot?.elements.count == 5)
        #expect(other?.elements.count == 5)
        let moved = CGMutablePath()
        moved.addPath(snapshot!, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(moved.boundingBox == CGRect(x: 10, y: 0, width: 1, height: 1))
        var types: [CGPathElementType] = []
        moved.applyWithBlock { types.append($0.type) }
        #expect(types.count == 5)
    }

    @Test("An ellipse and a rounded rect have their rectangle as tight bounds")
    func shapes() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        let box = ellipse.boundingBoxOfPath
        #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 10) < 1e-9)
        let rounded = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 3, cornerHeight: 3)
        #expect(abs(rounded.boundingBoxOfPath.width - 20) < 1e-9)
        #expect(!rounded.contains(CGPoint(x: 0.2, y: 0.2)))
        #expect(rounded.contains(CGPoint(x: 10, y: 5)))
    }

    /// Ray casting on an independently flattened polygon: crossings to the right of the point.
    private func crossings(_ p: CGPoint, _ polygons: [[CGPoint]]) -> (winding: Int, count: Int) {
        var winding = 0
        var count = 0
        for polygon in polygons {
            for i in polygon.indices {
                let a = polygon[i]
                let b = polygon[(i + 1) % polygon.count]
                guard (a.y <= p.y) != (b.y <= p.y) else { continue }
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x {
                    count += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        return (winding, count)
    }

    @Test("Randomized: contains agrees with ray casting on the flattened path (seed 0xC6_2026)")
    func randomizedContains() {
        var random = SplitMix64(seed: 0xC6_2026)
        for _ in 0..<40 {
            let path = CGMutablePath()
            for _ in 0..<(1 + random.below(3)) {
                path.move(to: CGPoint(x: random.below(100), y: random.below(100)))
                for _ in 0..<(2 + random.below(5)) {
                    let end = CGPoint(x: random.below(100), y: random.below(100))
                    if random.chance(30) {
                        path.addQuadCurve(
                            to: end, control: CGPoint(x: random.below(100), y: random.below(100)))
                    } else {
                        path.addLine(to: end)
                    }
                }
                path.closeSubpath()
            }
            let polygons = path.flattened()
            for _ in 0..<50 {
                // Off-grid points avoid ties with integer vertices.
                let p = CGPoint(
                    x: CGFloat(random.below(10_000)) / 100 + 0.003,
                    y: CGFloat(random.below(10_000)) / 100 + 0.007)
                let reference = crossings(p, polygons)
                #expect(path.contains(p, using: .winding) == (reference.winding != 0))
                #expect(path.contains(p, using: .evenOdd) == (reference.count % 2 == 1))
            }
        }
    }
}
