import Foundation

/// An app's main queue: blocks to run at the end of the current turn, or at a time on the app's clock.
///
/// `Application.async` and `asyncAfter` feed it; the host drains it after every lifecycle operation
/// and on every tick, so work never runs in the middle of a delegate call (as with
/// `DispatchQueue.main.async`).
@MainActor
final class WorkQueue {
    private struct Timed {
        var deadline: TimeInterval
        var sequence: Int
        var work: @MainActor () -> Void
    }

    private var immediate: [@MainActor () -> Void] = []
    private var timed: [Timed] = []
    private var sequence = 0

    /// Most blocks one drain runs before it stops and reports runaway work (our choice).
    static let limitPerDrain = 100_000

    /// Queues `work` for the end of the turn.
    func async(_ work: @escaping @MainActor () -> Void) {
        immediate.append(work)
    }

    /// Queues `work` for the first drain at or after `deadline`. Blocks with equal deadlines run in
    /// the order they were queued.
    /// - Complexity: O(*n*) in the number of timed blocks.
    func async(at deadline: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        sequence += 1
        let entry = Timed(deadline: deadline, sequence: sequence, work: work)
        let index = timed.firstIndex { ($0.deadline, $0.sequence) > (deadline, sequence) } ?? timed.endIndex
        timed.insert(entry, at: index)
    }

    /// Whether anything is waiting to run now at `now`.
    func hasWork(at now: TimeInterval) -> Bool {
        !immediate.isEmpty || (timed.first.map { $0.deadline <= now } ?? false)
    }

    /// The earliest deadline of a timed block, if any.
    var nextDeadline: TimeInterval? { timed.first?.deadline }

    /// Runs what is due at `now` (immediate blocks first, then timed ones in deadline order), including
    /// what those blocks queue, up to `limitPerDrain` blocks. Returns how many ran and whether it
    /// stopped at the limit.
    @discardableResult
    func drain(at now: TimeInterval) -> (ran: Int, stoppedAtLimit: Bool) {
        var ran = 0
        var head = 0
        defer { immediate.removeFirst(head) }
        while ran < Self.limitPerDrain {
            if head < immediate.count {
                let work = immediate[head]
                head += 1
                work()
            } else if let first = timed.first, first.deadline <= now {
                timed.removeFirst()
                first.work()
            } else {
                return (ran, false)
            }
            ran += 1
        }
        return (ran, head < immediate.count || (timed.first.map { $0.deadline <= now } ?? false))
    }

    /// Drops everything (the process ended).
    func removeAll() {
        immediate.removeAll()
        timed.removeAll()
    }
}
