import Foundation
import Synchronization

/// Runs `swift build` on a generated package, streaming the compiler's output as it comes.
enum SwiftBuildRunner {
    /// The `swift` to run: `$FORCETOUCH_SWIFT` when set, else `swift` on the `PATH`.
    static func swiftCommand(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String]
    {
        if let given = environment["FORCETOUCH_SWIFT"], !given.isEmpty { return [given] }
        return ["/usr/bin/env", "swift"]
    }

    /// Runs `swift build --package-path directory`; each chunk of output goes to `output` or `errors`
    /// as it arrives. Returns the exit status, or nil when the process could not start (with why).
    static func build(
        _ directory: String, output: @escaping @Sendable (String) -> Void,
        errors: @escaping @Sendable (String) -> Void
    ) async -> (status: Int32?, failure: String?) {
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
        if status == -1 && !process.isRunning && process.processIdentifier == 0 {
            return (
                nil, "could not start \(command.joined(separator: " ")); is the Swift toolchain on the PATH?"
            )
        }
        return (status, nil)
    }
}
