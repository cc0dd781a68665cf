import UIKit

/// Corpus: an iOS 13 photo grid app (a collection view of photos with context menus), launched
/// without a storyboard.
class PhotoGridAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: PhotoGridViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    var photoGrid: PhotoGridViewController? {
        (window?.rootViewController as? UINavigationController)?.viewControllers.first
            as? PhotoGridViewController
    }
}
