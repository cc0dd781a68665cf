import UIKit

/// Corpus: an AppDelegate-only app in the style of Apple's "ApplicationShortcuts" sample. The launch
/// item is kept in didFinishLaunching (which returns false so it is not delivered again) and handled
/// in applicationDidBecomeActive; a warm item arrives in performActionFor. Dynamic items are
/// installed on the first launch with UIMutableApplicationShortcutItem.
class ShortcutsAppDelegate: UIResponder, UIApplicationDelegate {
    static let applicationShortcutUserInfoIconKey = "applicationShortcutUserInfoIconKey"

    var window: UIWindow?
    var launchedShortcutItem: UIApplicationShortcutItem?
    var handledTypes: [String] = []

    func handleShortCutItem(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        var handled = false
        guard ShortcutIdentifier(fullType: shortcutItem.type) != nil else { return false }
        guard let shortCutType = shortcutItem.type as String? else { return false }
        switch shortCutType {
        case ShortcutIdentifier.first.type, ShortcutIdentifier.second.type,
            ShortcutIdentifier.third.type, ShortcutIdentifier.fourth.type:
            handled = true
        default:
            break
        }
        if handled {
            handledTypes.append(shortcutItem.type)
            let alertController = UIAlertController(
                title: "Shortcut Handled", message: "\"\(shortcutItem.localizedTitle)\"",
                preferredStyle: .alert)
            let okAction = UIAlertAction(title: "OK", style: .default, handler: nil)
            alertController.addAction(okAction)
            window?.rootViewController?.present(alertController, animated: true, completion: nil)
        }
        return handled
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        guard let shortcut = launchedShortcutItem else { return }
        _ = handleShortCutItem(shortcut)
        launchedShortcutItem = nil
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ShortcutsHomeViewController()
        window?.makeKeyAndVisible()

        var shouldPerformAdditionalDelegateHandling = true
        if let shortcutItem = launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem]
            as? UIApplicationShortcutItem
        {
            launchedShortcutItem = shortcutItem
            shouldPerformAdditionalDelegateHandling = false
        }

        if let shortcutItems = application.shortcutItems, shortcutItems.isEmpty {
            let shortcut3 = UIMutableApplicationShortcutItem(
                type: ShortcutIdentifier.third.type, localizedTitle: "Play",
                localizedSubtitle: "Will Play an item",
                icon: UIApplicationShortcutIcon(type: .play),
                userInfo: [
                    ShortcutsAppDelegate.applicationShortcutUserInfoIconKey: UIApplicationShortcutIcon
                        .IconType.play.rawValue as NSNumber
                ])
            let shortcut4 = UIMutableApplicationShortcutItem(
                type: ShortcutIdentifier.fourth.type, localizedTitle: "Pause",
                localizedSubtitle: "Will Pause an item",
                icon: UIApplicationShortcutIcon(type: .pause),
                userInfo: [
                    ShortcutsAppDelegate.applicationShortcutUserInfoIconKey: UIApplicationShortcutIcon
                        .IconType.pause.rawValue as NSNumber
                ])
            application.shortcutItems = [shortcut3, shortcut4]
        }
        return shouldPerformAdditionalDelegateHandling
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        let handledShortCutItem = handleShortCutItem(shortcutItem)
        completionHandler(handledShortCutItem)
    }
}
