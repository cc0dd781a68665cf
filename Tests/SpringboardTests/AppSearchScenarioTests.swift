import Foundation
import SeedApps
import Springboard
import Testing
import TouchKit

/// Seed 003's story on a simulated iPhone 6s: force-press AppSearch on the home screen, choose its
/// quick actions cold and warm, and read what the app's delegate heard in the device's event log.
@MainActor
@Suite("Seed 003 on the device: AppSearch from the home screen")
struct AppSearchScenarioTests {
    static let app = "com.company.appname"
    static let search = "com.company.appname.000"
    static let play = "com.company.appname.002"
    static let pause = "com.company.appname.003"

    @Test("before its first launch, two rows; Search cold; four rows; Play warm; Pause cold again")
    func wholeStory() throws {
        var phone = try TestDevice()
        let app = Self.app

        // Force-press AppSearch before its first launch: only the Info.plist's two rows.
        phone.finger.forcePress(at: phone.finger.icon(app))
        #expect(phone.menuTitles == ["Search", "Share"])
        #expect(
            phone.device.menuState?.items.map(\.subtitle) == [
                "Will search for an item", "Will share an item",
            ])
        #expect(phone.device.state.screen == .home)

        // Tap Search: a cold launch with the item in the launch options; performActionFor is not called.
        phone.finger.tap(at: phone.finger.row(Self.search))
        #expect(phone.device.state.screen == .app(app))
        #expect(phone.device.menuState == nil)
        #expect(
            phone.log(app) == [
                "willFinishLaunching shortcut=\(Self.search) returned=true",
                "didFinishLaunching shortcut=\(Self.search) returned=false",
                "didBecomeActive",
                "log \"First shortcut selected\"",
            ])

        // Home, then press again: statics first, then the dynamic Play and Pause the launch added.
        phone.device.pressHome()
        #expect(phone.device.state.screen == .home)
        #expect(phone.device.status(of: app) == .background)
        phone.finger.forcePress(at: phone.finger.icon(app))
        #expect(phone.menuTitles == ["Search", "Share", "Play", "Pause"])

        // Choose Play by sliding onto it and lifting: warm, performActionFor once, completion true.
        phone.finger.tap(at: CGPoint(x: 10, y: 600))
        #expect(phone.device.menuState == nil)
        phone.finger.forcePress(at: phone.finger.icon(app), lift: false)
        #expect(phone.menuTitles?.count == 4)
        phone.finger.slide(to: phone.finger.row(Self.play))
        #expect(phone.device.menuState?.highlightedType == Self.play)
        phone.finger.lift()
        #expect(phone.device.state.screen == .app(app))
        let warm = Array(phone.log(app).dropFirst(6))
        #expect(
            warm == [
                "willEnterForeground",
                "performActionForShortcutItem shortcut=\(Self.play)",
                "log \"Third shortcut selected\"",
                "completionHandler shortcut=\(Self.play) succeeded=true",
                "didBecomeActive",
            ])

        // Terminate, then choose Pause: cold again, delivered once through the launch options.
        try phone.device.terminate(bundleIdentifier: app)
        #expect(phone.device.status(of: app) == .notRunning)
        phone.finger.forcePress(at: phone.finger.icon(app))
        #expect(phone.menuTitles == ["Search", "Share", "Play", "Pause"])
        let beforePause = phone.log(app).count
        phone.finger.tap(at: phone.finger.row(Self.pause))
        #expect(
            Array(phone.log(app).dropFirst(beforePause)) == [
                "willFinishLaunching shortcut=\(Self.pause) returned=true",
                "didFinishLaunching shortcut=\(Self.pause) returned=false",
                "didBecomeActive",
                "log \"Forth shortcut selected\"",
            ])

        let all = phone.log(app)
        #expect(all.filter { $0.hasPrefix("performActionForShortcutItem") }.count == 1)
        #expect(all.filter { $0 == "log \"First shortcut selected\"" }.count == 1)
        #expect(all.filter { $0 == "log \"Forth shortcut selected\"" }.count == 1)
        #expect(phone.device.diagnostics.isEmpty)
        #expect(phone.device.invariantViolations().isEmpty)
    }

    @Test("the log between the launches: home sends the app to the background, terminate ends it")
    func homeAndTerminate() throws {
        let phone = try TestDevice()
        try phone.device.launch(bundleIdentifier: Self.app)
        phone.device.pressHome()
        try phone.device.terminate(bundleIdentifier: Self.app)
        #expect(
            phone.log(Self.app) == [
                "willFinishLaunching returned=true", "didFinishLaunching returned=true", "didBecomeActive",
                "willResignActive", "didEnterBackground", "willTerminate",
            ])
    }

    @Test("the control port's way: open the menu by bundle identifier, choose a row by type")
    func menuByIdentifier() throws {
        let phone = try TestDevice()
        let outcome = try phone.device.openShortcutMenu(bundleIdentifier: Self.app)
        guard case .opened(let menu) = outcome else {
            Issue.record("expected the menu to open, got \(outcome)")
            return
        }
        #expect(menu.items.map(\.type) == [Self.search, "com.company.appname.001"])
        #expect(menu.opening == .down)
        let launched = try phone.device.chooseShortcut(type: Self.search, bundleIdentifier: Self.app)
        #expect(launched == .launched)
        #expect(phone.log(Self.app).last == "log \"First shortcut selected\"")
    }
}
