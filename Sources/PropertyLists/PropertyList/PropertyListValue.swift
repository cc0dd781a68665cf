public import Foundation

/// A value that a property list can hold: what `UIApplicationShortcutItem.userInfo` may contain.
///
/// UIKit types `userInfo` as `[String: NSSecureCoding]` and throws at run time when a value is not
/// a property-list type. Here the type system does that check: anything that is not one of these
/// cases cannot be stored, and `PropertyListValue(any:)` reports exactly which value is wrong.
public enum PropertyListValue: Sendable, Hashable, Codable {
    /// A `<string>`.
    case string(String)
    /// An `<integer>`.
    case integer(Int)
    /// A `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// A `<date>`.
    case date(Date)
    /// A `<data>` (base64 in XML).
    case data(Data)
    /// An `<array>`.
    case array([PropertyListValue])
    /// A `<dict>` (keys are strings).
    case dictionary([String: PropertyListValue])
}

/// The `userInfo` of a shortcut item: string keys, property-list values.
public typealias ShortcutUserInfo = [String: PropertyListValue]
