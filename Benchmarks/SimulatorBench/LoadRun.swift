import Foundation
import HTTPServer
import Simulator
import Synchronization

/// N devices, each with one WebSocket streaming pen samples at a fixed rate, every sample a latency
/// probe: the round trip is from the sample written to the socket to its patch read back. Memory
/// per device is the server's resident memory after the devices and their sessions exist, less
/// its memory with one device, divided by the devices added.
struct LoadRun {
    var options: Options
    var server: ServerProcess

    struct Report: Encodable {
        var mode = "load"
        var devices: Int
        var ratePerDevice: Double
        var seconds: Double
        var samplesSent: Int
        var samplesPerSecond: Double
        var patchesReceived: Int
        var roundTripMilliseconds: Quantiles
        var unanswered: Int
        var errorsReceived: Int
        var serverResidentBytesOneDevice: Int
        var serverResidentBytes: Int
        var bytesPerDevice: Int
        var serverCPUSeconds: Double
        var serverCPUUtilisation: Double
    }

    /// One simulated page: its socket, the send times of its probes, what came back.
    final class Stream: Sendable {
        let socket: WebSocketConnection
        let sent = Mutex<[Int: ContinuousClock.Instant]>([:])
        let roundTrips = Mutex<[Double]>([])
        let errors = Mutex(0)
        let patches = Mutex(0)
        /// Resumed when the session's opening (hello … diagnostics) has arrived.
        private let opening = Mutex<(done: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

        init(socket: WebSocketConnection) { self.socket = socket }

        /// Returns once the session's opening messages have arrived (or the socket closed).
        func opened() async {
            await withCheckedContinuation { continuation in
                let now = opening.withLock { state -> Bool in
                    if state.done { return true }
                    state.waiter = continuation
                    return false
                }
                if now { continuation.resume() }
            }
        }

        private func markOpened() {
            let waiter = opening.withLock { state -> CheckedContinuation<Void, Never>? in
                state.done = true
                defer { state.waiter = nil }
                return state.waiter
            }
            waiter?.resume()
        }

        /// Reads the stream: every patch echoing a probe completes the probes up to it.
        func read() async {
            defer { markOpened() }
            for await message in socket.messages {
                guard case .text(let text) = message else { continue }
                if text.hasPrefix(#"{"entries":"#), text.contains(#""type":"diagnostics""#) {
                    markOpened()
                } else if text.hasPrefix(#"{"mutations":"#) {
                    patches.withLock { $0 += 1 }
                    guard let probe = Self.probe(in: text) else { continue }
                    let now = ContinuousClock.now
                    let done = sent.withLock { sent -> [ContinuousClock.Instant] in
                        let keys = sent.keys.filter { $0 <= probe }
                        return keys.compactMap { sent.removeValue(forKey: $0) }
                    }
                    let values = done.map { start -> Double in
                        let d = start.duration(to: now)
                        return Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
                    }
                    roundTrips.withLock { $0 += values }
                } else if text.contains(#""type":"error""#) {
                    errors.withLock { $0 += 1 }
                }
            }
        }

        /// The `probe` of a patch's text (`…,"probe":17,"seq":…`).
        static func probe(in text: String) -> Int? {
            guard let range = text.range(of: #","probe":"#) else { return nil }
            return Int(text[range.upperBound...].prefix(while: { $0.isNumber }))
        }
    }

    func run() async throws -> String {
        let oneDevice = server.residentBytes
        let api = try await HTTPClient.connect(port: server.port)
        for _ in 1..<options.devices {
            var request = HTTPRequest(method: .post, target: "/api/devices", body: Array("{}".utf8))
            request.headers["Content-Type"] = "application/json"
            let response = try await api.send(request)
            guard response.status.code == 201 else {
                throw ServerProcess.Failure(description: "POST /api/devices answered \(response.status.code)")
            }
        }
        let clients = WebSocketClientLoop(configuration: .init(maxConnections: 4096))
        try clients.start()
        var streams: [Stream] = []
        for device in 1...options.devices {
            let socket = try await clients.connect(
                to: "ws://127.0.0.1:\(server.port)/api/devices/\(device)/stream")
            streams.append(Stream(socket: socket))
        }
        let readers = streams.map { stream in Task { await stream.read() } }
        // Every session open (hello, tree, state, log, diagnostics) before measuring memory.
        for stream in streams { await stream.opened() }
        let loaded = server.residentBytes
        let cpu = server.cpuSeconds
        let sentCount = try await stream(streams)
        // The last patches come back within the drain time, then the sockets close.
        try await ContinuousClock().sleep(until: .now + .milliseconds(500))
        let cpuUsed = server.cpuSeconds - cpu
        for stream in streams { stream.socket.close() }
        clients.shutdown()
        await clients.waitUntilStopped()
        for reader in readers { reader.cancel() }
        let roundTrips = streams.flatMap { $0.roundTrips.withLock { $0 } }
        let unanswered = streams.reduce(0) { $0 + $1.sent.withLock { $0.count } }
        return json(
            Report(
                devices: options.devices, ratePerDevice: options.rate, seconds: options.seconds,
                samplesSent: sentCount,
                samplesPerSecond: Double(sentCount) / options.seconds,
                patchesReceived: streams.reduce(0) { $0 + $1.patches.withLock { $0 } },
                roundTripMilliseconds: Quantiles(roundTrips), unanswered: unanswered,
                errorsReceived: streams.reduce(0) { $0 + $1.errors.withLock { $0 } },
                serverResidentBytesOneDevice: oneDevice, serverResidentBytes: loaded,
                bytesPerDevice: (loaded - oneDevice) / max(1, options.devices - 1), serverCPUSeconds: cpuUsed,
                serverCPUUtilisation: cpuUsed / options.seconds))
    }

    /// Sends each device's samples on schedule for `seconds`: a pen down on an empty part of the
    /// home screen, moves with changing pressure, lifted and pressed again every 2 s.
    private func stream(_ streams: [Stream]) async throws -> Int {
        let interval = 1 / options.rate
        let total = Int(options.seconds * options.rate)
        let clock = ContinuousClock()
        let start = clock.now
        var probes = [Int](repeating: 0, count: streams.count)
        var sent = 0
        for tick in 0..<total {
            let due = start + .nanoseconds(Int(Double(tick) * interval * 1e9))
            try await clock.sleep(until: due)
            let pageTime = Double(tick) * interval * 1000
            let phase = tick % Int(2 * options.rate)
            for (index, stream) in streams.enumerated() {
                probes[index] += 1
                let probe = probes[index]
                let event: PointerMessage.Event =
                    phase == 0 ? .down : (phase == Int(2 * options.rate) - 1 ? .up : .move)
                let pressure = 0.1 + 0.3 * Double(tick % 30) / 30
                let message = PointerMessage(
                    event: event, pointerId: 1, pointerType: .pen, x: 40 + Double(tick % 2) * 0.5, y: 420,
                    pressure: pressure, timeStamp: pageTime, probe: probe)
                let now = ContinuousClock.now
                stream.sent.withLock { $0[probe] = now }
                stream.socket.send(text: ClientMessage.pointer(message).json)
                sent += 1
            }
        }
        return sent
    }
}
