import Foundation
import SeedApps
import Springboard
import Testing
import TouchKit

/// The home screen's menu after iOS 13.1: "Rearrange Apps" became "Edit Home Screen" in 13.2, beside a
/// red "Delete App" that asks first; iOS 14's App Library turned it into "Remove App", whose alert can
/// also just take the icon away. The newer Haptic Touch iPhones (SE 2nd generation, 12, 13) run them.
@MainActor
@Suite("The system's menu rows by iOS version, and the removal alert they open")
struct SystemMenuRowTests {
    static let appSearch = "com.company.appname"

    /// An iPhone with AppSearch (and Settings in the dock), its menu opened by a Haptic Touch long press.
    func menuOpen(on profile: DeviceProfile, app: String = appSearch) throws -> TestDevice {
        var phone = try TestDevice(profile: profile, includesSettingsApp: true)
        phone.finger.longPress(at: phone.finger.icon(app), duration: 0.6, lift: true)
        return phone
    }

    @Test(
        "Each version's rows follow the app's: 13.0 Rearrange Apps, 13.2 Edit Home Screen and Delete App, 14 Remove App",
        arguments: [
            ("12.4", [String]()), ("13.0", ["Rearrange Apps"]), ("13.1.3", ["Rearrange Apps"]),
            ("13.2", ["Edit Home Screen", "Delete App"]), ("13.7", ["Edit Home Screen", "Delete App"]),
            ("14.0", ["Edit Home Screen", "Remove App"]), ("15.7", ["Edit Home Screen", "Remove App"]),
        ])
    func rowsByVersion(version: String, titles: [String]) throws {
        #expect(SystemMenuRow.rows(for: try SystemVersion(version)).map(\.title) == titles)
    }

    @Test(
        "An iPhone 12 on iOS 14.1: a long press opens AppSearch's rows, then Edit Home Screen and Remove App")
    func iPhone12Menu() throws {
        var phone = try menuOpen(on: .iPhone12)
        #expect(phone.menuTitles == ["Search", "Share", "Edit Home Screen", "Remove App"])
        #expect(phone.haptics == ["\(Self.appSearch) peek"])
        // The red row is drawn red, with its SF Symbol tinted to match.
        let rendered = RenderTextRenderer.render(phone.device.render())
        #expect(rendered.contains("\"Remove App\""))
        let lines = rendered.split(separator: "\n")
        let removeLine = try #require(lines.first { $0.contains("\"Remove App\"") && $0.contains("label#") })
        #expect(removeLine.contains("color=#FF3B30FF"), "\(removeLine)")
        let searchLine = try #require(lines.first { $0.contains("\"Search\"") && $0.contains("label#") })
        #expect(searchLine.contains("color=#000000FF"), "\(searchLine)")
        // Edit Home Screen starts edit mode, launching nothing.
        phone.finger.tap(at: phone.finger.row(SystemMenuRow.editHomeScreen.rawValue))
        #expect(phone.device.homeScreen.isEditing)
        #expect(phone.appLog.isEmpty)
    }

    @Test(
        "iOS 13.4 on an iPhone SE (2nd generation): Delete App asks, Cancel keeps the app, Delete removes it and its items"
    )
    func deleteOn13() throws {
        var phone = try menuOpen(on: .iPhoneSE2)
        #expect(phone.menuTitles == ["Search", "Share", "Edit Home Screen", "Delete App"])
        phone.finger.tap(at: phone.finger.row(SystemMenuRow.deleteApp.rawValue))
        let alert = try #require(phone.device.removalAlert)
        #expect(alert.title == "Delete “AppSearch”?")
        #expect(alert.message == "Deleting this app will also delete its data.")
        #expect(alert.buttons == [.cancel, .delete])
        // Side by side, centred on the 375 × 667 screen, as UIAlertController lays out two buttons.
        #expect(alert.frame.width == 270)
        #expect(alert.frame.midX == 187.5)
        #expect(alert.buttonFrames[0].maxX == alert.buttonFrames[1].minX)
        #expect(alert.buttonFrames[0].minY == alert.buttonFrames[1].minY)
        #expect(phone.device.menuState == nil)
        #expect(phone.device.invariantViolations().isEmpty)

        // The alert is modal: a tap on an icon does nothing; Cancel closes it and keeps the app.
        phone.finger.tap(at: phone.finger.icon(Self.appSearch))
        #expect(phone.device.removalAlert != nil)
        #expect(phone.appLog.isEmpty)
        phone.finger.tap(at: center(of: alert.buttonFrames[0]))
        #expect(phone.device.removalAlert == nil)
        #expect(phone.device.installedApps.contains(Self.appSearch))

        // Asked again, Delete removes the app and its icon.
        phone.finger.longPress(at: phone.finger.icon(Self.appSearch), duration: 0.6)
        phone.finger.tap(at: phone.finger.row(SystemMenuRow.deleteApp.rawValue))
        let again = try #require(phone.device.removalAlert)
        phone.finger.tap(at: center(of: again.buttonFrames[1]))
        #expect(phone.device.removalAlert == nil)
        #expect(!phone.device.installedApps.contains(Self.appSearch))
        #expect(phone.device.homeScreen.iconPlacement(of: Self.appSearch) == nil)
        #expect(phone.device.invariantViolations().isEmpty)
    }

