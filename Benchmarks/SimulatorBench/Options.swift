import Foundation
import SimulatorLoad

/// The command line's options, bounded so that a run stays short and local.
struct Options {
    var samples = 500
    /// How many samples the ink run's stroke has (`--points`).
    var points = 5_000
    var devices = 500
    var rate = 120.0
    var seconds = 10.0
    var server: String?
    /// Where the latency run presses: `icon` (AppSearch: the hint's blur changes) or `empty`.
    var target = "icon"
    /// Where the latency run writes a Chromium trace of its measured round (`--trace PATH`), if anywhere.
    var trace: String?
    /// How the load run spreads the devices' samples over each interval.
    var schedule = LoadGenerator.Schedule.staggered
    /// Staggered send times are rounded down to a multiple of this, milliseconds (0: exact).
    var granularity = 0.0

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            let value = iterator.next()
            switch argument {
            case "--samples": samples = min(max(Int(value ?? "") ?? samples, 10), 20_000)
            case "--devices": devices = min(max(Int(value ?? "") ?? devices, 1), 1_000)
            case "--rate": rate = min(max(Double(value ?? "") ?? rate, 1), 500)
            case "--seconds": seconds = min(max(Double(value ?? "") ?? seconds, 1), 60)
            case "--points": points = min(max(Int(value ?? "") ?? points, 500), 50_000) / 50 * 50
            case "--server": server = value
            case "--trace": trace = value
            case "--target": target = value == "empty" ? "empty" : "icon"
            case "--schedule": schedule = value == "burst" ? .burst : .staggered
            case "--granularity-ms": granularity = min(max(Double(value ?? "") ?? granularity, 0), 100)
            default:
                FileHandle.standardError.write(Data("error: unknown option \(argument)\n".utf8))
                exit(2)
            }
        }
    }
}

/// Nearest-rank quantiles of durations in milliseconds.
struct Quantiles: Encodable {
    var count: Int
    var p50: Double
    var p90: Double
    var p99: Double
    var max: Double
    var mean: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        func rank(_ q: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            return sorted[
                Swift.min(sorted.count, Swift.max(1, Int((q * Double(sorted.count)).rounded(.up)))) - 1]
        }
        count = sorted.count
        p50 = rank(0.5)
        p90 = rank(0.9)
        p99 = rank(0.99)
        max = sorted.last ?? 0
        mean = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
    }
}

/// Encodes a report with sorted keys.
func json<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
}
