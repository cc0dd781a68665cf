import Foundation
import TestSupport
import Testing

@testable import Ink

@Suite("OutlineGenerator: round arcs drawn around their circles, with the fewest corners")
struct OutlineGeneratorTests {
    @Test(
        "the most a piece can hold fits the scratch: every joint a 64-corner join, runs of 32 joints, both ways round"
    )
    func largestJoinsFit() {
        // A polygon of 12 corners a turn, 1,000 pt across, drawn with a 400-pt nib and a
        // 0.001-pt tolerance: each outer join needs more than 64 corners (so it gets 64), the
        // inner side never folds, and runs reach 32 joints. The sink's bounds are asserted in
        // debug builds (these tests'), so an overflow stops the test.
        for clockwise in [false, true] {
            var brush = Brush(size: 400)
            brush.arcTolerance = 0.001
            brush.streamline = 0
            brush.thinning = 0
            var points: [(Double, Double, Double)] = []
            for index in 0..<90 {
                let angle = Double(index) * .pi / 6 * (clockwise ? -1 : 1)
                points.append((500 * cos(angle), 500 * sin(angle), 3))
            }
            let stroke = Stroke(brush: brush, inputs: InkTestStrokes.line(points))
            var builder = StrokeBuilder(brush: brush)
            for input in InkTestStrokes.line(points) { builder.append(input) }
            builder.finish()
            #expect(builder.stroke.outline == stroke.outline)
            // One round join is 64 corners plus its two tangent points.
            #expect(stroke.outline.vertices.count > 88 * 66)
            #expect(stroke.outline.pieceCount >= 3)
            let areas = InkTestStrokes.signedAreas(stroke.outline)
            #expect(areas.allSatisfy { $0 > 0 } || areas.allSatisfy { $0 < 0 })
        }
    }

    @Test(
        "an arc's polygon touches its circle on every edge, strays at most the tolerance, and could not do with half the corners",
        arguments: [UInt64(5), 77, 0xA5C])
    func arcWithinTolerance(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let corners = UnsafeMutablePointer<CGPoint>.allocate(capacity: 64)
        defer { corners.deallocate() }
        for _ in 0..<2_000 {
            let radius = random.double(in: 0.05...40)
            let tolerance = [0.01, 0.1, 0.5][random.below(3)]
            let start = random.double(in: 0...(2 * .pi))
            let sweep = random.double(in: 0.001...(.pi - 0.001)) * (random.chance(50) ? 1 : -1)
            let u0 = InkVector(cos(start), sin(start))
            let u1 = InkVector(cos(start + sweep), sin(start + sweep))
            let center = InkVector(random.double(in: -500...500), random.double(in: -500...500))
            let count = OutlineGenerator.arc(
                center: center, radius: radius, from: u0, to: u1, tolerance: tolerance, into: corners,
                stride: 1)
            #expect(count >= 1 && count <= 64 && count & (count - 1) == 0, "\(count) corners")
            let slack = 1e-9 * max(1, radius)
            // Every corner outside the circle and within the tolerance of it (unless the arc has
            // the most corners there are, 64: a wide circle with a fine tolerance may stray more).
            for index in 0..<count {
                let d = hypot(Double(corners[index].x) - center.x, Double(corners[index].y) - center.y)
                #expect(d >= radius - slack, "corner at \(d), r \(radius)")
                #expect(
                    d <= radius + tolerance + slack || count == 64,
                    "corner at \(d), r \(radius), \(count) corners")
            }
            // Every edge, from the start's tangent point through the corners to the end's, touches
            // the circle (its line is at the radius from the centre): the polygon holds the disc.
            var path = [center + u0 * radius]
            for index in 0..<count {
                path.append(InkVector(Double(corners[index].x), Double(corners[index].y)))
            }
            path.append(center + u1 * radius)
            for index in 0..<(path.count - 1) {
                let edge = path[index + 1] - path[index]
                let distance = abs(edge.cross(center - path[index])) / edge.length
                #expect(
                    abs(distance - radius) <= 1e-7 * max(1, radius),
                    "edge \(index) at \(distance), r \(radius)")
            }
            // The fewest corners: with half as many parts a corner would stray beyond the tolerance.
            if count > 1, count < 64 {
                let halfParts = Double(count / 2)
                let coarser = radius / cos(abs(sweep) / (2 * halfParts))
                #expect(coarser > radius + tolerance - slack, "\(count) corners where \(count / 2) would do")
            }
        }
    }
}
