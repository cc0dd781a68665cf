import Foundation
import Testing
import TouchKit

/// Seed 002's community app: the AppDelegate keeps the launch options and returns NO on a quick
/// action launch; the home page navigates in `viewDidAppear` (cold) or on a notification posted from
/// `performActionForShortcutItem` (warm).
@MainActor
final class CommunityDelegate: ApplicationDelegate {
    static let shortcutSelected = Notification.Name("ShortcutItemSelected")

    /// `_options` in the seed: the launch options, kept for the home page.
    var options: LaunchOptions?

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?)
        -> Bool
    {
        let shortItem = launchOptions?[.shortcutItem] as? ShortcutItem
        if shortItem != nil {
            // The home page navigates in viewDidAppear.
            options = launchOptions
            return false
        } else {
            // Not a quick action launch.
            options = nil
            return true
        }
    }

    func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        // Post a notification: the page navigates.
        application.notificationCenter.post(
            name: CommunityDelegate.shortcutSelected, object: nil, userInfo: ["item": shortcutItem])
        completionHandler(true)
    }
}

/// The community app's home page (inside the storyboard's navigation controller).
@MainActor
final class CommunityHomeViewController: ViewController {
    var observation: ApplicationNotificationCenter.Observation?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "社区"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let application = view.window?.application else { return }
        if observation == nil {
            observation = application.notificationCenter.addObserver(
                forName: CommunityDelegate.shortcutSelected
            ) {
                [weak self] note in
                if let item = note.userInfo?["item"] as? ShortcutItem { self?.open(item) }
            }
        }
        let delegate = application.delegate as? CommunityDelegate
        if let item = delegate?.options?.shortcutItem {
            delegate?.options = nil
            open(item)
        }
    }

    func open(_ item: ShortcutItem) {
        let page = ViewController()
        page.title = item.localizedTitle
        navigationController?.popToRootViewController(animated: false)
        navigationController?.pushViewController(page, animated: true)
    }
}

@MainActor
@Suite("Seed 002: the community app's four static quick actions")
struct Seed002CommunityTests {
    static let items = [
        ShortcutItem(
            type: "openDoor", localizedTitle: "智能开门", icon: .templateImage("智能开门@2x.png"),
            userInfo: ["key1": .string("value1")]),
        ShortcutItem(
            type: "repair", localizedTitle: "我要报修", icon: .templateImage("在线报修@2x.png"),
            userInfo: ["key2": .string("value2")]),
        ShortcutItem(
            type: "invite", localizedTitle: "访客邀请", icon: .templateImage("访客邀请@2x.png"),
            userInfo: ["key3": .string("value3")]),
        ShortcutItem(
            type: "communityService", localizedTitle: "社区服务", icon: .templateImage("社区服务@2x.png"),
            userInfo: ["key4": .string("value4")]),
    ]

    let fixture = HostFixture(
        bundleIdentifier: "com.example.community", displayName: "Community", staticShortcutItems: items,
        makeRootViewController: { NavigationController(rootViewController: CommunityHomeViewController()) }
    ) { CommunityDelegate() }

    var navigation: NavigationController? {
        fixture.host.application?.keyWindow?.rootViewController as? NavigationController
    }

    var titles: [String?] { navigation?.viewControllers.map(\.title) ?? [] }

    func settle() {
        fixture.clock.advance(by: 1)
        fixture.host.tick()
    }

    @Test("Cold launch through 我要报修: didFinishLaunching returns NO, the page opens from viewDidAppear, once")
    func coldPath() {
        fixture.host.open(shortcutItem: Self.items[1])
        #expect(
            fixture.take() == [
                "willFinishLaunching shortcut=repair returned=true",
                "didFinishLaunching shortcut=repair returned=false",
                "didBecomeActive",
            ])
        #expect(titles == ["社区", "我要报修"])
        settle()
        let screen = RenderTextRenderer.render(
            RenderTreeBuilder().render(fixture.host.application!.keyWindow!))
        #expect(screen.contains("navigationBar#"))
        #expect(screen.contains("\"我要报修\" font=17/600"))
        #expect(screen.contains("button#") && screen.contains("a11y=button:\"社区\""))
        // Back to the home page: viewDidAppear again, and no second navigation.
        navigation?.popViewController(animated: true)
        settle()
        #expect(titles == ["社区"])
    }

    @Test("Warm path: 访客邀请 posts the notification and the page opens")
    func warmPath() {
        fixture.host.open()
        settle()
        fixture.host.enterBackground()
        _ = fixture.take()
        fixture.host.open(shortcutItem: Self.items[2])
        #expect(
            fixture.take() == [
                "willEnterForeground", "performActionForShortcutItem shortcut=invite",
                "completionHandler shortcut=invite succeeded=true", "didBecomeActive",
            ])
        #expect(titles == ["社区", "访客邀请"])
    }

    @Test("Each item opens its own page; a second warm action replaces the first page")
    func eachItem() {
        fixture.host.open()
        settle()
        for item in Self.items {
            fixture.host.enterBackground()
            fixture.host.open(shortcutItem: item)
            settle()
            #expect(titles == ["社区", item.localizedTitle])
        }
        #expect(fixture.recorder.diagnostics.isEmpty)
        #expect(fixture.host.application?.shortcutItems.isEmpty == true)
    }

    @Test("The back button, tapped with a finger, returns to the home page")
    func backButton() {
        fixture.host.open(shortcutItem: Self.items[0])
        settle()
        let window = fixture.host.application!.keyWindow!
        window.layoutIfNeeded()
        let back = navigation!.navigationBar.backButton
        #expect(!back.isHidden)
        #expect(back.currentTitle == "社区")
        let center = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        var finger = Finger(window, time: fixture.clock.now)
        finger.tap(center.x, center.y)
        settle()
        #expect(titles == ["社区"])
    }
}
