import Synchronization

/// One accepted WebSocket, as the application sees it: incoming messages as an `AsyncStream`,
/// and thread-safe sending.
///
/// Every method may be called from any thread, task or actor: sends are encoded on the caller's
/// thread and queued to the loop thread, which writes them in the order they were queued. A send
/// after the WebSocket closed is ignored (``closeStatus`` says why it closed). Pings are answered
/// automatically.
public final class WebSocketConnection: Sendable {
    /// The handshake request (with the router's path parameters; for an outgoing connection, the
    /// request this side sent).
    public let request: HTTPRequest
    /// The incoming text and binary messages, in order. The stream finishes when the WebSocket
    /// closes, after ``closeStatus`` is set.
    public let messages: AsyncStream<WebSocketMessage>
    /// A number unique within the server.
    public let id: UInt64
    /// Whether this side is the client (an outgoing connection): its frames are masked.
    public let masksFrames: Bool
    private let loop: EventLoop
    private let status = Mutex<WebSocketClose?>(nil)

    init(
        id: UInt64, request: HTTPRequest, messages: AsyncStream<WebSocketMessage>, loop: EventLoop,
        masksFrames: Bool = false
    ) {
        self.id = id
        self.request = request
        self.messages = messages
        self.loop = loop
        self.masksFrames = masksFrames
    }

    /// Why the WebSocket closed (the peer's or our close code, 1006 when the connection simply
    /// ended), or `nil` while it is open.
    public var closeStatus: WebSocketClose? { status.withLock { $0 } }

    /// Sends a text message.
    /// - Complexity: O(n) in the message size, on the caller's thread.
    public func send(text: String) { send(frame: .text(text)) }

    /// Sends a binary message.
    /// - Complexity: O(n) in the message size, on the caller's thread.
    public func send(binary: [UInt8]) { send(frame: .binary(binary)) }

    /// Sends a message.
    /// - Complexity: O(n) in the message size, on the caller's thread.
    public func send(_ message: WebSocketMessage) {
        switch message {
        case .text(let text): send(text: text)
        case .binary(let bytes): send(binary: bytes)
        }
    }

    /// Sends a ping (payload at most 125 bytes; longer payloads are cut).
    public func ping(_ payload: [UInt8] = []) { send(frame: .ping(Array(payload.prefix(125)))) }

    /// Starts the closing handshake: sends a close frame; the connection ends when the peer
    /// answers (or after the close timeout). Later sends are ignored.
    public func close(code: WebSocketCloseCode = .normalClosure, reason: String = "") {
        guard closeStatus == nil else { return }
        let bytes = encode(.close(code: code, reason: reason))
        let id = id
        loop.execute { loop in
            loop.closeWebSocket(id, frame: bytes, status: WebSocketClose(code: code, reason: reason))
        }
    }

    private func send(frame: WebSocketFrame) {
        guard closeStatus == nil else { return }
        let bytes = encode(frame)
        let id = id
        loop.execute { loop in loop.sendWebSocket(id, bytes) }
    }

    private func encode(_ frame: WebSocketFrame) -> [UInt8] {
        var frame = frame
        if masksFrames { frame.maskingKey = UInt32.random(in: .min ... .max) }
        return frame.encoded()
    }

    /// (Loop thread) Records why the WebSocket closed; the first status wins.
    func recordClose(_ close: WebSocketClose) {
        status.withLock { if $0 == nil { $0 = close } }
    }
}
