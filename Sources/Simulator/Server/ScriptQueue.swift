import ForceTouch
import Foundation

/// Touches posted with `POST /api/devices/{id}/touches`, each due at its own time on the device's
/// clock, in order; a batch's waiter resumes when its last sample has been applied.
struct ScriptQueue {
    struct Entry {
        var due: TimeInterval
        var sample: TouchSample
        var batch: Int
    }

    private(set) var entries: [Entry] = []
    private var remaining: [Int: Int] = [:]
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextBatch = 1

    var isEmpty: Bool { entries.isEmpty }

    /// Adds a batch of samples already placed on the device's clock; returns its number.
    mutating func add(_ samples: [TouchSample]) -> Int {
        let batch = nextBatch
        nextBatch += 1
        remaining[batch] = samples.count
        entries += samples.map { Entry(due: $0.timestamp, sample: $0, batch: batch) }
        // Stable: batches interleave by time, each keeps its own order.
        entries = entries.enumerated().sorted { ($0.element.due, $0.offset) < ($1.element.due, $1.offset) }
            .map(\.element)
        return batch
    }

    /// Removes and returns the samples due at `now`, and the waiters of the batches they complete.
    mutating func takeDue(now: TimeInterval) -> (
        samples: [TouchSample], finished: [CheckedContinuation<Void, Never>]
    ) {
        var samples: [TouchSample] = []
        var finished: [CheckedContinuation<Void, Never>] = []
        var taken = 0
        for entry in entries {
            guard entry.due <= now else { break }
            samples.append(entry.sample)
            taken += 1
            remaining[entry.batch, default: 1] -= 1
            if remaining[entry.batch] == 0 {
                remaining[entry.batch] = nil
                if let waiter = waiters.removeValue(forKey: entry.batch) { finished.append(waiter) }
            }
        }
        entries.removeFirst(taken)
        return (samples, finished)
    }

    /// Whether `batch` still has samples waiting.
    func isPending(_ batch: Int) -> Bool { remaining[batch] != nil }

    /// Registers the waiter of `batch` (resumed when its last sample is applied).
    mutating func wait(for batch: Int, _ continuation: CheckedContinuation<Void, Never>) {
        if remaining[batch] == nil {
            continuation.resume()
        } else {
            waiters[batch] = continuation
        }
    }

    /// Drops the samples of `batch` still waiting and resumes its waiter (its client went away);
    /// returns how many were dropped.
    mutating func cancel(_ batch: Int) -> Int {
        let before = entries.count
        entries.removeAll { $0.batch == batch }
        remaining[batch] = nil
        waiters.removeValue(forKey: batch)?.resume()
        return before - entries.count
    }

    /// Resumes every waiter (the server is shutting down) and forgets the samples.
    mutating func cancelAll() {
        for waiter in waiters.values { waiter.resume() }
        waiters.removeAll()
        entries.removeAll()
        remaining.removeAll()
    }
}
