public import ForceTouch
public import Foundation
public import ShortcutStore
public import TouchKit

/// A simulated iPhone's system side: the home screen, the quick action menu, the apps and their
/// lifecycles, the settings, the persisted dynamic quick actions, and the event log.
///
/// `handle(_:)` is the one way touches enter; `advance(to:)` / `tick()` move time (the recognizer's
/// timing rules, app timeouts); `render()` gives TouchKit's render tree of what the screen shows;
/// `state` is the snapshot the simulator serves. Launching and delivery go through TouchKit's
/// `ApplicationHost` (exactly-once delivery is TouchKit's); this type decides *when*: a tap on an icon
/// launches or resumes without an item, a chosen row with its item, the home button backgrounds.
///
/// There are no singletons: a process may hold several devices, each with its own clock, store,
/// apps and state. A device is `@MainActor`, as SpringBoard and UIKit are.
@MainActor
public final class Device {
    /// The device's identifier (the simulator's device id).
    public let id: String
    /// The model.
    public let profile: DeviceProfile
    /// The device's clock: TouchKit's apps read it; samples carry times on it.
    public let clock: any SystemClock
    /// Where dynamic quick actions are kept.
    public let store: DynamicShortcutStore
    /// The user's settings. Change them with `updateSettings(_:)`.
    public internal(set) var settings: DeviceSettings
    /// Timeouts and limits for every app host (the menu's row limit among them).
    public var hostSettings: HostSettings {
        didSet { for app in apps { app.host.settings = hostSettings } }
    }
    /// The home screen's state machine (icons, press, menu).
    public internal(set) var homeScreen: HomeScreen
    /// On iOS 9–12, how long a press must stay below the hint, in place, on an icon to start edit
    /// mode: the home screen's ``HomeScreen/editingHoldDuration`` (1 s, ours; iOS starts it after
    /// about a second). An embedding that drives presses slower than a finger (a test on a loaded
    /// machine) may lengthen it.
    public var editingHoldDuration: TimeInterval {
        get { homeScreen.editingHoldDuration }
        set { homeScreen.editingHoldDuration = newValue }
    }
    /// The app in the foreground, or nil when the home screen shows.
    public internal(set) var foregroundApp: String?
    /// The apps kept in the dock (at most four; our choice of default: none).
    public var dock: [String] = [] {
        didSet { refreshIcons() }
    }
    /// The event log, oldest first (at most `logLimit` entries; older ones are dropped).
    public internal(set) var log: [EventLogEntry] = []
    /// How many log entries were dropped from the front.
    public internal(set) var droppedLogEntryCount = 0
    /// The diagnostics, oldest first (at most `logLimit`; older ones are dropped).
    public internal(set) var diagnostics: [DeviceDiagnostic] = []
    /// How many diagnostics were dropped from the front.
    public internal(set) var droppedDiagnosticCount = 0
    /// The most log entries (and diagnostics) kept: 10,000 (our choice).
    public var logLimit = 10_000

    /// The system's services every app on the device shares: the pasteboard, Safari's reading list,
    /// opening URLs (in Safari) and the iOS version apps see.
    public let services: DeviceServices
    /// URLs apps asked to open, opened once the input or tick that asked is handled.
    var pendingURLs: [URL] = []
    var apps: [InstalledApp] = []
    var appsByID: [String: InstalledApp] = [:]
    /// The force press configuration apps get (their previewing, `UIPreviewInteraction`, the web view's
    /// iOS 9–12 link previews): the home screen's, without the long-press alternative on any version.
    /// Real iOS 13 devices never gave `UIViewControllerPreviewing` a long-press peek: on Haptic Touch
    /// iPhones and with 3D Touch off its previews do not open (developers' reports when iOS 13 shipped:
    /// "on devices without 3D Touch the shortcut actions are not available anymore", "Haptic Touch …
    /// isn't working for preview photo"); apps had to adopt `UIContextMenuInteraction`, which opens by
    /// a long press. On 3D Touch models force peeks and pops as on iOS 12.
    var appPressConfiguration: ForcePressConfiguration {
        var configuration = homeScreen.recognizer.configuration
        configuration.longPressAlternativeEnabled = false
        return configuration
    }
    /// Apps whose icons "Remove from Home Screen" took away (iOS 14's removal alert); still installed.
    var removedFromHomeScreen: Set<String> = []
    let logger = DeviceLogger()
    /// The views the screen is drawn from (built on first use).
    lazy var screen = DeviceScreen(profile: profile, layout: homeScreen.layout)
    /// Bumped whenever the icons change (install, update, uninstall, dock), so the views rebuild them.
    var iconsRevision = 0

