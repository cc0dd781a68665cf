import Foundation
import HTTPServer
import Testing

@Suite("HTTPServer: the loop thread's scheduling", .timeLimit(.minutes(1)))
struct LoopSchedulingTests {
    /// The `se.slice` of every thread of this process (Linux's /proc; empty elsewhere or on
    /// kernels that do not report it).
    private func slices() -> [Int] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.compactMap { task in
            guard let text = try? String(contentsOfFile: "/proc/self/task/\(task)/sched", encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("se.slice") })
            else { return nil }
            return line.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
    }

    @Test("by default the loop thread asks for a 0.1 ms time slice (where the kernel reports slices)")
    func shortSlice() async throws {
        let server = try startServer()
        // The loop thread sets it as it starts; a request served proves it has started.
        let response = try await HTTPClient.fetch(.get, "http://127.0.0.1:\(server.port)/hello")
        #expect(response.status == .ok)
        let seen = slices()
        if !seen.isEmpty {
            #expect(seen.contains(100_000), "slices: \(seen)")
        }
        await server.stop()
    }
}
