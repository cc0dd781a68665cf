import Foundation

/// Where `OutlineGenerator` writes a stroke's outline: the vertices of the tail being replayed,
/// the open piece's right side, and where each closed piece ends.
///
/// Why raw memory and not `ContiguousArray.append`: an outline vertex is written about 3.3 times
/// per input point, and each `append` to an `inout` array checked the buffer's uniqueness (a
/// runtime call), its capacity, and stored the count back to the heap (a store-to-load chain
/// from one vertex to the next). Here the count lives in a register and the room is checked once
/// per disc (`flushIfFull(into:)`): past `flushThreshold` vertices the tail so far is copied into
/// the outline and the sink starts over, so its memory stays small (about 60 KB, in cache) however
/// long the stroke, and one disc always fits after a flush (`discBound`).
///
/// The right side of the open piece, which the closed polygon walks backwards, is written
/// downwards from the top of its own region, so it is already in polygon order when the piece
/// closes and is copied out with one `memcpy` (no reversal). Its size is bounded: a piece has at
/// most `chunkSegments` joints, each adding at most one round join (`rightJoinBound` vertices).
///
/// Every write is bounds-checked with `precondition`, in release builds too (an `assert` is
/// compiled out there, and a wrong `discBound` or `rightJoinBound` would then write past the
/// scratch's memory): one compare and a branch never taken, per vertex or per arc; the
/// `ink.outline.points` benchmark did not move with them (BENCHMARKS.md, issue 25).
///
/// The memory belongs to an `OutlineScratch` (see there for why it is reused); a sink is a
/// short-lived view of it, used while the builder holds the scratch.
struct OutlineSink {
    /// The most vertices one round join, or one arc, writes: an arc halves at most 6 times (64
    /// corners), plus the two tangent points.
    static let rightJoinBound = 66

    /// Tail vertices written before a flush.
    static let flushThreshold = 1024

    /// The room at `vertices` (for the bounds checks).
    private let capacity: Int

    /// The tail's vertices since the last flush: `vertices[0..<count]`.
    private let vertices: UnsafeMutablePointer<CGPoint>
    /// How many tail vertices are written since the last flush.
    private(set) var count = 0
    /// The open piece's right side: `right[rightStart..<rightCapacity]`, in polygon order.
    private let right: UnsafeMutablePointer<CGPoint>
    private var rightStart: Int
    private let rightCapacity: Int
    /// Where each piece ends, counting the vertices before `vertices` (`base`).
    var pieceEnds: ContiguousArray<Int>
    /// The number of outline vertices before `vertices[0]`.
    private var base: Int

    /// A sink over `vertices` (room for `capacity(rightCapacity:)`) and `right` (room for
    /// `rightCapacity`), for a tail that follows `base` outline vertices.
    init(
        vertices: UnsafeMutablePointer<CGPoint>, right: UnsafeMutablePointer<CGPoint>,
        rightCapacity: Int, base: Int, pieceEnds: ContiguousArray<Int>
    ) {
        self.vertices = vertices
        capacity = Self.capacity(rightCapacity: rightCapacity)
        self.right = right
        self.rightCapacity = rightCapacity
        rightStart = rightCapacity
        self.base = base
        self.pieceEnds = pieceEnds
    }

    /// The room the right side needs for a piece of `chunkSegments` joints.
    static func rightCapacity(chunkSegments: Int) -> Int { 1 + chunkSegments * rightJoinBound }

    /// The most one disc (or finishing) can add to the tail: closing a piece (its right side, an
    /// end cap's two arcs and tangent points, a start cap's two arcs), then opening the next (3
    /// vertices); a lone disc's circle (4 arcs) is less.
    static func discBound(rightCapacity: Int) -> Int { rightCapacity + 4 * rightJoinBound + 8 }

    /// The room `vertices` needs: the threshold, then one disc.
    static func capacity(rightCapacity: Int) -> Int {
        flushThreshold + discBound(rightCapacity: rightCapacity)
    }

    /// Makes sure one more disc fits: past `flushThreshold`, appends the tail so far to
    /// `outline` and starts over (one compare in the common case).
    @inline(__always)
    mutating func flushIfFull(into outline: inout ContiguousArray<CGPoint>) {
        if count >= Self.flushThreshold { flush(into: &outline) }
    }

    /// Appends the tail so far to `outline` (one copy) and starts over.
    mutating func flush(into outline: inout ContiguousArray<CGPoint>) {
        outline.append(contentsOf: UnsafeBufferPointer(start: vertices, count: count))
        base += count
        count = 0
    }

    /// Writes one vertex after the tail.
    @inline(__always)
    mutating func append(_ p: InkVector) {
        precondition(count < capacity, "outline sink overflow: discBound is too small")
        (vertices + count).initialize(to: CGPoint(x: p.x, y: p.y))
        count += 1
    }

    /// Writes one vertex before the right side's others (it comes earlier in the polygon).
    @inline(__always)
    mutating func prependRight(_ p: InkVector) {
        precondition(rightStart > 0, "right side overflow: rightJoinBound is too small")
        rightStart -= 1
        (right + rightStart).initialize(to: CGPoint(x: p.x, y: p.y))
    }

    /// Writes an arc after the tail (see `OutlineGenerator.arc`).
    @inline(__always)
    mutating func appendArc(
        center: InkVector, radius: Double, from u0: InkVector, to u1: InkVector, tolerance: Double
    ) {
        precondition(count + 64 <= capacity, "outline sink overflow: discBound is too small")
        count += OutlineGenerator.arc(
            center: center, radius: radius, from: u0, to: u1, tolerance: tolerance,
            into: vertices + count, stride: 1)
    }

    /// Writes an arc from `u0` to `u1` as the right side continues (each corner before the
    /// previous ones in the polygon).
    @inline(__always)
    mutating func prependRightArc(
        center: InkVector, radius: Double, from u0: InkVector, to u1: InkVector, tolerance: Double
    ) {
        precondition(rightStart >= 64, "right side overflow: rightJoinBound is too small")
        rightStart -= OutlineGenerator.arc(
            center: center, radius: radius, from: u0, to: u1, tolerance: tolerance,
            into: right + (rightStart - 1), stride: -1)
    }

    /// Moves the right side after the tail (one copy) and empties it.
    @inline(__always)
    mutating func appendRight() {
        let n = rightCapacity - rightStart
        precondition(count + n <= capacity, "outline sink overflow: discBound is too small")
        (vertices + count).moveInitialize(from: right + rightStart, count: n)
        count += n
        rightStart = rightCapacity
    }

    /// Ends a piece where the tail ends now.
    @inline(__always)
    mutating func endPiece() {
        pieceEnds.append(base + count)
    }
}
