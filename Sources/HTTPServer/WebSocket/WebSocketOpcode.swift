/// A frame's opcode (RFC 6455 §5.2); values 3–7 and 11–15 are reserved.
public struct WebSocketOpcode: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The 4-bit value.
    public var rawValue: UInt8

    /// Creates an opcode from its 4-bit value.
    public init(rawValue: UInt8) { self.rawValue = rawValue & 0x0F }

    /// 0: a continuation of a fragmented message.
    public static let continuation = WebSocketOpcode(rawValue: 0)
    /// 1: the first frame of a UTF-8 text message.
    public static let text = WebSocketOpcode(rawValue: 1)
    /// 2: the first frame of a binary message.
    public static let binary = WebSocketOpcode(rawValue: 2)
    /// 8: close.
    public static let close = WebSocketOpcode(rawValue: 8)
    /// 9: ping.
    public static let ping = WebSocketOpcode(rawValue: 9)
    /// 10: pong.
    public static let pong = WebSocketOpcode(rawValue: 10)

    /// Whether this is a control opcode (8–15).
    public var isControl: Bool { rawValue & 0x08 != 0 }

    /// Whether RFC 6455 defines this opcode.
    public var isDefined: Bool { [0, 1, 2, 8, 9, 10].contains(rawValue) }

    /// `text`, `binary`, … or `reserved(3)`.
    public var description: String {
        switch rawValue {
        case 0: "continuation"
        case 1: "text"
        case 2: "binary"
        case 8: "close"
        case 9: "ping"
        case 10: "pong"
        default: "reserved(\(rawValue))"
        }
    }
}

/// A close status code (RFC 6455 §7.4).
public struct WebSocketCloseCode: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The 16-bit code.
    public var rawValue: UInt16

    /// Creates a code.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// 1000: the purpose of the connection is fulfilled.
    public static let normalClosure = WebSocketCloseCode(rawValue: 1000)
    /// 1001: the endpoint is going away (server shutdown, page navigated away).
    public static let goingAway = WebSocketCloseCode(rawValue: 1001)
    /// 1002: a protocol error.
    public static let protocolError = WebSocketCloseCode(rawValue: 1002)
    /// 1003: a data type the endpoint cannot accept.
    public static let unsupportedData = WebSocketCloseCode(rawValue: 1003)
    /// 1005: no code was present (never sent on the wire).
    public static let noStatusReceived = WebSocketCloseCode(rawValue: 1005)
    /// 1006: the connection closed without a close frame (never sent on the wire).
    public static let abnormalClosure = WebSocketCloseCode(rawValue: 1006)
    /// 1007: a text message that is not UTF-8.
    public static let invalidPayload = WebSocketCloseCode(rawValue: 1007)
    /// 1008: a policy violation (here: the incoming message queue is full).
    public static let policyViolation = WebSocketCloseCode(rawValue: 1008)
    /// 1009: a frame or message over the size limit.
    public static let messageTooBig = WebSocketCloseCode(rawValue: 1009)
    /// 1011: an unexpected condition in the server.
    public static let internalError = WebSocketCloseCode(rawValue: 1011)

    /// Whether the code may appear in a close frame: 1000–1003, 1007–1014, 3000–4999.
    public var isSendable: Bool {
        switch rawValue {
        case 1000...1003, 1007...1014, 3000...4999: true
        default: false
        }
    }

    /// The number.
    public var description: String { String(rawValue) }
}

/// Why a WebSocket closed: the code and reason from the close frame, or 1005/1006 when there was
/// no code or no frame.
public struct WebSocketClose: Sendable, Hashable {
    /// The close code.
    public var code: WebSocketCloseCode
    /// The UTF-8 reason (at most 123 bytes on the wire).
    public var reason: String

    /// Creates a close status.
    public init(code: WebSocketCloseCode, reason: String = "") {
        self.code = code
        self.reason = reason
    }
}

/// A complete WebSocket data message.
public enum WebSocketMessage: Sendable, Hashable {
    /// A text message (validated UTF-8).
    case text(String)
    /// A binary message.
    case binary([UInt8])
}
