import Foundation

/// A `forcetouch simulator` started for the run, on free loopback ports.
final class ServerProcess: @unchecked Sendable {
    let process: Process
    let port: Int
    let stateDirectory: URL

    private init(process: Process, port: Int, stateDirectory: URL) {
        self.process = process
        self.port = port
        self.stateDirectory = stateDirectory
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the simulator and waits for its ready line.
    static func start(executable: String?) async throws -> ServerProcess {
        let path =
            executable
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("forcetouch").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(
                description: "\(path) is not there; build the forcetouch product (or pass --server PATH)")
        }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent(
            "simulator-bench-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["simulator", "--port", "0", "--control-port", "0", "--state-dir", state.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        let line: String = await withCheckedContinuation { continuation in
            DispatchQueue(label: "simulator-bench.ready").async {
                var text = ""
                while !text.contains("\n") {
                    let data = output.fileHandleForReading.availableData
                    if data.isEmpty { break }
                    text += String(decoding: data, as: UTF8.self)
                }
                continuation.resume(returning: text)
            }
        }
        guard
            let port = line.split(separator: ":").last.flatMap({
                Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
            })
        else {
            process.terminate()
            throw Failure(description: "the simulator did not start: \(line)")
        }
        return ServerProcess(process: process, port: port, stateDirectory: state)
    }

    var origin: String { "http://127.0.0.1:\(port)" }

    /// The server's resident memory, bytes (Linux: /proc/PID/status VmRSS).
    var residentBytes: Int {
        guard
            let status = try? String(
                contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
    }

    /// The server's CPU time so far, seconds (user + system, /proc/PID/stat).
    var cpuSeconds: Double {
        guard
            let stat = try? String(
                contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
            return 0
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: stateDirectory)
    }
}
