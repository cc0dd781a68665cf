/// The one-line answer to a control-port request: `ok`, or `error: ` and a message.
///
/// SBShortcutMenuSimulator never replied; we always do, so a script knows whether the menu opened.
public enum ControlPortReply: Sendable, Hashable {
    /// The menu opened.
    case ok
    /// Nothing happened; the message says why and what to do.
    case error(String)

    /// The reply for a failed request.
    public init(_ error: ControlPortError) {
        self = .error(error.message)
    }

    /// Reads a reply line (with or without its line ending); `nil` when it is neither `ok` nor
    /// `error: …`.
    public init?(line: String) {
        let text = ControlPortRequest.trimmed(line)
        if text == "ok" {
            self = .ok
        } else if text.hasPrefix("error: ") {
            self = .error(String(text.dropFirst("error: ".count)))
        } else if text == "error:" {
            self = .error("")
        } else {
            return nil
        }
    }

    /// The reply line without its newline: `ok` or `error: …`.
    public var line: String {
        switch self {
        case .ok: "ok"
        case .error(let message): "error: \(message)"
        }
    }
}
