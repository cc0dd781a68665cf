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
