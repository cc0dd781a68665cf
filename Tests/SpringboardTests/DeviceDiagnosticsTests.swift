import ForceTouch
import Foundation
import QuickActions
import Springboard
import Testing
import TouchKit

/// Apps that get the quick-action API wrong: TouchKit notices, and each device collects what its own
/// apps did, ready to show.
@MainActor
final class SilentDelegate: ApplicationDelegate {
    func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {}
}

@MainActor
final class TwiceDelegate: ApplicationDelegate {
    func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        completionHandler(true)
        completionHandler(false)
    }
}

@MainActor
final class GreedyDelegate: ApplicationDelegate {
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?)
        -> Bool
    {
        application.shortcutItems = (1...5).map {
            ShortcutItem(type: "dynamic.\($0)", localizedTitle: "Dynamic \($0)")
        }
        return true
    }
}

/// A root view controller that counts `traitCollectionDidChange(_:)`.
@MainActor
final class TraitCountingViewController: ViewController {
    var changes: [ForceTouchCapability] = []

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(traitCollection.forceTouchCapability)
    }
}

/// A scene-era app (iOS 13): the cold item arrives in the connection options, warm ones in
/// `windowScene(_:performActionFor:completionHandler:)`.
@MainActor
final class SceneAppDelegate: WindowSceneDelegate {
    var window: Window?

    func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        windowScene.application?.log("scene got \(shortcutItem.type)")
        completionHandler(true)
    }
}

@MainActor
@Suite("Per-device diagnostics and traits: what TouchKit notices reaches the device that runs the app")
struct DeviceDiagnosticsTests {
    static let item = ShortcutItem(type: "go", localizedTitle: "Go")

    func registration(_ id: String, _ delegate: @escaping @MainActor @Sendable () -> any ApplicationDelegate)
        -> AppManifest
    {
        AppManifest(
            bundleIdentifier: id, displayName: id, staticShortcutItems: .items([Self.item]),
            makeDelegate: delegate)
    }

    @Test("a completion handler never called is reported after 10 s; the other device hears nothing")
    func completionNeverCalled() throws {
        var phone = try TestDevice(apps: [registration("com.example.silent") { SilentDelegate() }])
        let other = try TestDevice(apps: [registration("com.example.silent") { SilentDelegate() }])
        try phone.device.launch(bundleIdentifier: "com.example.silent")
        phone.device.pressHome()
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.silent")
        try phone.device.chooseShortcut(type: "go")
        phone.finger.wait(9.9)
        #expect(phone.device.diagnostics.isEmpty)
        phone.finger.wait(0.2)
        #expect(phone.device.diagnostics.map(\.code) == ["completionHandlerNotCalled"])
        #expect(phone.device.diagnostics.first?.severity == .error)
        #expect(
            phone.device.diagnostics.first?.message
                == "com.example.silent (com.example.silent): the completion handler of performActionFor for shortcut "
                + "item 'go' was not called within 10 s. Call completionHandler(true) or completionHandler(false) "
                + "exactly once when the action is handled.")
        #expect(other.device.diagnostics.isEmpty)
    }

    @Test("a completion handler called twice is reported, and the log keeps the first result")
    func calledTwice() throws {
        let phone = try TestDevice(apps: [registration("com.example.twice") { TwiceDelegate() }])
        try phone.device.launch(bundleIdentifier: "com.example.twice")
        phone.device.pressHome()
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.twice")
        try phone.device.chooseShortcut(type: "go")
        #expect(phone.log("com.example.twice").contains("completionHandler shortcut=go succeeded=true"))
        #expect(!phone.log("com.example.twice").contains("completionHandler shortcut=go succeeded=false"))
        #expect(phone.device.diagnostics.map(\.code) == ["completionHandlerCalledTwice"])
    }

    @Test("too many dynamic items: a warning, and the menu shows the static one and three dynamic ones")
    func tooManyItems() throws {
        let phone = try TestDevice(apps: [registration("com.example.greedy") { GreedyDelegate() }])
        try phone.device.launch(bundleIdentifier: "com.example.greedy")
        #expect(phone.device.diagnostics.map(\.code) == ["tooManyShortcutItems"])
        #expect(phone.device.diagnostics.first?.severity == .warning)
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.greedy")
        #expect(phone.menuTitles == ["Go", "Dynamic 1", "Dynamic 2", "Dynamic 3"])
    }

    @Test("turning 3D Touch off calls traitCollectionDidChange in the running app at once")
    func traitsReachControllers() throws {
        let phone = try TestDevice(apps: [
            AppManifest(
                bundleIdentifier: "com.example.traits", displayName: "Traits",
                makeDelegate: { QuietDelegate() },
                makeRootViewController: { TraitCountingViewController() })
        ])
        try phone.device.launch(bundleIdentifier: "com.example.traits")
        let controller = try #require(
            phone.device.host(of: "com.example.traits")?.application?.keyWindow?.rootViewController
                as? TraitCountingViewController)
        let before = controller.changes.count
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: false))
        #expect(controller.changes.count == before + 1)
        #expect(controller.changes.last == .unavailable)
        #expect(controller.traitCollection.forceTouchCapability == .unavailable)
        // The sensitivity alone changes no trait.
        try phone.device.updateSettings(DeviceSettings(forceTouchEnabled: false, sensitivity: .firm))
        #expect(controller.changes.count == before + 1)
    }

    @Test("a scene-era app gets the cold item in the connection options and warm ones in its scene delegate")
    func sceneApp() throws {
        let phone = try TestDevice(apps: [
            AppManifest(
                bundleIdentifier: "com.example.scenes", displayName: "Scenes",
                staticShortcutItems: .items([Self.item]),
                makeDelegate: { QuietDelegate() }, makeSceneDelegate: { SceneAppDelegate() })
        ])
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.scenes")
        try phone.device.chooseShortcut(type: "go")
        #expect(
            phone.log("com.example.scenes") == [
                "willFinishLaunching returned=true", "didFinishLaunching returned=true",
                "configurationForConnecting shortcut=go", "sceneWillConnect shortcut=go",
                "sceneWillEnterForeground", "sceneDidBecomeActive",
            ])
        phone.device.pressHome()
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.scenes")
        try phone.device.chooseShortcut(type: "go")
        #expect(
            Array(phone.log("com.example.scenes").suffix(4)) == [
                "windowScenePerformActionForShortcutItem shortcut=go", "log \"scene got go\"",
                "completionHandler shortcut=go succeeded=true", "sceneDidBecomeActive",
            ])
        #expect(phone.device.status(of: "com.example.scenes") == .foreground)
    }

    @Test("nextDeadline: nil when idle, now during a press, the timeout of a pending completion handler")
    func nextDeadline() throws {
        var phone = try TestDevice(apps: [registration("com.example.silent") { SilentDelegate() }])
        #expect(phone.device.nextDeadline == nil)
        phone.finger.down(at: phone.finger.icon("com.example.silent"))
        #expect(phone.device.nextDeadline == phone.clock.now)
        phone.finger.lift()
        // The lift was a tap: the app launched, and nothing waits.
        #expect(phone.device.state.screen == .app("com.example.silent"))
        #expect(phone.device.nextDeadline == nil)
        phone.device.pressHome()
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.silent")
        try phone.device.chooseShortcut(type: "go")
        #expect(phone.device.nextDeadline == phone.clock.now + 10)
    }
}
