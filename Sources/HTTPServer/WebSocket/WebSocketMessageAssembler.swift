/// Turns decoded frames into messages: joins fragments, validates text as UTF-8 as it arrives,
/// enforces the message size limit, and parses close frames.
///
/// Control frames may arrive between the fragments of a message and come out at once.
public struct WebSocketMessageAssembler: Sendable {
    /// What one frame produced.
    public enum Event: Sendable, Hashable {
        /// A complete text or binary message.
        case message(WebSocketMessage)
        /// A ping with its payload (answer with a pong carrying the same payload).
        case ping([UInt8])
        /// A pong with its payload.
        case pong([UInt8])
        /// A close frame: its code (1005 when it had none) and reason.
        case close(WebSocketClose)
    }

    /// The largest message accepted, all fragments together.
    public let maxMessageBytes: Int
    private var fragments: [UInt8] = []
    private var fragmentOpcode: WebSocketOpcode?
    private var validator = UTF8Validator()

    /// Creates an assembler.
    public init(maxMessageBytes: Int) {
        self.maxMessageBytes = maxMessageBytes
    }

    /// Whether a fragmented message is in progress.
    public var isAssembling: Bool { fragmentOpcode != nil }

    /// Takes one frame; returns what it completed, or `nil` for a non-final fragment.
    /// - Complexity: O(n) in the frame's payload size (plus the message size when it completes).
    public mutating func receive(_ frame: WebSocketFrame) throws(WebSocketProtocolError) -> Event? {
        switch frame.opcode {
        case .ping: return .ping(frame.payload)
        case .pong: return .pong(frame.payload)
        case .close: return .close(try Self.parseClose(frame.payload))
        case .continuation:
            guard let opcode = fragmentOpcode else { throw .unexpectedContinuation }
            return try append(frame, opcode: opcode)
        default:
            guard fragmentOpcode == nil else { throw .expectedContinuation(frame.opcode) }
            if frame.fin && frame.opcode == .binary {
                guard frame.payload.count <= maxMessageBytes else {
                    throw .messageTooBig(limit: maxMessageBytes)
                }
                return .message(.binary(frame.payload))
            }
            validator = UTF8Validator()
            return try append(frame, opcode: frame.opcode)
        }
    }

    private mutating func append(_ frame: WebSocketFrame, opcode: WebSocketOpcode)
        throws(WebSocketProtocolError) -> Event?
    {
        guard fragments.count + frame.payload.count <= maxMessageBytes else {
            throw .messageTooBig(limit: maxMessageBytes)
        }
        if opcode == .text {
            guard validator.validate(frame.payload) else { throw .invalidUTF8 }
        }
        guard frame.fin else {
            fragments.append(contentsOf: frame.payload)
            fragmentOpcode = opcode
            return nil
        }
        let bytes: [UInt8]
        if fragments.isEmpty {
            bytes = frame.payload
        } else {
            fragments.append(contentsOf: frame.payload)
            bytes = fragments
        }
        fragments = []
        fragmentOpcode = nil
        if opcode == .text {
            guard validator.isComplete else { throw .invalidUTF8 }
            return .message(.text(String(decoding: bytes, as: UTF8.self)))
        }
        return .message(.binary(bytes))
    }

    /// Parses a close frame's payload: empty, or a valid code and a UTF-8 reason.
    public static func parseClose(_ payload: [UInt8]) throws(WebSocketProtocolError) -> WebSocketClose {
        if payload.isEmpty { return WebSocketClose(code: .noStatusReceived) }
        guard payload.count >= 2 else { throw .closePayloadTooShort }
        let code = WebSocketCloseCode(rawValue: UInt16(payload[0]) << 8 | UInt16(payload[1]))
        guard code.isSendable else { throw .invalidCloseCode(code.rawValue) }
        let reasonBytes = payload[2...]
        var validator = UTF8Validator()
        guard validator.validate(reasonBytes), validator.isComplete else { throw .invalidCloseReason }
        return WebSocketClose(code: code, reason: String(decoding: reasonBytes, as: UTF8.self))
    }
}
