import UIKit

/// Corpus: a scene delegate that uses the async form of the warm quick action (iOS 15 style).
class AsyncSceneDelegate: UIResponder, UIWindowSceneDelegate {
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
        if let item = connectionOptions.shortcutItem {
            handled.append(item.type)
        }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem)
        async -> Bool
    {
        guard CorpusQuickAction(rawValue: shortcutItem.type) != nil else { return false }
        handled.append(shortcutItem.type)
        return true
    }
}
