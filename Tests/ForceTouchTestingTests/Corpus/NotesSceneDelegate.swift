import UIKit

/// Corpus: a scene delegate that handles a cold item from `connectionOptions.shortcutItem` and a warm
/// one in `windowScene(_:performActionFor:completionHandler:)`.
class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var handled: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        self.window = window
        window.makeKeyAndVisible()

        if let shortcutItem = connectionOptions.shortcutItem {
            _ = handle(shortcutItem)
        }
    }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(handle(shortcutItem))
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Refresh the dynamic items each time the user comes back, as many apps do.
        UIApplication.shared.shortcutItems = [CorpusQuickAction.recent.shortcutItem(subtitle: "Last note")]
    }

    private func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let action = CorpusQuickAction(rawValue: shortcutItem.type) else { return false }
        handled.append(action.rawValue)
        return true
    }
}
