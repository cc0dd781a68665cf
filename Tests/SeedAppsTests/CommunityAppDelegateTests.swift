import Foundation
import SeedApps
import TestSupport
import Testing
import TouchKit

/// Seed 002's community app as shipped (`SeedApps.community`): the AppDelegate keeps the launch
/// options and returns NO on a quick action launch; the home page navigates in `viewDidAppear` (cold)
/// or on a notification posted from `performActionForShortcutItem` (warm).
@MainActor
@Suite("Seed 002: the community app's four static quick actions")
struct CommunityAppDelegateTests {
    let app = SeedAppHost(SeedApps.community)

    var navigation: NavigationController? { app.window?.rootViewController as? NavigationController }

    var titles: [String?] { navigation?.viewControllers.map(\.title) ?? [] }

    @Test("The manifest declares the four items in plist order, each with its icon file drawn")
    func manifest() {
        let manifest = SeedApps.community
        let items = manifest.staticShortcutItems.items(language: "en")
        #expect(items == SeedApps.communityItems)
        #expect(items.map(\.type) == ["openDoor", "repair", "invite", "communityService"])
        for item in items {
            guard case .templateImage(let file)? = item.icon else {
                Issue.record("\(item.type) has no template image")
                continue
            }
            #expect(manifest.templateImages[file] != nil, "\(file) is not drawn")
        }
        #expect(Set(manifest.templateImages.keys).count == items.count)
    }

    @Test("Cold launch through 我要报修: didFinishLaunching returns NO, the page opens from viewDidAppear, once")
    func coldPath() throws {
        let repair = SeedApps.communityItems[1]
        app.host.open(shortcutItem: repair)
        #expect(
            app.take() == [
                "willFinishLaunching shortcut=repair returned=true",
                "didFinishLaunching shortcut=repair returned=false",
                "didBecomeActive",
            ])
        #expect(titles == ["社区", "我要报修"])
        app.settle()
        let screen = RenderTextRenderer.render(RenderTreeBuilder().render(try #require(app.window)))
        #expect(screen.contains("navigationBar#"))
        #expect(screen.contains("\"我要报修\" font=17/600"))
        #expect(screen.contains("a11y=button:\"社区\""))
        #expect(screen.contains("\"repair\\nkey2 = value2\""))
        // Back to the home page: viewDidAppear again, and no second navigation.
        navigation?.popViewController(animated: true)
        app.settle()
        #expect(titles == ["社区"])
    }

    @Test("Warm path: 访客邀请 posts the notification and the page opens")
    func warmPath() {
        app.host.open()
        app.settle()
        app.host.enterBackground()
        _ = app.take()
        app.host.open(shortcutItem: SeedApps.communityItems[2])
        #expect(
            app.take() == [
                "willEnterForeground", "performActionForShortcutItem shortcut=invite",
                "completionHandler shortcut=invite succeeded=true", "didBecomeActive",
            ])
        #expect(titles == ["社区", "访客邀请"])
    }

    @Test("Each item opens its own page; a second warm action replaces the first page")
    func eachItem() {
        app.host.open()
        app.settle()
        for item in SeedApps.communityItems {
            app.host.enterBackground()
            app.host.open(shortcutItem: item)
            app.settle()
            #expect(titles == ["社区", item.localizedTitle])
            #expect((navigation?.topViewController as? CommunityServiceViewController)?.item == item)
        }
        #expect(app.recorder.diagnostics.isEmpty)
        #expect(app.host.application?.shortcutItems.isEmpty == true)
    }

    @Test("The back button, tapped with a finger, returns to the home page")
    func backButton() throws {
        app.host.open(shortcutItem: SeedApps.communityItems[0])
        app.settle()
        let back = try #require(navigation?.navigationBar.backButton)
        app.window?.layoutIfNeeded()
        #expect(!back.isHidden)
        #expect(back.currentTitle == "社区")
        app.tap(back)
        app.settle()
        #expect(titles == ["社区"])
    }

    @Test(
        "Randomized: any mix of cold, warm and back leaves the last chosen item's page on top, once",
        arguments: [UInt64(0x15), 0xC0FFEE, 0x5EED_0002])
    func randomized(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var expected: [String?] = []
        for _ in 0..<40 {
            let item = SeedApps.communityItems[random.below(SeedApps.communityItems.count)]
            switch random.below(3) {
            case 0:
                if app.host.application != nil { app.host.terminate() }
                app.host.open(shortcutItem: item)
                expected = ["社区", item.localizedTitle]
            case 1:
                if app.host.application == nil {
                    app.host.open()
                    expected = ["社区"]
                }
                app.settle()
                app.host.enterBackground()
                app.host.open(shortcutItem: item)
                expected = ["社区", item.localizedTitle]
            default:
                if app.host.application != nil {
                    navigation?.popToRootViewController(animated: false)
                    expected = ["社区"]
                }
            }
            app.settle()
            #expect(titles == expected, "seed \(seed)")
        }
        #expect(app.recorder.diagnostics.isEmpty, "seed \(seed)")
    }
}
