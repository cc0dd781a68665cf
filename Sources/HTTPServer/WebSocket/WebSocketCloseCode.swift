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
