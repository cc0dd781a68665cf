import Synchronization

/// The append-only list of an ink canvas's drawing steps, shared by every render of the canvas.
///
/// A render tree holds a `RenderInk`: this log and how many of its steps the render includes. Steps
/// are never changed or removed once appended, so an old tree's ink stays exactly what it was, and
/// comparing two renders of one canvas is comparing two counts. Clearing a canvas starts a new log.
/// Appending and reading take a lock (trees are `Sendable` and may be read on other threads).
public final class InkRenderLog: Sendable {
    private let storage: Mutex<[InkRenderOperation]>

    /// A log holding `operations`.
    public init(_ operations: [InkRenderOperation] = []) {
        storage = Mutex(operations)
    }

    /// How many steps the log holds.
    public var count: Int { storage.withLock { $0.count } }

    /// Appends steps; returns the new count.
    @discardableResult
    public func append(contentsOf operations: [InkRenderOperation]) -> Int {
        storage.withLock { log in
            log.append(contentsOf: operations)
            return log.count
        }
    }

    /// The steps in `range` (clamped to what the log holds).
    /// - Complexity: O(*k*) in the steps returned.
    public func operations(in range: Range<Int>) -> [InkRenderOperation] {
        storage.withLock { log in
            let clamped = range.clamped(to: 0..<log.count)
            return Array(log[clamped])
        }
    }
}
