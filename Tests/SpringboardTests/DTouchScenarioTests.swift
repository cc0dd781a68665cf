import Foundation
import SeedApps
import Springboard
import Testing
import TouchKit

/// Seed 003's DTouch on a simulated iPhone 6s: press a row lightly and the rest blurs, press more and
/// the detail peeks, harder and it pops onto the navigation stack with a back button; swipe the peek up
/// for its actions; with 3D Touch off, a long press peeks instead.
@MainActor
@Suite("Seed 003 on the device: DTouch's peek, pop and preview actions")
struct DTouchScenarioTests {
    static let app = "com.example.dtouch"

    /// DTouch installed and launched (its master list in front).
    func launched(settings: DeviceSettings = DeviceSettings(), profile: DeviceProfile = .iPhone6s) throws
        -> TestDevice
    {
        var phone = try TestDevice(profile: profile, settings: settings, apps: [SeedApps.dTouch])
        phone.finger.tap(at: phone.finger.icon(Self.app))
        phone.finger.wait(0.5)
        return phone
    }

    /// The master list's navigation controller.
    func navigation(_ phone: TestDevice) throws -> NavigationController {
        try #require(
            phone.device.host(of: Self.app)?.application?.keyWindow?.rootViewController
                as? NavigationController)
    }

    @Test("Hint, peek, lift: everything returns; then a press to pop pushes the detail with a back button")
    func peekAndPop() throws {
        var phone = try launched()
        let navigation = try navigation(phone)
        let master = try #require(navigation.topViewController as? MasterViewController)
        #expect(master.previewingContext?.isRegistered == true)
        #expect(phone.device.diagnostics.isEmpty)
        #expect(phone.device.state.preview == nil)

        let row = try #require(phone.finger.text("Item 3"))
        phone.finger.down(at: row)
        phone.finger.ramp(to: 2.4, over: 0.3)
        #expect(phone.device.state.preview?.phase == .hint)
        phone.finger.ramp(to: 4.6, over: 0.2)
        phone.finger.hold(for: 0.25)
        #expect(phone.device.state.preview?.phase == .peek)
        let rendered = RenderTextRenderer.render(phone.device.render())
        #expect(rendered.contains("\"Item 3\" font=24/400"))
        phone.finger.lift()
        #expect(phone.device.state.preview == nil)
        #expect(navigation.viewControllers.count == 1)

        phone.finger.wait(0.5)
        phone.finger.down(at: row)
        phone.finger.ramp(to: 2.4, over: 0.3)
        phone.finger.ramp(to: 4.6, over: 0.2)
        phone.finger.hold(for: 0.25)
        phone.finger.ramp(to: 6.6, over: 0.15)
        phone.finger.hold(for: 0.15)
        #expect(phone.device.state.preview?.phase == .pop)
        let detail = try #require(navigation.topViewController as? DetailViewController)
        #expect(detail.detailItem == "Item 3")
        #expect(navigation.navigationBar.backButton.isHidden == false)
        #expect(navigation.navigationBar.backButton.currentTitle == "Master")
        phone.finger.lift()
        phone.finger.wait(0.5)
        #expect(phone.device.state.preview == nil)
        #expect(phone.finger.text("Item 3") != nil)
    }

    @Test("Swipe the peek up: the actions show and stay after lifting; Default Action logs and dismisses")
    func previewActions() throws {
        var phone = try launched()
        let row = try #require(phone.finger.text("Item 2"))
        phone.finger.down(at: row)
        phone.finger.ramp(to: 2.4, over: 0.3)
        phone.finger.ramp(to: 4.6, over: 0.2)
        phone.finger.hold(for: 0.25)
        phone.finger.slide(to: CGPoint(x: row.x, y: row.y - 70))
        #expect(phone.device.state.preview == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
        phone.finger.lift()
        #expect(phone.device.state.preview?.actionsVisible == true)
        #expect(phone.device.state.preview == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
        phone.finger.tap(text: "Default Action")
        #expect(phone.device.state.preview == nil)
        #expect(
            phone.log(Self.app).last
                == "log \"Default Action triggered from DetailViewController for item: Item 2\"")
        #expect(try navigation(phone).viewControllers.count == 1)
    }

    @Test("iOS 13, 3D Touch off: a long press peeks; lifting keeps it with its actions; the group opens")
    func longPressWithout3DTouch() throws {
        var phone = try launched(
            settings: DeviceSettings(forceTouchEnabled: false),
            profile: try DeviceProfile.iPhone6s.running(.hapticTouch))
        let master = try #require(try navigation(phone).topViewController as? MasterViewController)
        #expect(master.traitCollection.forceTouchCapability == .unavailable)
        #expect(master.previewingContext?.isRegistered == true)
        let row = try #require(phone.finger.text("Item 5"))
        phone.finger.longPress(at: row, duration: 0.6, lift: false)
        #expect(phone.device.state.preview?.phase == .peek)
        phone.finger.lift()
        #expect(phone.device.state.preview == PreviewState(phase: .peek, actionsVisible: true, progress: 0))
        phone.finger.tap(text: "Sub Actions…")
        #expect(phone.device.state.preview?.actionsVisible == true)
        #expect(phone.finger.text("Default Action") == nil)
        phone.finger.tap(text: "Sub Action 2")
        #expect(phone.device.state.preview == nil)
        #expect(
            phone.log(Self.app).last
                == "log \"Sub Action 2 triggered from DetailViewController for item: Item 5\"")
    }

    @Test("iOS 12, 3D Touch off: a long press on a row gets no preview and the delegate is never asked")
    func noLongPressPeekBefore13() throws {
        var phone = try launched(settings: DeviceSettings(forceTouchEnabled: false))
        let row = try #require(phone.finger.text("Item 5"))
        phone.finger.longPress(at: row, duration: 1.5, lift: false)
        #expect(phone.device.state.preview == nil)
        phone.finger.lift()
        #expect(phone.device.state.preview == nil)
        #expect(!phone.log(Self.app).contains { $0.hasPrefix("viewControllerForLocation") })
        #expect(phone.haptics.isEmpty)
    }

    @Test("The log names the previewing delegate's calls and the haptics: location, items, peek, commit, pop")
    func previewingLog() throws {
        var phone = try launched()
        let before = phone.device.log.count
        let row = try #require(phone.finger.text("Item 2"))
        phone.finger.forcePress(at: row, peak: 6.5, hold: 0.4)
        let entries = phone.device.log.dropFirst(before).map(\.summary)
        #expect(entries.first == "viewControllerForLocation returned=true")
        #expect(entries.contains("previewActionItems \"Default Action, Destructive Action, Sub Actions…\""))
        let peek = try #require(entries.firstIndex(of: "haptic pattern=peek"))
        let pop = try #require(entries.firstIndex(of: "haptic pattern=pop"))
        let commit = try #require(entries.firstIndex(of: "commitViewController"))
        #expect(peek < pop && pop < commit)
    }

    @Test("Turning 3D Touch off while the app runs keeps its one registration; presses still peek on iOS 13")
    func settingsChange() throws {
        var phone = try launched(profile: try DeviceProfile.iPhone6s.running(.hapticTouch))
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: false))
        let master = try #require(try navigation(phone).topViewController as? MasterViewController)
        #expect(master.previewingContexts.count == 1)
        #expect(phone.device.diagnostics.isEmpty)
        let row = try #require(phone.finger.text("Item 1"))
        phone.finger.longPress(at: row, duration: 0.6, lift: false)
        #expect(phone.device.state.preview?.phase == .peek)
        phone.device.dismissPreview()
        #expect(phone.device.state.preview == nil)
        phone.finger.lift()
    }

    @Test("A drag beyond the slop before the hint scrolls the list; no preview")
    func scrollInsteadOfPress() throws {
        var phone = try launched()
        let master = try #require(try navigation(phone).topViewController as? MasterViewController)
        let row = try #require(phone.finger.text("Item 8"))
        phone.finger.down(at: row, force: 0.3)
        phone.finger.slide(to: CGPoint(x: row.x, y: row.y - 120), steps: 8)
        phone.finger.ramp(to: 5, over: 0.3)
        phone.finger.hold(for: 0.3)
        #expect(phone.device.state.preview == nil)
        #expect(master.tableView.contentOffset.y >= 90)  // 120 points, less the pan's slop
        phone.finger.lift()
        #expect(try navigation(phone).viewControllers.count == 1)
    }

    @Test("Home dismisses a pinned peek; the app comes back without it")
    func homeDismisses() throws {
        var phone = try launched()
        let row = try #require(phone.finger.text("Item 2"))
        phone.finger.down(at: row)
        phone.finger.ramp(to: 2.4, over: 0.3)
        phone.finger.ramp(to: 4.6, over: 0.2)
        phone.finger.hold(for: 0.25)
        phone.finger.slide(to: CGPoint(x: row.x, y: row.y - 70))
        phone.finger.lift()
        #expect(phone.device.state.preview != nil)
        phone.device.pressHome()
        #expect(phone.device.state.preview == nil)
        try phone.device.launch(bundleIdentifier: Self.app)
        #expect(phone.device.state.preview == nil)
        #expect(phone.device.host(of: Self.app)?.application?.keyWindow?.previewState == nil)
    }
}
