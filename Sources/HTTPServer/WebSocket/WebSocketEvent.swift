import Dispatch
import Synchronization

/// What happened on a WebSocket delivered in batches (see ``WebSocketBatchReceiver``).
public enum WebSocketEvent: Sendable {
    /// The handshake completed; the connection is open and may be sent to.
    case opened(WebSocketConnection)
    /// A text or binary message arrived.
    case message(WebSocketMessage, from: WebSocketConnection)
    /// The connection closed; ``WebSocketConnection/closeStatus`` says why. Always the
    /// connection's last event, and always delivered once it was opened (at shutdown too).
    case closed(WebSocketConnection)

    /// The connection the event is about.
    public var connection: WebSocketConnection {
        switch self {
        case .opened(let connection), .message(_, let connection), .closed(let connection): connection
        }
    }
}
