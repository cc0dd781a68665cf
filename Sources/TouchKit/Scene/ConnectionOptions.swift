public import QuickActions

extension Scene {
    /// Why a scene is being connected, as `UIScene.ConnectionOptions`.
    ///
    /// On a cold launch from a Home Screen quick action, an app that uses scenes finds the item here
    /// (not in the app delegate's launch options), and `windowScene(_:performActionFor:completionHandler:)`
    /// is not called for it: handle it in `scene(_:willConnectTo:options:)` or when the scene becomes
    /// active.
    public struct ConnectionOptions: Sendable, Hashable {
        /// The quick action that launched the app, if any.
        public var shortcutItem: ShortcutItem?

        /// Creates connection options.
        public init(shortcutItem: ShortcutItem? = nil) {
            self.shortcutItem = shortcutItem
        }
    }
}
