public import Foundation
public import QuickActions
public import TouchKit

/// Seed 002's `AppDelegate` (a community app, Objective-C), ported as written.
///
/// Cold launch from a quick action: the launch options are kept (`_options`) for the home page, which
/// navigates in `viewDidAppear`, and `didFinishLaunchingWithOptions` returns NO so the item is not
/// handled twice. Warm: `performActionForShortcutItem` posts a notification and the page navigates.
@MainActor
public final class CommunityAppDelegate: ApplicationDelegate {
    /// The notification `performActionForShortcutItem` posts; `userInfo["item"]` is the item.
    public static let shortcutSelected = Notification.Name("ShortcutItemSelected")

    /// `_options` in the seed: the launch options, kept for the home page.
    public var options: LaunchOptions?

    /// Creates the delegate of a new launch.
    public init() {}

    /// Keeps the options and returns NO on a quick action launch.
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        let shortItem = launchOptions?[.shortcutItem] as? ShortcutItem
        if shortItem != nil {
            // _options passes the item's type on; the page navigates once it has appeared
            // (-(void)viewDidAppear:(BOOL)animated).
            options = launchOptions
            return false
        } else {
            // Not a quick action launch.
            options = nil
            return true
        }
    }

    /// Posts the notification; the page navigates.
    public func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        application.notificationCenter.post(
            name: Self.shortcutSelected, object: nil, userInfo: ["item": shortcutItem])
        completionHandler(true)
    }
}
