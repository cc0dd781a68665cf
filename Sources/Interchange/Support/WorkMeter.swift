import Synchronization

/// The kinds of work the readers count while a ``WorkMeter`` is measuring: the loops whose cost
/// a hostile input could blow up, each counted where it runs.
package enum WorkKind: String, Sendable, CaseIterable {
    /// Cells of the edit-distance table (`editDistance`, for "did you mean …?").
    case editDistanceCells
    /// Bytes a ``LineIndex`` indexed (the positions in error messages).
    case lineIndexBytes
    /// Bytes the XML pre-checks' markup walk passed (``XMLPreflight``).
    case xmlMarkupBytes
    /// Steps of the binary-plist measure (PropertyLists' `BinaryPropertyListDepth`): an object
    /// entered, a reference followed, an object finished.
    case binaryPlistSteps
}

/// What one measurement counted, by kind. Thread-safe: work counted on any thread of the
/// measuring task lands here.
package final class WorkCounter: Sendable {
    private let counts = Mutex<[WorkKind: Int]>([:])

    /// An empty counter.
    package init() {}

    /// Adds `amount` to `kind`.
    package func add(_ amount: Int, to kind: WorkKind) {
        counts.withLock { $0[kind, default: 0] += amount }
    }

    /// The work of `kind` counted so far.
    package subscript(kind: WorkKind) -> Int { counts.withLock { $0[kind, default: 0] } }

    /// All the work counted so far, every kind together.
    package var total: Int { counts.withLock { $0.values.reduce(0, +) } }
}

/// Deterministic cost bounds for tests: the readers count their work into the counter of the task
/// that is measuring (a task-local value), so a test can check that refusing a hostile input
/// costs what its size allows (input ×10 → work ×10, not ×100) without a clock. Nothing is counted
/// when no measurement runs: each counting site reads the task-local once per call, not per
/// byte. Timings belong in the benchmarks (`forcetouch-bench --filter hostile`).
package enum WorkMeter {
    /// The counter of the measurement in progress on this task, if any.
    @TaskLocal package static var counter: WorkCounter?

    /// Counts `amount` of `kind` when a measurement is in progress.
    package static func count(_ amount: Int, _ kind: WorkKind) {
        counter?.add(amount, to: kind)
    }

    /// Runs `body` with a fresh counter and returns what it counted.
    package static func measure(_ body: () throws -> Void) rethrows -> WorkCounter {
        let counter = WorkCounter()
        try $counter.withValue(counter) { try body() }
        return counter
    }

    /// Runs `body` with a fresh counter and returns what it counted (for async work such as a
    /// command run in-process; child tasks inherit the counter).
    package static func measureAsync(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
    ) async rethrows -> WorkCounter {
        let counter = WorkCounter()
        try await $counter.withValue(counter) { try await body() }
        return counter
    }
}
