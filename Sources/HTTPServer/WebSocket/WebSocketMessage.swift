/// A complete WebSocket data message.
public enum WebSocketMessage: Sendable, Hashable {
    /// A text message (validated UTF-8).
    case text(String)
    /// A binary message.
    case binary([UInt8])
}
