import Foundation
import HTTPServer
import SimulatorLoad

/// N devices, each with one WebSocket streaming pen samples at a fixed rate, every sample a latency
/// probe: the round trip is from the sample written to the socket to its patch read back. Memory
/// per device is the server's resident memory after the devices and their sessions exist, less
/// its memory with one device, divided by the devices added.
///
/// The pages are simulated by `SimulatorLoad.LoadGenerator`: one thread, non-blocking sockets and
/// epoll, frames masked once into a reused buffer, replies scanned in place. By default device *i*
/// of *N* sends at offset *i*/*N* of each interval (`--schedule staggered`), as unsynchronised
/// devices do; `--schedule burst` sends every device's sample at the start of each interval.
struct LoadRun {
    var options: Options
    var server: ServerProcess

    struct Report: Encodable {
        var mode = "load"
        var schedule: String
        var granularityMilliseconds: Double
        var devices: Int
        var ratePerDevice: Double
        var seconds: Double
        var samplesSent: Int
        var samplesPerSecond: Double
        var patchesReceived: Int
        var roundTripMilliseconds: Quantiles
        /// How late the generator wrote each sample after its due time.
        var sendLagMilliseconds: Quantiles
        var unanswered: Int
        var errorsReceived: Int
        var connectionsClosed: Int
        var serverResidentBytesOneDevice: Int
        var serverResidentBytes: Int
        var bytesPerDevice: Int
        var serverCPUSeconds: Double
        var serverCPUUtilisation: Double
        /// This script's own CPU time while streaming (it shares the machine with the server).
        var loadGeneratorCPUSeconds: Double
        var loadGeneratorCPUUtilisation: Double
        var serverCPUMicrosecondsPerSample: Double
        var loadGeneratorCPUMicrosecondsPerSample: Double
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
        let generator = try LoadGenerator(
            port: server.port, paths: (1...options.devices).map { "/api/devices/\($0)/stream" })
        // Every session open (hello, tree, state, log, diagnostics) before measuring memory.
        try generator.waitForOpenings(seconds: 60)
        let loaded = server.residentBytes
        let cpu = server.cpuSeconds
        let own = ProcessInfo.processInfo.processIdentifier
        let ownCPU = ServerProcess.cpuSeconds(of: own)
        // The last patches come back within the drain time.
        let result = generator.run(
            rate: options.rate, seconds: options.seconds, schedule: options.schedule,
            granularity: options.granularity / 1000, drain: 0.5)
        let cpuUsed = server.cpuSeconds - cpu
        let ownCPUUsed = ServerProcess.cpuSeconds(of: own) - ownCPU
        generator.closeAll()
        if let path = ProcessInfo.processInfo.environment["SIMULATOR_BENCH_ROUND_TRIPS"] {
            // Every round trip with its send time, for plotting (`sent_ms round_trip_ms` per line).
            let lines = zip(result.sentAtMilliseconds, result.roundTripMilliseconds).map { "\($0) \($1)" }
            let note: String
            do {
                try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
                note =
                    "round trips written to \(path); run start \(result.startNanoseconds) ns (CLOCK_MONOTONIC)"
            } catch {
                note =
                    "error: cannot write the round trips to \(path) (SIMULATOR_BENCH_ROUND_TRIPS): "
                    + "\(error.localizedDescription); the report below is complete without them"
            }
            FileHandle.standardError.write(Data((note + "\n").utf8))
        }
        let sent = max(1, result.sent)
        return json(
            Report(
                schedule: options.schedule.rawValue, granularityMilliseconds: options.granularity,
                devices: options.devices, ratePerDevice: options.rate,
                seconds: options.seconds, samplesSent: result.sent,
                samplesPerSecond: Double(result.sent) / options.seconds, patchesReceived: result.patches,
                roundTripMilliseconds: Quantiles(result.roundTripMilliseconds),
                sendLagMilliseconds: Quantiles(result.sendLagMilliseconds), unanswered: result.unanswered,
                errorsReceived: result.errors, connectionsClosed: result.closedConnections,
                serverResidentBytesOneDevice: oneDevice, serverResidentBytes: loaded,
                bytesPerDevice: (loaded - oneDevice) / max(1, options.devices - 1), serverCPUSeconds: cpuUsed,
                serverCPUUtilisation: cpuUsed / options.seconds, loadGeneratorCPUSeconds: ownCPUUsed,
                loadGeneratorCPUUtilisation: ownCPUUsed / options.seconds,
                serverCPUMicrosecondsPerSample: cpuUsed * 1e6 / Double(sent),
                loadGeneratorCPUMicrosecondsPerSample: ownCPUUsed * 1e6 / Double(sent)))
    }
}
