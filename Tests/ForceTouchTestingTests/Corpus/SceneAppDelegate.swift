import UIKit

/// Corpus: the app delegate of a scene-based app, as Xcode's template writes it.
class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var launchOptionsSeen: [[UIApplication.LaunchOptionsKey: Any]?] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launchOptionsSeen.append(launchOptions)
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    {
    }
}
