public import QuickActions
public import TouchKit

/// Seed 001's `AppDelegate` (chengpei.shortcutDemo, Objective-C), ported line by line.
///
/// At launch it sets one dynamic item, "Add" with the add icon. A quick action launch keeps the item,
/// returns NO from `didFinishLaunching` (so `performActionForShortcutItem` is not called as well) and
/// handles it in `applicationDidBecomeActive`; a warm one goes through `performActionForShortcutItem`.
/// Handling presents the alert "Shortcut Handled" with the item's title. As written, the handler
/// returns `handled`, which it never sets to YES: the completion handler receives `false`.
/// The window comes from the main storyboard, so the delegate reaches it through the application.
@MainActor
public final class ShortcutDemoAppDelegate: ApplicationDelegate {
    /// `launchedShortcutItem`: the item the app was launched with, until it becomes active.
    public var launchedShortcutItem: ShortcutItem?
    private weak var application: Application?

    /// Creates the delegate of a new launch.
    public init() {}

    /// `handledShortCutItem:`: presents the alert; returns `handled` (NO, as the seed writes it).
    public func handledShortCutItem(_ shortcutItem: ShortcutItem) -> Bool {
        let handled = false
        if shortcutItem.type.isEmpty { return false }

        let alertController = AlertController(
            title: "Shortcut Handled", message: shortcutItem.localizedTitle, preferredStyle: .alert)
        let alertAction = AlertAction(title: "OK", style: .default) { _ in }
        alertController.addAction(alertAction)

        application?.keyWindow?.rootViewController?.present(alertController, animated: true, completion: nil)

        return handled
    }

    /// Sets the dynamic "Add" item; keeps a launching item and returns NO for it.
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        self.application = application
        // Override point for customization after application launch.
        //    Dynamic Shortcuts
        let addIcon = ShortcutIcon.system(.add)  // Icons should be square, single color,

        let addItem = ShortcutItem(
            type: "add", localizedTitle: "Add", localizedSubtitle: nil, icon: addIcon, userInfo: nil)

        application.shortcutItems = [addItem]

        var shouldPerformAdditionalDelegateHandling = true
        if let shortcutItem = launchOptions?[.shortcutItem] as? ShortcutItem {
            launchedShortcutItem = shortcutItem
            // This will block "performActionForShortcutItem:completionHandler" from being called.
            shouldPerformAdditionalDelegateHandling = false
        }
        return shouldPerformAdditionalDelegateHandling
    }

    /// Nothing, as in the seed.
    public func applicationWillEnterForeground(_ application: Application) {}

    /// Handles the launching item, once.
    public func applicationDidBecomeActive(_ application: Application) {
        guard let launchedShortcutItem else { return }
        _ = handledShortCutItem(launchedShortcutItem)

        self.launchedShortcutItem = nil
    }

    /// Handles the item and completes with the result.
    public func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        let result = handledShortCutItem(shortcutItem)
        completionHandler(result)
    }
}
