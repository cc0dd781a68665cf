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
