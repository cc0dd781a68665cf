import UIKit

/// Corpus: the tutorial style that picks the scene delegate in code and keeps the launching quick
/// action from `configurationForConnecting`, handling it once the scene is active.
class ConfiguredSceneAppDelegate: UIResponder, UIApplicationDelegate {
    var savedShortcutItem: UIApplicationShortcutItem?
    var handled: [String] = []

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        if let shortcutItem = options.shortcutItem {
            savedShortcutItem = shortcutItem
        }
        let sceneConfiguration = UISceneConfiguration(
            name: "Custom Configuration", sessionRole: connectingSceneSession.role)
        sceneConfiguration.delegateClass = ConfiguredSceneDelegate.self
        return sceneConfiguration
    }
}

/// Corpus: the scene delegate `ConfiguredSceneAppDelegate` names; it handles the saved item when
/// the scene becomes active, and warm items in `windowScene(_:performActionFor:completionHandler:)`.
class ConfiguredSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        guard let appDelegate = UIApplication.shared.delegate as? ConfiguredSceneAppDelegate,
            let shortcutItem = appDelegate.savedShortcutItem
        else { return }
        appDelegate.handled.append(shortcutItem.type)
        appDelegate.savedShortcutItem = nil
    }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        (UIApplication.shared.delegate as? ConfiguredSceneAppDelegate)?.handled.append(shortcutItem.type)
        completionHandler(true)
    }
}
