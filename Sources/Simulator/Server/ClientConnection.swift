import ForceTouch
import Foundation
import HTTPServer

/// One browser page's WebSocket to a device: its sequence counter, the latency probe waiting for
/// an answer, its pointers and its mouse emulation. Owned by its `DeviceSession` on the main actor.
@MainActor
final class ClientConnection {
    /// A pointer that is down.
    struct Pointer {
        /// The touch id the device sees.
        var touchID: Int
        var type: PointerType
        var force: PointerForce
        var clock = PageClock()
        var location: CGPoint
        var source: ForceMessage.Source = .mouse
        var lastForce: CGFloat = 0
        /// The last meter reading sent for this pointer.
        var lastReading: ForceMessage?
        /// When the device last had a sample of this pointer (device clock).
        var lastSampleTime: TimeInterval = 0
    }

    let socket: WebSocketConnection
    /// The last `tree` or `patch` number sent.
    var seq = 0
    /// The highest latency probe processed and not yet echoed.
    var pendingProbe: Int?
    /// The pointers that are down, by the client's `pointerId`.
    var pointers: [Int: Pointer] = [:]
    /// The client's plain-mouse press (the one `emulate` applies to), if one is down.
    var mousePress: Int?
    var emulation: MouseEmulation
    /// Whether `hello` and the rest of the session's opening have been sent.
    var isOpen = false

    init(socket: WebSocketConnection, maximumPossibleForce: CGFloat) {
        self.socket = socket
        emulation = MouseEmulation(maximumPossibleForce: maximumPossibleForce)
    }

    /// Sends a message (encoded here, written by the server's loop).
    func send<Message: ServerMessage>(_ message: Message) {
        socket.send(text: SessionCodec.encode(message))
    }

    /// Sends already-encoded JSON.
    func send(text: String) {
        socket.send(text: text)
    }

    /// Whether a pointer is down or an emulation ramp runs (the device then needs ticks).
    var needsTicks: Bool { !pointers.isEmpty }
}
