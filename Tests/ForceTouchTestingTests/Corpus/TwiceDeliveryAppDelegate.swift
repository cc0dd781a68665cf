import UIKit

/// Corpus (a bug, as reported against many quick-action libraries): the launch item is handled in
/// didFinishLaunching, but the method returns true, so performActionFor handles it a second time.
class TwiceDeliveryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var handled: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        if let shortcutItem = launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem]
            as? UIApplicationShortcutItem
        {
            handled.append(shortcutItem.type)
        }
        return true
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        handled.append(shortcutItem.type)
        completionHandler(true)
    }
}
