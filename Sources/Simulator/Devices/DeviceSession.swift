import ForceTouch
import Foundation
public import HTTPServer
import SimulatorProtocol
public import Springboard
import TouchKit

/// One simulated device and the pages watching it: the one owner of the device's state, on the main
/// actor.
///
/// Every input (a page's message, a REST action, the control port, a timer tick) changes the device
/// and then calls `publish(probeFor:stateMayChange:)`, which renders the screen once, diffs it against the last
/// tree with TouchKit's diff, and sends each page a `patch` (with its own sequence number), the
/// `state` keys that changed, and the new `log` and `diagnostics` entries.
@MainActor
public final class DeviceSession {
    /// The device id.
    public let id: String
    /// The name pickers show.
    public let name: String
    /// The device.
    public let device: Device
    private(set) weak var registry: DeviceRegistry?
    /// The pages connected, in connection order.
    private(set) var clients: [ClientConnection] = []

    /// The tree every client has (nil when no client is connected).
    private var lastTree: RenderNode?
    /// The complete state every client has.
    private var lastState: StateMessage?
    /// Log entries and diagnostics already sent (absolute positions, counting dropped ones).
    private var sentLog = 0
    private var sentDiagnostics = 0
    private var nextTouchID = 1
    /// Touches scheduled by `POST …/touches`, due in order.
    var script = ScriptQueue()
    /// When the device last advanced (input or tick), device clock.
    var lastAdvance: TimeInterval = 0
    private var isFast = false
    /// Meter readings made during a tick, sent after its patch.
    var pendingForceMessages: [(ClientConnection, ForceMessage)] = []

    init(id: String, name: String, device: Device, registry: DeviceRegistry) {
        self.id = id
        self.name = name
        self.device = device
        self.registry = registry
        sentLog = device.droppedLogEntryCount + device.log.count
        sentDiagnostics = device.droppedDiagnosticCount + device.diagnostics.count
    }

    /// A touch id no other touch on this device has.
    func allocateTouchID() -> Int {
        defer { nextTouchID += 1 }
        return nextTouchID
    }

    // MARK: Clients

    /// Opens a session on a new WebSocket: `hello`, `tree`, complete `state`, the whole `log` and
    /// all `diagnostics`, in that order.
    func attach(_ socket: WebSocketConnection) -> ClientConnection {
        attach(sink: { socket.send(text: $0) }, close: { socket.close(code: $0, reason: $1) })
    }

    /// Opens a session for a page whose messages go to `sink` (benchmarks, embedding): the same
    /// opening as a WebSocket's; hand its messages to ``receive(text:from:)``.
    public func attach(
        sink: @escaping ClientConnection.Sink, close: @escaping ClientConnection.Closer = { _, _ in }
    )
        -> ClientConnection
    {
        publish()
        let client = ClientConnection(
            sink: sink, close: close, maximumPossibleForce: device.profile.maximumPossibleForce)
        let tree = lastTree ?? device.render()
        lastTree = tree
        let state = lastState ?? currentState()
        lastState = state
        client.send(hello)
        client.send(text: SessionCodec.tree(seq: client.seq, rootJSON: RenderJSON.node(tree), probe: nil))
        client.send(state)
        client.send(LogMessage(entries: device.log.map(LogEntryPayload.init), replace: true))
        client.send(
            DiagnosticsMessage(entries: device.diagnostics.map(DiagnosticPayload.init), replace: true))
        client.isOpen = true
        clients.append(client)
        registry?.ticker.setWatched(self, true)
        registry?.use(self)
        return client
    }

    /// Forgets a closed connection; its pointers still down are cancelled.
    public func detach(_ client: ClientConnection) {
        cancelPointers(of: client)
        clients.removeAll { $0 === client }
        if clients.isEmpty {
            lastTree = nil
            lastState = nil
            registry?.ticker.setWatched(self, false)
        }
        publish()
    }

    /// Closes every WebSocket with `code` (1001 by default: the server is going away).
    func closeClients(code: WebSocketCloseCode = .goingAway, reason: String = Wording.shuttingDown) {
        for client in clients {
            client.close(code: code, reason: reason)
        }
    }

    // MARK: Publishing

