/// zlib (RFC 1950) and DEFLATE (RFC 1951) decompression: what a PDF's `FlateDecode` streams hold
/// (the vector PDFs of Xcode asset catalogs). Foundation on Linux exposes no decompression and the
/// project links no zlib, so this is its own, written from the RFCs.
///
/// Decodes canonical Huffman codes a bit at a time (the reference decoder's way: small, no tables
/// to build per block); an asset catalog's PDF is a few kilobytes. Bad input throws an
/// ``InflateError`` saying what and at which byte; output is bounded by a limit, so a small
/// stream cannot expand without end.
package enum Inflate {
    /// The most output `zlib(_:limit:)` makes unless told (ours: 16 MB, far above any icon's page).
    package static let defaultLimit = 16 << 20

    /// The data of a zlib stream (a 2-byte header, DEFLATE blocks, the Adler-32 of the output). A
    /// stream that ends right after its last block, without the checksum, is accepted (PDF writers
    /// have been known to leave it off); a checksum that is there must match.
    /// - Throws: ``InflateError`` for a bad header, a preset dictionary, damaged blocks, a checksum
    ///   that does not match, or more output than `limit` bytes.
    /// - Complexity: O(*n* × 15) in the output's length.
    package static func zlib(_ bytes: [UInt8], limit: Int = defaultLimit) throws(InflateError) -> [UInt8] {
        guard bytes.count >= 2 else { throw InflateError(offset: 0, "a zlib stream needs a 2-byte header") }
        let method = bytes[0] & 0x0F
        let window = bytes[0] >> 4
        guard method == 8, window <= 7 else {
            throw InflateError(offset: 0, "not a zlib DEFLATE stream (method \(method), window \(window))")
        }
        guard (UInt(bytes[0]) << 8 | UInt(bytes[1])) % 31 == 0 else {
            throw InflateError(offset: 1, "the zlib header's check bits do not match")
        }
        guard bytes[1] & 0x20 == 0 else {
            throw InflateError(offset: 1, "the stream needs a preset dictionary, which a PDF never gives")
        }
        var reader = BitReader(bytes: bytes, offset: 2)
        let output = try inflate(&reader, limit: limit)
        let end = reader.alignedOffset
        guard end + 4 <= bytes.count else { return output }
        let stored = bytes[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard stored == adler32(output) else {
            throw InflateError(
                offset: end, "the Adler-32 checksum does not match the data: the stream is damaged")
        }
        return output
    }

    /// The DEFLATE blocks of `bytes` from `offset` (no zlib header), decompressed.
    /// - Throws: ``InflateError`` as `zlib(_:limit:)` does.
    package static func raw(_ bytes: [UInt8], from offset: Int = 0, limit: Int = defaultLimit)
        throws(InflateError) -> [UInt8]
    {
        var reader = BitReader(bytes: bytes, offset: offset)
        return try inflate(&reader, limit: limit)
    }

    /// The Adler-32 checksum of `bytes` (RFC 1950).
    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            let end = min(index + 5552, bytes.count)
            while index < end {
                a += UInt32(bytes[index])
                b += a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }

    // MARK: Blocks

    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195,
        227, 258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order code-length code lengths are sent in (RFC 1951, 3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed codes of block type 1.
    private static let fixedCodes: (literals: Huffman, distances: Huffman) = {
        var lengths = [Int](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        // Both tables are complete by construction, so building them cannot fail.
        let literals = (try? Huffman(lengths: lengths, offset: 0)) ?? Huffman.empty
        let distances = (try? Huffman(lengths: [Int](repeating: 5, count: 30), offset: 0)) ?? Huffman.empty
        return (literals, distances)
    }()

    private static func inflate(_ reader: inout BitReader, limit: Int) throws(InflateError) -> [UInt8] {
        var output: [UInt8] = []
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                try stored(&reader, into: &output, limit: limit)
            case 1:
                try codes(&reader, fixedCodes.literals, fixedCodes.distances, into: &output, limit: limit)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try codes(&reader, literals, distances, into: &output, limit: limit)
            default:
                throw InflateError(offset: reader.offset, "a block of type 3, which DEFLATE does not define")
            }
        }
        return output
    }

    private static func stored(_ reader: inout BitReader, into output: inout [UInt8], limit: Int)
        throws(InflateError)
    {
        reader.dropToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else {
            throw InflateError(offset: reader.offset, "a stored block's length and its complement disagree")
        }
        guard output.count + length <= limit else { throw tooLarge(limit, reader) }
        output += try reader.bytes(length)
    }

    private static func tooLarge(_ limit: Int, _ reader: BitReader) -> InflateError {
        InflateError(
            offset: reader.offset, "the data expands past \(limit) bytes, more than an image's page holds")
    }

    private static func codes(
        _ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, into output: inout [UInt8],
        limit: Int
    ) throws(InflateError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else { throw tooLarge(limit, reader) }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < 29 else {
                throw InflateError(offset: reader.offset, "a length code \(symbol) past 285")
            }
            let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
            let code = try distances.decode(&reader)
            guard code < 30 else {
                throw InflateError(offset: reader.offset, "a distance code \(code) past 29")
            }
            let distance = distanceBase[code] + (try reader.bits(distanceExtra[code]))
            guard distance <= output.count else {
                throw InflateError(
                    offset: reader.offset, "a match \(distance) bytes back, before the start of the data")
            }
            guard output.count + length <= limit else { throw tooLarge(limit, reader) }
            let start = output.count - distance
            for step in 0..<length { output.append(output[start + step]) }
        }
    }

    private static func dynamicCodes(_ reader: inout BitReader) throws(InflateError) -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw InflateError(
                offset: reader.offset,
                "a block declares \(literalCount) literal and \(distanceCount) distance codes (at most 286 and 30)"
            )
        }
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let codeLengthCode = try Huffman(lengths: codeLengths, offset: reader.offset, complete: true)
        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            switch symbol {
            case 0...15:
                lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else {
                    throw InflateError(
                        offset: reader.offset, "a repeat of the previous length with none before it")
                }
                lengths += repeatElement(previous, count: 3 + (try reader.bits(2)))
            case 17:
                lengths += repeatElement(0, count: 3 + (try reader.bits(3)))
            default:
                lengths += repeatElement(0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else {
            throw InflateError(offset: reader.offset, "code lengths repeat past the codes the block declares")
        }
        guard lengths[256] > 0 else {
            throw InflateError(
                offset: reader.offset, "a block whose codes cannot say where it ends (no code 256)")
        }
        let literals = try Huffman(lengths: Array(lengths[..<literalCount]), offset: reader.offset)
        let distances = try Huffman(lengths: Array(lengths[literalCount...]), offset: reader.offset)
        return (literals, distances)
    }
}

