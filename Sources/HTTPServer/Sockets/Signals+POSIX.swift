import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Signal handlers installed by ``HTTPServer/installSignalHandlers(for:)``; keep it alive as long
/// as the handlers should stay, and ``cancel()`` to restore the default actions.
public final class SignalHandlers: Sendable {
    private let sources: Mutex<[any DispatchSourceSignal]>
    private let signals: [Int32]

    init(sources: sending [any DispatchSourceSignal], signals: [Int32]) {
        self.sources = Mutex(sources)
        self.signals = signals
    }

    /// Removes the handlers and restores the default action of each signal.
    public func cancel() {
        let sources = sources.withLock { sources in
            defer { sources.removeAll() }
            return sources
        }
        for source in sources { source.cancel() }
        for signalNumber in signals { _ = signal(signalNumber, SIG_DFL) }
    }

    deinit { cancel() }
}

extension HTTPServer {
    /// The signals ``installSignalHandlers(for:)`` handles by default: SIGINT and SIGTERM.
    public static let shutdownSignals: [Int32] = [SIGINT, SIGTERM]

    /// Makes SIGINT and SIGTERM (or `signals`) call ``shutdown()`` instead of killing the process,
    /// through `DispatchSource` (the handler runs on a Dispatch queue, not in a signal context).
    /// Returns once the handlers are in place. Signal dispositions are process-wide: install
    /// handlers for one server per process.
    /// SIGPIPE needs nothing: every send passes `MSG_NOSIGNAL` (Linux) or the socket has
    /// `SO_NOSIGPIPE` (macOS).
    public func installSignalHandlers(for signals: [Int32] = HTTPServer.shutdownSignals) -> SignalHandlers {
        let queue = DispatchQueue(label: "HTTPServer signals")
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in signals {
            Platform.prepareForSignalSource(signalNumber)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [weak self] in self?.shutdown() }
            // libdispatch installs its handler asynchronously; wait until it is in place, so a
            // signal that arrives right after this call is not delivered to the default action.
            let registered = DispatchSemaphore(value: 0)
            source.setRegistrationHandler { registered.signal() }
            source.resume()
            _ = registered.wait(timeout: .now() + .seconds(5))
            sources.append(source)
        }
        return SignalHandlers(sources: sources, signals: signals)
    }
}