    /// Sends every client what changed since the last publish: a patch (always to `prober`, even
    /// empty, when it has a probe to answer), changed state keys, new log entries and diagnostics.
    ///
    /// With `stateMayChange` false (a pointer sample, a tick), the whole state is only compared when
    /// the screen or the log changed, or the peek and pop in progress did: every change of screen,
    /// menu, apps or settings a touch can make shows on the screen, so a sample that changed nothing
    /// visible skips building the state. The preview is the exception (lifting after a pop whose push
    /// has finished animating ends it without changing a pixel), so it is compared on every publish.
    /// - Complexity: O(*c*) in the nodes that changed, plus O(*k*) in the clients.
    func publish(probeFor prober: ClientConnection? = nil, stateMayChange: Bool = true) {
        updateTickNeed()
        let logTotal = device.droppedLogEntryCount + device.log.count
        let diagnosticsTotal = device.droppedDiagnosticCount + device.diagnostics.count
        guard !clients.isEmpty else {
            sentLog = logTotal
            sentDiagnostics = diagnosticsTotal
            return
        }
        let tree = device.render()
        let mutations = RenderNode.diff(from: lastTree, to: tree)
        lastTree = tree
        let mutationsJSON = mutations.isEmpty ? "[]" : RenderJSON.mutations(mutations)
        for client in clients where !mutations.isEmpty || (client === prober && client.pendingProbe != nil) {
            client.seq += 1
            let probe = client.pendingProbe
            client.pendingProbe = nil
            client.send(text: SessionCodec.patch(seq: client.seq, mutationsJSON: mutationsJSON, probe: probe))
        }
        if stateMayChange || !mutations.isEmpty || logTotal != sentLog || diagnosticsTotal != sentDiagnostics
            || lastState?.preview != .some(previewPayload)
        {
            let state = currentState()
            let delta = StateMessage.changes(from: lastState, to: state)
            lastState = state
            if !delta.isEmpty { broadcast(delta) }
        }
        if logTotal > sentLog {
            broadcast(LogMessage(entries: device.logEntries(from: sentLog).map(LogEntryPayload.init)))
        }
        sentLog = logTotal
        if diagnosticsTotal > sentDiagnostics {
            broadcast(
                DiagnosticsMessage(
                    entries: device.diagnostics(from: sentDiagnostics).map(DiagnosticPayload.init)))
        }
        sentDiagnostics = diagnosticsTotal
    }

    /// Sends `message` to every client, encoded once.
    func broadcast<Message: ServerMessage>(_ message: Message) {
        let text = SessionCodec.encode(message)
        for client in clients { client.send(text: text) }
    }

    /// Sends `client` a whole tree (after `resync`), numbered after its last tree or patch.
    func sendTree(to client: ClientConnection) {
        publish()
        let tree = lastTree ?? device.render()
        client.seq += 1
        let probe = client.pendingProbe
        client.pendingProbe = nil
        client.send(text: SessionCodec.tree(seq: client.seq, rootJSON: RenderJSON.node(tree), probe: probe))
    }

    // MARK: Time

    /// Whether the device needs the fast timer: a pointer down, a press or bounce on the home
    /// screen, or scripted touches waiting.
    var needsFastTicks: Bool {
        !script.isEmpty || device.homeScreen.press != nil || device.homeScreen.bounce != nil
            || clients.contains(where: \.needsTicks)
    }

    func updateTickNeed() {
        let fast = needsFastTicks
        if fast != isFast {
            isFast = fast
            registry?.ticker.setFast(self, fast)
        }
    }

    /// One timer tick: scripted touches that are due, the pointers held down (as a touch screen
    /// keeps reporting a finger that does not move), then the device's time.
    func tick() {
        let now = device.clock.now
        // A device whose pages keep sending samples advances with them: a tick adds nothing
        // unless something moves without input (a ramp, scripted touches); a meter reading held
        // back goes out without rendering the screen again.
        if now - lastAdvance < Ticker.fastInterval * 0.8, script.isEmpty,
            !clients.contains(where: { $0.emulation.isRamping })
        {
            for client in clients where client.hasHeldReading { client.flushMeter(now: now) }
            return
        }
        applyDueScript(now: now)
        for client in clients { refreshPointers(of: client, now: now) }
        device.advance(to: now)
        lastAdvance = now
        for client in clients { collectMeterChanges(of: client) }
        publish(stateMayChange: false)
        for (client, message) in pendingForceMessages { client.sendMeter(message, now: now) }
        pendingForceMessages.removeAll()
        for client in clients { client.flushMeter(now: now) }
    }

    /// A slow tick for a watched device, when nothing advanced it for `interval`.
    func tickIfIdleFor(_ interval: TimeInterval) {
        if device.clock.now - lastAdvance >= interval { tick() }
    }
}
