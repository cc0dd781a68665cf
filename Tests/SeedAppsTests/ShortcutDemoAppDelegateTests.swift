import Foundation
import QuickActions
import SeedApps
import Testing
import TouchKit

/// Seed 001's shortcutDemo as shipped (`SeedApps.shortcutDemo`): the dynamic Add item and its alert.
@MainActor
@Suite("Seed 001: shortcutDemo's dynamic Add item and its alert")
struct ShortcutDemoAppDelegateTests {
    let app = SeedAppHost(SeedApps.shortcutDemo)
    let add = ShortcutItem(type: "add", localizedTitle: "Add", icon: .system(.add))

    var root: ViewController? { app.window?.rootViewController }

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
    func tapOK() throws {
        let alert = try #require(alerts().first)
        let button = try #require(
            alert.view.subviews.first?.subviews.compactMap { $0 as? Button }.first { $0.currentTitle == "OK" }
        )
        app.tap(button)
    }

    @Test("Before the first launch there is no dynamic item; launching sets Add")
    func firstLaunch() {
        #expect(app.store.shortcutItems(forBundleIdentifier: "chengpei.shortcutDemo").isEmpty)
        app.host.open()
        #expect(app.store.shortcutItems(forBundleIdentifier: "chengpei.shortcutDemo") == [add])
        #expect(alerts().isEmpty)
        #expect(root is ShortcutDemoViewController)
    }

    @Test("Cold launch through Add: no performActionFor, the alert shows once, with the item's title")
    func coldPath() throws {
        app.host.open()
        app.host.terminate()
        _ = app.take()
        app.host.open(shortcutItem: add)
        #expect(
            app.take() == [
                "willFinishLaunching shortcut=add returned=true",
                "didFinishLaunching shortcut=add returned=false",
                "didBecomeActive",
            ])
        #expect(alerts().count == 1)
        #expect(alerts().first?.title == "Shortcut Handled")
        #expect(alerts().first?.message == "Add")
        #expect(app.recorder.diagnostics.isEmpty)
        let screen = RenderTextRenderer.render(RenderTreeBuilder().render(try #require(app.window)))
        #expect(screen.contains("\"Shortcut Handled\""))
        #expect(screen.contains("\"Add\""))
        #expect(screen.contains("\"OK\""))
    }

    @Test(
        "Warm path after OK: performActionFor once, the alert again, completion handler false as the seed returns NO"
    )
    func warmPath() throws {
        app.host.open()
        app.host.terminate()
        app.host.open(shortcutItem: add)
        try tapOK()
        #expect(alerts().isEmpty)
        app.host.enterBackground()
        _ = app.take()
        app.host.open(shortcutItem: add)
        #expect(
            app.take() == [
                "willEnterForeground", "performActionForShortcutItem shortcut=add",
                "completionHandler shortcut=add succeeded=false", "didBecomeActive",
            ])
        #expect(alerts().count == 1)
        #expect(alerts().first?.message == "Add")
    }

    @Test("Choosing Add again while the first alert is still up: UIKit refuses the second present, reported")
    func alertStillUp() {
        app.host.open()
        app.host.enterBackground()
        app.host.open(shortcutItem: add)
        app.host.enterBackground()
        app.host.open(shortcutItem: add)
        #expect(alerts().count == 1)
        #expect(
            app.recorder.diagnostics.map { $0.message } == [
                "shortcutDemo (chengpei.shortcutDemo): ShortcutDemoViewController is already presenting AlertController 'Shortcut Handled'; presenting AlertController 'Shortcut Handled' was ignored. Dismiss first, or present from the presented view controller."
            ])
    }
}
