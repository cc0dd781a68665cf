/// New event-log entries (oldest first), or the whole log with `replace`.
public struct LogMessage: ServerMessage, Hashable {
    /// `log`.
    public static let type = "log"

    /// The entries.
    public var entries: [LogEntryPayload]
    /// `true`: these are the whole log. Absent otherwise.
    public var replace: Bool?

    /// Creates a log message.
    public init(entries: [LogEntryPayload], replace: Bool? = nil) {
        self.entries = entries
        self.replace = replace
    }
}
