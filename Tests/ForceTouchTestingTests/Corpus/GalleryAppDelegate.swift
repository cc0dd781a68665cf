import UIKit

/// Corpus: an iOS 13-era photo app that keeps its iOS 12 path (peek and pop) beside the new one.
class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: GalleryViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    var galleryViewController: GalleryViewController? {
        (window?.rootViewController as? UINavigationController)?.viewControllers.first
            as? GalleryViewController
    }
}
