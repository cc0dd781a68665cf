import Foundation
import QuickActions
import SeedApps
import Springboard
import Testing
import TouchKit

/// Seeds 001 and 002 on the device: what the seed documents say happens, done with a finger.
@MainActor
@Suite("Seeds 001 and 002 on the device: shortcutDemo's alert, Community's four pages")
struct SeedAppsScenarioTests {
    static let demo = "chengpei.shortcutDemo"
    static let community = "com.example.community"

    /// The alert the app in front shows, if any.
    func alert(_ phone: TestDevice, _ app: String) -> AlertController? {
        phone.device.host(of: app)?.application?.keyWindow?.rootViewController?.presentedViewController
            as? AlertController
    }

    @Test("shortcutDemo: no menu before the first launch; after it, Add shows the alert, warm and cold")
    func shortcutDemo() throws {
        var phone = try TestDevice(apps: SeedApps.all)
        // Before the first launch the app has no quick actions: the icon bounces.
        phone.finger.forcePress(at: phone.finger.icon(Self.demo), lift: false)
        #expect(phone.device.menuState == nil)
        #expect(phone.device.homeScreen.bounce?.bundleIdentifier == Self.demo)
        phone.finger.lift()
        phone.finger.wait(0.4)

        // Launch it with a tap: it sets its dynamic Add item.
        phone.finger.tap(at: phone.finger.icon(Self.demo))
        #expect(
            phone.log(Self.demo) == [
                "willFinishLaunching returned=true", "didFinishLaunching returned=true", "didBecomeActive",
            ])
        #expect(alert(phone, Self.demo) == nil)
        phone.device.pressHome()

        // Now the menu has Add, with the add icon.
        phone.finger.forcePress(at: phone.finger.icon(Self.demo))
        let menu = try #require(phone.device.homeScreen.menu)
        #expect(
            menu.menu.rows.map(\.item) == [
                ShortcutItem(type: "add", localizedTitle: "Add", icon: .system(.add))
            ])

        // Warm: performActionForShortcutItem presents the alert; the seed's handler returns NO.
        phone.finger.tap(at: phone.finger.row("add"))
        phone.finger.wait(0.5)
        #expect(
            Array(phone.log(Self.demo).suffix(4)) == [
                "willEnterForeground", "performActionForShortcutItem shortcut=add",
                "completionHandler shortcut=add succeeded=false", "didBecomeActive",
            ])
        let shown = try #require(alert(phone, Self.demo))
        #expect(shown.title == "Shortcut Handled")
        #expect(shown.message == "Add")
        let screen = RenderTextRenderer.render(phone.device.render())
        #expect(screen.contains("alert#"))
        #expect(screen.contains("\"Shortcut Handled\""))

        // OK dismisses it.
        phone.finger.tap(text: "OK")
        #expect(alert(phone, Self.demo) == nil)

        // Cold: terminate, choose Add again; didFinishLaunching returns NO and the alert shows once.
        try phone.device.terminate(bundleIdentifier: Self.demo)
        let before = phone.log(Self.demo).count
        try phone.device.openShortcutMenu(bundleIdentifier: Self.demo)
        try phone.device.chooseShortcut(type: "add")
        phone.finger.wait(0.5)
        #expect(
            Array(phone.log(Self.demo).dropFirst(before)) == [
                "willFinishLaunching shortcut=add returned=true",
                "didFinishLaunching shortcut=add returned=false",
                "didBecomeActive",
            ])
        #expect(alert(phone, Self.demo)?.message == "Add")
        #expect(phone.device.diagnostics.isEmpty)
    }

    @Test("Community: four rows with their icon files, statics in plist order, before any launch")
    func communityMenu() throws {
        var phone = try TestDevice(apps: SeedApps.all)
        phone.finger.forcePress(at: phone.finger.icon(Self.community))
        let menu = try #require(phone.device.homeScreen.menu)
        #expect(menu.menu.rows.map(\.item.localizedTitle) == ["智能开门", "我要报修", "访客邀请", "社区服务"])
        #expect(
            menu.menu.rows.map(\.item.icon) == [
                .templateImage("智能开门@2x.png"), .templateImage("在线报修@2x.png"), .templateImage("访客邀请@2x.png"),
                .templateImage("社区服务@2x.png"),
            ])
        #expect(
            menu.menu.rows.map(\.item.userInfo) == [
                ["key1": .string("value1")], ["key2": .string("value2")], ["key3": .string("value3")],
                ["key4": .string("value4")],
            ])
        // Each icon is drawn as a template the simulator can fetch.
        let screen = RenderTextRenderer.render(phone.device.render())
        for file in ["智能开门@2x.png", "在线报修@2x.png", "访客邀请@2x.png", "社区服务@2x.png"] {
            let name = "com.example.community/" + file
            #expect(screen.contains("image:\(name)/tint=#000000FF"))
            guard case .path(let path)? = phone.device.artwork(forImageNamed: name) else {
                Issue.record("no artwork for \(name)")
                continue
            }
            #expect(path.hasPrefix("M"))
        }
        #expect(phone.device.artwork(forImageNamed: "com.example.community/missing.png") == nil)
    }

    @Test(
        "Community: cold through 我要报修 navigates in viewDidAppear; warm ones post a notification; each its page"
    )
    func communityPages() throws {
        var phone = try TestDevice(apps: SeedApps.all)
        var navigation: NavigationController? {
            phone.device.host(of: Self.community)?.application?.keyWindow?.rootViewController
                as? NavigationController
        }
        try phone.device.openShortcutMenu(bundleIdentifier: Self.community)
        try phone.device.chooseShortcut(type: "repair")
        phone.finger.wait(0.6)
        #expect(
            phone.log(Self.community) == [
                "willFinishLaunching shortcut=repair returned=true",
                "didFinishLaunching shortcut=repair returned=false",
                "didBecomeActive",
            ])
        #expect(navigation?.viewControllers.map(\.title) == ["社区", "我要报修"])
        let page = try #require(navigation?.topViewController as? CommunityServiceViewController)
        #expect(page.view.visibleTexts.contains("repair\nkey2 = value2"))

        for item in SeedApps.communityItems {
            phone.device.pressHome()
            try phone.device.openShortcutMenu(bundleIdentifier: Self.community)
            try phone.device.chooseShortcut(type: item.type)
            phone.finger.wait(0.6)
            #expect(navigation?.viewControllers.map(\.title) == ["社区", item.localizedTitle])
            #expect(
                Array(phone.log(Self.community).suffix(3)) == [
                    "performActionForShortcutItem shortcut=\(item.type)",
                    "completionHandler shortcut=\(item.type) succeeded=true", "didBecomeActive",
                ])
        }
        // The back button, tapped with a finger, returns to the list; a row opens a page too.
        phone.finger.tap(text: "社区")
        #expect(navigation?.viewControllers.map(\.title) == ["社区"])
        phone.finger.tap(text: "访客邀请")
        #expect(navigation?.viewControllers.map(\.title) == ["社区", "访客邀请"])
        #expect(phone.device.diagnostics.isEmpty)
    }
}
