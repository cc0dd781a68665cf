import ForceTouchTesting
import Foundation
import Springboard
import Testing
import UIKit

/// The corpus's quick-action code, unchanged iOS source, on a TestDevice: cold and warm delivery
/// exactly once, with and without scenes, and the two classic bugs caught.
@MainActor
@Suite("Corpus quick actions on a TestDevice")
struct QuickActionCorpusTests {
    static let search = "com.example.corpus.search"
    static let compose = "com.example.corpus.compose"

    func device(with app: AppBundle) throws -> TestDevice {
        let device = try TestDevice(model: "iPhone 6s")
        try device.install(app)
        return device
    }

    @Test(
        "AppDelegate-only, cold: the launch item is handled once, in didFinishLaunching (which returns false)"
    )
    func completionAppCold() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Corpus"), delegate: CompletionAppDelegate.self)
        let device = try device(with: app)
        #expect(try device.openQuickActionMenu(of: app.bundleIdentifier) == ["Search", "New Message"])
        try device.chooseQuickAction(titled: "Search")
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? CompletionAppDelegate)
        #expect(delegate.opened == [Self.search])
        #expect(device.deliveries(of: Self.search, in: app.bundleIdentifier) == 0)
        #expect(
            device.events(of: app.bundleIdentifier).contains {
                $0.event == "didFinishLaunching" && $0.shortcutType == Self.search && $0.returned == false
            })
        #expect(device.diagnostics.isEmpty)
        #expect(device.screenText.contains("Search"))
    }

    @Test("AppDelegate-only, warm: performActionFor once, the completion handler called once with true")
    func completionAppWarm() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Corpus"), delegate: CompletionAppDelegate.self)
        let device = try device(with: app)
        try device.launch(app.bundleIdentifier)
        device.pressHome()
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(type: Self.compose)
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? CompletionAppDelegate)
        #expect(delegate.opened == [Self.compose])
        #expect(device.deliveries(of: Self.compose, in: app.bundleIdentifier) == 1)
        let completions = device.events(of: app.bundleIdentifier).filter { $0.event == "completionHandler" }
        #expect(completions.map(\.succeeded) == [true])
        #expect(device.diagnostics.isEmpty)
    }

    @Test("The twice-delivery bug is caught: handled in didFinishLaunching and again in performActionFor")
    func twiceDelivery() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Corpus"), delegate: TwiceDeliveryAppDelegate.self)
        let device = try device(with: app)
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "Search")
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? TwiceDeliveryAppDelegate)
        #expect(delegate.handled == [Self.search, Self.search])
        let events = device.events(of: app.bundleIdentifier)
        #expect(
            events.contains {
                $0.event == "didFinishLaunching" && $0.returned == true && $0.shortcutType == Self.search
            })
        #expect(device.deliveries(of: Self.search, in: app.bundleIdentifier) == 1)
    }

    @Test(
        "Scenes, cold: the item is in connectionOptions only, handled once; warm: windowScene(_:performActionFor:) once"
    )
    func scenesColdAndWarm() throws {
        let app = try AppBundle(
            infoPlist: Fixture.plist("Corpus"), delegate: SceneAppDelegate.self,
            sceneDelegate: NotesSceneDelegate.self)
        let device = try device(with: app)
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "Search")
        let scene = try #require(device.sceneDelegate(of: app.bundleIdentifier) as? NotesSceneDelegate)
        let appDelegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? SceneAppDelegate)
        #expect(scene.handled == [Self.search])
        #expect(appDelegate.launchOptionsSeen.count == 1)
        #expect(appDelegate.launchOptionsSeen.first.map { $0 == nil } == true)

        device.pressHome()
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "New Message")
        #expect(scene.handled == [Self.search, Self.compose])
        let summaries = device.summaries(of: app.bundleIdentifier)
        #expect(summaries.filter { $0.hasPrefix("windowScenePerformActionForShortcutItem") }.count == 1)
        #expect(summaries.contains("completionHandler shortcut=\(Self.compose) succeeded=true"))
        #expect(device.diagnostics.isEmpty)
    }

    @Test(
        "Scenes set dynamic items through UIApplication.shared in sceneDidBecomeActive; they show in the menu"
    )
    func dynamicItemsFromScene() throws {
        let app = try AppBundle(
            infoPlist: Fixture.plist("Corpus"), delegate: SceneAppDelegate.self,
            sceneDelegate: NotesSceneDelegate.self)
        let device = try device(with: app)
        try device.launch(app.bundleIdentifier)
        device.pressHome()
        #expect(
            try device.openQuickActionMenu(of: app.bundleIdentifier) == ["Search", "New Message", "Recent"])
    }

    @Test(
        "The lost-on-cold-start bug is caught: the scene delegate ignores connectionOptions, nothing handles the item"
    )
    func lostOnColdStart() throws {
        let app = try AppBundle(
            infoPlist: Fixture.plist("Corpus"), delegate: LostOnColdStartAppDelegate.self,
            sceneDelegate: LostOnColdStartSceneDelegate.self)
        let device = try device(with: app)
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "Search")
        let scene = try #require(
            device.sceneDelegate(of: app.bundleIdentifier) as? LostOnColdStartSceneDelegate)
        let appDelegate = try #require(
            device.appDelegate(of: app.bundleIdentifier) as? LostOnColdStartAppDelegate)
        #expect(scene.handled.isEmpty)
        #expect(appDelegate.handled.isEmpty)
        #expect(
            device.events(of: app.bundleIdentifier).contains {
                $0.event == "sceneWillConnect" && $0.shortcutType == Self.search
            })
        // Warm, the same code works.
        device.pressHome()
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "Search")
        #expect(scene.handled == [Self.search])
    }

    @Test(
        "configurationForConnecting: its delegateClass makes the scene delegate, and the cold item saved there is handled once"
    )
    func configurationForConnecting() throws {
        // The scene delegate given to AppBundle is replaced by the configuration's delegateClass.
        let app = try AppBundle(
            infoPlist: Fixture.plist("Corpus"), delegate: ConfiguredSceneAppDelegate.self,
            sceneDelegate: LostOnColdStartSceneDelegate.self)
        let device = try device(with: app)
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "Search")
        #expect(device.sceneDelegate(of: app.bundleIdentifier) is ConfiguredSceneDelegate)
        let appDelegate = try #require(
            device.appDelegate(of: app.bundleIdentifier) as? ConfiguredSceneAppDelegate)
        #expect(appDelegate.handled == [Self.search])
        #expect(
            device.events(of: app.bundleIdentifier).map(\.event).filter { $0 != "haptic" }.prefix(4) == [
                "willFinishLaunching", "didFinishLaunching", "configurationForConnecting", "sceneWillConnect",
            ])
        #expect(
            device.events(of: app.bundleIdentifier).first { $0.event == "configurationForConnecting" }?
                .shortcutType == Self.search)
        device.pressHome()
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "Search")
        #expect(appDelegate.handled == [Self.search, Self.search])
        #expect(device.diagnostics.isEmpty)
    }

    @Test("The async scene form completes within the call, with what it returns")
    func asyncScene() throws {
        let app = try AppBundle(
            infoPlist: Fixture.plist("Corpus"), delegate: SceneAppDelegate.self,
            sceneDelegate: AsyncSceneDelegate.self)
        let device = try device(with: app)
        try device.launch(app.bundleIdentifier)
        device.pressHome()
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "New Message")
        let scene = try #require(device.sceneDelegate(of: app.bundleIdentifier) as? AsyncSceneDelegate)
        #expect(scene.handled == [Self.compose])
        #expect(
            device.summaries(of: app.bundleIdentifier).contains(
                "completionHandler shortcut=\(Self.compose) succeeded=true"))
    }

    @Test("The async app delegate form: its result is the completion handler's")
    func asyncAppDelegate() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Corpus"), delegate: AsyncAppDelegate.self)
        let device = try device(with: app)
        try device.launch(app.bundleIdentifier)
        device.pressHome()
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "New Message")
        device.pressHome()
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "Search")
        let completions = device.events(of: app.bundleIdentifier).filter { $0.event == "completionHandler" }
        #expect(completions.map(\.succeeded) == [false, true])
        #expect(device.diagnostics.isEmpty)
    }

    @Test("A completion handler never called is a diagnostic after the timeout")
    func forgottenCompletion() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Corpus"), delegate: ForgetfulAppDelegate.self)
        let device = try device(with: app)
        try device.launch(app.bundleIdentifier)
        device.pressHome()
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "New Message")
        #expect(device.diagnostics.isEmpty)
        device.advance(by: 11)
        #expect(device.diagnostics.map(\.code) == ["completionHandlerNotCalled"])
    }

    @Test("A delegate without performActionFor drops the item with a diagnostic")
    func notImplemented() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Corpus"), delegate: SceneAppDelegate.self)
        let device = try device(with: app)
        try device.launch(app.bundleIdentifier)
        device.pressHome()
        try device.openQuickActionMenu(of: app.bundleIdentifier)
        try device.chooseQuickAction(titled: "Search")
        #expect(device.diagnostics.map(\.code) == ["performActionNotImplemented"])
        #expect(
            device.summaries(of: app.bundleIdentifier).contains(
                "completionHandler shortcut=\(Self.search) succeeded=false"))
    }

    @Test(
        "Apple's sample style: cold item kept and handled once on activation; dynamic items with user info; mutableCopy renames"
    )
    func shortcutsSample() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Shortcuts"), delegate: ShortcutsAppDelegate.self)
        let device = try device(with: app)
        #expect(try device.openQuickActionMenu(of: app.bundleIdentifier) == ["Search", "Share"])
        try device.chooseQuickAction(titled: "Share")
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? ShortcutsAppDelegate)
        #expect(delegate.handledTypes == ["com.example.corpus.shortcuts.Second"])
        #expect(device.screenText.contains("Shortcut Handled"))
        let saved = try #require(device.device.host(of: app.bundleIdentifier)?.application?.shortcutItems)
        #expect(saved.map(\.localizedTitle) == ["Play", "Pause"])
        #expect(saved.first?.userInfo?["applicationShortcutUserInfoIconKey"] == .integer(1))

        // The home controller renames an item through mutableCopy, as the sample's editor does: the
        // copy keeps the type, subtitle, icon and user info, and only the title changes.
        let window = try #require(device.keyWindow)
        let home = try #require(window.rootViewController as? ShortcutsHomeViewController)
        #expect(home.titleLabel.text == "Shortcuts")
        try device.tap(at: try device.point(ofText: "OK"))  // the "Shortcut Handled" alert
        try device.tap(at: try device.point(ofText: "Rename Play"))
        let renamed = try #require(device.device.host(of: app.bundleIdentifier)?.application?.shortcutItems)
        #expect(renamed.map(\.localizedTitle) == ["Play Now", "Pause"])
        #expect(renamed.map(\.type) == saved.map(\.type))
        #expect(renamed.first?.localizedSubtitle == "Will Play an item")
        #expect(renamed.first?.userInfo?["applicationShortcutUserInfoIconKey"] == .integer(1))
        #expect(renamed.last == saved.last)
        device.pressHome()
        #expect(
            try device.openQuickActionMenu(of: app.bundleIdentifier) == [
                "Search", "Share", "Play Now", "Pause",
            ])
        try device.chooseQuickAction(titled: "Play Now")
        #expect(delegate.handledTypes.last == ShortcutIdentifier.third.type)
        #expect(device.deliveries(of: ShortcutIdentifier.third.type, in: app.bundleIdentifier) == 1)
    }

    @Test("Errors say why: no such app, no such row, no menu, a model without 3D Touch")
    func errors() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Contacts"), delegate: PreviewingAppDelegate.self)
        let device = try device(with: app)
        #expect(
            throws: TestDeviceError.noSuchApp(
                "com.example.missing", installed: ["com.apple.Preferences", app.bundleIdentifier])
        ) {
            try device.openQuickActionMenu(of: "com.example.missing")
        }
        let noMenu = #expect(throws: TestDeviceError.self) {
            try device.openQuickActionMenu(of: app.bundleIdentifier)
        }
        guard case .menuDidNotOpen(let pressed, _) = noMenu else {
            Issue.record(
                "an app without quick actions threw \(String(describing: noMenu)), not menuDidNotOpen")
            return
        }
        #expect(pressed == app.bundleIdentifier)
        #expect(noMenu?.description.contains("no quick action menu") == true)
        #expect(throws: TestDeviceError.noMenuOpen) { try device.chooseQuickAction(titled: "Search") }
        let old = try TestDevice(model: "iPhone 6")
        #expect(throws: TestDeviceError.noForceTouch(model: "iPhone 6")) {
            try old.forcePress(at: CGPoint(x: 100, y: 100), reaching: .peek)
        }
        let unknown = #expect(throws: TestDeviceError.self) { try TestDevice(model: "iPhone 99") }
        guard case .unknownModel(let name, let reason) = unknown else {
            Issue.record("an unknown model threw \(String(describing: unknown)), not unknownModel")
            return
        }
        #expect(name == "iPhone 99")
        #expect(reason.contains("iPhone 6s"))
        #expect(throws: AppManifestError.self) {
            try AppBundle(
                infoPlist: URL(fileURLWithPath: "/nonexistent/Info.plist"),
                delegate: PreviewingAppDelegate.self)
        }
    }
}
