/// Why an assignment to `Application.shortcutItems` was refused (UIKit raises an exception instead).
///
/// The whole assignment is refused and the previous items stay, as after UIKit's exception. Each
/// case names the item by its index in the assigned array and, where it has one, its type.
public enum ShortcutItemsError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The item's `type` is empty: the app could never tell it apart.
    case emptyType(index: Int)
    /// The item's `localizedTitle` is empty: the menu row would be blank.
    case emptyTitle(index: Int, type: String)
    /// The item's `userInfo` holds a value no property list can store, at `keyPath`.
    case userInfoNotPropertyList(index: Int, type: String, keyPath: String, problem: PropertyListProblem)

    /// The message: which item, what is wrong, what to do.
    public var description: String {
        TouchKitMessages.description(of: self)
    }
}
