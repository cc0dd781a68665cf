/// One WebSocket frame (RFC 6455 §5.2) with its payload unmasked.
public struct WebSocketFrame: Sendable, Hashable {
    /// Whether this is the final fragment of its message.
    public var fin: Bool
    /// The three reserved bits (RSV1 RSV2 RSV3 as bits 2, 1, 0); must be zero without extensions.
    public var reservedBits: UInt8
    /// The opcode.
    public var opcode: WebSocketOpcode
    /// The masking key (first key byte in the high byte), or `nil` for an unmasked frame.
    /// Clients mask every frame; servers never do.
    public var maskingKey: UInt32?
    /// The payload, unmasked.
    public var payload: [UInt8]

    /// Creates a frame.
    public init(
        fin: Bool = true, reservedBits: UInt8 = 0, opcode: WebSocketOpcode, maskingKey: UInt32? = nil,
        payload: [UInt8] = []
    ) {
        self.fin = fin
        self.reservedBits = reservedBits
        self.opcode = opcode
        self.maskingKey = maskingKey
        self.payload = payload
    }

    /// A final text frame.
    public static func text(_ text: String, maskingKey: UInt32? = nil) -> WebSocketFrame {
        WebSocketFrame(opcode: .text, maskingKey: maskingKey, payload: Array(text.utf8))
    }

    /// A final binary frame.
    public static func binary(_ bytes: [UInt8], maskingKey: UInt32? = nil) -> WebSocketFrame {
        WebSocketFrame(opcode: .binary, maskingKey: maskingKey, payload: bytes)
    }

    /// A ping (payload at most 125 bytes).
    public static func ping(_ payload: [UInt8] = [], maskingKey: UInt32? = nil) -> WebSocketFrame {
        WebSocketFrame(opcode: .ping, maskingKey: maskingKey, payload: payload)
    }

    /// A pong (payload at most 125 bytes; answers a ping with the ping's payload).
    public static func pong(_ payload: [UInt8] = [], maskingKey: UInt32? = nil) -> WebSocketFrame {
        WebSocketFrame(opcode: .pong, maskingKey: maskingKey, payload: payload)
    }

    /// A close frame with a code and a reason; the reason is cut at a character boundary to fit
    /// in 123 bytes. 1005 and 1006 (and other unsendable codes) produce an empty payload.
    public static func close(code: WebSocketCloseCode, reason: String = "", maskingKey: UInt32? = nil)
        -> WebSocketFrame
    {
        guard code.isSendable else { return WebSocketFrame(opcode: .close, maskingKey: maskingKey) }
        var reasonBytes = Array(reason.utf8)
        if reasonBytes.count > 123 {
            var cut = 123
            while cut > 0 && reasonBytes[cut] & 0xC0 == 0x80 { cut -= 1 }
            reasonBytes = Array(reasonBytes[..<cut])
        }
        let payload = [UInt8(code.rawValue >> 8), UInt8(code.rawValue & 0xFF)] + reasonBytes
        return WebSocketFrame(opcode: .close, maskingKey: maskingKey, payload: payload)
    }
}
