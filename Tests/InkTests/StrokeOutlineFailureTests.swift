import Foundation
import Testing

@testable import Ink

/// The failures users report of single-outline libraries (perfect-freehand #58, #112, #85, #48;
/// see docs/Ink.md), each drawn here and checked: every point and every segment between points
/// is covered to 95 % of its radius, nothing is filled away from the stroke, no piece winds
/// backwards.
@Suite("Outline: the known failures of popular libraries do not happen")
struct StrokeOutlineFailureTests {
    static func check(_ stroke: Stroke, _ name: String) {
        #expect(InkTestStrokes.uncovered(stroke) == nil, "\(name): a point is not covered")
        #expect(InkTestStrokes.uncoveredAlongSegments(stroke) == nil, "\(name): a segment is not covered")
        #expect(InkTestStrokes.strayFill(stroke) == nil, "\(name): fill away from the stroke")
        #expect(!InkTestStrokes.hasNegativeWinding(stroke), "\(name): a piece winds backwards")
        let areas = InkTestStrokes.signedAreas(stroke.outline)
        #expect(areas.allSatisfy { $0 > 0 } || areas.allSatisfy { $0 < 0 }, "\(name): pieces turn both ways")
    }

    @Test("no elbows when drawing fast: a sharp V from three far-apart samples keeps its full corner")
    func noElbowsWhenFast() {
        let inputs = InkTestStrokes.line([(0, 0, 3), (240, 10, 3), (20, 60, 3), (260, 90, 3)])
        var brush = Brush(size: 20)
        brush.streamline = 0
        let stroke = Stroke(brush: brush, inputs: inputs)
        Self.check(stroke, "fast V")
        // The corner's disc is whole: the point beyond the corner at 95 % of the radius is filled.
        let corner = stroke.points[1]
        let r = Double(corner.width) * 0.5 * 0.95
        #expect(
            stroke.outline.winding(
                at: CGPoint(x: Double(corner.location.x) + r, y: Double(corner.location.y))) != 0)
    }

    @Test("no hourglass pinches at consecutive sharp corners: a tight zigzag never narrows below its width")
    func noHourglassAtConsecutiveCorners() {
        var points: [(Double, Double, Double)] = []
        for index in 0..<12 {
            points.append((Double(index) * 6, index % 2 == 0 ? 0 : 14, 4))
        }
        var brush = Brush(size: 10)
        brush.streamline = 0
        let stroke = Stroke(brush: brush, inputs: InkTestStrokes.line(points))
        Self.check(stroke, "zigzag")
        #expect(stroke.points.allSatisfy { Double($0.width) >= brush.minimumWidth })
    }

    @Test("no hairs at end caps: a hooked, thinning end adds nothing outside the stroke")
    func noHairsAtEndCaps() {
        let inputs = InkTestStrokes.line([
            (0, 0, 6), (40, 0, 6), (80, 0, 5), (100, 0, 3), (101, 2, 1), (99, 3, 0.5), (96, 2, 0.2),
        ])
        var brush = Brush(size: 24)
        brush.streamline = 0
        brush.taperEnd = 20
        let stroke = Stroke(brush: brush, inputs: inputs)
        Self.check(stroke, "hooked end")
    }

    @Test("no dots when backtracking: drawing back over the line leaves one clean shape")
    func noDotsWhenBacktracking() {
        var points: [(Double, Double, Double)] = []
        for index in 0...20 { points.append((Double(index) * 5, 0, 3)) }
        for index in stride(from: 19, through: 5, by: -1) { points.append((Double(index) * 5, 0.5, 3)) }
        var brush = Brush(size: 12)
        brush.streamline = 0.3
        let stroke = Stroke(brush: brush, inputs: InkTestStrokes.line(points))
        Self.check(stroke, "backtrack")
    }

    @Test("a backtrack ends the run with a cap and starts the next from the turning disc's centre, covered")
    func foldStartsWithCut() {
        var brush = Brush(size: 12)
        brush.streamline = 0
        let stroke = Stroke(brush: brush, inputs: InkTestStrokes.line([(0, 0, 3), (60, 0, 3), (10, 4, 3)]))
        Self.check(stroke, "backtrack")
        #expect(stroke.outline.pieceCount == 2)
        // The second piece starts at the turning point's centre (a cut, no second cap there) …
        let second = stroke.outline.piece(1)
        #expect(second.first == stroke.points[1].location)
        // … and the first covers that whole disc, its back half included.
        let turn = stroke.points[1]
        let r = Double(turn.width) * 0.5 * 0.95
        for k in 0..<24 {
            let angle = Double(k) * .pi / 12
            let probe = CGPoint(
                x: Double(turn.location.x) + r * cos(angle), y: Double(turn.location.y) + r * sin(angle))
            #expect(StrokeOutline.winding(of: stroke.outline.piece(0), at: probe) != 0)
        }
    }

    @Test("a single tap draws a round dot of the point's width")
    func dot() {
        let stroke = Stroke(inputs: InkTestStrokes.line([(50, 50, 2)]))
        #expect(stroke.outline.pieceCount == 1)
        Self.check(stroke, "dot")
        // Around the circle, within the tolerance.
        for vertex in stroke.outline.vertices {
            let d = StrokeBuilder.distance(vertex, stroke.points[0].location)
            #expect(d >= Double(stroke.points[0].width) / 2 - 1e-9)
            #expect(d <= Double(stroke.points[0].width) / 2 + stroke.brush.arcTolerance + 1e-9)
        }
    }

    @Test("stationary samples and pressure rising in place add no fold")
    func inPlace() {
        let stroke = Stroke(
            inputs: InkTestStrokes.line([
                (10, 10, 0.5), (10, 10, 1), (10, 10, 3), (10.2, 10, 6), (10.2, 10, 6), (30, 10, 6),
            ]))
        Self.check(stroke, "in place")
    }
}
