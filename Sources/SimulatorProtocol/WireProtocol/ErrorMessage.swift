/// A problem with something the client sent, in words for the user; the connection stays open.
public struct ErrorMessage: ServerMessage, Hashable {
    /// `error`.
    public static let type = "error"

    /// What was wrong and what to do.
    public var message: String
    /// A stable identifier (`invalidMessage`, `unknownType`, …).
    public var code: String?

    /// Creates an error message.
    public init(message: String, code: String? = nil) {
        self.message = message
        self.code = code
    }
}
