import ForceTouch
import Foundation
import SeedApps
import Springboard
import Testing
import TouchKit

@MainActor
@Suite("Device: settings reach everything at once; several devices live side by side")
struct DeviceTests {
    @Test("a settings change reaches the home screen's recognizer and every running app's traits")
    func settingsReachEverything() throws {
        let phone = try TestDevice(apps: SeedApps.all + AppManifest.fillers(1))
        try phone.device.launch(bundleIdentifier: "com.company.appname")
        let application = try #require(phone.device.host(of: "com.company.appname")?.application)
        #expect(application.traitCollection.forceTouchCapability == .available)
        #expect(phone.device.homeScreen.recognizer.sensitivity == .medium)

        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: false, sensitivity: .firm))
        #expect(application.traitCollection.forceTouchCapability == .unavailable)
        #expect(phone.device.homeScreen.recognizer.capability == .unavailable)
        #expect(phone.device.homeScreen.recognizer.sensitivity == .firm)
        #expect(phone.device.forceTouchCapability == .unavailable)
        #expect(phone.device.host(of: "com.company.appname")?.forceTouchCapability == .unavailable)
        // Apps that are not running get the capability too, for their next launch.
        let notRunning = try #require(phone.device.installedApps.first { $0 != "com.company.appname" })
        #expect(phone.device.host(of: notRunning)?.forceTouchCapability == .unavailable)
    }

    @Test("thresholds follow the sensitivity: hint, peek and pop × 0.75, 1, 1.2")
    func thresholds() throws {
        let phone = try TestDevice(apps: [])
        #expect(phone.device.thresholds == ForceLevels(hint: 1, peek: 4, pop: 5.333))
        try phone.device.updateSettings(DeviceSettings(sensitivity: .firm))
        #expect(abs(phone.device.thresholds.peek - 4.8) < 1e-9)
        try phone.device.updateSettings(DeviceSettings(sensitivity: .light))
        #expect(phone.device.thresholds.peek == 3)
    }

    @Test(
        "settings a model cannot have are refused with a reason",
        arguments: [
            (
                DeviceProfile.iPhoneSE, DeviceSettings(forceTouchEnabled: true),
                "the iPhone SE has no 3D Touch, so it cannot be switched on; choose a model with 3D Touch "
                    + "(iPhone 6s or later, except the SE) or use the long-press alternative."
            ),
            (
                DeviceProfile.iPhone6s, DeviceSettings(language: " "),
                "the language setting is empty; give a language code such as 'en' or 'zh-Hans'."
            ),
        ])
    func refusedSettings(profile: DeviceProfile, settings: DeviceSettings, message: String) throws {
        let phone = try TestDevice(profile: profile, apps: [])
        let before = phone.device.settings
        do {
            try phone.device.updateSettings(settings)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description == message)
        }
        #expect(phone.device.settings == before)
    }

    @Test("a model without 3D Touch starts with it off, whatever the settings say")
    func modelWithoutForceTouch() throws {
        let phone = try TestDevice(
            profile: .iPhone6, settings: DeviceSettings(forceTouchEnabled: true), apps: [])
        #expect(phone.device.settings.forceTouchEnabled == false)
        #expect(phone.device.forceTouchCapability == .unavailable)
    }

    @Test("two devices in one process keep their own apps, menus and logs")
    func twoDevices() throws {
        var first = try TestDevice()
        let second = try TestDevice(profile: .iPhoneX)
        first.finger.forcePress(at: first.finger.icon("com.company.appname"))
        #expect(first.device.menuState != nil)
        #expect(second.device.menuState == nil)
        try second.device.launch(bundleIdentifier: "com.company.appname")
        #expect(second.device.state.screen == .app("com.company.appname"))
        #expect(first.device.state.screen == .home)
        #expect(first.appLog.isEmpty)
        #expect(first.haptics == ["com.company.appname peek"])
        #expect(second.device.log.count == 3)
        #expect(second.device.status(of: "com.company.appname") == .foreground)
        #expect(first.device.status(of: "com.company.appname") == .notRunning)
    }

    @Test(
        "unknown apps and rows are refused with what exists",
        arguments: [
            (
                "com.company.appnam", nil as String?,
                "no app with bundle identifier 'com.company.appnam' is installed (did you mean 'com.company.appname'?); "
                    + "install it first, or check the identifier (GET /api/devices/{id} lists the apps)."
            ),
            (
                "com.company.appname", "com.company.appname.009",
                "the quick action menu of 'com.company.appname' has no row of type 'com.company.appname.009' "
                    + "(did you mean 'com.company.appname.000'?); its rows are 'com.company.appname.000', "
                    + "'com.company.appname.001'."
            ),
        ])
    func unknownAppsAndRows(bundleIdentifier: String, type: String?, message: String) throws {
        let phone = try TestDevice()
        do {
            try phone.device.openShortcutMenu(bundleIdentifier: bundleIdentifier)
            if let type { try phone.device.chooseShortcut(type: type) }
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("choosing without an open menu, or in another app's menu, is refused")
    func chooseWithoutMenu() throws {
        let phone = try TestDevice(
            apps: SeedApps.all + [.plain("com.example.other", items: [.init(type: "a", localizedTitle: "A")])]
        )
        do {
            try phone.device.chooseShortcut(type: "a")
            Issue.record("expected a refusal")
        } catch {
            #expect(
                error.description
                    == "no quick action menu is open; open one first (force-press an icon, or openShortcutMenu)."
            )
        }
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.other")
        do {
            try phone.device.chooseShortcut(type: "a", bundleIdentifier: "com.company.appname")
            Issue.record("expected a refusal")
        } catch {
            #expect(
                error.description
                    == "the open quick action menu is 'com.example.other''s, not 'com.company.appname''s; open "
                    + "'com.company.appname''s menu first.")
        }
    }

    @Test(
        "registrations without an identifier or a name are refused",
        arguments: [
            (
                "", "Name",
                "the app '' cannot be installed: its bundle identifier is empty; give it one such as 'com.example.app'."
            ),
            (
                "com.example.my app", "Name",
                "the app 'com.example.my app' cannot be installed: its bundle identifier contains white space; use "
                    + "letters, digits, '.' and '-' only."
            ),
            (
                "com.example.app", "",
                "the app 'com.example.app' cannot be installed: its display name is empty; give it the name to show "
                    + "under the icon."
            ),
        ])
    func invalidRegistrations(bundleIdentifier: String, name: String, message: String) throws {
        let phone = try TestDevice(apps: [])
        do {
            try phone.device.install(.plain(bundleIdentifier, name: name))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description == message)
        }
        #expect(phone.device.installedApps.isEmpty)
    }

    @Test("the state snapshot is typed: home screen, no menu, press or preview; apps with their status")
    func stateSnapshot() throws {
        let phone = try TestDevice()
        let state = phone.device.state
        #expect(state.screen == .home)
        #expect(state.screen.bundleIdentifier == nil)
        #expect(state.screen.description == "home")
        #expect(state.menu == nil && state.press == nil && state.preview == nil)
        #expect(state.apps.first?.state == .notRunning)
        #expect(state.apps.map(\.bundleIdentifier) == phone.device.installedApps)
        #expect(state.settings == phone.device.settings)
        #expect(state.thresholds == phone.device.thresholds)
        #expect(state.pasteboard == nil && state.readingList.isEmpty)

        try phone.device.openShortcutMenu(bundleIdentifier: "com.company.appname")
        #expect(
            phone.device.menuState
                == MenuState(
                    bundleIdentifier: "com.company.appname",
                    items: SeedApps.appSearchStaticItems,
                    opening: .down, highlightedType: nil))
        try phone.device.launch(bundleIdentifier: "com.company.appname")
        #expect(phone.device.state.screen == .app("com.company.appname"))
        #expect(phone.device.state.screen.description == "com.company.appname")
        #expect(
            phone.device.state.apps.first { $0.bundleIdentifier == "com.company.appname" }?.state
                == .foreground)
    }

    @Test("the log keeps at most logLimit entries; clients page through it by absolute position")
    func logLimit() throws {
        let phone = try TestDevice()
        phone.device.logLimit = 5
        try phone.device.launch(bundleIdentifier: "com.company.appname")
        phone.device.pressHome()
        try phone.device.launch(bundleIdentifier: "com.company.appname")
        #expect(phone.device.log.count == 5)
        #expect(phone.device.droppedLogEntryCount == 2)
        #expect(phone.device.logEntries(from: 6).map(\.event) == ["didBecomeActive"])
        #expect(phone.device.logEntries(from: 0).count == 5)
        #expect(phone.device.logEntries(from: 99).isEmpty)
    }

    @Test(
        "a settings change is logged once, in words, under the Settings app; the same settings again are not")
    func settingsChangeLogged() throws {
        let phone = try TestDevice()
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: false, sensitivity: .firm))
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: false, sensitivity: .firm))
        try phone.device.updateSettings(
            DeviceSettings(forceTouchEnabled: true, sensitivity: .firm, language: "de"))
        #expect(
            phone.device.log.map(\.description) == [
                "com.apple.Preferences settingsChanged \"3D Touch off, sensitivity medium → firm\"",
                "com.apple.Preferences settingsChanged \"3D Touch on, language en → de\"",
            ])
    }
}
