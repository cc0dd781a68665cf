/// Why the server could not start. The wording lives in `HTTPServerMessages.swift`.
public enum HTTPServerError: Error, Sendable, Hashable {
    /// The host is not a numeric IPv4/IPv6 address or `localhost`.
    case invalidAddress(String)
    /// The port is outside 0…65535.
    case invalidPort(Int)
    /// Another process listens on this address and port.
    case addressInUse(host: String, port: Int)
    /// `bind` or `listen` failed for another reason.
    case bindFailed(host: String, port: Int, reason: String)
    /// A socket or poller could not be created (usually out of descriptors).
    case socketFailed(String)
    /// ``HTTPServer/start()`` was called twice.
    case alreadyStarted
}

/// Receives the server's log events; called on the loop thread or a handler's task, so it must be
/// quick and thread-safe. The library prints nothing by itself.
public typealias ServerLogSink = @Sendable (ServerLogEvent) -> Void
