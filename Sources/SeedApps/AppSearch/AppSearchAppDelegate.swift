public import QuickActions
public import TouchKit

/// Seed 003's AppSearch app delegate (Xamarin.iOS, "Handling a Quick Action" and "Creating Dynamic
/// Quick Action Items"), ported line by line: `Console.WriteLine` writes to the app's console, which
/// the device's event log shows. "Forth shortcut selected" is the seed's spelling.
@MainActor
public final class AppSearchAppDelegate: ApplicationDelegate {
    /// The seed's `ShortcutIdentifier` class.
    public enum ShortcutIdentifier {
        /// Search (static).
        public static let first = "com.company.appname.000"
        /// Share (static).
        public static let second = "com.company.appname.001"
        /// Play (dynamic).
        public static let third = "com.company.appname.002"
        /// Pause (dynamic).
        public static let fourth = "com.company.appname.003"
    }

    /// The item the app was launched with, handled when it becomes active.
    public var launchedShortcutItem: ShortcutItem?
    private weak var application: Application?

    /// Creates the delegate of a new launch.
    public init() {}

    /// Logs which shortcut was selected; returns whether the type was one of the four.
    public func handleShortcutItem(_ shortcutItem: ShortcutItem?) -> Bool {
        var handled = false

        // Anything to process?
        guard let shortcutItem else { return false }

        // Take action based on the shortcut type
        switch shortcutItem.type {
        case ShortcutIdentifier.first:
            application?.log("First shortcut selected")
            handled = true
        case ShortcutIdentifier.second:
            application?.log("Second shortcut selected")
            handled = true
        case ShortcutIdentifier.third:
            application?.log("Third shortcut selected")
            handled = true
        case ShortcutIdentifier.fourth:
            application?.log("Forth shortcut selected")
            handled = true
        default:
            break
        }

        // Return results
        return handled
    }

    /// `FinishedLaunching`: keeps a launching item for `OnActivated`, and adds Play and Pause when the
    /// app has no dynamic items yet.
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        self.application = application
        var shouldPerformAdditionalDelegateHandling = true

        // Get possible shortcut item
        if let launchOptions {
            launchedShortcutItem = launchOptions[.shortcutItem] as? ShortcutItem
            shouldPerformAdditionalDelegateHandling = (launchedShortcutItem == nil)
        }

        // Add dynamic shortcut items
        if application.shortcutItems.isEmpty {
            var shortcut3 = ShortcutItem(type: ShortcutIdentifier.third, localizedTitle: "Play")
            shortcut3.localizedSubtitle = "Will play an item"
            shortcut3.icon = .system(.play)

            var shortcut4 = ShortcutItem(type: ShortcutIdentifier.fourth, localizedTitle: "Pause")
            shortcut4.localizedSubtitle = "Will pause an item"
            shortcut4.icon = .system(.pause)

            // Update the application providing the initial 'dynamic' shortcut items.
            application.shortcutItems = [shortcut3, shortcut4]
        }

        return shouldPerformAdditionalDelegateHandling
    }

    /// `OnActivated`: handles the launching item, then forgets it.
    public func applicationDidBecomeActive(_ application: Application) {
        // Handle any shortcut item being selected
        _ = handleShortcutItem(launchedShortcutItem)

        // Clear shortcut after it's been handled
        launchedShortcutItem = nil
    }

    /// `PerformActionForShortcutItem`: handles the item and completes with the result.
    public func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        // Perform action
        completionHandler(handleShortcutItem(shortcutItem))
    }
}
