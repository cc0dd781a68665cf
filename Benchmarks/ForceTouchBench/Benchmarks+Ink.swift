import Foundation
import Ink

/// The input points every Ink benchmark draws, and the same generator the perfect-freehand peer
/// runs under Node (see BENCHMARKS.md "Ink"): a looping pen path at 120 Hz with pressure from a
/// 32-bit linear congruential generator (integer arithmetic, so JavaScript computes the same
/// numbers), smoothed.
func inkBenchmarkPoints(count: Int, from start: Int = 0) -> [InkInputPoint] {
    var state: UInt32 = 0x1234_5678
    var pressure = 0.5
    var points: [InkInputPoint] = []
    points.reserveCapacity(count)
    for index in 0..<(start + count) {
        state = state &* 1_664_525 &+ 1_013_904_223
        let random = Double(state >> 8) / 16_777_216
        pressure += (random - pressure) * 0.1
        guard index >= start else { continue }
        let i = Double(index)
        let x = 400 + 300 * sin(i * 0.013) + 20 * sin(i * 0.31)
        let y = 400 + 300 * cos(i * 0.011) + 20 * cos(i * 0.27)
        points.append(
            InkInputPoint(
                location: CGPoint(x: x, y: y), timestamp: i / 120, force: pressure * 20 / 3,
                maximumPossibleForce: 20.0 / 3.0))
    }
    return points
}

/// A stroke of `length` points being drawn, appended to one sample at a time; when it reaches
/// `length` + `resetAfter` points it goes back to the `length`-point copy (the copy's cost is
/// included, spread over `resetAfter` appends).
final class InkAppendBench {
    let start: StrokeBuilder
    var builder: StrokeBuilder
    let samples: [InkInputPoint]
    var next = 0

    init(length: Int, resetAfter: Int) {
        var builder = StrokeBuilder()
        builder.reserveCapacity(length + resetAfter)
        for point in inkBenchmarkPoints(count: length) { builder.append(point) }
        start = builder
        self.builder = builder
        samples = inkBenchmarkPoints(count: resetAfter, from: length)
    }

    func append(_ count: Int) -> Int {
        var checksum = 0
        for _ in 0..<count {
            if next == samples.count {
                builder = start
                next = 0
            }
            let update = builder.append(samples[next])
            next += 1
            checksum &+= update.provisionalPieces.count &+ update.newlyFrozenPieces.count
        }
        return checksum
    }
}

/// The Ink module's benchmarks.
@MainActor
let inkBenchmarks: [Benchmark] = {
    let points = inkBenchmarkPoints(count: 10_000)
    let at100 = InkAppendBench(length: 100, resetAfter: 100)
    let at10k = InkAppendBench(length: 10_000, resetAfter: 10_000)
    let append100 = Benchmark(
        name: "ink.append.100", unit: "sample appended to a 100-point stroke",
        target: "(reference for ink.append.10k)",
        operationsPerBatch: 1_000, runBatch: { at100.append(1_000) }, meets: { _ in true })
    return [
        Benchmark(
            name: "ink.outline.points", unit: "input point (a 10,000-point stroke drawn and outlined)",
            target: "≥ 15,000,000 points/s on one core", operationsPerBatch: points.count,
            runBatch: { Stroke(inputs: points).outline.vertices.count },
            meets: { $0.operationsPerSecond >= 15_000_000 }),
        append100,
        Benchmark(
            name: "ink.append.10k", unit: "sample appended to a 10,000-point stroke",
            target: "≤ 2× ink.append.100 (measured again right after)", operationsPerBatch: 1_000,
            runBatch: { at10k.append(1_000) },
            meets: { result in result.medianNanoseconds <= 2 * append100.run(seconds: 1).medianNanoseconds }),
    ]
}()
