public import Foundation

/// The events of one `ForcePressRecognizer` call: a fixed-capacity collection stored inline.
///
/// Holds at most `capacity` (4) events in a tuple, so returning it never touches the heap and
/// copying it is a few vector moves. Why 4 is enough: one call makes at most 3 transitions (hint,
/// peek, pop, when `advance(to:)` catches up on a long gap) and then at most one more event: the
/// terminal `ended`/`cancelled` (after which there is no progress to report), or a progress event
/// (never after a pop, whose progress is always 1). A `began` that restarts the followed touch
/// reports the old press's transitions and `cancelled` only; the new press's first transitions (only
/// possible with zero delays configured) and progress come with the next call, at their own times.
/// The recognizer's randomized tests check the bound, with random configurations included.
public struct ForcePressEvents: RandomAccessCollection, Sendable, Hashable {
    /// The most events one call can return.
    public static let capacity = 4

    @usableFromInline var storage: (ForcePressEvent, ForcePressEvent, ForcePressEvent, ForcePressEvent)
    @usableFromInline var length: UInt8 = 0

    /// An empty collection. (Unused slots hold all-zero events, which are cheap to clear.)
    @inlinable public init() {
        let blank = ForcePressEvent(kind: .hint, previousState: .idle, timestamp: 0, force: 0, progress: 0)
        storage = (blank, blank, blank, blank)
    }

    /// The first index, 0.
    @inlinable public var startIndex: Int { 0 }
    /// One past the last event.
    @inlinable public var endIndex: Int { Int(length) }

    /// The event at `position` (0 ..< count).
    @inlinable public subscript(position: Int) -> ForcePressEvent {
        precondition(position >= 0 && position < Int(length), "ForcePressEvents index out of range")
        switch position {
        case 0: return storage.0
        case 1: return storage.1
        case 2: return storage.2
        default: return storage.3
        }
    }

    /// Appends `event`. The recognizer never exceeds `capacity` (see the type's documentation).
    mutating func append(_ event: ForcePressEvent) {
        precondition(length < Self.capacity, "ForcePressEvents holds at most \(Self.capacity) events")
        switch length {
        case 0: storage.0 = event
        case 1: storage.1 = event
        case 2: storage.2 = event
        default: storage.3 = event
        }
        length += 1
    }

    /// Equal when they hold the same events in the same order.
    public static func == (lhs: ForcePressEvents, rhs: ForcePressEvents) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the events in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for event in self { hasher.combine(event) }
    }
}
