import Foundation
import Synchronization

/// Runs `swift build` on a generated package, streaming the compiler's output as it comes.
enum SwiftBuildRunner {
    /// Drops the warnings and notes the compiler gives about ForceTouchKit's own files (its modules
    /// compile in the cache the first time), with their context lines; the app's diagnostics and
    /// every error pass through.
    struct DiagnosticFilter: Sendable {
        /// The ForceTouchKit checkout's path.
        let frameworks: String
        private var pending = ""
        private var suppressing = false

        init(frameworks: String) {
            self.frameworks = frameworks.hasSuffix("/") ? frameworks : frameworks + "/"
        }

        /// The part of `chunk` to show; a line cut at the chunk's end waits for the rest.
        mutating func filter(_ chunk: String) -> String {
            pending += chunk
            var shown = ""
            while let newline = pending.firstIndex(of: "\n") {
                let line = String(pending[..<newline])
                pending.removeSubrange(...newline)
                if keep(line) { shown += line + "\n" }
            }
            return shown
        }

        /// What is left at the end of the output.
        mutating func finish() -> String {
            defer { pending = "" }
            return pending.isEmpty || !keep(pending) ? "" : pending
        }

        private mutating func keep(_ line: String) -> Bool {
            if line.hasPrefix("/"),
                let range = line.range(of: #":\d+:\d+: (warning|note|remark): "#, options: .regularExpression)
            {
                suppressing = line[..<range.lowerBound].hasPrefix(frameworks)
                return !suppressing
            }
            // Context lines: source excerpts (`231 | …`, `    | …`) and blank separators.
            let isContext =
                line.isEmpty || line.hasPrefix(" ")
                || line.range(of: #"^\s*\d*\s*\|"#, options: .regularExpression) != nil
            if !isContext { suppressing = false }
            return !suppressing
        }
    }

    /// The `swift` to run: `$FORCETOUCH_SWIFT` when set, else `swift` on the `PATH`.
    static func swiftCommand(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String]
    {
        if let given = environment["FORCETOUCH_SWIFT"], !given.isEmpty { return [given] }
        return ["/usr/bin/env", "swift"]
    }

    /// Runs `swift build --package-path directory`; each chunk of output goes to `output` or `errors`
    /// as it arrives. Returns the exit status, or nil when the process could not start (with why).
    static func build(
        _ directory: String, frameworks: String, output: @escaping @Sendable (String) -> Void,
        errors: @escaping @Sendable (String) -> Void
    ) async -> (status: Int32?, failure: String?) {
        let outFilter = Mutex(DiagnosticFilter(frameworks: frameworks))
        let errFilter = Mutex(DiagnosticFilter(frameworks: frameworks))
        let output: @Sendable (String) -> Void = { chunk in
            let shown = outFilter.withLock { $0.filter(chunk) }
            if !shown.isEmpty { output(shown) }
        }
        let errors: @Sendable (String) -> Void = { chunk in
            let shown = errFilter.withLock { $0.filter(chunk) }
            if !shown.isEmpty { errors(shown) }
        }
        let command = swiftCommand()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + ["build", "--package-path", directory]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if !data.isEmpty { output(String(decoding: data, as: UTF8.self)) }
        }
        err.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if !data.isEmpty { errors(String(decoding: data, as: UTF8.self)) }
        }
        let status: Int32 = await withCheckedContinuation { continuation in
            let resumed = Mutex(false)
            process.terminationHandler = { finished in
                let first = resumed.withLock { done -> Bool in
                    defer { done = true }
                    return !done
                }
                if first { continuation.resume(returning: finished.terminationStatus) }
            }
            do {
                try process.run()
            } catch {
                let first = resumed.withLock { done -> Bool in
                    defer { done = true }
                    return !done
                }
                if first { continuation.resume(returning: -1) }
            }
        }
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        // What the handlers had not read yet.
        let restOut = out.fileHandleForReading.readDataToEndOfFile()
        if !restOut.isEmpty { output(String(decoding: restOut, as: UTF8.self)) }
        let restErr = err.fileHandleForReading.readDataToEndOfFile()
        if !restErr.isEmpty { errors(String(decoding: restErr, as: UTF8.self)) }
        let tailOut = outFilter.withLock { $0.finish() }
        if !tailOut.isEmpty { output(tailOut) }
        let tailErr = errFilter.withLock { $0.finish() }
        if !tailErr.isEmpty { errors(tailErr) }
        if status == -1 && !process.isRunning && process.processIdentifier == 0 {
            return (
                nil, "could not start \(command.joined(separator: " ")); is the Swift toolchain on the PATH?"
            )
        }
        return (status, nil)
    }
}
