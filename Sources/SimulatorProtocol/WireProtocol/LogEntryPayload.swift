/// One entry of the device's event log (`log.entries`, the REST API's `log`).
public struct LogEntryPayload: Codable, Sendable, Hashable {
    /// The app's bundle identifier.
    public var app: String
    /// `didFinishLaunching`, `performActionForShortcutItem`, `completionHandler`, `print`, …
    public var event: String
    /// The shortcut item's type, where one is involved.
    public var shortcutType: String?
    /// The completion handler's value.
    public var succeeded: Bool?
    /// What `willFinishLaunching` / `didFinishLaunching` returned (an extension of the protocol).
    public var returned: Bool?
    /// What the app printed, or a detail (a preview action's title, a settings change).
    public var message: String?
    /// A haptic's pattern (`peek`, `pop`, `noActions`) for `haptic` events.
    public var pattern: String?
    /// Seconds on the device's clock.
    public var time: Double

    /// Creates a log entry payload.
    public init(
        app: String, event: String, shortcutType: String? = nil, succeeded: Bool? = nil,
        returned: Bool? = nil,
        message: String? = nil, pattern: String? = nil, time: Double
    ) {
        self.app = app
        self.event = event
        self.shortcutType = shortcutType
        self.succeeded = succeeded
        self.returned = returned
        self.message = message
        self.pattern = pattern
        self.time = finite(time)
    }
}