    @Test("iOS 14: Remove from Home Screen takes the icon away; the app stays installed and still opens")
    func removeFromHomeScreen() throws {
        var phone = try menuOpen(on: .iPhone12)
        try phone.device.chooseShortcut(type: SystemMenuRow.removeApp.rawValue)
        let alert = try #require(phone.device.removalAlert)
        #expect(alert.title == "Remove “AppSearch”?")
        #expect(alert.message == "Removing from Home Screen will keep the app in your App Library.")
        #expect(alert.buttons.map(\.title) == ["Delete App", "Remove from Home Screen", "Cancel"])
        // Stacked: each button under the last, the full width of the alert.
        #expect(alert.buttonFrames.map(\.width) == [270, 270, 270])
        #expect(alert.buttonFrames[1].minY == alert.buttonFrames[0].maxY)
        #expect(alert.frame.maxY == alert.buttonFrames[2].maxY)
        let rendered = RenderTextRenderer.render(phone.device.render())
        #expect(rendered.contains("\"Remove “AppSearch”?\""))
        #expect(rendered.contains("\"Remove from Home Screen\""))

        try phone.device.answerRemovalAlert(.removeFromHomeScreen)
        #expect(phone.device.homeScreen.iconPlacement(of: Self.appSearch) == nil)
        #expect(phone.device.isRemovedFromHomeScreen(Self.appSearch))
        #expect(phone.device.installedApps.contains(Self.appSearch))
        try phone.device.launch(bundleIdentifier: Self.appSearch)
        #expect(phone.device.foregroundApp == Self.appSearch)
        #expect(phone.device.invariantViolations().isEmpty)
    }

    @Test(
        "The system's own apps cannot be deleted: no Delete App on 13.2; on 14, only Remove from Home Screen")
    func systemAppsStay() throws {
        let settings = Device.settingsBundleIdentifier
        var phone13 = try menuOpen(
            on: try DeviceProfile.iPhone11.running(SystemVersion("13.2")), app: settings)
        #expect(phone13.menuTitles?.suffix(1) == ["Edit Home Screen"])
        #expect(phone13.menuTitles?.contains("Delete App") == false)
        phone13.device.pressHome()

        var phone14 = try menuOpen(on: .iPhone13, app: settings)
        #expect(phone14.menuTitles?.suffix(2) == ["Edit Home Screen", "Remove App"])
        phone14.finger.tap(at: phone14.finger.row(SystemMenuRow.removeApp.rawValue))
        #expect(phone14.device.removalAlert?.buttons == [.removeFromHomeScreen, .cancel])
        #expect(throws: SpringboardError.self) { try phone14.device.answerRemovalAlert(.deleteApp) }
        do {
            try phone14.device.answerRemovalAlert(.deleteApp)
        } catch {
            #expect(
                error.description
                    == "the removal alert has no 'Delete App' button; it shows 'Remove from Home Screen', 'Cancel'."
            )
        }
        #expect(phone14.device.installedApps.contains(settings))
    }

    @Test("The home button cancels the alert; with none shown, answering says so")
    func homeCancels() throws {
        var phone = try menuOpen(on: .iPhone13)
        try phone.device.chooseShortcut(type: SystemMenuRow.removeApp.rawValue)
        #expect(phone.device.removalAlert != nil)
        phone.device.pressHome()
        #expect(phone.device.removalAlert == nil)
        #expect(phone.device.installedApps.contains(Self.appSearch))
        #expect(phone.device.homeScreen.iconPlacement(of: Self.appSearch) != nil)
        do {
            try phone.device.answerRemovalAlert(.cancel)
            Issue.record("answering with no alert shown did not throw")
        } catch {
            #expect(
                error.description
                    == "no removal alert is shown, so 'Cancel' cannot be tapped; choose Delete App or Remove App in an icon's menu first (iOS 13.2 and later)."
            )
        }
    }

    private func center(of frame: CGRect) -> CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}
