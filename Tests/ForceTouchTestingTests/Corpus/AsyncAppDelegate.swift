import UIKit

/// Corpus: an AppDelegate-only app using the async form of performActionFor, and a completion
/// handler it forgets to call in another app (see ForgetfulAppDelegate).
class AsyncAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var handled: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem)
        async -> Bool
    {
        handled.append(shortcutItem.type)
        return shortcutItem.type == CorpusQuickAction.search.rawValue
    }
}

/// Corpus (a bug): the completion handler is called only on one path.
class ForgetfulAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        if shortcutItem.type == CorpusQuickAction.search.rawValue {
            completionHandler(true)
        }
    }
}
