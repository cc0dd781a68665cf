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
    private let vertices: UnsafeMutablePointer<CGPoint>
    private let right: UnsafeMutablePointer<CGPoint>
    private let rightCapacity: Int

    /// Scratch for a generator cutting pieces every `chunkSegments` segments.
    init(chunkSegments: Int) {
        rightCapacity = OutlineSink.rightCapacity(chunkSegments: chunkSegments)
        right = .allocate(capacity: rightCapacity)
        vertices = .allocate(capacity: OutlineSink.capacity(rightCapacity: rightCapacity))
    }

    deinit {
        vertices.deallocate()
        right.deallocate()
    }

    /// A sink over this memory for a tail that starts after `base` vertices and `pieceEnds`.
    /// It is valid while this object lives and the caller holds it uniquely.
    func open(base: Int, pieceEnds: ContiguousArray<Int>) -> OutlineSink {
        OutlineSink(
            vertices: vertices, right: right, rightCapacity: rightCapacity, base: base, pieceEnds: pieceEnds)
    }
}
