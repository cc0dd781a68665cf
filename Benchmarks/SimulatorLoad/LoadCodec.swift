import HTTPServer

/// The load generator's wire work as pure functions over bytes: a client's masked text frame, and
/// the server's frames scanned in place for what the load run counts (a patch and the latency probe
/// it echoes, the end of a session's opening, an error, a close), without building a `String` or
/// an array per frame.
public enum LoadCodec {
    /// What one frame from the server is, as far as the load run cares.
    public enum Event: Sendable, Hashable {
        /// A `patch`, with the `probe` it echoes (nil: none).
        case patch(probe: Int?)
        /// The `diagnostics` message that ends a session's opening.
        case diagnostics
        /// An `error` message.
        case error
        /// Any other text or binary message, ping or pong.
        case other
        /// A close frame, with its code (1005 when it carries none).
        case close(code: Int)
    }

    /// The result of one ``scan(_:_:)``.
    public struct Scan: Sendable, Hashable {
        /// Bytes taken from the front of the input: whole frames only; the rest is a partial frame.
        public var consumed: Int
        /// The server sent something that is not a frame a server may send (a masked or
        /// fragmented frame, a reserved opcode, a length over 2^32): the stream cannot be followed.
        public var malformed: Bool
    }

    /// Appends a final, masked text frame carrying `payload` to `out`.
    /// - Parameters:
    ///   - payload: the message's UTF-8 bytes.
    ///   - key: the masking key (first key byte in the high byte).
    ///   - out: the send buffer.
    /// - Complexity: O(n) in the payload size.
    public static func appendMaskedText(
        _ payload: some Collection<UInt8>, key: UInt32, to out: inout [UInt8]
    ) {
        WebSocketFrame.appendHeader(opcode: .text, length: payload.count, maskingKey: key, to: &out)
        WebSocketFrame.appendPayload(payload, maskingKey: key, to: &out)
    }

    /// Reads every whole frame at the front of `bytes` (unmasked, as a server sends them) and
    /// reports each to `body`; partial frames are left for the next call.
    /// - Complexity: O(n) in the bytes scanned (a patch's probe is looked for from its end).
    public static func scan(_ bytes: UnsafeRawBufferPointer, _ body: (Event) -> Void) -> Scan {
        var offset = 0
        let count = bytes.count
        while count - offset >= 2 {
            let first = bytes[offset]
            let second = bytes[offset + 1]
            let opcode = first & 0x0F
            guard second & 0x80 == 0, first & 0x80 != 0, first & 0x70 == 0 else {
                return Scan(consumed: offset, malformed: true)
            }
            var header = 2
            var length = Int(second & 0x7F)
            if length == 126 {
                guard count - offset >= 4 else { break }
                length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                header = 4
            } else if length == 127 {
                guard count - offset >= 10 else { break }
                var value: UInt64 = 0
                for i in 0..<8 { value = value << 8 | UInt64(bytes[offset + 2 + i]) }
                guard value < 1 << 32 else { return Scan(consumed: offset, malformed: true) }
                length = Int(value)
                header = 10
            }
            guard count - offset - header >= length else { break }
            let payload = UnsafeRawBufferPointer(
                rebasing: bytes[(offset + header)..<(offset + header + length)])
            switch opcode {
            case 0x1: body(classify(payload))
            case 0x2, 0x9, 0xA: body(.other)
            case 0x8:
                body(.close(code: payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 1005))
            default: return Scan(consumed: offset, malformed: true)
            }
            offset += header + length
        }
        return Scan(consumed: offset, malformed: false)
    }

    /// What a text message from the server is: a patch (and its probe), diagnostics, an error or
    /// something else, from its raw bytes.
    /// - Complexity: O(n) in the message size.
    public static func classify(_ text: UnsafeRawBufferPointer) -> Event {
        if hasPrefix(text, #"{"mutations":"#) {
            return .patch(probe: probe(in: text))
        }
        if hasPrefix(text, #"{"entries":"#), contains(text, #""type":"diagnostics""#) { return .diagnostics }
        if contains(text, #""type":"error""#) { return .error }
        return .other
    }

    /// The number after the last `,"probe":` of a patch (its keys are sorted, so the probe follows
    /// the mutations, whose strings cannot hold an unescaped quote), or nil.
    /// - Complexity: O(n) in the message size.
    public static func probe(in text: UnsafeRawBufferPointer) -> Int? {
        let key = Array(#","probe":"#.utf8)
        var start = text.count - key.count
        while start >= 0 {
            var matches = true
            for i in 0..<key.count where text[start + i] != key[i] {
                matches = false
                break
            }
            if matches { break }
            start -= 1
        }
        guard start >= 0 else { return nil }
        var index = start + key.count
        var value = 0
        var digits = 0
        while index < text.count, text[index] >= 0x30, text[index] <= 0x39, digits < 18 {
            value = value * 10 + Int(text[index] - 0x30)
            index += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    private static func hasPrefix(_ text: UnsafeRawBufferPointer, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard text.count >= count else { return false }
        let start = prefix.utf8Start
        for i in 0..<count where text[i] != start[i] { return false }
        return true
    }

    private static func contains(_ text: UnsafeRawBufferPointer, _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard text.count >= count else { return false }
        let start = needle.utf8Start
        var position = 0
        while position + count <= text.count {
            var matches = true
            for i in 0..<count where text[position + i] != start[i] {
                matches = false
                break
            }
            if matches { return true }
            position += 1
        }
        return false
    }
}
