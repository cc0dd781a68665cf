public import Foundation
public import TouchKit

/// One entry of a device's event log: a delegate call an app received, a completion handler it
/// called, or a line it printed.
///
/// Its fields (the simulator shows them under the same names): `app` (bundle identifier), `event`
/// (`willFinishLaunching`, `didFinishLaunching`, `didBecomeActive`, `willResignActive`,
/// `didEnterBackground`, `willEnterForeground`, `willTerminate`, `performActionForShortcutItem`,
/// `completionHandler`, the scene-era names such as `sceneWillConnect`, or `log` for a printed line),
/// `time` (device clock), and where they apply `shortcutType`, `returned` (what a launch method
/// returned), `succeeded` (a completion handler's value) and `message` (the printed line).
public struct EventLogEntry: Sendable, Hashable, CustomStringConvertible {
    /// The app's bundle identifier.
    public var app: String
    /// The delegate method's short name, `completionHandler`, or `log`.
    public var event: String
    /// When, on the device's clock.
    public var time: TimeInterval
    /// The shortcut item's type, where one is involved (launch options included).
    public var shortcutType: String?
    /// What `willFinishLaunching` / `didFinishLaunching` returned.
    public var returned: Bool?
    /// The value a completion handler was called with.
    public var succeeded: Bool?
    /// What the app printed, or what else the event carries in words (a preview action's title, a
    /// settings change).
    public var message: String?
    /// A haptic's pattern (`peek`, `pop`, `noActions`), for `haptic` events.
    public var pattern: String?

    /// Creates an entry.
    public init(
        app: String, event: String, time: TimeInterval, shortcutType: String? = nil, returned: Bool? = nil,
        succeeded: Bool? = nil, message: String? = nil, pattern: String? = nil
    ) {
        self.app = app
        self.event = event
        self.time = time
        self.shortcutType = shortcutType
        self.returned = returned
        self.succeeded = succeeded
        self.message = message
        self.pattern = pattern
    }

    /// The entry as TouchKit recorded it (a lifecycle event that is not a diagnostic).
    public init(_ event: LifecycleEvent) {
        self.init(
            app: event.bundleIdentifier, event: event.name, time: event.time,
            shortcutType: event.shortcutType,
            returned: event.returned, succeeded: event.succeeded, message: event.message,
            pattern: event.hapticPattern?.rawValue)
    }

    /// The entry without its time and app: `didFinishLaunching shortcut=add returned=false`,
    /// `log "First shortcut selected"`. Scenario tests compare these.
    public var summary: String {
        var parts = [event]
        if let shortcutType { parts.append("shortcut=\(shortcutType)") }
        if let returned { parts.append("returned=\(returned)") }
        if let succeeded { parts.append("succeeded=\(succeeded)") }
        if let pattern { parts.append("pattern=\(pattern)") }
        if let message { parts.append("\"\(message)\"") }
        return parts.joined(separator: " ")
    }

    /// `com.company.appname didFinishLaunching shortcut=… returned=false`.
    public var description: String { app + " " + summary }
}
