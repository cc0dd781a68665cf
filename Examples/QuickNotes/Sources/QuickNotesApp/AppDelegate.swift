import UIKit

/// QuickNotes' app delegate. Without scenes it owns the window and the quick actions (cold: from the
/// launch options, returning false so the item is not delivered again; warm: performActionFor); with
/// scenes (`SceneAppDelegate`) the SceneDelegate does, and this only launches.
public class AppDelegate: UIResponder, UIApplicationDelegate {
    /// Whether the app runs with a scene delegate (iOS 13's Info.plist scene manifest).
    public var usesScenes: Bool { false }

    public var window: UIWindow?
    public let store = NoteStore()
    public lazy var quickActions = QuickActionHandler(store: store)

    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        guard !usesScenes else { return true }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: NotesViewController(store: store))
        window?.makeKeyAndVisible()
        if let shortcutItem = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            _ = quickActions.perform(shortcutItem, in: window)
            return false
        }
        return true
    }

    public func applicationDidBecomeActive(_ application: UIApplication) {
        quickActions.updateDynamicItems(application)
    }

    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(quickActions.perform(shortcutItem, in: window))
    }

    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

/// The same app delegate for the scene-based build of QuickNotes.
public class SceneAppDelegate: AppDelegate {
    public override var usesScenes: Bool { true }
}
