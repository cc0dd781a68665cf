/// One installed app: its identity, whether it runs, and its version.
public struct AppState: Sendable, Hashable {
    /// The bundle identifier.
    public var bundleIdentifier: String
    /// The name under the icon.
    public var name: String
    /// Not running, in front, or in the background.
    public var state: AppStatus
    /// The installed version.
    public var version: String

    /// Creates an app state.
    public init(bundleIdentifier: String, name: String, state: AppStatus, version: String) {
        self.bundleIdentifier = bundleIdentifier
        self.name = name
        self.state = state
        self.version = version
    }
}
