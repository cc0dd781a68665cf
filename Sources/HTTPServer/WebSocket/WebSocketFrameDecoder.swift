/// An incremental WebSocket frame decoder: feed it bytes, take whole frames with their payloads
/// unmasked.
///
/// Every frame-level rule of RFC 6455 is checked as soon as the header has arrived (before the
/// payload is buffered): RSV bits, reserved opcodes, control frames (FIN set, ≤ 125 bytes),
/// masking by role, the 64-bit length's top bit, and the frame size limit (1009).
/// Message-level rules (continuation order, UTF-8, close payloads) are the job of
/// ``WebSocketMessageAssembler``.
public struct WebSocketFrameDecoder: Sendable {
    /// Which side decodes: a server requires masked frames, a client forbids them.
    public enum Role: Sendable, Hashable {
        /// Decodes a client's frames (must be masked).
        case server
        /// Decodes a server's frames (must not be masked).
        case client
    }

    /// The side this decoder is on.
    public let role: Role
    /// The largest payload accepted in one frame.
    public let maxFrameBytes: Int
    private var buffer = ByteBuffer()

    /// Creates a decoder.
    public init(role: Role, maxFrameBytes: Int) {
        self.role = role
        self.maxFrameBytes = maxFrameBytes
    }

    /// Buffers received bytes.
    /// - Complexity: O(n) in the number of bytes, amortised.
    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(bytes) }

    /// Buffers received bytes.
    /// - Complexity: O(n) in the number of bytes, amortised.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) { buffer.append(bytes) }

    /// The number of buffered bytes not yet returned as frames.
    public var bufferedByteCount: Int { buffer.count }

    /// The next complete frame, or `nil` when more bytes are needed.
    /// - Complexity: O(n) in the frame's payload size.
    public mutating func next() throws(WebSocketProtocolError) -> WebSocketFrame? {
        let available = buffer.count
        guard available >= 2 else { return nil }
        let first = buffer[0]
        let second = buffer[1]
        let reserved = (first >> 4) & 0x07
        let opcode = WebSocketOpcode(rawValue: first & 0x0F)
        let fin = first & 0x80 != 0
        let masked = second & 0x80 != 0
        guard reserved == 0 else { throw .reservedBitsSet(reserved) }
        guard opcode.isDefined else { throw .reservedOpcode(opcode.rawValue) }
        if role == .server && !masked { throw .unmaskedClientFrame }
        if role == .client && masked { throw .maskedServerFrame }
        let shortLength = second & 0x7F
        if opcode.isControl {
            guard fin else { throw .fragmentedControlFrame(opcode) }
            guard shortLength <= 125 else { throw .controlFrameTooLong(opcode, length: Int(shortLength)) }
        }
        var headerLength = 2
        var length = UInt64(shortLength)
        if shortLength == 126 {
            guard available >= 4 else { return nil }
            length = UInt64(buffer[2]) << 8 | UInt64(buffer[3])
            headerLength = 4
        } else if shortLength == 127 {
            guard available >= 10 else { return nil }
            length = 0
            for i in 2..<10 { length = length << 8 | UInt64(buffer[i]) }
            guard length >> 63 == 0 else { throw .invalidLength }
            headerLength = 10
        }
        guard length <= UInt64(maxFrameBytes) else {
            throw .frameTooBig(length: length, limit: maxFrameBytes)
        }
        var key: UInt32?
        if masked {
            guard available >= headerLength + 4 else { return nil }
            key =
                UInt32(buffer[headerLength]) << 24 | UInt32(buffer[headerLength + 1]) << 16
                | UInt32(buffer[headerLength + 2]) << 8 | UInt32(buffer[headerLength + 3])
            headerLength += 4
        }
        let payloadLength = Int(length)
        guard available >= headerLength + payloadLength else { return nil }
        buffer.consume(headerLength)
        var payload = buffer.read(payloadLength)
        if let key {
            payload.withUnsafeMutableBytes { WebSocketFrame.applyMask(key, to: $0) }
        }
        return WebSocketFrame(
            fin: fin, reservedBits: reserved, opcode: opcode, maskingKey: key, payload: payload)
    }
}
