/// New diagnostics (oldest first), or all of them with `replace`.
public struct DiagnosticsMessage: ServerMessage, Hashable {
    /// `diagnostics`.
    public static let type = "diagnostics"

    /// The diagnostics.
    public var entries: [DiagnosticPayload]
    /// `true`: these are all of them. Absent otherwise.
    public var replace: Bool?

    /// Creates a diagnostics message.
    public init(entries: [DiagnosticPayload], replace: Bool? = nil) {
        self.entries = entries
        self.replace = replace
    }
}
