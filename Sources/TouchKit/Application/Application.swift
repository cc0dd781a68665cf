public import Foundation
public import QuickActions

/// A running app, as UIKit's `UIApplication`: its state, its dynamic quick actions, its notification
/// centre and its main queue.
///
/// There is no `shared` singleton: the host creates one `Application` per launch and hands it to
/// every delegate call, so several apps (and several simulated devices) live in one process. An app
/// that needs it later keeps the reference it was given.
@MainActor
public final class Application {
    /// The installed app this process runs.
    public let configuration: ApplicationConfiguration
    /// Which launch of the app this is: 1 first, 2 after a termination and relaunch, …
    public let launch: Int
    /// The host's clock (the device's).
    public let clock: any SystemClock
    /// The device's screen.
    public let screen: Screen
    /// Active, inactive or background (`UIApplication.applicationState`).
    public internal(set) var applicationState: ApplicationState = .inactive
    /// The app delegate of this launch (`UIApplication.delegate`).
    public internal(set) var delegate: (any ApplicationDelegate)?
    /// This app's notification centre (UIKit: the process-wide `NotificationCenter.default`).
    public let notificationCenter = ApplicationNotificationCenter()
    /// The scenes connected to the app (`UIApplication.connectedScenes`); empty without scenes.
    public internal(set) var connectedScenes: [Scene] = []
    /// The traits of the device: screen scale and 3D Touch capability (hardware and setting).
    public internal(set) var traitCollection: TraitCollection
    /// Whether the host terminated this launch; a terminated app's calls are reported, not obeyed.
    public internal(set) var isTerminated = false
    /// The app's windows, in the order they were created (`windows`).
    public internal(set) var windows: [Window] = []

    weak var host: ApplicationHost?
    let workQueue = WorkQueue()
    private var dynamicItems: [ShortcutItem]

    init(
        configuration: ApplicationConfiguration, launch: Int, clock: any SystemClock, screen: Screen,
        traitCollection: TraitCollection, shortcutItems: [ShortcutItem], host: ApplicationHost
    ) {
        self.configuration = configuration
        self.launch = launch
        self.clock = clock
        self.screen = screen
        self.traitCollection = traitCollection
        self.dynamicItems = shortcutItems
        self.host = host
    }

    /// The bundle identifier (`Bundle.main.bundleIdentifier`).
    public var bundleIdentifier: String { configuration.bundleIdentifier }

    /// Makes the window a storyboard app launches into (the UIKit module makes a `UIWindow`, so the
    /// scene delegate's `window` keeps it); nil makes a plain `Window`.
    package var storyboardWindowFactory: (@MainActor (Application, WindowScene?) -> Window)?

    /// The time now on the host's clock, in seconds.
    public var now: TimeInterval { clock.now }

    /// The app's dynamic quick actions (`UIApplication.shortcutItems`): never the Info.plist ones.
    ///
    /// Assign the whole array, as in UIKit. The host persists it per bundle identifier, so the next
    /// launch starts with it. An assignment that cannot be stored (an empty type or title, a
    /// `userInfo` value no property list can hold) is refused as a whole and reported as a diagnostic;
    /// items the menu will never show (past its limit after the static items) are kept and reported.
    /// UIKit's property is optional; here "none" is the empty array.
    public var shortcutItems: [ShortcutItem] {
        get { dynamicItems }
        set {
            do {
                try setShortcutItems(newValue)
            } catch {
                report(.invalidShortcutItems(error))
            }
        }
    }

    /// Assigns `shortcutItems`, throwing instead of reporting when the items cannot be stored.
    ///
    /// - Throws: `ShortcutItemsError` for the first item that cannot be stored; nothing changes then.
    /// - Complexity: O(*n*) in the size of the items.
    public func setShortcutItems(_ items: [ShortcutItem]) throws(ShortcutItemsError) {
        for (index, item) in items.enumerated() {
            if let error = item.validationError(index: index) { throw error }
        }
        dynamicItems = items
        let limit = host?.settings.menuItemLimit ?? 4
        let staticCount = configuration.staticShortcutItems.count
        let room = max(0, limit - staticCount)
        if items.count > room {
            report(
                .tooManyShortcutItems(
                    dynamicCount: items.count, staticCount: staticCount, limit: limit,
                    hiddenTypes: items[room...].map(\.type)))
        }
        host?.save(items, from: self)
    }

    /// Reports an assignment to `shortcutItems` that a layer above refused before it got here (the
    /// `UIKit` module converts `UIApplicationShortcutItem`s, whose `userInfo` may hold objects no
    /// property list can store): an `invalidShortcutItems` diagnostic; the previous items stay.
    public func reportRefusedShortcutItems(_ error: ShortcutItemsError) {
        report(.invalidShortcutItems(error))
    }

    /// Writes a line to the app's console: the device's event log shows it (`print`/`NSLog`/
    /// Xamarin's `Console.WriteLine` in the seeds).
    public func log(_ message: String) {
        host?.record(.log, in: self, message: message)
    }

    /// Runs `work` at the end of the current turn, as `DispatchQueue.main.async`.
    public func async(_ work: @escaping @MainActor () -> Void) {
        workQueue.async(work)
    }

    /// Runs `work` `delay` seconds from now on the host's clock, as `DispatchQueue.main.asyncAfter`.
    public func async(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        workQueue.async(at: now + max(0, delay), work)
    }

    /// Reports a misuse by this app into its device's diagnostics (`UIKit`'s delegate defaults use it
    /// to report an unhandled quick action in TouchKit's words).
    package func report(_ problem: MisuseDiagnostic.Problem) {
        host?.report(problem, in: self)
    }
}
