import ForceTouch
import Foundation
import QuickActions
import SeedApps
import Springboard
import Testing
import TouchKit

/// Presses on the home screen, driven through `Device.handle` with realistic force ramps.
@MainActor
@Suite("Home screen: taps, force presses, the menu, the bounce, long presses, pages")
struct HomeScreenTests {
    static let appSearch = "com.company.appname"
    static let quiet = "com.example.quiet"

    @Test("a short tap launches the app without an item; a tap on a background app resumes it")
    func tapLaunches() throws {
        var phone = try TestDevice()
        phone.finger.tap(at: phone.finger.icon(Self.appSearch))
        #expect(phone.device.state.screen == .app(Self.appSearch))
        #expect(
            phone.log(Self.appSearch) == [
                "willFinishLaunching returned=true", "didFinishLaunching returned=true", "didBecomeActive",
            ])
        phone.device.pressHome()
        phone.finger.tap(at: phone.finger.icon(Self.appSearch))
        #expect(
            Array(phone.log(Self.appSearch).suffix(2)) == ["willEnterForeground", "didBecomeActive"])
    }

    @Test("the hint blurs the rest of the screen in proportion to force; the menu opens at the peek level")
    func hintThenPeek() throws {
        var phone = try TestDevice()
        let icon = phone.finger.icon(Self.appSearch)
        phone.finger.down(at: icon)
        var fractions: [CGFloat] = []
        var phases: [String] = []
        for step in 1...40 {
            phone.finger.move(force: Finger.quantised(min(5, 0.4 + CGFloat(step) * 0.12)))
            fractions.append(phone.device.homeScreen.hintFraction)
            phases.append(phone.device.pressState?.phase.description ?? "none")
            if phone.device.menuState != nil { break }
        }
        #expect(phases.contains("hint"))
        #expect(phases.last == "peek")
        let hinting = zip(phases, fractions).filter { $0.0 == "hint" }.map(\.1)
        #expect(hinting.count >= 3)
        #expect(hinting == hinting.sorted())
        #expect((hinting.first ?? 1) < 0.5)
        #expect(fractions.last == 1)
        // The menu stays when the finger lifts.
        phone.finger.lift()
        #expect(phone.device.menuState != nil)
        #expect(phone.device.pressState == nil)
        #expect(phone.device.state.screen == .home)
    }

    @Test("lifting during the hint neither launches nor opens anything")
    func liftDuringHint() throws {
        var phone = try TestDevice()
        phone.finger.down(at: phone.finger.icon(Self.appSearch))
        phone.finger.ramp(to: 2.5, over: 0.3)
        #expect(phone.device.pressState?.phase == .hint)
        phone.finger.lift()
        #expect(phone.device.menuState == nil)
        #expect(phone.device.state.screen == .home)
        #expect(phone.appLog.isEmpty)
        #expect(phone.device.homeScreen.hintFraction == 0)
    }

    @Test("an app without quick actions bounces: no menu, no launch, and the bounce ends")
    func noActionsBounce() throws {
        var phone = try TestDevice(apps: [.plain(Self.quiet)])
        phone.finger.forcePress(at: phone.finger.icon(Self.quiet), lift: false)
        #expect(phone.device.menuState == nil)
        #expect(phone.device.homeScreen.bounce?.bundleIdentifier == Self.quiet)
        phone.finger.lift()
        #expect(phone.device.state.screen == .home)
        #expect(phone.appLog.isEmpty)
        #expect(phone.haptics == ["\(Self.quiet) noActions"])
        phone.finger.wait(0.4)
        #expect(phone.device.homeScreen.bounce == nil)
        #expect(try phone.device.openShortcutMenu(bundleIdentifier: Self.quiet) == .noActions)
    }

    @Test("a tap outside the menu dismisses it, and that tap launches nothing")
    func tapOutsideDismisses() throws {
        var phone = try TestDevice(apps: SeedApps.all + AppManifest.fillers(8))
        phone.finger.forcePress(at: phone.finger.icon(Self.appSearch))
        #expect(phone.device.menuState != nil)
        // Filler 7 sits in the second row, under nothing of the menu's (which opens down, left-aligned).
        let filler = phone.finger.icon("com.example.filler7")
        #expect(phone.device.homeScreen.menu?.geometry.frame.contains(filler) == false)
        phone.finger.tap(at: filler)
        #expect(phone.device.menuState == nil)
        #expect(phone.device.state.screen == .home)
        #expect(phone.appLog.isEmpty)
    }

    @Test("sliding off the rows and lifting keeps the menu open without a choice")
    func slideOffKeepsMenu() throws {
        var phone = try TestDevice()
        phone.finger.forcePress(at: phone.finger.icon(Self.appSearch), lift: false)
        phone.finger.slide(to: phone.finger.row("com.company.appname.001"))
        #expect(phone.device.menuState?.highlightedType == "com.company.appname.001")
        phone.finger.slide(to: CGPoint(x: 360, y: 600))
        #expect(phone.device.menuState?.highlightedType == nil)
        phone.finger.lift()
        #expect(phone.device.menuState != nil)
        #expect(phone.appLog.isEmpty)
    }

    @Test("force let go inside the hint: the press's reading drops to 0 and the blur clears, without a lift")
    func forceReleasedInHint() throws {
        var phone = try TestDevice()
        phone.finger.down(at: phone.finger.icon(Self.appSearch))
        phone.finger.ramp(to: 2.5, over: 0.3)
        #expect(phone.device.pressState?.phase == .hint)
        #expect(phone.device.homeScreen.hintFraction > 0)
        phone.finger.ramp(to: 0, over: 0.2)
        phone.finger.hold(for: 0.1)
        #expect((phone.device.pressState?.force ?? 1) < 0.05)
        #expect(phone.device.homeScreen.hintFraction == 0)
        phone.finger.lift()
        #expect(phone.device.state.screen == .home)
    }

    @Test("iOS 13, 3D Touch off: a long press opens the menu, with Rearrange Apps after the app's rows")
    func longPressWhenOffOn13() throws {
        var phone = try TestDevice(
            profile: try DeviceProfile.iPhone6s.running(.hapticTouch),
            settings: DeviceSettings(forceTouchEnabled: false))
        phone.finger.longPress(at: phone.finger.icon(Self.appSearch), duration: 0.3, lift: false)
        #expect(phone.device.menuState == nil)
        phone.finger.wait(0.25)
        #expect(phone.menuTitles == ["Search", "Share", "Rearrange Apps"])
        #expect(phone.haptics == ["\(Self.appSearch) peek"])
        phone.finger.lift()
        #expect(phone.device.menuState != nil)
        #expect(phone.device.state.screen == .home)
        // Rearrange Apps starts edit mode; it launches nothing.
        phone.finger.tap(at: phone.finger.row(HomeScreen.rearrangeAppsType))
        #expect(phone.device.homeScreen.isEditing)
        #expect(phone.device.menuState == nil)
        #expect(phone.appLog.isEmpty)
        #expect(phone.device.invariantViolations().isEmpty)
    }

    @Test("The edit-mode hold is configurable (ours): with 3 s, a press held 2.9 s is still a press")
    func editingHoldConfigurable() throws {
        var phone = try TestDevice(profile: .iPhone6)
        #expect(phone.device.editingHoldDuration == 1)
        phone.device.editingHoldDuration = 3
        #expect(phone.device.homeScreen.editingHoldDuration == 3)
        let icon = phone.finger.icon(Self.appSearch)
        phone.finger.longPress(at: icon, duration: 2.9, lift: false)
        #expect(!phone.device.homeScreen.isEditing)
        phone.finger.wait(0.15)
        #expect(phone.device.homeScreen.isEditing)
        phone.finger.lift()
    }

    @Test(
        "iOS 9–12 without 3D Touch: a long press starts edit mode, taps launch nothing, the home button ends it",
        arguments: [
            (DeviceProfile.iPhone6, DeviceSettings()), (DeviceProfile.iPhoneSE, DeviceSettings()),
            (DeviceProfile.iPhone6s, DeviceSettings(forceTouchEnabled: false)),
        ])
    func longPressStartsEditing(profile: DeviceProfile, settings: DeviceSettings) throws {
        #expect(profile.systemVersion == .standard)
        var phone = try TestDevice(profile: profile, settings: settings)
        let icon = phone.finger.icon(Self.appSearch)
        phone.finger.longPress(at: icon, duration: 0.9, lift: false)
        #expect(!phone.device.homeScreen.isEditing)
        phone.finger.wait(0.15)
        #expect(phone.device.homeScreen.isEditing)
        #expect(phone.device.menuState == nil)
        phone.finger.lift()
        #expect(phone.device.state.screen == .home)
        // The icons jiggle: neighbours lean opposite ways and swap with time.
        let before = phone.device.homeScreen.jiggleRotation(slot: 0)
        #expect(before != 0)
        #expect(phone.device.homeScreen.jiggleRotation(slot: 1) == -before)
        let deadline = try #require(phone.device.nextDeadline)
        phone.finger.wait(deadline - phone.clock.now + 0.001)
        #expect(phone.device.homeScreen.jiggleRotation(slot: 0) == -before)
        // A tap or a long press on an icon does nothing while editing; no menu opens.
        phone.finger.tap(at: icon)
        phone.finger.longPress(at: icon, duration: 1.2)
        #expect(phone.device.state.screen == .home)
        #expect(phone.device.menuState == nil)
        #expect(phone.appLog.isEmpty)
        #expect(phone.haptics.isEmpty)
        #expect(phone.device.invariantViolations().isEmpty)
        // The home button ends edit mode (and does nothing else); then a tap launches again.
        phone.device.pressHome()
        #expect(!phone.device.homeScreen.isEditing)
        #expect(phone.device.homeScreen.jiggleRotation(slot: 0) == 0)
        phone.finger.tap(at: icon)
        #expect(phone.device.state.screen == .app(Self.appSearch))
    }

    @Test("iOS 12 with 3D Touch: a light press held a second starts edit mode; a shorter one launches")
    func lightHoldStartsEditing() throws {
        var phone = try TestDevice()
        let icon = phone.finger.icon(Self.appSearch)
        phone.finger.longPress(at: icon, duration: 0.6)
        #expect(phone.device.state.screen == .app(Self.appSearch))
        phone.device.pressHome()
        phone.finger.longPress(at: icon, duration: 1.1)
        #expect(phone.device.homeScreen.isEditing)
        #expect(phone.device.state.screen == .home)
        // A force press while editing opens nothing.
        phone.finger.forcePress(at: icon)
        #expect(phone.device.menuState == nil)
        #expect(phone.haptics.isEmpty)
        // The control port's menu ends edit mode.
        try phone.device.openShortcutMenu(bundleIdentifier: Self.appSearch)
        #expect(!phone.device.homeScreen.isEditing)
        #expect(phone.menuTitles == ["Search", "Share", "Play", "Pause"])
    }

    @Test("iOS 13: an app with no quick actions still has a menu, its system row; no bounce")
    func systemRowOnly() throws {
        var phone = try TestDevice(
            profile: try DeviceProfile.iPhone8.running(.hapticTouch), apps: [.plain(Self.quiet)])
        phone.finger.forcePress(at: phone.finger.icon(Self.quiet), lift: false)
        #expect(phone.menuTitles == ["Rearrange Apps"])
        #expect(phone.device.homeScreen.bounce == nil)
        phone.finger.lift()
        // Chosen through the API, as a tap would: edit mode, no outcome of an app.
        #expect(try phone.device.chooseShortcut(type: HomeScreen.rearrangeAppsType) == nil)
        #expect(phone.device.homeScreen.isEditing)
    }

    @Test(
        "sensitivity moves the peek level: light 3.0, medium 4.0, firm 4.8",
        arguments: [
            (Sensitivity.light, 3.5, true), (.medium, 3.5, false),
            (.medium, 4.5, true), (.firm, 4.5, false),
            (.firm, 5.3, true),
        ])
    func sensitivity(sensitivity: Sensitivity, peak: Double, opens: Bool) throws {
        var phone = try TestDevice(settings: DeviceSettings(sensitivity: sensitivity))
        phone.finger.forcePress(at: phone.finger.icon(Self.appSearch), peak: CGFloat(peak), hold: 0.3)
        #expect((phone.device.menuState != nil) == opens)
    }

    @Test(
        "a sensitivity change reaches the recognizer mid-session: the same press opens at light, not at firm")
    func liveSensitivity() throws {
        var phone = try TestDevice()
        try phone.device.updateSettings(DeviceSettings(sensitivity: .firm))
        phone.finger.forcePress(at: phone.finger.icon(Self.appSearch), peak: 4.5, hold: 0.3)
        #expect(phone.device.menuState == nil)
        try phone.device.updateSettings(DeviceSettings(sensitivity: .light))
        phone.finger.forcePress(at: phone.finger.icon(Self.appSearch), peak: 4.5, hold: 0.3)
        #expect(phone.device.menuState != nil)
    }

    @Test("the menu opens down below an icon in the upper half, up above one in the lower half")
    func placement() throws {
        let phone = try TestDevice(apps: SeedApps.all + AppManifest.fillers(23))
        let top = try #require(phone.device.homeScreen.iconPlacement(of: Self.appSearch)?.frame)
        try phone.device.install(
            .plain(
                "com.example.low",
                items: [
                    ShortcutItem(type: "first", localizedTitle: "First"),
                    ShortcutItem(type: "second", localizedTitle: "Second"),
                ]))
        phone.device.dock = ["com.example.low"]
        try phone.device.openShortcutMenu(bundleIdentifier: Self.appSearch)
        let down = try #require(phone.device.homeScreen.menu?.geometry)
        #expect(down.opening == .down)
        #expect(down.frame.minY >= top.maxY)
        #expect(down.rows.map(\.index) == [0, 1])

        let low = try #require(phone.device.homeScreen.iconPlacement(of: "com.example.low")?.frame)
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.low")
        let up = try #require(phone.device.homeScreen.menu?.geometry)
        #expect(up.opening == .up)
        #expect(up.frame.maxY <= low.minY)
        // The first item nearest the icon: at the bottom of a menu that opens upward.
        #expect(up.rows.map(\.item.type) == ["second", "first"])
        #expect(phone.device.menuState?.items.map(\.type) == ["first", "second"])
        #expect(phone.device.menuState?.opening == .up)
    }

    @Test("a sideways drag turns the page; the home button goes back to the first page")
    func pages() throws {
        var phone = try TestDevice(apps: SeedApps.all + AppManifest.fillers(30))
        #expect(phone.device.homeScreen.pageCount == 2)
        #expect(phone.device.homeScreen.iconPlacement(of: "com.example.filler30")?.page == 1)
        phone.finger.down(at: CGPoint(x: 300, y: 400))
        phone.finger.slide(to: CGPoint(x: 100, y: 410))
        phone.finger.lift()
        #expect(phone.device.state.page == 1)
        #expect(phone.appLog.isEmpty)
        phone.finger.tap(at: phone.finger.icon("com.example.filler30"))
        #expect(phone.device.state.screen == .app("com.example.filler30"))
        phone.device.pressHome()
        #expect(phone.device.state.page == 1)
        phone.device.pressHome()
        #expect(phone.device.state.page == 0)
    }

    @Test("opening a menu by identifier goes home first and turns to the icon's page")
    func menuFromAnApp() throws {
        let phone = try TestDevice(apps: AppManifest.fillers(30) + SeedApps.all)
        try phone.device.launch(bundleIdentifier: "com.example.filler1")
        try phone.device.openShortcutMenu(bundleIdentifier: Self.appSearch)
        #expect(phone.device.state.screen == .home)
        #expect(phone.device.state.page == 1)
        #expect(phone.device.status(of: "com.example.filler1") == .background)
        #expect(phone.device.menuState?.bundleIdentifier == Self.appSearch)
        phone.device.pressHome()
        #expect(phone.device.menuState == nil)
    }

    @Test("a finger still down when the screen changes does not block the next press")
    func touchAcrossScreens() throws {
        var phone = try TestDevice(apps: [SeedApps.appSearch, .plain("com.example.other")])
        // A finger rests on an icon; the control port opens AppSearch's menu and a row is chosen.
        phone.finger.down(at: phone.finger.icon("com.example.other"))
        phone.finger.ramp(to: 0.6, over: 0.1)
        try phone.device.openShortcutMenu(bundleIdentifier: Self.appSearch)
        try phone.device.chooseShortcut(type: "com.company.appname.000")
        // That finger lifts over the app, which never saw it begin.
        phone.finger.lift()
        phone.device.pressHome()
        #expect(phone.device.invariantViolations().isEmpty)
        phone.finger.forcePress(at: phone.finger.icon(Self.appSearch))
        #expect(phone.device.menuState?.items.count == 4)
    }
}
