import ForceTouch
import Foundation
public import HTTPServer
import SimulatorProtocol

/// One browser page's connection to a device: its sequence counter, the latency probe waiting for
/// an answer, its pointers and its mouse emulation. Owned by its `DeviceSession` on the main actor.
///
/// The server gives each WebSocket one; ``DeviceSession/attach(sink:close:)`` makes one for a page
/// without a socket (benchmarks, embedding), whose messages go to a closure.
@MainActor
public final class ClientConnection {
    /// Where the connection's outgoing text goes.
    public typealias Sink = @Sendable (String) -> Void
    /// How the connection is closed by the server (a close code and a reason).
    public typealias Closer = @Sendable (WebSocketCloseCode, String) -> Void

    /// A pointer that is down.
    struct Pointer {
        /// The touch id the device sees.
        var touchID: Int
        var type: PointerType
        var force: PointerForce
        var clock = PageClock()
        var location: CGPoint
        /// A pen's angles (radians, UIKit's conventions); a finger's defaults otherwise.
        var altitudeAngle: CGFloat = TouchSample.perpendicularAltitude
        var azimuthAngle: CGFloat = 0
        var source: ForceMessage.Source = .mouse
        var lastForce: CGFloat = 0
        /// The last meter reading sent for this pointer.
        var lastReading: ForceMessage?
        /// When the device last had a sample of this pointer (device clock).
        var lastSampleTime: TimeInterval = 0
    }

    private let sink: Sink
    private let closer: Closer
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

    init(sink: @escaping Sink, close: @escaping Closer, maximumPossibleForce: CGFloat) {
        self.sink = sink
        closer = close
        emulation = MouseEmulation(maximumPossibleForce: maximumPossibleForce)
    }

    /// Sends a message (encoded here, written by the server's loop).
    func send<Message: ServerMessage>(_ message: Message) {
        sink(SessionCodec.encode(message))
    }

    /// Sends already-encoded JSON.
    func send(text: String) {
        sink(text)
    }

    /// Closes the connection from the server's side.
    func close(code: WebSocketCloseCode, reason: String) {
        closer(code, reason)
    }

    /// The meter's readings are sent at most once per ``meterInterval`` (the protocol allows it;
    /// our choice: 16 ms, one display frame), except a change of phase and a press's end, which go
    /// at once. The latest reading held back goes out on the next tick.
    static let meterInterval: TimeInterval = 0.016
    private var lastMeterTime: TimeInterval = -.infinity
    private var lastMeterPhase: ForceMessage.Phase?
    private var heldReading: ForceMessage?

    /// Sends a meter reading, or holds it back when one went out less than ``meterInterval`` ago.
    func sendMeter(_ reading: ForceMessage, now: TimeInterval) {
        let urgent = reading.phase != lastMeterPhase || reading.phase == .ended || reading.phase == .cancelled
        guard urgent || now - lastMeterTime >= Self.meterInterval else {
            heldReading = reading
            return
        }
        heldReading = nil
        lastMeterTime = now
        lastMeterPhase = reading.phase
        sink(reading.json)
    }

    /// Sends the reading held back, if any (on a tick).
    func flushMeter(now: TimeInterval) {
        guard let held = heldReading, now - lastMeterTime >= Self.meterInterval else { return }
        sendMeter(held, now: now)
    }

    /// Whether a meter reading is held back (the device then needs ticks).
    var hasHeldReading: Bool { heldReading != nil }

    /// Whether a pointer is down or an emulation ramp runs (the device then needs ticks).
    var needsTicks: Bool { !pointers.isEmpty || heldReading != nil }
}
