import Foundation
import SeedApps
import Springboard
import Testing
import TouchKit

/// The Settings app in every device's dock: General > Accessibility > 3D Touch changes the device's
/// settings as on iOS, and the home screen's presses follow at once.
@MainActor
@Suite("The Settings app: General > Accessibility > 3D Touch")
struct SettingsAppTests {
    static let settings = Device.settingsBundleIdentifier

    /// The 3D Touch switch on the page shown.
    func forceTouchSwitch(_ phone: TestDevice) -> Control? {
        let window = phone.device.host(of: Self.settings)?.application?.keyWindow
        window?.layoutIfNeeded()
        return window?.first { $0 is Control && $0.bounds.width == 51 } as? Control
    }

    @Test("every new device has Settings in its dock")
    func inTheDock() throws {
        let clock = ManualClock()
        let device = Device(clock: clock)
        #expect(device.installedApps == [Self.settings])
        #expect(device.dock == [Self.settings])
        #expect(device.homeScreen.iconPlacement(of: Self.settings)?.page == nil)
        #expect(device.manifest(of: Self.settings)?.displayName == "Settings")
    }

    @Test("switching 3D Touch off in Settings turns presses into long presses; firm sensitivity sticks")
    func switchAndSensitivity() throws {
        var phone = try TestDevice(includesSettingsApp: true)
        phone.finger.tap(at: phone.finger.icon(Self.settings))
        #expect(phone.device.state.screen == .app(Self.settings))
        phone.finger.tap(text: "General")
        phone.finger.tap(text: "Accessibility")
        #expect(phone.finger.text("On") != nil)
        phone.finger.tap(text: "3D Touch")
        let toggle = try #require(forceTouchSwitch(phone))
        #expect(phone.finger.text("Medium") != nil)

        // Off: the switch, the device, the home screen's recognizer, and the running apps' traits.
        phone.finger.tap(at: toggle.convert(CGPoint(x: 25, y: 15), to: nil))
        #expect(phone.device.settings.forceTouchEnabled == false)
        #expect(phone.device.homeScreen.recognizer.capability == .unavailable)
        #expect(
            phone.device.host(of: Self.settings)?.application?.traitCollection.forceTouchCapability
                == .unavailable)
        #expect(phone.finger.text("Medium") == nil)
        phone.device.pressHome()
        // A hard press shorter than the long press is just a tap now: the app opens, no menu.
        phone.finger.forcePress(at: phone.finger.icon("com.company.appname"), peak: 5, hold: 0)
        #expect(phone.device.menuState == nil)
        #expect(phone.device.state.screen == .app("com.company.appname"))
        phone.device.pressHome()
        // iOS 12 without 3D Touch: a long press starts edit mode, not a menu; the home button ends it.
        phone.finger.longPress(at: phone.finger.icon("com.company.appname"), duration: 1.1)
        #expect(phone.device.menuState == nil)
        #expect(phone.device.homeScreen.isEditing)
        phone.device.pressHome()
        #expect(!phone.device.homeScreen.isEditing)

        // Back in Settings (still on the 3D Touch page): on again, then Firm.
        phone.finger.tap(at: phone.finger.icon(Self.settings))
        let again = try #require(forceTouchSwitch(phone))
        phone.finger.tap(at: again.convert(CGPoint(x: 25, y: 15), to: nil))
        #expect(phone.device.settings.forceTouchEnabled)
        phone.finger.tap(text: "Firm")
        #expect(phone.device.settings.sensitivity == .firm)
        #expect(phone.device.homeScreen.recognizer.sensitivity == .firm)
        #expect(phone.device.diagnostics.isEmpty)
    }

    @Test("a change made elsewhere (the simulator's panel) shows on the open Settings page")
    func outsideChange() throws {
        var phone = try TestDevice(includesSettingsApp: true)
        phone.finger.tap(at: phone.finger.icon(Self.settings))
        phone.finger.tap(text: "General")
        phone.finger.tap(text: "Accessibility")
        phone.finger.tap(text: "3D Touch")
        try phone.device.updateSettings(DeviceSettings(sensitivity: .light))
        let window = try #require(phone.device.host(of: Self.settings)?.application?.keyWindow)
        window.layoutIfNeeded()
        let light = try #require(
            window.first { ($0 as? TableViewCell)?.textLabel?.text == "Light" } as? TableViewCell)
        #expect(light.accessoryType == .checkmark)
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: false))
        #expect(phone.finger.text("Light") == nil)
        let screen = RenderTextRenderer.render(phone.device.render())
        #expect(screen.contains("a11y=switch:\"3D Touch\"\n"))
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: true))
        #expect(
            RenderTextRenderer.render(phone.device.render()).contains("a11y=switch:\"3D Touch\"[selected]"))
    }

    @Test("on an iPhone SE the switch is off and disabled, and says why")
    func withoutForceTouch() throws {
        var phone = try TestDevice(profile: .iPhoneSE, includesSettingsApp: true)
        phone.finger.tap(at: phone.finger.icon(Self.settings))
        phone.finger.tap(text: "General")
        #expect(phone.finger.text("iPhone SE") != nil)
        phone.finger.tap(text: "Accessibility")
        #expect(phone.finger.text("Not Available") != nil)
        phone.finger.tap(text: "3D Touch")
        let toggle = try #require(forceTouchSwitch(phone))
        #expect(!toggle.isEnabled)
        phone.finger.tap(at: toggle.convert(CGPoint(x: 25, y: 15), to: nil))
        #expect(phone.device.settings.forceTouchEnabled == false)
        #expect(phone.device.diagnostics.isEmpty)
    }
}
