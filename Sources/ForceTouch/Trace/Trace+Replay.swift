extension Trace {
    /// Replays the trace through `recognizer` and returns every event, in order.
    ///
    /// Deterministic: before each sample the recognizer is advanced to the sample's time, so a
    /// timing rule fires at the moment it falls due (between samples) rather than at the next
    /// sample. Nothing is replayed after the last sample.
    ///
    /// - Complexity: O(number of samples).
    public func replay(with recognizer: ForcePressRecognizer = ForcePressRecognizer()) -> [ForcePressEvent] {
        var recognizer = recognizer
        var events: [ForcePressEvent] = []
        replay(with: &recognizer) { event, _, _ in events.append(event) }
        return events
    }

    /// Replays the trace through `recognizer`, calling `body` with each event, the touch it
    /// concerns and the index of the sample that caused it (or before which a timing rule fired).
    ///
    /// - Complexity: O(number of samples).
    public func replay(
        with recognizer: inout ForcePressRecognizer,
        _ body: (_ event: ForcePressEvent, _ touchID: Int, _ sampleIndex: Int) throws -> Void
    ) rethrows {
        for (index, sample) in samples.enumerated() {
            let tracked = recognizer.trackedTouchID ?? sample.id
            for event in recognizer.advance(to: sample.timestamp) { try body(event, tracked, index) }
            let before = recognizer.trackedTouchID
            let events = recognizer.handle(sample)
            let id = before ?? recognizer.trackedTouchID ?? sample.id
            for event in events { try body(event, id, index) }
        }
    }
}
