import Foundation

extension UIScene {
    /// UIKit's `UIScene.ConnectionOptions`: why the scene connects. Here only `shortcutItem` (the quick
    /// action that launched the app, when scenes are used) is ever set.
    public final class ConnectionOptions {
        /// The quick action that launched the app (`shortcutItem`): handle it in
        /// `scene(_:willConnectTo:options:)`; it is not delivered again.
        public let shortcutItem: UIApplicationShortcutItem?

        /// Options carrying `shortcutItem`.
        public init(shortcutItem: UIApplicationShortcutItem?) {
            self.shortcutItem = shortcutItem
        }

        /// URLs the scene was opened with (`urlContexts`): always empty here.
        public var urlContexts: Set<String> { [] }

        /// User activities (`userActivities`): always empty here.
        public var userActivities: Set<String> { [] }
    }
}
