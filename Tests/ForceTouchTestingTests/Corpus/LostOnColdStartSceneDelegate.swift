import UIKit

/// Corpus (a bug): an app moved to scenes that still expects the cold item in the app delegate's
/// launch options, so its scene delegate ignores `connectionOptions.shortcutItem` and the action that
/// launched the app is lost. Warm items work.
class LostOnColdStartSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var handled: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        handled.append(shortcutItem.type)
        completionHandler(true)
    }
}

/// The app delegate that bug's app kept from before scenes: it looks for the item in the launch
/// options, where a scene-based app never gets it.
class LostOnColdStartAppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var handled: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            handled.append(item.type)
            return false
        }
        return true
    }
}
