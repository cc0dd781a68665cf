/// The events of one `ForcePressRecognizer` call: a fixed-capacity collection stored inline.
///
/// Holds at most `capacity` (8) events in a tuple, so returning it never touches the heap. One
/// call produces at most 3 transitions of the old press (hint, peek, pop caught up by
/// `advance(to:)`), 1 terminal event, the transitions a restarted press may make at once (3, only
/// with zero delays configured) and 1 progress event; the recognizer's tests check the bound on
/// randomized traces.
public struct ForcePressEvents: RandomAccessCollection, Sendable, Hashable {
    /// The most events one call can return.
    public static let capacity = 8

    private var storage:
        (
            ForcePressEvent, ForcePressEvent, ForcePressEvent, ForcePressEvent,
            ForcePressEvent, ForcePressEvent, ForcePressEvent, ForcePressEvent
        )
    private var length: UInt8 = 0

    /// An empty collection.
    public init() {
        let blank = ForcePressEvent(
            kind: .progress, previousState: .idle, timestamp: 0, force: 0, progress: 0)
        storage = (blank, blank, blank, blank, blank, blank, blank, blank)
    }

    /// The first index, 0.
    public var startIndex: Int { 0 }
    /// One past the last event.
    public var endIndex: Int { Int(length) }

    /// The event at `position` (0 ..< count).
    public subscript(position: Int) -> ForcePressEvent {
        precondition(position >= 0 && position < Int(length), "ForcePressEvents index out of range")
        switch position {
        case 0: return storage.0
        case 1: return storage.1
        case 2: return storage.2
        case 3: return storage.3
        case 4: return storage.4
        case 5: return storage.5
        case 6: return storage.6
        default: return storage.7
        }
    }

    /// Appends `event`. The recognizer never exceeds `capacity` (see the type's documentation).
    mutating func append(_ event: ForcePressEvent) {
        precondition(length < Self.capacity, "ForcePressEvents holds at most \(Self.capacity) events")
        switch length {
        case 0: storage.0 = event
        case 1: storage.1 = event
        case 2: storage.2 = event
        case 3: storage.3 = event
        case 4: storage.4 = event
        case 5: storage.5 = event
        case 6: storage.6 = event
        default: storage.7 = event
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
