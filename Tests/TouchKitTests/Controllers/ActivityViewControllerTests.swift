import Foundation
import Testing
import TouchKit

/// An app's own activity, as apps add "Add to Favourites" to their share sheets.
@MainActor
final class FavouriteActivity: Activity {
    var prepared: [Any] = []
    var performed = 0
    override var activityType: ActivityType? { ActivityType("com.example.recipes.favourite") }
    override var activityTitle: String? { "Add to Favourites" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is URL }
    }
    override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    override func perform() {
        performed += 1
        activityDidFinish(true)
    }
}

/// A recipe app whose detail screen shares its link; its host has a device's services (the pasteboard).
@MainActor
final class SharingApp {
    let host: ApplicationHost
    let clock = ManualClock()
    let services = DeviceServices(
        systemVersion: OperatingSystemVersion(majorVersion: 12, minorVersion: 4, patchVersion: 0))
    var window: Window { host.application!.keyWindow! }

    init() {
        let configuration = ApplicationConfiguration(
            bundleIdentifier: "com.example.recipes", displayName: "Recipes",
            makeDelegate: { ScriptedDelegate() }, makeRootViewController: { ViewController() })
        host = ApplicationHost(
            configuration: configuration, clock: clock, store: MemoryShortcutItemStore(),
            services: services)
        host.open()
    }

    /// Presents `sheet` over the root screen and lays it out.
    func present(_ sheet: ActivityViewController) {
        window.rootViewController!.present(sheet, animated: false)
        window.layoutIfNeeded()
    }

    /// Taps the sheet's row or button titled `title`.
    func tap(_ title: String, in sheet: ActivityViewController) throws {
        let button = try #require(
            sheet.view.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? Button }
                .first { $0.currentTitle == title })
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        var finger = Finger(window)
        finger.tap(centre.x, centre.y)
        // The sheet slides away (UIKit's 0.35 s), then the handler runs.
        _ = clock.advance(by: 0.5)
        host.tick()
    }
}

@MainActor
@Suite("ActivityViewController: the share sheet")
struct ActivityViewControllerTests {
    static let link = URL(string: "https://example.com/recipes/42")!

    @Test(
        "Sharing a recipe's link: Copy puts it on the pasteboard; the handler hears it once the sheet is gone"
    )
    func copy() throws {
        let app = SharingApp()
        let sheet = ActivityViewController(
            activityItems: ["Lemon tart", Self.link], applicationActivities: nil)
        var heard: [(Activity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { [weak sheet] type, completed, items, error in
            #expect(sheet?.presentingViewController == nil, "the sheet is gone first")
            #expect(items == nil && error == nil)
            heard.append((type, completed))
        }
        app.present(sheet)
        #expect(sheet.offeredActivityTitles == ["Copy"])
        #expect(sheet.modalPresentationStyle == .overFullScreen)
        try app.tap("Copy", in: sheet)
        #expect(app.services.pasteboard.string == "Lemon tart", "the first string or URL is copied")
        #expect(heard.count == 1)
        #expect(heard.first?.0 == .copyToPasteboard && heard.first?.1 == true)
        #expect(app.window.rootViewController!.presentedViewController == nil)
    }

    @Test("An app's activity is listed when it can act on the items, prepared, performed, and reported")
    func applicationActivity() throws {
        let app = SharingApp()
        let favourite = FavouriteActivity()
        let sheet = ActivityViewController(activityItems: [Self.link], applicationActivities: [favourite])
        var heard: [Activity.ActivityType?] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            #expect(completed)
            heard.append(type)
        }
        app.present(sheet)
        #expect(sheet.offeredActivityTitles == ["Copy", "Add to Favourites"])
        try app.tap("Add to Favourites", in: sheet)
        #expect(favourite.performed == 1)
        #expect(favourite.prepared.count == 1)
        #expect(heard == [Activity.ActivityType("com.example.recipes.favourite")])
        #expect(app.services.pasteboard.string == nil, "Copy was not chosen")
    }

    @Test(
        "Excluded types and activities that cannot act are not listed; Cancel reports a nil type, not completed"
    )
    func excludedAndCancel() throws {
        let app = SharingApp()
        // Text only: the favourite activity wants a URL.
        let sheet = ActivityViewController(
            activityItems: ["Lemon tart"], applicationActivities: [FavouriteActivity()])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        var heard: [(Activity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in heard.append((type, completed)) }
        app.present(sheet)
        #expect(sheet.offeredActivityTitles.isEmpty)
        let cancel = try #require(sheet.view.subviews.compactMap { $0 as? Button }.first)
        #expect(cancel.frame.maxY == 659)  // 8 points above the bottom of a 667-point screen
        #expect(cancel.frame.height == 57)
        try app.tap("Cancel", in: sheet)
        #expect(heard.count == 1)
        #expect(heard.first?.0 == nil && heard.first?.1 == false)
    }
}
