import Foundation
import QuickActions
import SeedApps
import ShortcutStore
import Springboard
import TouchKit

/// An app delegate that does nothing but accept launches and complete quick actions with `true`.
@MainActor
final class QuietDelegate: ApplicationDelegate {
    func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        completionHandler(true)
    }
}

extension AppManifest {
    /// A plain app with `items` as its Info.plist quick actions (none by default).
    static func plain(
        _ bundleIdentifier: String, name: String? = nil, items: [ShortcutItem] = [], version: String = "1"
    )
        -> AppManifest
    {
        AppManifest(
            bundleIdentifier: bundleIdentifier, displayName: name ?? bundleIdentifier, version: version,
            staticShortcutItems: .items(items), makeDelegate: { QuietDelegate() })
    }

    /// `count` plain apps `com.example.filler1`… with no quick actions.
    static func fillers(_ count: Int) -> [AppManifest] {
        (0..<count).map { $0 + 1 }.map { plain("com.example.filler\($0)", name: "Filler \($0)") }
    }
}

/// A device on a manual clock with a finger, AppSearch installed unless told otherwise (and no Settings app).
@MainActor
struct TestDevice {
    let clock: ManualClock
    let device: Device
    var finger: Finger

    init(
        profile: DeviceProfile = .iPhone6s, settings: DeviceSettings = DeviceSettings(),
        store: DynamicShortcutStore = .inMemory(), apps: [AppManifest] = [SeedApps.appSearch],
        start: TimeInterval = 100, includesSettingsApp: Bool = false
    ) throws {
        clock = ManualClock(start: start)
        device = Device(
            profile: profile, settings: settings, clock: clock, store: store,
            includesSettingsApp: includesSettingsApp)
        try device.install(apps)
        finger = Finger(device: device, clock: clock)
    }

    /// The log entries of `bundleIdentifier` as summaries, oldest first, without the haptics
    /// (`haptics` has those).
    func log(_ bundleIdentifier: String) -> [String] {
        appLog.filter { $0.app == bundleIdentifier }.map(\.summary)
    }

    /// The device's log without the haptics the system played.
    var appLog: [EventLogEntry] { device.log.filter { $0.event != "haptic" } }

    /// The haptics played, oldest first: `com.company.appname peek`.
    var haptics: [String] {
        device.log.filter { $0.event == "haptic" }.map { "\($0.app) \($0.pattern ?? "?")" }
    }

    /// The open menu's titles, first item first.
    var menuTitles: [String]? { device.menuState?.items.map(\.localizedTitle) }
}
