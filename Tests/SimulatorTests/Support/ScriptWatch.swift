import ForceTouch
import Foundation
import HTTPServer
import Synchronization
import Testing

@testable import Simulator

/// Records what a simulator reports about its scripted presses (`DeviceRegistry.scriptObserver`)
/// and lets a test wait for a condition on it, or on the server's state, without polling: each
/// waiting condition is checked again at every event, and the events come after the state they
/// report has changed. A condition that never comes true leaves the test to its suite's time limit.
@MainActor
final class ScriptWatch {
    /// Every event, in order.
    private(set) var events: [ScriptEvent] = []
    private var waiters:
        [(condition: @MainActor () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    /// Starts recording `simulator`'s events (replacing any other observer).
    init(_ simulator: LiveSimulator) {
        simulator.server.registry.scriptObserver = { [weak self] event in self?.record(event) }
    }

    private func record(_ event: ScriptEvent) {
        events.append(event)
        let ready = waiters.filter { $0.condition() }
        waiters.removeAll { $0.condition() }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Returns once `condition` holds (at once when it already does).
    func until(_ condition: @escaping @MainActor () -> Bool) async {
        if condition() { return }
        await withCheckedContinuation { waiters.append((condition, $0)) }
    }

    /// The batches queued so far, with their placed samples, in order.
    var queued: [(batch: Int, samples: [TouchSample])] {
        events.compactMap { event -> (batch: Int, samples: [TouchSample])? in
            guard case .queued(_, let batch, let samples) = event else { return nil }
            return (batch, samples)
        }
    }

    /// The scripted samples applied so far, with the device clock's time at each.
    var applied: [(sample: TouchSample, time: TimeInterval)] {
        events.compactMap { event -> (sample: TouchSample, time: TimeInterval)? in
            guard case .applied(_, let sample, let time) = event else { return nil }
            return (sample, time)
        }
    }

    /// The batches whose requests are done waiting.
    var ended: [Int] {
        events.compactMap { event -> Int? in
            guard case .ended(_, let batch) = event else { return nil }
            return batch
        }
    }

    /// The batches cancelled, with the samples each dropped.
    var cancelled: [(batch: Int, dropped: Int)] {
        events.compactMap { event -> (batch: Int, dropped: Int)? in
            guard case .cancelled(_, let batch, let dropped) = event else { return nil }
            return (batch, dropped)
        }
    }

    /// Waits until `count` batches have been queued in all, and returns the last one.
    func queuedBatch(number count: Int = 1) async -> (batch: Int, samples: [TouchSample]) {
        await until { self.queued.count >= count }
        return queued[count - 1]
    }
}

/// The HTTP server's counters as it reports them at every connection accepted, refused or closed
/// (`connectionObserver`), for a test to wait on.
final class ConnectionCounters: Sendable {
    private let stream: AsyncStream<HTTPServer.Statistics>
    private let continuation: AsyncStream<HTTPServer.Statistics>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: HTTPServer.Statistics.self)
    }

    /// The observer to give the server.
    var observer: @Sendable (HTTPServer.Statistics) -> Void {
        { [continuation] in continuation.yield($0) }
    }

    /// Returns the first report that satisfies `condition` (reports are read once, in order).
    func first(where condition: @Sendable (HTTPServer.Statistics) -> Bool) async -> HTTPServer.Statistics? {
        for await statistics in stream where condition(statistics) { return statistics }
        return nil
    }
}
