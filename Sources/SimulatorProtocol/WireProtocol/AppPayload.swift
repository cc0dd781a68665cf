/// An installed app and whether it runs (`state.apps`, the REST API's `apps`).
public struct AppPayload: Codable, Sendable, Hashable {
    /// Whether an app runs, and whether in front.
    public enum State: String, Codable, Sendable, Hashable, CaseIterable {
        /// Never launched, or terminated.
        case notRunning
        /// On screen.
        case foreground
        /// Running behind the home screen or another app.
        case background
    }

    /// The bundle identifier.
    public var bundleIdentifier: String
    /// The name under its icon.
    public var name: String
    /// Not running, foreground or background.
    public var state: State

    /// Creates an app payload.
    public init(bundleIdentifier: String, name: String, state: State) {
        self.bundleIdentifier = bundleIdentifier
        self.name = name
        self.state = state
    }
}
