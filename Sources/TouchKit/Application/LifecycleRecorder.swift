/// A `LifecycleObserver` that keeps every event in order: tests read the story from it.
@MainActor
public final class LifecycleRecorder: LifecycleObserver {
    /// Every event recorded, oldest first.
    public private(set) var events: [LifecycleEvent] = []

    /// Creates an empty recorder.
    public init() {}

    /// Appends `event`.
    public func host(_ host: ApplicationHost, didRecord event: LifecycleEvent) {
        events.append(event)
    }

    /// The events' summaries (`didBecomeActive`, `log "…"`), oldest first.
    /// - Complexity: O(*n*) in the number of events.
    public var summaries: [String] { events.map(\.summary) }

    /// The diagnostics among the events, oldest first.
    /// - Complexity: O(*n*) in the number of events.
    public var diagnostics: [MisuseDiagnostic] { events.compactMap(\.diagnostic) }

    /// Forgets every event so far.
    public func removeAll() {
        events.removeAll()
    }
}
