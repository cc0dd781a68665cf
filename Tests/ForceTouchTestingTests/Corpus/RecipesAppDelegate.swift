import UIKit

/// Corpus: the Xcode "Master-Detail" shape — a window made in code around a navigation controller
/// whose root is a `UITableViewController` subclass.
class RecipesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let master = RecipesTableViewController(style: .plain)
        window?.rootViewController = UINavigationController(rootViewController: master)
        window?.makeKeyAndVisible()
        return true
    }

    var recipesViewController: RecipesTableViewController? {
        (window?.rootViewController as? UINavigationController)?.viewControllers.first
            as? RecipesTableViewController
    }
}
