//
//  AppDelegate.swift
//  Pocket
//
//  A Swift 4.0-era app (Xcode 9): quick actions, peek and pop, #selector and @IBOutlet, in the style
//  of the 2016-2018 tutorials. ForceTouchKit's own example: `forcetouch build Examples/XcodeApp`.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    var launchedShortcutItem: UIApplicationShortcutItem?

    enum ShortcutIdentifier: String {
        case add
        case search

        init?(fullType: String) {
            guard let last = fullType.components(separatedBy: ".").last else { return nil }
            self.init(rawValue: last)
        }
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        let list = ListViewController(style: .plain)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: list)
        window?.makeKeyAndVisible()

        var shouldPerformAdditionalDelegateHandling = true
        if let shortcutItem = launchOptions?[UIApplicationLaunchOptionsKey.shortcutItem] as? UIApplicationShortcutItem {
            launchedShortcutItem = shortcutItem
            shouldPerformAdditionalDelegateHandling = false
        }

        if let shortcutItems = application.shortcutItems, shortcutItems.isEmpty {
            let icon = UIApplicationShortcutIcon(type: UIApplicationShortcutIconType.favorite)
            // The tutorials' way: the type is the bundle identifier (from the built Info.plist) plus a name.
            let item = UIMutableApplicationShortcutItem(type: Bundle.main.bundleIdentifier! + ".favorites", localizedTitle: "Favourites", localizedSubtitle: nil, icon: icon, userInfo: nil)
            application.shortcutItems = [item]
        }
        return shouldPerformAdditionalDelegateHandling
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        guard let shortcut = launchedShortcutItem else { return }
        _ = handleShortcutItem(shortcut)
        launchedShortcutItem = nil
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(handleShortcutItem(shortcutItem))
    }

    func handleShortcutItem(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let identifier = ShortcutIdentifier(fullType: shortcutItem.type) else { return false }
        let navigation = window?.rootViewController as? UINavigationController
        let list = navigation?.viewControllers.first as? ListViewController
        switch identifier {
        case .add:
            list?.addItem(nil)
        case .search:
            list?.title = "Search"
        }
        return true
    }
}
