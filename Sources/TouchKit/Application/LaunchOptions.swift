public import QuickActions

/// Why the app was launched, as UIKit's `launchOptions` dictionary (`[UIApplication.LaunchOptionsKey: Any]`).
///
/// The delegate receives `nil` when the launch had no reason (a tap on the icon), as in UIKit. Only the
/// key that 3D Touch adds is modelled: `shortcutItem` (`UIApplication.LaunchOptionsKey.shortcutItem`),
/// present when the user chose a Home Screen quick action on a cold launch. Read it either as
/// `options.shortcutItem` or UIKit's way, `options[.shortcutItem] as? ShortcutItem`.
public struct LaunchOptions: Sendable, Hashable {
    /// The keys of the options, as `UIApplication.LaunchOptionsKey`.
    public enum Key: String, Sendable, Hashable, CaseIterable {
        /// The quick action the app was launched with (`UIApplicationLaunchOptionsShortcutItemKey`).
        case shortcutItem = "UIApplicationLaunchOptionsShortcutItemKey"
    }

    /// The quick action the app was launched with, if any.
    public var shortcutItem: ShortcutItem?

    /// Creates launch options.
    public init(shortcutItem: ShortcutItem? = nil) {
        self.shortcutItem = shortcutItem
    }

    /// The value for `key`, as UIKit's dictionary lookup; nil when absent.
    public subscript(key: Key) -> (any Sendable)? {
        switch key {
        case .shortcutItem: shortcutItem
        }
    }

    /// Whether no option is set (UIKit would pass `nil` rather than an empty dictionary).
    public var isEmpty: Bool { shortcutItem == nil }
}
