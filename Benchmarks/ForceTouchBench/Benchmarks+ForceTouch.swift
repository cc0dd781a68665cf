import ForceTouch
import Foundation

/// A realistic mixed session, the same every run: taps, scrolls, light hints, peeks, pops and
/// holds at 120 Hz, with a second finger now and then (about 26,000 samples).
func forceTouchBenchmarkTrace() -> Trace {
    var seed: UInt64 = 0x3D70_0C4
    func random() -> Double {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(seed >> 11) / Double(1 << 53)
    }
    var samples: [TouchSample] = []
    var t = 0.0
    for press in 0..<400 {
        t += 0.1 + random() * 0.4
        let id = press % 5 + 1
        let kind = press % 6  // 0 tap, 1 scroll, 2 hint, 3 peek, 4 pop, 5 hold
        let duration = [0.08, 0.35, 0.5, 0.8, 1.1, 0.9][kind] * (0.8 + random() * 0.4)
        let target = [0.6, 1.5, 2.5, 4.6, 6.4, 0.8][kind]
        let start = CGPoint(x: 40 + random() * 300, y: 60 + random() * 600)
        let began = t
        var phase = TouchPhase.began
        while t - began <= duration {
            let progress = min(1, (t - began) / (duration * 0.6))
            let force = min(target * progress * progress * (3 - 2 * progress) + random() * 0.1, 6.666)
            let drift = kind == 1 ? 80 * (t - began) / duration : random() * 2
            let location = CGPoint(x: start.x + drift * 0.2, y: start.y - drift)
            samples.append(TouchSample(id: id, phase: phase, location: location, timestamp: t, force: force))
            if kind == 4, phase == .moved, random() < 0.05 {
                samples.append(.init(id: 99, phase: .began, location: .zero, timestamp: t, force: 1))
                samples.append(.init(id: 99, phase: .ended, location: .zero, timestamp: t, force: 0))
            }
            phase = .moved
            t += 1.0 / 120.0
        }
        samples.append(TouchSample(id: id, phase: .ended, location: start, timestamp: t, force: 0))
    }
    return Trace(samples: samples)
}

/// Runs every sample of `samples` through a fresh recognizer (a display-link tick to the sample's
/// time, then the sample), as the simulator does; returns a checksum of the events.
func replayForBenchmark(_ samples: [TouchSample], capability: ForceTouchCapability) -> Int {
    var recognizer = ForcePressRecognizer(capability: capability)
    var checksum = 0
    for sample in samples {
        for event in recognizer.advance(to: sample.timestamp) { checksum &+= Int(event.kind.rawValue) + 1 }
        for event in recognizer.handle(sample) { checksum &+= Int(event.kind.rawValue) + 1 }
    }
    return checksum
}

/// The ForceTouch module's benchmarks (main-actor isolated: `Benchmark` holds closures, and
/// main.swift runs on the main actor).
@MainActor
let forceTouchBenchmarks: [Benchmark] = {
    let trace = forceTouchBenchmarkTrace()
    let samples = trace.samples
    let text = Data(trace.jsonLines.utf8)
    let lines = samples.count + 1
    return [
        Benchmark(
            name: "forcetouch.recognizer.samples", unit: "sample (tick + handle)",
            target: "≥ 10,000,000 samples/s on one core", operationsPerBatch: samples.count,
            runBatch: { replayForBenchmark(samples, capability: .available) },
            meets: { $0.operationsPerSecond >= 10_000_000 }),
        Benchmark(
            name: "forcetouch.recognizer.long-press", unit: "sample (tick + handle)",
            target: "≥ 10,000,000 samples/s on one core", operationsPerBatch: samples.count,
            runBatch: { replayForBenchmark(samples, capability: .unavailable) },
            meets: { $0.operationsPerSecond >= 10_000_000 }),
        Benchmark(
            name: "forcetouch.trace.parse", unit: "line", target: "≥ 1,000,000 lines/s (ours)",
            operationsPerBatch: lines,
            runBatch: { (try? Trace(data: text))?.samples.count ?? -1 },
            meets: { $0.operationsPerSecond >= 1_000_000 }),
        Benchmark(
            name: "forcetouch.trace.write", unit: "line", target: "≥ 1,000,000 lines/s (ours)",
            operationsPerBatch: lines,
            runBatch: { trace.jsonLines.utf8.count },
            meets: { $0.operationsPerSecond >= 1_000_000 }),
    ]
}()
