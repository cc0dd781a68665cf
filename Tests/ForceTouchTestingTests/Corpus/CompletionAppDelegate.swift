import UIKit

/// Corpus: the most common AppDelegate-only pattern — handle a cold item in didFinishLaunching and
/// return false; handle a warm one in performActionFor and call the completion handler.
class CompletionAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var opened: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let root = UINavigationController(rootViewController: UIViewController())
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            _ = open(item)
            return false
        }
        return true
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(open(shortcutItem))
    }

    private func open(_ item: UIApplicationShortcutItem) -> Bool {
        guard let action = CorpusQuickAction(rawValue: item.type) else { return false }
        opened.append(action.rawValue)
        let screen = UIViewController()
        screen.title = item.localizedTitle
        (window?.rootViewController as? UINavigationController)?.pushViewController(screen, animated: false)
        return true
    }
}
