public import PropertyLists
/// A Home Screen quick action, as UIKit's `UIApplicationShortcutItem`.
///
/// UIKit has an immutable class and a mutable subclass (`UIMutableApplicationShortcutItem`); a
/// Swift value type covers both: `let` for the immutable one, `var` for the mutable one.
/// Equality compares every field (UIKit's `isEqual:` does too).
public struct ShortcutItem: Sendable, Hashable, Codable {
    /// The app-defined identifier the app switches on (Info.plist `UIApplicationShortcutItemType`).
    public var type: String
    /// The title shown in the menu, already localised (`UIApplicationShortcutItemTitle`).
    public var localizedTitle: String
    /// The optional second line (`UIApplicationShortcutItemSubtitle`).
    public var localizedSubtitle: String?
    /// The optional icon; nil shows none (the row's title then starts at the icon's place).
    public var icon: ShortcutIcon?
    /// App data handed back with the item; property-list values only.
    public var userInfo: ShortcutUserInfo?

    /// Creates an item, as `UIApplicationShortcutItem(type:localizedTitle:localizedSubtitle:icon:userInfo:)`.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil,
        icon: ShortcutIcon? = nil, userInfo: ShortcutUserInfo? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
}
