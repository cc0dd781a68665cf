public import Interchange
public import PropertyLists
public import QuickActions

/// A static quick action as written in Info.plist, before variables are expanded and titles
/// localised, with the position and key path of each value.
public struct DeclaredShortcutItem: Sendable, Hashable {
    /// A string value of the item and where it is.
    public struct Field: Sendable, Hashable {
        /// The value as written (variables not expanded).
        public var value: String
        /// Where the `<string>` starts.
        public var position: SourcePosition?
        /// Its key path (`UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle`).
        public var keyPath: String
    }

    /// The Info.plist keys an item may have.
    public enum Key {
        /// `UIApplicationShortcutItemType` (required).
        public static let type = "UIApplicationShortcutItemType"
        /// `UIApplicationShortcutItemTitle` (required).
        public static let title = "UIApplicationShortcutItemTitle"
        /// `UIApplicationShortcutItemSubtitle`.
        public static let subtitle = "UIApplicationShortcutItemSubtitle"
        /// `UIApplicationShortcutItemIconType`.
        public static let iconType = "UIApplicationShortcutItemIconType"
        /// `UIApplicationShortcutItemIconFile` (wins over the icon type).
        public static let iconFile = "UIApplicationShortcutItemIconFile"
        /// `UIApplicationShortcutItemIconSymbolName` (iOS 13).
        public static let iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
        /// `UIApplicationShortcutItemUserInfo`.
        public static let userInfo = "UIApplicationShortcutItemUserInfo"
        /// Every key, in the order the docs list them.
        public static let all = [type, title, subtitle, iconType, iconFile, iconSymbolName, userInfo]
        /// The array that holds the items.
        public static let items = "UIApplicationShortcutItems"
    }

    /// The item's index in `UIApplicationShortcutItems`.
    public var index: Int
    /// `UIApplicationShortcutItems[index]`.
    public var keyPath: String
    /// The item's `<dict>`.
    public var node: PropertyListNode
    /// `UIApplicationShortcutItemType`, when a string.
    public var type: Field?
    /// `UIApplicationShortcutItemTitle`, when a string.
    public var title: Field?
    /// `UIApplicationShortcutItemSubtitle`, when a string.
    public var subtitle: Field?
    /// `UIApplicationShortcutItemIconType`, when a string.
    public var iconType: Field?
    /// `UIApplicationShortcutItemIconFile`, when a string.
    public var iconFile: Field?
    /// `UIApplicationShortcutItemIconSymbolName`, when a string.
    public var iconSymbolName: Field?
    /// `UIApplicationShortcutItemUserInfo`, when a dictionary.
    public var userInfo: PropertyListNode?

    /// Whether the item's dictionary has `key` at all (whatever its value's type).
    public func has(_ key: String) -> Bool { node.entry(key) != nil }

    /// The key path of `key` in this item.
    public func keyPath(of key: String) -> String { keyPath + "." + key }
}
