/// What went wrong driving the browser; each message says what to do.
public enum BrowserError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No Chromium-family browser on `PATH`.
    case notFound(searched: [String])
    /// The browser process could not be started.
    case launchFailed(String, reason: String)
    /// The browser did not report its DevTools port in time; `output` is what it printed.
    case noDevToolsPort(seconds: Int, output: String)
    /// No page target to attach to.
    case noPageTarget
    /// The DevTools connection failed.
    case connection(String)
    /// A DevTools command answered with an error.
    case commandFailed(method: String, message: String)
    /// The page's JavaScript threw.
    case javaScriptException(String)
    /// A condition did not become true in time.
    case timedOut(String, seconds: Double)

    /// The message.
    public var description: String {
        switch self {
        case .notFound(let searched):
            "no browser found on PATH (looked for \(searched.joined(separator: ", "))); "
                + "install Debian's chromium (apt-get install chromium) or set FORCETOUCH_BROWSER to its path"
        case .launchFailed(let path, let reason):
            "could not start \(path): \(reason)"
        case .noDevToolsPort(let seconds, let output):
            "the browser did not write DevToolsActivePort within \(seconds) s; it printed: \(output.suffix(600))"
        case .noPageTarget:
            "the browser has no page target to attach to"
        case .connection(let detail):
            "the DevTools connection failed: \(detail)"
        case .commandFailed(let method, let message):
            "DevTools command \(method) failed: \(message)"
        case .javaScriptException(let text):
            "the page threw: \(text)"
        case .timedOut(let what, let seconds):
            "timed out after \(seconds) s waiting for \(what)"
        }
    }
}
