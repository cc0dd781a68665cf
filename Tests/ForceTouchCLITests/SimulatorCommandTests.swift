import CommandLineOptions
import Dispatch
import Foundation
import HTTPServer
import Synchronization
import Testing

@testable import ForceTouchCLI

@Suite("forcetouch simulator", .timeLimit(.minutes(3)))
struct SimulatorCommandTests {
    /// The `forcetouch` executable built next to the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "forcetouch")
    }

    /// Collects a pipe's output as it arrives and lets a test wait for a line.
    final class Output: Sendable {
        private let text = Mutex("")
        private let waiters = Mutex<
            [(needle: String, id: UUID, continuation: CheckedContinuation<String?, Never>)]
        >(
            [])
        private let ended = Mutex(false)

        /// Reads `pipe` on its own queue until the end of the output (blocking reads, off the
        /// test's threads).
        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            DispatchQueue(label: "SimulatorCommandTests.Output").async {
                while true {
                    let data = handle.availableData
                    if data.isEmpty {
                        self.finish()
                        return
                    }
                    let all = self.text.withLock { text in
                        text += String(decoding: data, as: UTF8.self)
                        return text
                    }
                    self.resolve(all)
                }
            }
        }

        var all: String { text.withLock { $0 } }

        private func resolve(_ all: String) {
            let ready = waiters.withLock { waiters in
                let done = waiters.filter { all.contains($0.needle) }
                waiters.removeAll { all.contains($0.needle) }
                return done
            }
            for waiter in ready { waiter.continuation.resume(returning: all) }
        }

        private func finish() {
            ended.withLock { $0 = true }
            let rest = waiters.withLock { waiters in
                defer { waiters.removeAll() }
                return waiters
            }
            for waiter in rest { waiter.continuation.resume(returning: nil) }
        }

        /// Everything output so far once it contains `needle`; nil when the output ends first or
        /// `timeout` passes (a test never waits for ever).
        func wait(for needle: String, timeout: Duration = .seconds(60)) async -> String? {
            let id = UUID()
            return await withCheckedContinuation { continuation in
                let resumeNow = waiters.withLock { waiters -> String?? in
                    let now = all
                    if now.contains(needle) { return .some(now) }
                    if ended.withLock({ $0 }) { return .some(nil) }
                    waiters.append((needle, id, continuation))
                    return .none
                }
                if let value = resumeNow {
                    continuation.resume(returning: value)
                    return
                }
                let seconds = Double(timeout.components.seconds)
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                    let expired = self.waiters.withLock { waiters in
                        let index = waiters.firstIndex { $0.id == id }
                        return index.map { waiters.remove(at: $0) }
                    }
                    expired?.continuation.resume(returning: nil)
                }
            }
        }
    }

    @Test("It prints exactly one line when it listens, serves, and exits 0 on SIGTERM")
    func readyLineAndSignal() async throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            Issue.record(
                "\(Self.executable.path) is missing: build the package (swift build --build-tests) first")
            return
        }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["simulator", "--port", "0", "--control-port", "0", "--state-dir", state.path]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdout = Output(out)
        let stderr = Output(err)
        let exited = Mutex<CheckedContinuation<Int32, Never>?>(nil)
        let status = Mutex<Int32?>(nil)
        process.terminationHandler = { process in
            let code = process.terminationStatus
            let waiting = exited.withLock { waiting in
                defer { waiting = nil }
                status.withLock { $0 = code }
                return waiting
            }
            waiting?.resume(returning: code)
        }
        try process.run()
        guard let ready = await stdout.wait(for: "\n") else {
            Issue.record("the simulator ended without a line; stderr: \(stderr.all)")
            return
        }
        let prefix = "Simulator ready at http://127.0.0.1:"
        #expect(ready.hasPrefix(prefix))
        let port = Int(ready.dropFirst(prefix.count).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(port > 0)
        let list = try await HTTPClient.fetch(.get, "http://127.0.0.1:\(port)/api/devices")
        #expect(list.status.code == 200)
        let page = try await HTTPClient.fetch(.get, "http://127.0.0.1:\(port)/")
        #expect(page.headers["Content-Type"] == "text/html; charset=utf-8")
        process.terminate()
        // A simulator that ignores SIGTERM is killed after 60 s, so the test fails instead of waiting.
        let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: killer)
        let code = await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            let done = exited.withLock { waiting -> Int32? in
                if let code = status.withLock({ $0 }) { return code }
                waiting = continuation
                return nil
            }
            if let done { continuation.resume(returning: done) }
        }
        killer.cancel()
        #expect(code == 0, "the simulator did not exit 0 on SIGTERM within 60 s (\(code))")
        // The whole output: up to its end (or 60 s, when a child process keeps the pipe open).
        _ = await stdout.wait(for: "\u{0}the end of the output")
        _ = await stderr.wait(for: "\u{0}the end of the output")
        #expect(stdout.all == ready)
        #expect(stdout.all.split(separator: "\n").count == 1)
        #expect(stderr.all.isEmpty, "\(stderr.all)")
    }

    @Test(
        "Startup errors: exit 2 for an unknown device, a version it never ran, a bad --define or --edit-mode-hold, an --install path that cannot be read, or an --open app that is not installed",
        arguments: [
            (
                ["--port", "0", "--device", "iPhone 6x"],
                "error: no device profile is called 'iPhone 6x' (did you mean 'iPhone 6s'?)"
            ),
            (
                ["--port", "0", "--install", "/nonexistent/Info.plist"],
                "error: cannot install the app at /nonexistent/Info.plist"
            ),
            (["--port", "http"], "error: '--port' needs a port number 0…65535, not 'http'"),
            (
                ["--port", "0", "--system-version", "13.0", "--device", "iPhone 6"],
                "error: the iPhone 6 never ran iOS 13.0: it runs 9.0 to 12.x here"
            ),
            (["--port", "0", "--define", "NOEQUALS"], "error: --define: "),
            (
                ["--port", "0", "--open", "com.nothing.here"],
                "error: --open com.nothing.here: no app with bundle identifier com.nothing.here on device 1"
            ),
            (
                ["--port", "0", "--edit-mode-hold", "0"],
                "error: '--edit-mode-hold' needs a number of seconds above 0, not '0'"
            ),
        ])
    func startupErrors(arguments: [String], prefix: String) async {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(
            arguments: ["simulator", "--control-port", "0"] + arguments, io: captured.io)
        #expect(status == 2)
        #expect(captured.output.isEmpty)
        #expect(captured.errorOutput.hasPrefix(prefix), "\(captured.errorOutput)")
    }

    @Test("An HTTP port in use: exit 1 with the reason")
    func portInUse() async throws {
        let holder = HTTPServer(configuration: .init(port: 0)) { _ in .text("") }
        try holder.start()
        defer { holder.shutdown() }
        let captured = CapturedIO()
        let status = await CommandLineTool.main(
            arguments: ["simulator", "--port", String(holder.port), "--control-port", "0"], io: captured.io)
        #expect(status == 1)
        #expect(
            captured.errorOutput
                == "error: cannot start the simulator: 127.0.0.1:\(holder.port) is already in use by another process; stop it or choose another port\n"
        )
    }

    @Test(
        "--app hands the host every simulator option it was given, in the option table's order, and not --app itself"
    )
    func appForwardsTheOtherOptions() throws {
        let parsed = try parseArguments(
            [
                "--app", "Pocket.xcodeproj", "--port", "0", "--install", "A/Info.plist", "--define", "X=1",
                "--install", "B/Info.plist", "--device", "iPhone 6s", "--target", "Pocket",
            ], options: SimulatorCommand.options)
        let line = SimulatorCommand.forwarded(parsed)
        #expect(!line.contains("--app") && !line.contains("Pocket.xcodeproj"))
        #expect(line.contains("--target") && line.contains("Pocket"))
        let pairs = stride(from: 0, to: line.count, by: 2).map { line[$0] + " " + line[$0 + 1] }
        #expect(
            pairs.filter { $0.hasPrefix("--install ") } == [
                "--install A/Info.plist", "--install B/Info.plist",
            ])
        #expect(
            pairs.contains("--port 0") && pairs.contains("--device iPhone 6s")
                && pairs.contains("--define X=1"))
        #expect(try parseArguments(line, options: SimulatorCommand.options).value("port") == "0")
    }

    @Test("--app with a project that is not there: the error names it, and nothing is built")
    func appThatIsNotThere() async {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(
            arguments: ["simulator", "--app", "/nonexistent/Pocket.xcodeproj", "--port", "0"], io: captured.io
        )
        #expect(status != 0)
        #expect(captured.output.isEmpty)
        #expect(captured.errorOutput.contains("/nonexistent/Pocket.xcodeproj"), "\(captured.errorOutput)")
    }

    @Test("run needs a PATH and takes one; its usage is the simulator's options")
    func runArguments() async {
        let missing = CapturedIO()
        #expect(await CommandLineTool.main(arguments: ["run"], io: missing.io) == 2)
        #expect(missing.errorOutput.hasPrefix("error: missing argument PATH"))
        let extra = CapturedIO()
        #expect(
            await CommandLineTool.main(arguments: ["run", "A.xcodeproj", "B.xcodeproj"], io: extra.io) == 2)
        #expect(RunCommand.usage.hasPrefix("forcetouch run PATH [--host H]"))
        #expect(RunCommand.usage.contains("[--open BUNDLE_ID]"))
    }
}
