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

/// Why a `PropertyListValue` cannot be written to a property list.
public enum PropertyListProblem: Sendable, Hashable, Codable {
    /// A `real` that is NaN or infinite (written as its Swift spelling, e.g. `nan`).
    case nonFiniteReal(String)
    /// A string or key holding a character XML 1.0 forbids (a control character other than tab,
    /// line feed and carriage return, or U+FFFE/U+FFFF), given as its scalar value.
    case forbiddenCharacter(UInt32)
    /// A value of a type no property list holds (a custom object in a UIKit `userInfo`); the text
    /// says which (`PropertyListValueError.message`).
    case notPropertyListValue(String)
}
