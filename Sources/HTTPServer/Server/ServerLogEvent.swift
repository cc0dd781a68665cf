/// One thing the server wants to tell its operator (a dropped slow client, a handler error).
public struct ServerLogEvent: Sendable, Hashable, CustomStringConvertible {
    /// How much it matters.
    public enum Level: Int, Sendable, Hashable, Comparable {
        /// Routine detail: a protocol error by one client, a closed connection.
        case debug
        /// Worth knowing: a request rejected for a limit.
        case info
        /// Needs attention: a slow client dropped, the connection limit reached, a handler failed.
        case warning

        /// Orders by severity.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The severity.
    public var level: Level
    /// The peer (`127.0.0.1:53412`) when the event concerns one connection.
    public var peer: String?
    /// What happened and why.
    public var message: String

    /// Creates an event.
    public init(level: Level, peer: String? = nil, message: String) {
        self.level = level
        self.peer = peer
        self.message = message
    }

    /// `warning: 127.0.0.1:53412: dropped …`.
    public var description: String {
        "\(level): " + (peer.map { "\($0): " } ?? "") + message
    }
}
