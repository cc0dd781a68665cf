/// A growable byte queue with a read index: bytes are appended at the end and consumed from the front.
///
/// The storage is compacted lazily (when the consumed prefix is at least half the storage), so
/// appending and consuming are amortised O(1) per byte. Internal to the codecs and the loop.
struct ByteBuffer: Sendable, Hashable {
    /// The backing storage; the readable bytes are `storage[readIndex...]`.
    private(set) var storage: [UInt8] = []
    /// The index of the first unread byte in `storage`.
    private(set) var readIndex = 0

    /// Creates an empty buffer.
    init() {}

    /// Creates a buffer holding `bytes`.
    init(_ bytes: some Sequence<UInt8>) {
        storage = Array(bytes)
    }

    /// The number of unread bytes.
    var count: Int { storage.count - readIndex }

    /// Whether every byte has been read.
    var isEmpty: Bool { readIndex == storage.count }

    /// The unread bytes as a slice of the storage (indices are storage indices).
    var readable: ArraySlice<UInt8> { storage[readIndex...] }

    /// Appends bytes at the end.
    /// - Complexity: O(n) in the number of appended bytes, amortised.
    mutating func append(_ bytes: some Sequence<UInt8>) {
        storage.append(contentsOf: bytes)
    }

    /// Appends bytes from a raw buffer at the end.
    /// - Complexity: O(n) in the number of appended bytes, amortised.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        storage.append(contentsOf: bytes)
    }

    /// Marks `n` bytes (at most `count`) as read.
    /// - Complexity: amortised O(1) per byte consumed over time.
    mutating func consume(_ n: Int) {
        readIndex += min(n, count)
        if readIndex == storage.count {
            storage.removeAll(keepingCapacity: true)
            readIndex = 0
        } else if readIndex >= 4096 && readIndex * 2 >= storage.count {
            storage.removeSubrange(0..<readIndex)
            readIndex = 0
        }
    }

    /// Removes and returns the first `n` unread bytes (at most `count`).
    /// - Complexity: O(n).
    mutating func read(_ n: Int) -> [UInt8] {
        let end = readIndex + min(n, count)
        let bytes = Array(storage[readIndex..<end])
        consume(end - readIndex)
        return bytes
    }

    /// Removes and returns every unread byte.
    /// - Complexity: O(n).
    mutating func readAll() -> [UInt8] {
        read(count)
    }

    /// The unread byte at `offset` from the read index.
    subscript(offset: Int) -> UInt8 {
        storage[readIndex + offset]
    }

    /// Calls `body` with the unread bytes as a raw buffer.
    func withUnsafeReadableBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { raw in
            try body(UnsafeRawBufferPointer(rebasing: raw[readIndex...]))
        }
    }

    /// Drops every byte, read or not.
    mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        readIndex = 0
    }
}
