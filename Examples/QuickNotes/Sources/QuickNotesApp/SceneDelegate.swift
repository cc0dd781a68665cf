import UIKit

/// QuickNotes' scene delegate: the window, the cold quick action (connectionOptions.shortcutItem) and
/// the warm one (windowScene(_:performActionFor:completionHandler:)).
public class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    public var window: UIWindow?

    var appDelegate: AppDelegate? { UIApplication.shared.delegate as? AppDelegate }

    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene, let appDelegate else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: NotesViewController(store: appDelegate.store))
        self.window = window
        window.makeKeyAndVisible()
        if let shortcutItem = connectionOptions.shortcutItem {
            _ = appDelegate.quickActions.perform(shortcutItem, in: window)
        }
    }

    public func sceneDidBecomeActive(_ scene: UIScene) {
        appDelegate?.quickActions.updateDynamicItems(UIApplication.shared)
    }

    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(appDelegate?.quickActions.perform(shortcutItem, in: window) ?? false)
    }
}
