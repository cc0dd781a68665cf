/// Decodes a `Transfer-Encoding: chunked` body incrementally (RFC 9112 §7.1).
///
/// Chunk extensions and trailer fields are read and discarded (our choice: nothing in this
/// project sends them, and forwarding trailers would complicate every handler).
struct ChunkedBodyDecoder: Sendable, Hashable {
    private enum State: Sendable, Hashable {
        case size
        case data(remaining: Int)
        case dataEnd
        case trailers
        case done
    }

    /// The largest decoded body accepted.
    let maxBodyBytes: Int
    /// The largest size line or trailer section accepted.
    let maxLineBytes: Int
    private var state = State.size
    /// The decoded bytes so far.
    private(set) var body: [UInt8] = []
    private var trailerBytes = 0

    /// Creates a decoder with limits.
    init(maxBodyBytes: Int, maxLineBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
        self.maxLineBytes = maxLineBytes
    }

    /// Whether the terminating chunk and trailers have been read.
    var isComplete: Bool { state == .done }

    /// Consumes what it can from `buffer`; returns `true` when the body is complete.
    /// - Complexity: O(n) in the number of new bytes.
    mutating func decode(from buffer: inout ByteBuffer) throws(HTTPParseError) -> Bool {
        while true {
            switch state {
            case .done:
                return true
            case .size:
                guard let line = try takeLine(from: &buffer, limit: maxLineBytes, tooLong: Self.invalidSize)
                else { return false }
                let size = try Self.parseChunkSize(line)
                if body.count + size > maxBodyBytes {
                    throw .bodyTooLarge(limit: maxBodyBytes, declared: nil)
                }
                state = size == 0 ? .trailers : .data(remaining: size)
            case .data(let remaining):
                guard !buffer.isEmpty else { return false }
                let n = min(remaining, buffer.count)
                body.append(contentsOf: buffer.readable.prefix(n))
                buffer.consume(n)
                state = n == remaining ? .dataEnd : .data(remaining: remaining - n)
            case .dataEnd:
                guard buffer.count >= 2 else { return false }
                guard buffer[0] == 13, buffer[1] == 10 else { throw .missingChunkTerminator }
                buffer.consume(2)
                state = .size
            case .trailers:
                let tooLong: ([UInt8]) -> HTTPParseError = { [maxLineBytes] _ in
                    .headTooLarge(limit: maxLineBytes)
                }
                guard
                    let line = try takeLine(
                        from: &buffer, limit: maxLineBytes - trailerBytes, tooLong: tooLong)
                else { return false }
                trailerBytes += line.count + 2
                if trailerBytes > maxLineBytes { throw .headTooLarge(limit: maxLineBytes) }
                if line.isEmpty { state = .done }
            }
        }
    }

    /// Takes one CRLF-terminated line without its CRLF, or `nil` when it is not complete yet.
    ///
    /// A line whose bytes (its CR included, its LF not) exceed `limit` is refused with `tooLong`
    /// whether it arrived whole or in pieces, so the limit does not depend on how the peer's bytes
    /// were split into reads.
    private func takeLine(
        from buffer: inout ByteBuffer, limit: Int, tooLong: ([UInt8]) -> HTTPParseError
    ) throws(HTTPParseError) -> [UInt8]? {
        let bytes = buffer.readable
        guard let lf = bytes.firstIndex(of: 10) else {
            if bytes.count > limit { throw tooLong(Array(bytes.prefix(64))) }
            return nil
        }
        let line = Array(bytes[bytes.startIndex..<lf])
        if line.count > limit { throw tooLong(Array(line.prefix(64))) }
        guard line.last == 13 else { throw .bareLineFeed(line: 0) }
        buffer.consume(line.count + 1)
        return Array(line.dropLast())
    }

    /// The error for a chunk-size line that is not a size, quoting at most its first 40 bytes.
    static func invalidSize(_ line: [UInt8]) -> HTTPParseError {
        .invalidChunkSize(String(decoding: line.prefix(40), as: UTF8.self))
    }

    /// Parses `1a;name=value` into 26.
    static func parseChunkSize(_ line: [UInt8]) throws(HTTPParseError) -> Int {
        var digits = line.prefix { HTTPSyntax.hexValue($0) != nil }
        let rest = line.dropFirst(digits.count).drop { $0 == 32 || $0 == 9 }
        guard !digits.isEmpty, digits.count <= 15, rest.isEmpty || rest.first == 59 else {
            throw invalidSize(line)
        }
        var size = 0
        while let digit = digits.first {
            size = size * 16 + Int(HTTPSyntax.hexValue(digit)!)
            digits = digits.dropFirst()
        }
        return size
    }
}

extension HTTPSyntax {
    /// The value of a hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
