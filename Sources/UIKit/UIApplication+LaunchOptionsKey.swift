import Foundation

extension UIApplication {
    /// UIKit's `UIApplication.LaunchOptionsKey`: the keys of the launch options dictionary.
    ///
    /// Only `.shortcutItem` is ever present here (the quick action that launched the app); the other
    /// keys exist so that code switching over them compiles.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string, as UIKit's (`UIApplicationLaunchOptionsShortcutItemKey`).
        public let rawValue: String

        /// A key with this string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The quick action that launched the app: a `UIApplicationShortcutItem`.
        public static let shortcutItem = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// A URL the app was opened with (never present here).
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that opened this one (never present here).
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// A remote notification (never present here).
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// A user activity (never present here).
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }
}
