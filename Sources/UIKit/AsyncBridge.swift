import Foundation

/// Runs UIKit's `async` delegate forms from the host's synchronous calls.
@MainActor
enum AsyncBridge {
    /// Starts `work` on the main actor at once (a `Task.immediate`), so that an `async` delegate method
    /// that does not suspend completes within the host's call, as a completion handler called at once
    /// would; one that suspends completes when it resumes. `then` gets the result.
    static func start<Result: Sendable>(
        _ work: @escaping @MainActor () async -> Result, then: @escaping @MainActor (Result) -> Void
    ) {
        #if os(Linux) || os(Windows) || os(Android)
            Task.immediate { @MainActor in then(await work()) }
        #else
            if #available(macOS 26, iOS 26, *) {
                Task.immediate { @MainActor in then(await work()) }
            } else {
                Task { @MainActor in then(await work()) }
            }
        #endif
    }
}
