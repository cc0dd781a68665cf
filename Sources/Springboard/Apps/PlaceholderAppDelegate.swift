public import QuickActions
public import TouchKit

/// The app delegate of an app installed from a plain Info.plist (no Swift code): it accepts every
/// quick action the way a well-behaved app does and remembers each, so its screen can show what was
/// delivered (type, title, subtitle, userInfo).
///
/// Cold launch: takes the item from the launch options and returns `false` from
/// `didFinishLaunching` (so `performActionFor` is not called as well, as Apple's sample does). Warm:
/// `performActionFor` records the item and completes with `true`.
@MainActor
public final class PlaceholderAppDelegate: ApplicationDelegate {
    /// Every item delivered to this launch, oldest first.
    public private(set) var deliveredItems: [ShortcutItem] = []
    private weak var application: Application?

    /// Creates the delegate of a new launch.
    public init() {}

    /// The item delivered last, if any.
    public var lastItem: ShortcutItem? { deliveredItems.last }

    /// Records a launching item and returns `false` so it is not delivered twice.
    public func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: LaunchOptions?
    ) -> Bool {
        self.application = application
        guard let item = launchOptions?.shortcutItem else { return true }
        record(item)
        return false
    }

    /// Records the item and completes with `true`.
    public func application(
        _ application: Application, performActionFor shortcutItem: ShortcutItem,
        completionHandler: @escaping @MainActor (Bool) -> Void
    ) {
        self.application = application
        record(shortcutItem)
        completionHandler(true)
    }

    /// Remembers the item and shows it on the app's screen.
    private func record(_ item: ShortcutItem) {
        deliveredItems.append(item)
        let screen = application?.windows.first?.rootViewController as? PlaceholderViewController
        screen?.show(item, count: deliveredItems.count)
    }
}