    /// A device of `profile` with `settings`, reading `clock`, keeping dynamic items in `store`.
    ///
    /// The profile's `systemVersion` decides what a press without force does: on iOS 9–12
    /// `pressConfiguration`'s long-press alternative is switched off for the home screen and every
    /// app (no menu, no peek: a long press on an icon starts edit mode); on iOS 13 it stays as given
    /// (Haptic Touch).
    ///
    /// Settings that the model cannot have are corrected: 3D Touch is off on a model without it. The
    /// device starts on the home screen with the Settings app in its dock (unless `includesSettingsApp`
    /// is false) and no other app: install them with `install(_:)` (`SeedApps.all` for the seed apps).
    public init(
        id: String = "device", profile: DeviceProfile = .iPhone6s,
        settings: DeviceSettings = DeviceSettings(),
        clock: any SystemClock, store: DynamicShortcutStore = .inMemory(),
        hostSettings: HostSettings = HostSettings(),
        pressConfiguration: ForcePressConfiguration = .standard, includesSettingsApp: Bool = true
    ) {
        var settings = settings
        if !profile.hasForceTouch { settings.forceTouchEnabled = false }
        if settings.language.isEmpty { settings.language = "en" }
        self.id = id
        self.profile = profile
        self.clock = clock
        self.store = store
        self.settings = settings
        self.hostSettings = hostSettings
        services = DeviceServices(
            systemVersion: OperatingSystemVersion(
                majorVersion: profile.systemVersion.major, minorVersion: profile.systemVersion.minor,
                patchVersion: profile.systemVersion.patch))
        let capability: ForceTouchCapability =
            profile.hasForceTouch && settings.forceTouchEnabled ? .available : .unavailable
        var pressConfiguration = pressConfiguration
        if !profile.systemVersion.hasHapticTouch {
            // iOS 9–12: without force there is no long-press menu and no long-press peek.
            pressConfiguration.longPressAlternativeEnabled = false
        }
        homeScreen = HomeScreen(
            layout: HomeScreenLayout(profile: profile),
            recognizer: ForcePressRecognizer(
                configuration: pressConfiguration, sensitivity: settings.sensitivity, capability: capability))
        homeScreen.systemVersion = profile.systemVersion
        logger.device = self
        services.urlOpener = { [weak self] url in self?.queueOpening(url) ?? false }
        store.onProblem = { [weak self] problem in self?.report(problem) }
        if includesSettingsApp {
            add(SettingsApp.manifest(for: self))
            dock = [SettingsApp.bundleIdentifier]
            refreshIcons()
        }
    }

    /// The Settings app's bundle identifier (`com.apple.Preferences`): every device has it in its dock
    /// unless made with `includesSettingsApp: false`.
    public static let settingsBundleIdentifier = SettingsApp.bundleIdentifier

    /// Posted to every running app's notification centre after the settings change (the Settings app
    /// redraws itself from it).
    public static let settingsDidChangeNotification = Notification.Name(
        "ForceTouchKitDeviceSettingsDidChange")

    /// 3D Touch as apps and the home screen see it: the hardware and the user's switch.
    public var forceTouchCapability: ForceTouchCapability {
        profile.hasForceTouch && settings.forceTouchEnabled ? .available : .unavailable
    }

    /// The force levels in effect (hint, peek, pop) at the current sensitivity, for this model's touches.
    public var thresholds: ForceLevels {
        homeScreen.recognizer.configuration.levels(for: settings.sensitivity)
    }

    /// The installed apps' bundle identifiers, in home-screen order (install order).
    public var installedApps: [String] { apps.map(\.bundleIdentifier) }

    /// The manifest of an installed app.
    public func manifest(of bundleIdentifier: String) -> AppManifest? {
        appsByID[bundleIdentifier]?.manifest
    }

    /// The TouchKit host running an installed app (its `application` while it runs).
    public func host(of bundleIdentifier: String) -> ApplicationHost? {
        appsByID[bundleIdentifier]?.host
    }

    // MARK: Settings

    /// Changes the settings; a change reaches the home screen's recognizer and every running app's trait
    /// collection (`traitCollectionDidChange`) at once, and the open menu is shown in the new language.
    ///
    /// - Throws: `SpringboardError.forceTouchUnsupported` when switching 3D Touch on for a model without
    ///   it; `.emptyLanguage` for an empty language. Nothing changes then.
    public func updateSettings(_ newSettings: DeviceSettings) throws(SpringboardError) {
        if newSettings.forceTouchEnabled, !profile.hasForceTouch {
            throw .forceTouchUnsupported(profile: profile.name)
        }
        if newSettings.language.trimmingCharacters(in: .whitespaces).isEmpty { throw .emptyLanguage }
        let old = settings
        settings = newSettings
        homeScreen.recognizer.sensitivity = newSettings.sensitivity
        homeScreen.recognizer.capability = forceTouchCapability
        for app in apps {
            app.host.forceTouchCapability = forceTouchCapability
            app.host.forcePressSensitivity = newSettings.sensitivity
        }
        if old.language != newSettings.language, let open = homeScreen.menu {
            _ = homeScreen.openMenu(composeMenu(for: open.bundleIdentifier), for: open.bundleIdentifier)
        }
        guard old != newSettings else { return }
        log(
            EventLogEntry(
                app: SettingsApp.bundleIdentifier, event: "settingsChanged", time: clock.now,
                message: SpringboardMessages.settingsChange(from: old, to: newSettings)))
        for app in apps {
            app.host.application?.notificationCenter.post(
                name: Self.settingsDidChangeNotification, object: nil)
            app.host.tick()
        }
    }

