import Foundation
import TestSupport
import Testing

@testable import Ink

@Suite("Outline: the union of round-capped tapered segments, under nonzero winding")
struct OutlineTests {
    @Test(
        "property: every point's 95% disc is covered, nothing strays outside, never below the minimum width",
        arguments: [UInt64(1), 2, 3, 7, 42, 1234, 0xDEAD, 0x1F2E3D])
    func coverageProperty(seed: UInt64) {
        for (index, mode) in Brush.Mode.allCases.enumerated() {
            var brush = Brush()
            brush.mode = mode
            brush.size = [4.0, 12, 30][index]
            brush.taperStart = seed % 2 == 0 ? 10 : 0
            brush.taperEnd = seed % 3 == 0 ? 15 : 0
            let stroke = Stroke(brush: brush, inputs: InkTestStrokes.random(seed: seed, count: 160))
            let miss = InkTestStrokes.uncovered(stroke)
            #expect(
                miss == nil,
                "seed \(seed) mode \(mode): point \(miss?.point ?? -1) uncovered at \(String(describing: miss?.at))"
            )
            let stray = InkTestStrokes.strayFill(stroke, grid: 40)
            #expect(
                stray == nil,
                "seed \(seed) mode \(mode): filled far from the stroke at \(String(describing: stray))")
            #expect(stroke.points.allSatisfy { Double($0.width) >= brush.minimumWidth })
        }
    }
}
