import Foundation

/// The memory a `StrokeBuilder` replays its outline's tail into (through an `OutlineSink`), kept
/// from one change to the next so that appending a sample allocates nothing.
///
/// A class so that the memory has one owner that frees it; the builder copies it on write
/// (`isKnownUniquelyReferenced` once per change), so two copies of a builder never write into the
/// same memory. Its contents mean nothing between changes: a copy starts with fresh memory.
final class OutlineScratch: @unchecked Sendable {
    // @unchecked: the pointers are only used by the builder that owns this object uniquely
    // (checked before every use), never shared while written.
    private var vertices: UnsafeMutablePointer<CGPoint>
    private var capacity: Int
    private let right: UnsafeMutablePointer<CGPoint>
    private let rightCapacity: Int

    /// Scratch for a generator cutting pieces every `chunkSegments` segments, with room for
    /// `vertices` tail vertices to start with.
    init(chunkSegments: Int, vertices count: Int = 1024) {
        capacity = max(count, 64)
        vertices = .allocate(capacity: capacity)
        rightCapacity = OutlineSink.rightCapacity(chunkSegments: chunkSegments)
        right = .allocate(capacity: rightCapacity)
    }

    deinit {
        vertices.deallocate()
        right.deallocate()
    }

    /// Makes sure `count` tail vertices fit without growing.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        vertices.deallocate()
        vertices = .allocate(capacity: count)
        capacity = count
    }

    /// A sink over this memory for a tail that starts after `base` vertices and `pieceEnds`.
    func open(base: Int, pieceEnds: ContiguousArray<Int>) -> OutlineSink {
        OutlineSink(
            vertices: vertices, capacity: capacity, right: right, rightCapacity: rightCapacity, base: base,
            pieceEnds: pieceEnds)
    }

    /// Takes back the memory of a sink from `open` (it may have grown, which moved it).
    func close(_ sink: OutlineSink) {
        vertices = sink.memory.vertices
        capacity = sink.memory.capacity
    }
}
