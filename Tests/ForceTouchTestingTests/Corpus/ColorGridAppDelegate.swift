import UIKit

/// Corpus: an iOS 13 colour grid app (a `UICollectionViewController` with a compositional layout
/// and context menus), launched without a storyboard.
class ColorGridAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: ColorGridViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    var colorGrid: ColorGridViewController? {
        (window?.rootViewController as? UINavigationController)?.viewControllers.first
            as? ColorGridViewController
    }
}
