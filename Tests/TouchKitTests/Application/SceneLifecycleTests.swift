import Foundation
import QuickActions
import Testing
import TouchKit

/// A scene delegate that logs what it is told, and handles items the way Apple's iOS 13 template does.
@MainActor
final class LoggingSceneDelegate: WindowSceneDelegate {
    var window: Window?
    var completeWith: Bool? = true

    func scene(
        _ scene: Scene, willConnectTo session: SceneSession,
        options connectionOptions: Scene.ConnectionOptions
    ) {
        scene.application?.log(
            "connect \(session.persistentIdentifier) item=\(connectionOptions.shortcutItem?.type ?? "none")")
    }

    func windowScene(
        _ windowScene: WindowScene, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        windowScene.application?.log("handle \(shortcutItem.type)")
        if let completeWith { completionHandler(completeWith) }
    }
}

/// A scene delegate that forgot `windowScene(_:performActionFor:completionHandler:)`.
@MainActor
final class ForgetfulSceneDelegate: WindowSceneDelegate {
    var window: Window?
}

@MainActor
@Suite("Scenes (iOS 13): connection options and windowScene(_:performActionFor:)")
struct SceneLifecycleTests {
    let add = ShortcutItem(type: "add", localizedTitle: "Add")

    func fixture(
        _ makeScene: @escaping @MainActor @Sendable () -> any WindowSceneDelegate = { LoggingSceneDelegate() }
    )
        -> HostFixture
    {
        HostFixture(
            bundleIdentifier: "com.example.scenes", displayName: "Scenes", makeSceneDelegate: makeScene
        ) {
            ScriptedDelegate()
        }
    }

    @Test("A cold launch puts the item in the connection options only: no launch option, no performActionFor")
    func coldLaunch() {
        let fixture = fixture()
        fixture.host.open(shortcutItem: add)
        #expect(
            fixture.take() == [
                "willFinishLaunching returned=true", "didFinishLaunching returned=true",
                "configurationForConnecting shortcut=add",
                "sceneWillConnect shortcut=add", "log \"connect com.example.scenes.scene-1 item=add\"",
                "sceneWillEnterForeground", "sceneDidBecomeActive",
            ])
        let scene = fixture.host.application?.connectedScenes.first
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.session.role == .windowApplication)
        #expect(scene?.session.configurationName == "Default Configuration")
        #expect((scene as? WindowScene)?.traitCollection.forceTouchCapability == .available)
        #expect((scene as? WindowScene)?.screen == .iPhone6s)
    }

    @Test("Warm: the scene delegate gets the item once; the app delegate hears nothing")
    func warm() {
        let fixture = fixture()
        fixture.host.open()
        fixture.host.enterBackground()
        #expect(fixture.host.application?.connectedScenes.first?.activationState == .background)
        _ = fixture.take()
        fixture.host.open(shortcutItem: add)
        #expect(
            fixture.take() == [
                "sceneWillEnterForeground", "windowScenePerformActionForShortcutItem shortcut=add",
                "log \"handle add\"",
                "completionHandler shortcut=add succeeded=true", "sceneDidBecomeActive",
            ])
    }

    @Test("Interruptions and termination go to the scene, then applicationWillTerminate")
    func termination() {
        let fixture = fixture()
        fixture.host.open()
        _ = fixture.take()
        fixture.host.resignActive()
        fixture.host.becomeActive()
        fixture.host.terminate()
        #expect(
            fixture.take() == [
                "sceneWillResignActive", "sceneDidBecomeActive", "sceneWillResignActive",
                "sceneDidEnterBackground",
                "sceneDidDisconnect", "willTerminate",
            ])
    }

    @Test("A scene delegate without windowScene(_:performActionFor:) loses the item: reported")
    func forgetful() {
        let fixture = fixture { ForgetfulSceneDelegate() }
        fixture.host.open()
        fixture.host.enterBackground()
        fixture.host.open(shortcutItem: add)
        #expect(
            fixture.recorder.diagnostics.map(\.message) == [
                "Scenes (com.example.scenes): shortcut item 'add' was dropped because the app does not implement windowScene(_:performActionFor:completionHandler:) in the scene delegate. Implement it and call the completion handler."
            ])
    }
}

/// An app delegate that picks its scene delegate in `configurationForConnecting` and notes the item.
@MainActor
final class ConfiguringAppDelegate: ApplicationDelegate {
    func application(
        _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
        options: Scene.ConnectionOptions
    ) -> SceneConfiguration {
        application.log(
            "configure \(connectingSceneSession.configurationName) item=\(options.shortcutItem?.type ?? "none")"
        )
        let configuration = SceneConfiguration(
            name: "Custom Configuration", sessionRole: connectingSceneSession.role)
        configuration.makeDelegate = { ChosenSceneDelegate() }
        return configuration
    }
}

/// The scene delegate `ConfiguringAppDelegate` chooses.
@MainActor
final class ChosenSceneDelegate: WindowSceneDelegate {
    var window: Window?

    func scene(
        _ scene: Scene, willConnectTo session: SceneSession,
        options connectionOptions: Scene.ConnectionOptions
    ) {
        scene.application?.log("chosen connects item=\(connectionOptions.shortcutItem?.type ?? "none")")
    }
}

@MainActor
@Suite("Scenes (iOS 13): application(_:configurationForConnecting:options:)")
struct SceneConfigurationTests {
    @Test(
        "Asked before the scene delegate is made, with the launching item; its delegate replaces the manifest's"
    )
    func configurationChoosesTheDelegate() {
        let fixture = HostFixture(
            bundleIdentifier: "com.example.scenes", displayName: "Scenes",
            makeSceneDelegate: { LoggingSceneDelegate() }
        ) {
            ConfiguringAppDelegate()
        }
        fixture.host.open(shortcutItem: ShortcutItem(type: "add", localizedTitle: "Add"))
        #expect(
            fixture.take() == [
                "willFinishLaunching returned=true", "didFinishLaunching returned=true",
                "configurationForConnecting shortcut=add",
                "log \"configure Default Configuration item=add\"",
                "sceneWillConnect shortcut=add", "log \"chosen connects item=add\"",
                "sceneWillEnterForeground", "sceneDidBecomeActive",
            ])
        #expect(fixture.host.application?.connectedScenes.first?.delegate is ChosenSceneDelegate)
    }

    @Test("The default configuration keeps the manifest's scene delegate; a plain launch has no item")
    func defaultConfiguration() {
        let fixture = HostFixture(
            bundleIdentifier: "com.example.scenes", displayName: "Scenes",
            makeSceneDelegate: { LoggingSceneDelegate() }
        ) {
            ScriptedDelegate()
        }
        fixture.host.open()
        #expect(
            fixture.take().prefix(4) == [
                "willFinishLaunching returned=true", "didFinishLaunching returned=true",
                "configurationForConnecting", "sceneWillConnect",
            ])
        #expect(fixture.host.application?.connectedScenes.first?.delegate is LoggingSceneDelegate)
    }
}
