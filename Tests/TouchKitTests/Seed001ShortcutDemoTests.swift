import Foundation
import Testing
import TouchKit

/// Seed 001's `AppDelegate` (chengpei.shortcutDemo, Objective-C), ported line by line. The window
/// comes from the main storyboard, so the delegate reaches it through the application.
@MainActor
final class ShortcutDemoDelegate: ApplicationDelegate {
    var launchedShortcutItem: ShortcutItem?
    private weak var application: Application?

    func handledShortCutItem(_ shortcutItem: ShortcutItem) -> Bool {
        let handled = false
        if shortcutItem.type.isEmpty { return false }

        let alertController = AlertController(
            title: "Shortcut Handled", message: shortcutItem.localizedTitle, preferredStyle: .alert)
        let alertAction = AlertAction(title: "OK", style: .default) { _ in }
        alertController.addAction(alertAction)

        application?.keyWindow?.rootViewController?.present(alertController, animated: true, completion: nil)

        return handled
    }

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?)
        -> Bool
    {
        self.application = application
        // Override point for customization after application launch.
        //    Dynamic Shortcuts
        let addIcon = ShortcutIcon.system(.add)  // Icons should be square, single color,

        let addItem = ShortcutItem(
            type: "add", localizedTitle: "Add", localizedSubtitle: nil, icon: addIcon, userInfo: nil)

        application.shortcutItems = [addItem]

        var shouldPerformAdditionalDelegateHandling = true
        if let shortcutItem = launchOptions?[.shortcutItem] as? ShortcutItem {
            launchedShortcutItem = shortcutItem
            // This will block "performActionForShortcutItem:completionHandler" from being called.
            shouldPerformAdditionalDelegateHandling = false
        }
        return shouldPerformAdditionalDelegateHandling
    }

    func applicationWillEnterForeground(_ application: Application) {}

    func applicationDidBecomeActive(_ application: Application) {
        guard let launchedShortcutItem else { return }
        _ = handledShortCutItem(launchedShortcutItem)

        self.launchedShortcutItem = nil
    }

    func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        let result = handledShortCutItem(shortcutItem)
        completionHandler(result)
    }
}

@MainActor
@Suite("Seed 001: shortcutDemo's dynamic Add item and its alert")
struct Seed001ShortcutDemoTests {
    // The storyboard's initial view controller is a plain one.
    let fixture = HostFixture(
        bundleIdentifier: "chengpei.shortcutDemo", displayName: "shortcutDemo",
        makeRootViewController: { ViewController() }
    ) { ShortcutDemoDelegate() }
    let add = ShortcutItem(type: "add", localizedTitle: "Add", icon: .system(.add))

    var root: ViewController? { fixture.host.application?.keyWindow?.rootViewController }

    func alerts() -> [AlertController] {
        var found: [AlertController] = []
        var current = root?.presentedViewController
        while let controller = current {
            if let alert = controller as? AlertController { found.append(alert) }
            current = controller.presentedViewController
        }
        return found
    }

    /// Taps the alert's OK button with a finger, and lets the dismissal finish.
    func tapOK() {
        let window = fixture.host.application!.keyWindow!
        window.layoutIfNeeded()
        let alert = alerts().first!
        let button = alert.view.subviews.first!.subviews.compactMap { $0 as? Button }.first {
            $0.currentTitle == "OK"
        }!
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        var finger = Finger(window, time: fixture.clock.now)
        finger.tap(center.x, center.y)
        fixture.clock.advance(by: 0.3)
        fixture.host.tick()
    }

    @Test("Before the first launch there is no dynamic item; launching sets Add")
    func firstLaunch() {
        #expect(fixture.store.shortcutItems(forBundleIdentifier: "chengpei.shortcutDemo").isEmpty)
        fixture.host.open()
        #expect(fixture.store.shortcutItems(forBundleIdentifier: "chengpei.shortcutDemo") == [add])
        #expect(alerts().isEmpty)
    }

    @Test("Cold launch through Add: no performActionFor, the alert shows once, with the item's title")
    func coldPath() {
        fixture.host.open()
        fixture.host.terminate()
        _ = fixture.take()
        fixture.host.open(shortcutItem: add)
        #expect(
            fixture.take() == [
                "willFinishLaunching shortcut=add returned=true",
                "didFinishLaunching shortcut=add returned=false",
                "didBecomeActive",
            ])
        #expect(alerts().count == 1)
        #expect(alerts().first?.title == "Shortcut Handled")
        #expect(alerts().first?.message == "Add")
        #expect(fixture.recorder.diagnostics.isEmpty)
        let screen = RenderTextRenderer.render(
            RenderTreeBuilder().render(fixture.host.application!.keyWindow!))
        #expect(screen.contains("\"Shortcut Handled\""))
        #expect(screen.contains("\"Add\""))
        #expect(screen.contains("\"OK\""))
    }

    @Test(
        "Warm path after OK: performActionFor once, the alert again, completion handler false as the seed returns NO"
    )
    func warmPath() {
        fixture.host.open()
        fixture.host.terminate()
        fixture.host.open(shortcutItem: add)
        tapOK()
        #expect(alerts().isEmpty)
        fixture.host.enterBackground()
        _ = fixture.take()
        fixture.host.open(shortcutItem: add)
        #expect(
            fixture.take() == [
                "willEnterForeground", "performActionForShortcutItem shortcut=add",
                "completionHandler shortcut=add succeeded=false", "didBecomeActive",
            ])
        #expect(alerts().count == 1)
        #expect(alerts().first?.message == "Add")
    }

    @Test("Choosing Add again while the first alert is still up: UIKit refuses the second present, reported")
    func alertStillUp() {
        fixture.host.open()
        fixture.host.enterBackground()
        fixture.host.open(shortcutItem: add)
        fixture.host.enterBackground()
        fixture.host.open(shortcutItem: add)
        #expect(alerts().count == 1)
        #expect(
            fixture.recorder.diagnostics.map { $0.message } == [
                "shortcutDemo (chengpei.shortcutDemo): ViewController is already presenting AlertController 'Shortcut Handled'; presenting AlertController 'Shortcut Handled' was ignored. Dismiss first, or present from the presented view controller."
            ])
    }
}
