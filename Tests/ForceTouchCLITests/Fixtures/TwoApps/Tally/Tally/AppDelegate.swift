//
//  AppDelegate.swift
//  Tally
//
//  A tally counter: a test fixture for several apps in one simulator (`forcetouch simulator --app A --app B`).
//  Its screen shows which bundle it runs as, how many times it launched, and the last quick action.
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?
    let main = MainViewController()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: main)
        window?.makeKeyAndVisible()

        let identifier = Bundle.main.bundleIdentifier ?? "no bundle"
        main.title = Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String
        main.bundleLabel.text = "bundle " + identifier
        let launches = UserDefaults.standard.integer(forKey: "launches") + 1
        UserDefaults.standard.set(launches, forKey: "launches")
        main.launchesLabel.text = "launches \(launches)"
        application.shortcutItems = [
            UIApplicationShortcutItem(type: identifier + ".recent", localizedTitle: "Tally recent")
        ]
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            main.actionLabel.text = "launched by " + item.type
            return false
        }
        return true
    }

    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        main.actionLabel.text = "action " + shortcutItem.type
        completionHandler(true)
    }
}
