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
    func launched(
        settings: DeviceSettings = DeviceSettings(), profile: DeviceProfile = .iPhone6s,
        app: AppManifest = SeedApps.dTouch
    ) throws -> TestDevice {
        var phone = try TestDevice(profile: profile, settings: settings, apps: [app])
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

    @Test(
        "The pop grows the peek's card into the full screen: the detail's push plays an expansion from the card"
    )
    func popExpandsFromTheCard() throws {
        var phone = try launched()
        let navigation = try navigation(phone)
        let window = try #require(phone.device.host(of: Self.app)?.application?.keyWindow)
        let row = try #require(phone.finger.text("Item 3"))
        phone.finger.down(at: row)
        phone.finger.ramp(to: 2.4, over: 0.3)
        phone.finger.ramp(to: 4.6, over: 0.2)
        phone.finger.hold(for: 0.25)
        let peek = try #require(
            RenderTextRenderer.render(phone.device.render()).split(separator: "\n").first {
                $0.contains("shadow=#00000059@(0 10)/24") && !$0.contains("hidden")
            })
        phone.finger.ramp(to: 6.6, over: 0.15)
        #expect(phone.device.state.preview?.phase == .pop)
        let detail = try #require(navigation.topViewController as? DetailViewController)
        let expansion = try #require(window.transitions.first { $0.view === detail.view }?.transition)
        #expect(expansion.kind == .expand)
        #expect(expansion.duration == 0.35)
        let origin = try #require(expansion.origin)
        // The origin is the peek's card (its frame in the overlay, which covers the window), in the
        // coordinates of the detail's superview.
        let card = window.convert(origin, from: detail.view.superview)
        let numbers = peek.split(separator: "(", maxSplits: 1)[1].prefix { $0 != ")" }.split(separator: " ")
            .compactMap { Double($0) }
        #expect(numbers.count == 4)
        for (shown, expected) in zip(numbers, [card.minX, card.minY, card.width, card.height]) {
            #expect(abs(shown - Double(expected)) < 0.001, "the card \(peek), the origin \(card)")
        }
        #expect(RenderTextRenderer.render(phone.device.render()).contains("transition=expand/0.35s"))
        phone.finger.lift()
        phone.finger.wait(0.5)
        #expect(window.transitions.isEmpty)
        #expect(navigation.topViewController === detail)
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

    @Test(
        "DTouch as published (no iOS 13 path) on iOS 13, 3D Touch off: a long press gets no preview, as real iOS 13 devices gave none; force peeks again once it is on"
    )
    func longPressWithout3DTouch() throws {
        var phone = try launched(
            settings: DeviceSettings(forceTouchEnabled: false),
            profile: try DeviceProfile.iPhone6s.running(.hapticTouch),
            app: SeedApps.dTouch(adoptsContextMenus: false))
        let master = try #require(try navigation(phone).topViewController as? MasterViewController)
        #expect(master.traitCollection.forceTouchCapability == .unavailable)
        #expect(master.previewingContext?.isRegistered == true)
        let row = try #require(phone.finger.text("Item 5"))
        phone.finger.longPress(at: row, duration: 1.2, lift: false)
        #expect(phone.device.state.preview == nil)
        phone.finger.lift()
        #expect(phone.device.state.preview == nil)
        #expect(!phone.log(Self.app).contains { $0.hasPrefix("viewControllerForLocation") })
        // Lifting in place selected the row, as UIKit does after a long hold with nothing shown.
        let navigation = try navigation(phone)
        #expect(navigation.viewControllers.count == 2)
        navigation.popViewController(animated: false)

        // With 3D Touch on, the same iOS 13 device peeks and pops the old way, by force.
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: true))
        phone.finger.wait(0.5)
        phone.finger.down(at: row)
        phone.finger.ramp(to: 2.4, over: 0.3)
        phone.finger.ramp(to: 4.6, over: 0.2)
        phone.finger.hold(for: 0.25)
        #expect(phone.device.state.preview?.phase == .peek)
        phone.finger.lift()
    }

    @Test("The Haptic Touch iPhone 11: the published DTouch never peeks; the context-menu DTouch opens menus")
    func hapticTouchModelWithoutContextMenus() throws {
        var published = try launched(profile: .iPhone11, app: SeedApps.dTouch(adoptsContextMenus: false))
        let row = try #require(published.finger.text("Item 2"))
        published.finger.longPress(at: row, duration: 1.2, lift: true)
        #expect(published.device.state.preview == nil)
        #expect(published.device.state.contextMenu == nil)
        #expect(!published.log(Self.app).contains { $0.hasPrefix("viewControllerForLocation") })

        var adopted = try launched(profile: .iPhone11)
        adopted.finger.longPress(at: try #require(adopted.finger.text("Item 2")), duration: 0.7, lift: true)
        #expect(adopted.device.state.contextMenu?.hasPreview == true)
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

    @Test(
        "DTouch as published: turning 3D Touch off while the app runs keeps its one registration; on iOS 13 presses then peek no more"
    )
    func settingsChange() throws {
        var phone = try launched(
            profile: try DeviceProfile.iPhone6s.running(.hapticTouch),
            app: SeedApps.dTouch(adoptsContextMenus: false))
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: false))
        let master = try #require(try navigation(phone).topViewController as? MasterViewController)
        #expect(master.previewingContexts.count == 1)
        #expect(phone.device.diagnostics.isEmpty)
        let row = try #require(phone.finger.text("Item 1"))
        phone.finger.longPress(at: row, duration: 0.8, lift: false)
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
        // 120 points, less the pan's slop, from its rest at -64 (the first row below the bar).
        #expect(master.tableView.contentOffset.y >= 26)
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

/// DTouch's iOS 13 path: the same rows, a context menu instead of a peek — by a long press on a Haptic
/// Touch iPhone, by force on a 3D Touch one — and the iOS 12 path unchanged on iOS 12.
@MainActor
@Suite("DTouch on iOS 13: each row's context menu replaces its peek")
struct DTouchContextMenuScenarioTests {
    static let app = DTouchScenarioTests.app

    func launched(profile: DeviceProfile) throws -> TestDevice {
        var phone = try TestDevice(profile: profile, apps: [SeedApps.dTouch])
        phone.finger.tap(at: phone.finger.icon(Self.app))
        phone.finger.wait(0.5)
        return phone
    }

    func master(_ phone: TestDevice) throws -> MasterViewController {
        let navigation = try #require(
            phone.device.host(of: Self.app)?.application?.keyWindow?.rootViewController
                as? NavigationController)
        return try #require(navigation.viewControllers.first as? MasterViewController)
    }

    @Test(
        "iPhone 11, iOS 13: a long press on a row opens its menu with the detail as preview; a tap on it opens the detail"
    )
    func longPressOnHapticTouch() throws {
        var phone = try launched(profile: .iPhone11)
        let master = try master(phone)
        #expect(master.usesContextMenus)
        #expect(master.previewingContext == nil, "the iOS 13 path does not register for previewing")
        let row = try #require(phone.finger.text("Item 3"))
        phone.finger.down(at: row)
        phone.finger.hold(for: 0.3)
        #expect(phone.device.state.contextMenu == nil, "not before the long press's 0.5 s")
        phone.finger.hold(for: 0.4)
        phone.finger.lift()
        let menu = try #require(phone.device.state.contextMenu)
        #expect(menu.titles == ["Default Action", "Sub Actions…", "Destructive Action"])
        #expect(menu.destructiveTitles == ["Destructive Action"])
        #expect(menu.hasPreview)
        #expect(phone.device.state.preview == nil, "no peek on this path")

        phone.finger.tap(at: CGPoint(x: menu.previewFrame.midX, y: menu.previewFrame.midY))
        phone.finger.wait(0.6)
        #expect(phone.device.state.contextMenu == nil)
        let navigation = try #require(master.navigationController)
        let detail = try #require(navigation.topViewController as? DetailViewController)
        #expect(detail.detailItem == "Item 3")
    }

    @Test(
        "iPhone 6s on iOS 13: force opens the menu; choosing an item logs it; Escape-style dismissal closes it"
    )
    func forceOnThreeDTouch() throws {
        var phone = try launched(profile: try DeviceProfile.iPhone6s.running(SystemVersion("13.0")))
        let row = try #require(phone.finger.text("Item 5"))
        phone.finger.down(at: row)
        phone.finger.ramp(to: 4.6, over: 0.3)
        phone.finger.hold(for: 0.1)
        phone.finger.lift()
        let menu = try #require(phone.device.state.contextMenu)
        #expect(menu.titles.first == "Default Action")

        let window = try #require(phone.device.host(of: Self.app)?.application?.keyWindow)
        #expect(window.chooseContextMenuRow(titled: "Sub Actions…"))
        #expect(phone.device.state.contextMenu?.submenuTitle == "Sub Actions…")
        #expect(window.chooseContextMenuRow(titled: "Sub Action 2"))
        phone.finger.wait(0.6)
        #expect(phone.device.state.contextMenu == nil)
        #expect(
            phone.device.log.contains {
                ($0.message ?? "").contains("Sub Action 2 triggered from the context menu for item: Item 5")
            })

        phone.finger.down(at: row)
        phone.finger.ramp(to: 4.6, over: 0.3)
        phone.finger.lift()
        #expect(phone.device.state.contextMenu != nil)
        phone.device.dismissContextMenu()
        phone.finger.wait(0.6)
        #expect(phone.device.state.contextMenu == nil)
    }

    @Test("iPhone 6s on iOS 12: the iOS 9–12 path, a peek and no context menu")
    func iOS12KeepsPeek() throws {
        var phone = try launched(profile: .iPhone6s)
        let master = try master(phone)
        #expect(!master.usesContextMenus)
        #expect(master.previewingContext?.isRegistered == true)
        let row = try #require(phone.finger.text("Item 3"))
        phone.finger.down(at: row)
        phone.finger.ramp(to: 4.6, over: 0.4)
        phone.finger.hold(for: 0.25)
        #expect(phone.device.state.preview?.phase == .peek)
        #expect(phone.device.state.contextMenu == nil)
        phone.finger.lift()
    }
}