    /// Applies settings the Settings app chose; a refusal (which its controls prevent) is reported as an
    /// error diagnostic rather than lost.
    func applyFromSettingsApp(_ newSettings: DeviceSettings) {
        do {
            try updateSettings(newSettings)
        } catch {
            append(
                DeviceDiagnostic(
                    severity: .error, code: "settingsRefused", app: SettingsApp.bundleIdentifier,
                    message: error.description, time: clock.now))
        }
    }

    // MARK: Logging

    /// Appends what an app host recorded: a diagnostic to `diagnostics`, anything else to `log`.
    func record(_ event: LifecycleEvent) {
        if let diagnostic = event.diagnostic {
            append(
                DeviceDiagnostic(
                    severity: diagnostic.severity == .error ? .error : .warning,
                    code: diagnostic.problem.code,
                    app: diagnostic.bundleIdentifier, message: diagnostic.message, time: diagnostic.time))
        } else {
            log(EventLogEntry(event))
        }
    }

    /// Appends an entry to the event log, dropping the oldest past `logLimit`.
    func log(_ entry: EventLogEntry) {
        Self.append(entry, to: &log, limit: logLimit, dropped: &droppedLogEntryCount)
    }

    /// Records a haptic the device played (`{"event":"haptic","pattern":"peek"}`) for `app`.
    func playHaptic(_ pattern: HapticPattern, app: String) {
        log(EventLogEntry(app: app, event: "haptic", time: clock.now, pattern: pattern.rawValue))
    }

    /// Reports a store problem as a warning.
    func report(_ problem: StoreProblem) {
        append(
            DeviceDiagnostic(
                severity: .warning, code: problem.code, app: problem.bundleIdentifier,
                message: problem.message,
                time: clock.now))
    }

    /// Appends a diagnostic, dropping the oldest past `logLimit`.
    func append(_ diagnostic: DeviceDiagnostic) {
        Self.append(diagnostic, to: &diagnostics, limit: logLimit, dropped: &droppedDiagnosticCount)
    }

    /// Appends `element` to `list`, dropping the oldest past `limit` and counting them in `dropped`
    /// (the event log's and the diagnostics' one rule).
    private static func append<Element>(
        _ element: Element, to list: inout [Element], limit: Int, dropped: inout Int
    ) {
        list.append(element)
        if list.count > limit {
            let excess = list.count - limit
            list.removeFirst(excess)
            dropped += excess
        }
    }

    /// The log entries from absolute position `position` on (counting dropped ones), for a client that
    /// has seen `position` entries so far.
    /// - Complexity: O(*k*) in the entries returned.
    public func logEntries(from position: Int) -> ArraySlice<EventLogEntry> {
        let start = min(log.count, max(0, position - droppedLogEntryCount))
        return log[start...]
    }

    /// The diagnostics from absolute position `position` on (counting dropped ones).
    /// - Complexity: O(*k*) in the diagnostics returned.
    public func diagnostics(from position: Int) -> ArraySlice<DeviceDiagnostic> {
        let start = min(diagnostics.count, max(0, position - droppedDiagnosticCount))
        return diagnostics[start...]
    }

    /// The rules the device's state breaks, in words; empty when it is consistent (tests check this
    /// after every input).
    /// - Complexity: O(*n*) in the number of apps.
    public func invariantViolations() -> [String] {
        var problems = homeScreen.invariantViolations()
        if let menu = homeScreen.menu {
            let appRows = menu.menu.rows.filter { $0.source != .system }.count
            if appRows > hostSettings.menuItemLimit {
                problems.append(
                    "the menu shows \(appRows) of the app's rows, more than \(hostSettings.menuItemLimit)")
            }
        }
        if homeScreen.isEditing, homeScreen.menu != nil { problems.append("a menu is open in edit mode") }
        if let foregroundApp {
            if homeScreen.menu != nil { problems.append("a menu is open over \(foregroundApp)") }
            if homeScreen.press != nil {
                problems.append("a home-screen press while \(foregroundApp) is in front")
            }
        }
        for app in apps {
            let isForeground = app.bundleIdentifier == foregroundApp
            switch app.host.state {
            case .running(.background):
                if isForeground {
                    problems.append("\(app.bundleIdentifier) is in front but in the background")
                }
            case .running:
                if !isForeground { problems.append("\(app.bundleIdentifier) is active but not in front") }
            case .notRunning:
                if isForeground { problems.append("\(app.bundleIdentifier) is in front but not running") }
            }
        }
        return problems
    }
}
