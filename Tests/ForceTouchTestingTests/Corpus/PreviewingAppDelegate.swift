import UIKit

/// Corpus: an app delegate that builds its window in code around a navigation controller.
class PreviewingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: ContactsViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    var contactsViewController: ContactsViewController? {
        (window?.rootViewController as? UINavigationController)?.viewControllers.first
            as? ContactsViewController
    }
}
