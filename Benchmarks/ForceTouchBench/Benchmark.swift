import Foundation

/// One benchmark case: a name, the target it must meet, and a body that runs `iterations` times.
struct Benchmark {
    /// Stable name, used as the JSON key (`recognizer.samples`).
    var name: String
    /// What one operation is, for people reading the JSON (`sample`, `app`).
    var unit: String
    /// The goal, in words and as a number, e.g. ("≥ 10,000,000 samples/s", 10_000_000).
    var target: String
    /// Operations per batch; the harness times batches and divides.
    var operationsPerBatch: Int
    /// Runs one batch; returns a value that depends on the work so it cannot be optimised away.
    var runBatch: () -> Int
    /// Whether the result meets the target, from the measured figures.
    var meets: (Result) -> Bool
    /// For cases that also count bytes sent per operation: the mean over the timed batches, read
    /// after each batch (reported as `bytesPerOperation`).
    var bytesPerOperation: (() -> Double)? = nil

    /// The figures of one benchmark.
    struct Result: Encodable {
        var name: String
        var unit: String
        var target: String
        var batches: Int
        var operationsPerBatch: Int
        /// Median nanoseconds per operation.
        var medianNanoseconds: Double
        /// 99th-percentile nanoseconds per operation (over batches).
        var p99Nanoseconds: Double
        /// Operations per second at the median.
        var operationsPerSecond: Double
        var meetsTarget: Bool
        var checksum: Int
        /// Mean bytes per operation, for cases that count them (absent otherwise).
        var bytesPerOperation: Double?
    }

    /// Runs warm-up batches, then timed batches for about `seconds`, and reports the median.
    func run(seconds: Double) -> Result {
        let clock = ContinuousClock()
        var checksum = 0
        for _ in 0..<3 { checksum &+= runBatch() }
        var perOperation: [Double] = []
        var bytes: [Double] = []
        let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while clock.now < deadline || perOperation.count < 5 {
            let start = clock.now
            checksum &+= runBatch()
            let elapsed = start.duration(to: clock.now)
            let nanos =
                Double(elapsed.components.seconds) * 1e9
                + Double(elapsed.components.attoseconds) / 1e9
            perOperation.append(nanos / Double(operationsPerBatch))
            if let bytesPerOperation { bytes.append(bytesPerOperation()) }
        }
        perOperation.sort()
        let median = perOperation[perOperation.count / 2]
        let p99 = perOperation[min(perOperation.count - 1, Int(Double(perOperation.count) * 0.99))]
        var result = Result(
            name: name, unit: unit, target: target, batches: perOperation.count,
            operationsPerBatch: operationsPerBatch, medianNanoseconds: median, p99Nanoseconds: p99,
            operationsPerSecond: 1e9 / median, meetsTarget: false, checksum: checksum)
        if !bytes.isEmpty { result.bytesPerOperation = bytes.reduce(0, +) / Double(bytes.count) }
        result.meetsTarget = meets(result)
        return result
    }
}
