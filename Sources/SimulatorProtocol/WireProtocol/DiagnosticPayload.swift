/// A misuse the device noticed (`diagnostics.entries`, the REST API's `diagnostics`).
public struct DiagnosticPayload: Codable, Sendable, Hashable {
    /// `error`, `warning` or `note`.
    public var severity: String
    /// What, where and what to do.
    public var message: String
    /// The app's bundle identifier, when one app is concerned.
    public var app: String?
    /// A stable identifier (`completionHandlerNotCalled`).
    public var code: String?

    /// Creates a diagnostic payload.
    public init(severity: String, message: String, app: String? = nil, code: String? = nil) {
        self.severity = severity
        self.message = message
        self.app = app
        self.code = code
    }
}
