public import Foundation

/// A touch as an app sees it in one event: the latest sample, where it was before, the samples
/// coalesced into this event and the samples predicted after it.
///
/// This is the value TouchKit wraps for apps (UIKit's `UITouch` plus `UIEvent`'s
/// `coalescedTouches(for:)` and `predictedTouches(for:)`). As in UIKit:
/// - `coalescedSamples` are every sample of this touch since the previous event, oldest first;
///   the last one equals `sample` (so it is never empty). Drawing apps use them for full detail.
/// - `predictedSamples` are where the touch is expected to be shortly after `sample`; they are
///   never delivered as real samples later.
/// - A force-only change is a move: `update(with:predicted:)` reports `moved` when the location or
///   the force changed, `stationary` when neither did.
public struct TouchInput: Sendable, Hashable {
    /// The latest sample: identifier, phase, location, timestamp, force, type.
    public var sample: TouchSample
    /// Where the touch was in the previous event (the began location for a new touch).
    public var previousLocation: CGPoint
    /// The samples of this touch since the previous event, oldest first; the last equals `sample`.
    public var coalescedSamples: [TouchSample]
    /// Predicted samples after `sample` (empty when no prediction was made).
    public var predictedSamples: [TouchSample]

    /// A touch from its first sample (normally `began`); it has not moved yet.
    public init(_ sample: TouchSample, predictedSamples: [TouchSample] = []) {
        self.sample = sample
        self.previousLocation = sample.location
        self.coalescedSamples = [sample]
        self.predictedSamples = predictedSamples
    }

    /// A touch with every part given. `coalescedSamples` should end with `sample`; when it is
    /// empty, `[sample]` is used.
    public init(
        sample: TouchSample, previousLocation: CGPoint, coalescedSamples: [TouchSample],
        predictedSamples: [TouchSample]
    ) {
        self.sample = sample
        self.previousLocation = previousLocation
        self.coalescedSamples = coalescedSamples.isEmpty ? [sample] : coalescedSamples
        self.predictedSamples = predictedSamples
    }

    /// The touch's identifier (stable from `began` to `ended`).
    public var id: Int { sample.id }
    /// The phase in this event.
    public var phase: TouchPhase { sample.phase }
    /// The location in the window, in points.
    public var location: CGPoint { sample.location }
    /// When the latest sample was taken, in seconds.
    public var timestamp: TimeInterval { sample.timestamp }
    /// The force, in UIKit units (1.0 = an average touch).
    public var force: CGFloat { sample.force }
    /// The most force this input source can report.
    public var maximumPossibleForce: CGFloat { sample.maximumPossibleForce }
    /// What produced the touch.
    public var type: TouchType { sample.type }

    /// Moves the touch to the next event, given this touch's samples since the previous one.
    ///
    /// `previousLocation` becomes the current location; `sample` becomes the last of `samples`
    /// with its phase normalized (`moved` if location or force changed since the previous event,
    /// `stationary` if not; `began`, `ended` and `cancelled` are kept); `coalescedSamples` becomes
    /// `samples` (each normalized against the one before it). Samples of other touches are not
    /// this touch's and are left out. With no samples the touch is `stationary` at the same place.
    ///
    /// - Complexity: O(`samples.count` + `predicted.count`).
    public mutating func update(with samples: [TouchSample], predicted: [TouchSample] = []) {
        let previous = sample
        previousLocation = previous.location
        var coalesced: [TouchSample] = []
        coalesced.reserveCapacity(samples.count)
        var last = previous
        for next in samples where next.id == previous.id {
            var normalized = next
            normalized.phase = next.phase(after: last)
            coalesced.append(normalized)
            last = next
        }
        if coalesced.isEmpty {
            var still = previous
            if !still.phase.isTerminal { still.phase = .stationary }
            coalesced = [still]
        }
        // The event's phase compares the latest sample with the previous event, not with the
        // coalesced sample just before it.
        var current = coalesced[coalesced.count - 1]
        current.phase = last.phase(after: previous)
        coalesced[coalesced.count - 1] = current
        sample = current
        coalescedSamples = coalesced
        predictedSamples = predicted.filter { $0.id == previous.id }
    }
}

extension TouchSample {
    /// This sample's phase as UIKit would report it after `previous`: `began`, `ended` and
    /// `cancelled` stay; otherwise `moved` when the location or the force changed (a force-only
    /// change is a move) and `stationary` when neither did.
    public func phase(after previous: TouchSample) -> TouchPhase {
        switch phase {
        case .began, .ended, .cancelled:
            return phase
        case .moved, .stationary:
            return location != previous.location || force != previous.force ? .moved : .stationary
        }
    }
}
