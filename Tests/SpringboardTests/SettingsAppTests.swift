import ForceTouch
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
        #expect(
            RenderTextRenderer.render(phone.device.render()).contains(
                "a11y=adjustable:\"3D Touch Sensitivity: Light\""))
        _ = window
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: false))
        #expect(phone.finger.text("Light") == nil)
        let screen = RenderTextRenderer.render(phone.device.render())
        #expect(screen.contains("a11y=switch:\"3D Touch\"\n"))
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: true))
        #expect(
            RenderTextRenderer.render(phone.device.render()).contains("a11y=switch:\"3D Touch\"[selected]"))
    }

    /// Opens General > Accessibility > 3D Touch.
    func forceTouchPage(_ phone: inout TestDevice) {
        phone.finger.tap(at: phone.finger.icon(Self.settings))
        phone.finger.tap(text: "General")
        phone.finger.tap(text: "Accessibility")
        phone.finger.tap(text: "3D Touch")
    }

    @Test(
        "the 3D Touch page as on iOS: the switch, a Light – Medium – Firm slider, the sensitivity test picture; headers and footers line up with the rows' text"
    )
    func pageLayout() throws {
        var phone = try TestDevice(includesSettingsApp: true)
        forceTouchPage(&phone)
        let window = try #require(phone.device.host(of: Self.settings)?.application?.keyWindow)
        window.layoutIfNeeded()
        let screen = RenderTextRenderer.render(phone.device.render())
        #expect(screen.contains("a11y=switch:\"3D Touch\"[selected]"))
        #expect(screen.contains("a11y=adjustable:\"3D Touch Sensitivity: Medium\""))
        #expect(screen.contains("a11y=image:\"3D Touch Sensitivity Test\""))
        for word in ["Light", "Medium", "Firm"] { #expect(phone.finger.text(word) != nil, "\(word)") }
        // Light under the track's left end, Firm under its right end, Medium between.
        let light = try #require(phone.finger.text("Light"))
        let medium = try #require(phone.finger.text("Medium"))
        let firm = try #require(phone.finger.text("Firm"))
        #expect(light.x < medium.x && medium.x < firm.x)
        // Section headers (upper-cased) and footers start where the cells' text starts: 15 pt in.
        func label(_ match: @escaping (String) -> Bool) -> Label? {
            window.first { ($0 as? Label)?.text.map(match) == true } as? Label
        }
        let header = try #require(label { $0 == "3D TOUCH SENSITIVITY TEST" })
        #expect(header.convert(CGPoint.zero, to: nil).x == 15)
        let footer = try #require(label { $0.hasPrefix("Press the picture") })
        #expect(footer.convert(CGPoint.zero, to: nil).x == 15)
        #expect(footer.numberOfLines == 0)
        let cell = try #require(
            window.first { ($0 as? TableViewCell)?.textLabel?.text == "3D Touch" } as? TableViewCell)
        #expect(cell.textLabel?.convert(CGPoint.zero, to: nil).x == 15)
    }

    @Test("the slider sets the sensitivity by its stops; a drag from Light to Firm sets Firm")
    func slider() throws {
        var phone = try TestDevice(includesSettingsApp: true)
        forceTouchPage(&phone)
        phone.finger.tap(text: "Light")
        #expect(phone.device.settings.sensitivity == .light)
        #expect(phone.device.homeScreen.recognizer.sensitivity == .light)
        let light = try #require(phone.finger.text("Light"))
        let firm = try #require(phone.finger.text("Firm"))
        phone.finger.down(at: CGPoint(x: light.x, y: light.y - 30), force: 0.2)
        for step in 1...10 {
            phone.finger.move(
                to: CGPoint(x: light.x + (firm.x - light.x) * CGFloat(step) / 10, y: light.y - 30))
        }
        phone.finger.lift()
        #expect(phone.device.settings.sensitivity == .firm)
        #expect(
            RenderTextRenderer.render(phone.device.render()).contains(
                "a11y=adjustable:\"3D Touch Sensitivity: Firm\""))
        #expect(phone.device.diagnostics.isEmpty)
    }

    @Test("the sensitivity test picture peeks and pops at the chosen sensitivity")
    func sensitivityTest() throws {
        var phone = try TestDevice(includesSettingsApp: true)
        forceTouchPage(&phone)
        let window = try #require(phone.device.host(of: Self.settings)?.application?.keyWindow)
        window.layoutIfNeeded()
        let picture = try #require(
            window.first {
                $0.accessibilityLabel == "3D Touch Sensitivity Test"
            })
        let centre = picture.convert(CGPoint(x: picture.bounds.midX, y: picture.bounds.midY), to: nil)
        // Medium: 4.5 is past the peek (4.0).
        phone.finger.down(at: centre)
        phone.finger.ramp(to: 2.4, over: 0.3)
        phone.finger.ramp(to: 4.5, over: 0.2)
        phone.finger.hold(for: 0.25)
        #expect(phone.device.state.preview?.phase == .peek)
        phone.finger.lift()
        phone.finger.wait(0.5)
        #expect(phone.device.state.preview == nil)

        // Firm: the same press only hints (the peek is at 4.8); harder, it peeks and pops.
        phone.finger.tap(text: "Firm")
        #expect(phone.device.settings.sensitivity == .firm)
        phone.finger.down(at: centre)
        phone.finger.ramp(to: 2.4, over: 0.3)
        phone.finger.ramp(to: 4.5, over: 0.2)
        phone.finger.hold(for: 0.25)
        #expect(phone.device.state.preview?.phase == .hint)
        phone.finger.ramp(to: 5.4, over: 0.2)
        phone.finger.hold(for: 0.25)
        #expect(phone.device.state.preview?.phase == .peek)
        phone.finger.ramp(to: 7.2, over: 0.15)
        phone.finger.hold(for: 0.15)
        #expect(phone.device.state.preview?.phase == .pop)
        phone.finger.lift()
        phone.finger.wait(0.6)
        let navigation = try #require(
            phone.device.host(of: Self.settings)?.application?.keyWindow?.rootViewController
                as? NavigationController)
        #expect(navigation.topViewController?.title == "3D Touch Sensitivity Test")
        #expect(phone.device.diagnostics.isEmpty)
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
