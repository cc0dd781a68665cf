import Synchronization

/// One accepted WebSocket, as the application sees it: incoming messages as an `AsyncStream`,
/// and thread-safe sending.
///
/// Every method may be called from any thread, task or actor: sends are encoded straight into the
/// loop thread's queue, which writes them in the order they were queued; frames queued for one
/// connection in one turn of the loop go out in one `send`. A send after the WebSocket closed is
/// ignored (``closeStatus`` says why it closed). Pings are answered automatically.
///
/// A connection accepted on an endpoint with a ``WebSocketBatchReceiver`` delivers its messages
/// to the receiver instead: its ``messages`` stream yields nothing and finishes when it closes.
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
    /// Set with the status: checked on every send without taking the lock.
    private let closed = Atomic<Bool>(false)
    /// Messages handed to a ``WebSocketBatchReceiver`` and not yet handled (inbound backpressure).
    private let unread = Atomic<Int>(0)

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
    public func send(text: String) { send(opcode: .text, payload: text.utf8) }

    /// Sends a binary message.
    /// - Complexity: O(n) in the message size, on the caller's thread.
    public func send(binary: [UInt8]) { send(opcode: .binary, payload: binary) }

    /// Sends a message.
    /// - Complexity: O(n) in the message size, on the caller's thread.
    public func send(_ message: WebSocketMessage) {
        switch message {
        case .text(let text): send(text: text)
        case .binary(let bytes): send(binary: bytes)
        }
    }

    /// Sends a ping (payload at most 125 bytes; longer payloads are cut).
    public func ping(_ payload: [UInt8] = []) { send(opcode: .ping, payload: payload.prefix(125)) }

    /// Starts the closing handshake: sends a close frame; the connection ends when the peer
    /// answers (or after the close timeout). Later sends are ignored.
    public func close(code: WebSocketCloseCode = .normalClosure, reason: String = "") {
        guard !closed.load(ordering: .acquiring) else { return }
        let bytes = encode(.close(code: code, reason: reason))
        let id = id
        loop.execute { loop in
            loop.closeWebSocket(id, frame: bytes, status: WebSocketClose(code: code, reason: reason))
        }
    }

    private func send(opcode: WebSocketOpcode, payload: some Collection<UInt8>) {
        guard !closed.load(ordering: .acquiring) else { return }
        let key: UInt32? = masksFrames ? UInt32.random(in: .min ... .max) : nil
        let length = payload.count
        loop.send(to: id) { out in
            WebSocketFrame.appendHeader(opcode: opcode, length: length, maskingKey: key, to: &out)
            WebSocketFrame.appendPayload(payload, maskingKey: key, to: &out)
        }
    }

    private func encode(_ frame: WebSocketFrame) -> [UInt8] {
        var frame = frame
        if masksFrames { frame.maskingKey = UInt32.random(in: .min ... .max) }
        return frame.encoded()
    }

    /// (Loop thread) Records why the WebSocket closed; the first status wins.
    func recordClose(_ close: WebSocketClose) {
        status.withLock { if $0 == nil { $0 = close } }
        closed.store(true, ordering: .releasing)
    }

    /// (Loop thread) Counts a message handed to a batch receiver; `false` when more than `limit`
    /// are waiting for the application.
    func noteUnread(limit: Int) -> Bool {
        unread.wrappingAdd(1, ordering: .relaxed).newValue <= limit
    }

    /// (Receiver's queue) `count` messages were handled.
    func noteRead(_ count: Int) {
        unread.wrappingSubtract(count, ordering: .relaxed)
    }

    /// Where this connection's frames are queued (for holding wake-ups during a batch).
    var eventLoop: EventLoop { loop }
}
