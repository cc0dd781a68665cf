public import Dispatch
import Synchronization

/// Receives the events of many WebSockets in batches on one serial dispatch queue, instead of an
/// `AsyncStream` and a task per connection: for servers with hundreds of busy connections whose
/// state lives on one queue (the main queue, for the main actor).
///
/// After each turn, the loop thread hands the receiver every event of that turn at once; the
/// receiver runs `handler` on its queue with everything that has arrived since its last run (in
/// calls of at most ``maximumBatchSize`` events), so a busy server gets one queue job for many
/// messages rather than a task switch per message. Events
/// of one connection arrive in order: `opened`, its messages, `closed`. While `handler` runs, the
/// loop is not woken for each frame it sends: they are written together when the call returns (or
/// sooner, when the loop turns for another reason), one `send` per connection.
///
/// Backpressure is the stream's: a connection with more than `maxQueuedMessages` messages handed
/// over and not yet handled is closed with 1008.
///
/// ```swift
/// let receiver = WebSocketBatchReceiver(queue: .main) { events in
///     MainActor.assumeIsolated {
///         for event in events {
///             switch event {
///             case .opened(let socket): sessions[socket.id] = Session(socket)
///             case .message(let message, let socket): sessions[socket.id]?.handle(message)
///             case .closed(let socket): sessions[socket.id] = nil
///             }
///         }
///     }
/// }
/// router.webSocket("/ws", batches: receiver)
/// ```
public final class WebSocketBatchReceiver: Sendable {
    /// Handles one batch of events, in order, on the receiver's queue.
    public typealias Handler = @Sendable ([WebSocketEvent]) -> Void

    private struct Inbox {
        var events: [WebSocketEvent] = []
        var scheduled = false
    }

    /// The serial queue the handler runs on.
    public let queue: DispatchQueue
    private let handler: Handler
    private let inbox = Mutex(Inbox())
    /// Told, on the loop thread, how many events wait for the handler after each delivery.
    private let deliveryObserver: (@Sendable (_ waiting: Int) -> Void)?

    /// The most events one call of the handler gets; more waiting are handed over in further calls
    /// in the same queue job, the frames each call sent written before the next.
    public let maximumBatchSize: Int

    /// Creates a receiver whose `handler` runs on `queue` (which must be serial, such as `.main`),
    /// with at most `maximumBatchSize` events a call (64 by default: a few hundred microseconds of
    /// the simulator's work before its replies go out).
    public init(queue: DispatchQueue, maximumBatchSize: Int = 64, handler: @escaping Handler) {
        self.queue = queue
        self.maximumBatchSize = max(1, maximumBatchSize)
        self.handler = handler
        deliveryObserver = nil
    }

    /// A receiver as above whose `deliveryObserver` is told, on the loop thread after each
    /// delivery, how many events wait for the handler (tests wait on it instead of sleeping).
    package init(
        queue: DispatchQueue, maximumBatchSize: Int = 64,
        deliveryObserver: @escaping @Sendable (_ waiting: Int) -> Void, handler: @escaping Handler
    ) {
        self.queue = queue
        self.maximumBatchSize = max(1, maximumBatchSize)
        self.handler = handler
        self.deliveryObserver = deliveryObserver
    }

    /// (Loop thread) Adds a turn's events; schedules a run of the handler unless one is pending.
    func deliver(_ events: [WebSocketEvent]) {
        let (schedule, waiting) = inbox.withLock { inbox in
            inbox.events.append(contentsOf: events)
            defer { inbox.scheduled = true }
            return (!inbox.scheduled, inbox.events.count)
        }
        deliveryObserver?(waiting)
        if schedule { queue.async { self.run() } }
    }

    /// (Queue) Runs the handler on everything delivered so far.
    private func run() {
        let events = inbox.withLock { inbox in
            inbox.scheduled = false
            var taken: [WebSocketEvent] = []
            swap(&taken, &inbox.events)
            return taken
        }
        guard !events.isEmpty else { return }
        var loops: [EventLoop] = []
        for event in events where !loops.contains(where: { $0 === event.connection.eventLoop }) {
            loops.append(event.connection.eventLoop)
        }
        // In slices: the frames one slice's handler sent go out while the next slice runs.
        var start = 0
        while start < events.count {
            let end = min(events.count, start + maximumBatchSize)
            for loop in loops { loop.holdWakeups() }
            handler(Array(events[start..<end]))
            for loop in loops { loop.releaseWakeups() }
            start = end
        }
        var read: [ObjectIdentifier: (WebSocketConnection, Int)] = [:]
        for case .message(_, let connection) in events {
            read[ObjectIdentifier(connection), default: (connection, 0)].1 += 1
        }
        for (connection, count) in read.values { connection.noteRead(count) }
    }
}