/// Why a zlib or DEFLATE stream could not be decompressed, and at which byte.
package struct InflateError: Error, Equatable, CustomStringConvertible {
    /// The byte offset in the stream where the problem was found.
    package var offset: Int
    /// What is wrong, in words.
    package var message: String

    /// An error at `offset`.
    package init(offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }

    /// `byte N: message`.
    package var description: String { "byte \(offset): \(message)" }
}

/// Reads a DEFLATE stream's bits, least significant first.
struct BitReader {
    let bytes: [UInt8]
    private(set) var offset: Int
    private var buffer: UInt64 = 0
    private var count = 0

    init(bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The next `n` bits (at most 24) as a number.
    mutating func bits(_ n: Int) throws(InflateError) -> Int {
        while count < n {
            guard offset < bytes.count else {
                throw InflateError(offset: offset, "the data ends inside a block")
            }
            buffer |= UInt64(bytes[offset]) << UInt64(count)
            offset += 1
            count += 8
        }
        let value = Int(buffer & ((1 << UInt64(n)) - 1))
        buffer >>= UInt64(n)
        count -= n
        return value
    }

    /// Drops the bits left in the current byte (a stored block starts on a byte).
    mutating func dropToByte() {
        let drop = count % 8
        buffer >>= UInt64(drop)
        count -= drop
    }

    /// The offset of the first byte not yet read, once the current byte's bits are dropped.
    var alignedOffset: Int { offset - count / 8 }

    /// The next `n` whole bytes.
    mutating func bytes(_ n: Int) throws(InflateError) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(n)
        while count >= 8 && out.count < n { out.append(UInt8(try bits(8))) }
        let rest = n - out.count
        guard offset + rest <= bytes.count else {
            throw InflateError(offset: offset, "a stored block runs past the end of the data")
        }
        out += bytes[offset..<offset + rest]
        offset += rest
        return out
    }
}

/// A canonical Huffman code: how many codes of each length, and the symbols in code order.
struct Huffman {
    private var counts: [Int]
    private var symbols: [Int]

    static let empty = Huffman(counts: [Int](repeating: 0, count: 16), symbols: [])

    private init(counts: [Int], symbols: [Int]) {
        self.counts = counts
        self.symbols = symbols
    }

    /// The code with these lengths per symbol (0: unused). Over-subscribed lengths are refused;
    /// `complete` also refuses a code with unused bit patterns (a code-length code must be whole;
    /// literal and distance codes may be incomplete, as zlib's encoder makes a one-distance code).
    init(lengths: [Int], offset: Int, complete: Bool = false) throws(InflateError) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[length] += 1 }
        var left = 1
        for length in 1...15 {
            left <<= 1
            left -= counts[length]
            guard left >= 0 else {
                throw InflateError(offset: offset, "a Huffman code with more codes than bits allow")
            }
        }
        if complete && left > 0 && counts[0] < lengths.count {
            throw InflateError(offset: offset, "an incomplete code-length code")
        }
        var next = [Int](repeating: 0, count: 16)
        for length in 1..<15 { next[length + 1] = next[length] + counts[length] }
        var symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            symbols[next[length]] = symbol
            next[length] += 1
        }
        counts[0] = 0
        self.counts = counts
        self.symbols = symbols
    }

    /// The next symbol in `reader`.
    func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= try reader.bits(1)
            let count = counts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw InflateError(offset: reader.offset, "a bit pattern no code of the block has")
    }
}
