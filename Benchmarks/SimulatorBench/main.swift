// simulator-bench: the simulator's live benchmarks (issue 6), against a real `forcetouch simulator`.
//
//   simulator-bench latency [--samples N] [--target icon|empty] [--server PATH] [--trace PATH]
//       A headless Chromium presses a pen on the simulated screen; the page measures the round trip
//       from each pointer event to the DOM patch applied (simulator.js's pageSimulator.stats). --trace writes a
//       Chromium trace (JSON) of the measured round: where the main thread and compositor spend it.
//   simulator-bench load [--devices N] [--rate HZ] [--seconds S] [--schedule staggered|burst]
//       [--granularity-ms MS] [--server PATH]
//       N devices, each streaming pen samples at HZ over its own WebSocket, with latency probes:
//       the round trip from a sample sent to its patch received, and the server's memory per device.
//       Staggered (the default): device i of N sends at offset i/N of each interval; burst: all at once.
//   simulator-bench ink [--points N] [--server PATH]
//       The page's ink canvas (ink.js) in headless Chromium drawing an N-sample stroke (5,000 by
//       default) one sample at a time: the page's work a sample, early in the stroke and at its end.
//
// The server is the `forcetouch` executable next to this one (or --server PATH), started on free
// loopback ports with a temporary state directory, and stopped at the end. Prints one JSON report.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let mode = arguments.first, ["latency", "load", "ink"].contains(mode) else {
    FileHandle.standardError.write(
        Data(
            ("usage: simulator-bench latency [--samples N] [--target icon|empty] [--server PATH] [--trace PATH]\n"
                + "       simulator-bench load [--devices N] [--rate HZ] [--seconds S] [--schedule staggered|burst]"
                + " [--granularity-ms MS] [--server PATH]\n"
                + "       simulator-bench ink [--points N] [--server PATH]\n")
                .utf8))
    exit(2)
}
let options = Options(Array(arguments.dropFirst()))
do {
    let server = try await ServerProcess.start(executable: options.server)
    let report: String
    do {
        switch mode {
        case "latency": report = try await LatencyRun(options: options, server: server).run()
        case "ink": report = try await InkRun(options: options, server: server).run()
        default: report = try await LoadRun(options: options, server: server).run()
        }
    } catch {
        server.stop()
        throw error
    }
    server.stop()
    print(report)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
