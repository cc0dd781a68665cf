/// A violation of RFC 6455 by the peer; each maps to the close code the endpoint fails the
/// connection with. The wording lives in `HTTPServerMessages.swift`.
public enum WebSocketProtocolError: Error, Sendable, Hashable {
    /// RSV bits set although no extension was negotiated (1002).
    case reservedBitsSet(UInt8)
    /// An opcode RFC 6455 reserves (1002).
    case reservedOpcode(UInt8)
    /// A control frame with FIN clear (1002).
    case fragmentedControlFrame(WebSocketOpcode)
    /// A control frame with more than 125 payload bytes (1002).
    case controlFrameTooLong(WebSocketOpcode, length: Int)
    /// A client frame without a mask (1002).
    case unmaskedClientFrame
    /// A server frame with a mask (1002).
    case maskedServerFrame
    /// A 64-bit length with the most significant bit set (1002).
    case invalidLength
    /// A frame whose payload exceeds the frame limit (1009).
    case frameTooBig(length: UInt64, limit: Int)
    /// A fragmented message whose total exceeds the message limit (1009).
    case messageTooBig(limit: Int)
    /// A continuation frame with no message in progress (1002).
    case unexpectedContinuation
    /// A new text or binary frame while a fragmented message is in progress (1002).
    case expectedContinuation(WebSocketOpcode)
    /// A text message that is not valid UTF-8 (1007).
    case invalidUTF8
    /// A close frame with a 1-byte payload (1002).
    case closePayloadTooShort
    /// A close code that may not be sent (1002).
    case invalidCloseCode(UInt16)
    /// A close reason that is not valid UTF-8 (1007).
    case invalidCloseReason

    /// The close code to fail the connection with.
    public var closeCode: WebSocketCloseCode {
        switch self {
        case .frameTooBig, .messageTooBig: .messageTooBig
        case .invalidUTF8, .invalidCloseReason: .invalidPayload
        default: .protocolError
        }
    }
}
