import Foundation

/// A value that cannot go into a property list, found while converting a Foundation object.
///
/// UIKit raises an exception when `UIApplicationShortcutItem(… userInfo:)` gets a value that is not
/// a property-list type; here the conversion throws this instead, naming the offending value.
public enum PropertyListValueError: Error, Sendable, Hashable {
    /// The value at `keyPath` has a type a property list cannot hold (`typeName` as Swift spells it).
    case unsupportedType(keyPath: String, typeName: String)
    /// A dictionary at `keyPath` has a key that is not a string (property-list keys are strings).
    case nonStringKey(keyPath: String, typeName: String)
    /// An integer at `keyPath` does not fit a 64-bit signed integer.
    case integerOutOfRange(keyPath: String, value: String)

    /// The key path of the offending value (`userInfo.session[2]`).
    public var keyPath: String {
        switch self {
        case .unsupportedType(let path, _), .nonStringKey(let path, _), .integerOutOfRange(let path, _):
            path
        }
    }

    /// What went wrong, where, and what to do (one line).
    public var message: String { Wording.propertyListValueError(self) }
}

extension PropertyListValue {
    /// Converts a Foundation property-list object (`String`, `Int`, `Double`, `Bool`, `Date`,
    /// `Data`, `NSNumber`, arrays and string-keyed dictionaries of those) into a value.
    ///
    /// Matches UIKit, which only accepts property-list types in `userInfo`; unlike UIKit, which
    /// raises an exception, this throws a typed error naming the key path and the type found.
    /// `keyPath` names the root in those messages (`userInfo`).
    /// - Complexity: O(*n*) in the number of values.
    public init(any value: Any, keyPath: String = "") throws(PropertyListValueError) {
        self = try PropertyListValue.convert(value, keyPath: keyPath)
    }

    /// The Foundation object for this value: `String`, `Int`, `Double`, `Bool`, `Date`, `Data`,
    /// `[Any]` or `[String: Any]`, as `PropertyListSerialization` accepts.
    /// - Complexity: O(*n*) in the number of values.
    public var foundationObject: Any {
        switch self {
        case .string(let text): text
        case .integer(let number): number
        case .real(let number): number
        case .boolean(let flag): flag
        case .date(let date): date
        case .data(let data): data
        case .array(let values): values.map(\.foundationObject) as [Any]
        case .dictionary(let values): values.mapValues(\.foundationObject) as [String: Any]
        }
    }

    /// The plist element name of this value's type (`string`, `dictionary`, …).
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        }
    }

    private static func convert(_ value: Any, keyPath: String) throws(PropertyListValueError)
        -> PropertyListValue
    {
        if let already = value as? PropertyListValue { return already }
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            switch String(cString: number.objCType) {
            case "c", "B": return .boolean(number.boolValue)
            case "d", "f": return .real(number.doubleValue)
            case "Q", "L", "I", "S", "C":
                guard let exact = Int(exactly: number.uint64Value) else {
                    throw .integerOutOfRange(keyPath: keyPath, value: number.stringValue)
                }
                return .integer(exact)
            default: return .integer(Int(number.int64Value))
            }
        }
        if type(of: value) == Bool.self, let flag = value as? Bool { return .boolean(flag) }
        if let integer = value as? any BinaryInteger {
            guard let exact = Int(exactly: integer) else {
                throw .integerOutOfRange(keyPath: keyPath, value: "\(integer)")
            }
            return .integer(exact)
        }
        if let number = value as? Double { return .real(number) }
        if let number = value as? Float { return .real(Double(number)) }
        if let text = value as? String { return .string(text) }
        if let text = value as? Substring { return .string(String(text)) }
        if let date = value as? Date { return .date(date) }
        if let data = value as? Data { return .data(data) }
        if let values = value as? [Any] {
            var converted: [PropertyListValue] = []
            converted.reserveCapacity(values.count)
            for (index, element) in values.enumerated() {
                converted.append(try convert(element, keyPath: KeyPath.appending(index: index, to: keyPath)))
            }
            return .array(converted)
        }
        if let dictionary = value as? [String: Any] {
            var converted: [String: PropertyListValue] = [:]
            for key in dictionary.keys.sorted() {
                converted[key] = try convert(
                    dictionary[key]!, keyPath: KeyPath.appending(key: key, to: keyPath))
            }
            return .dictionary(converted)
        }
        if let dictionary = value as? [AnyHashable: Any] {
            var converted: [String: PropertyListValue] = [:]
            for (key, element) in dictionary {
                guard let name = key.base as? String else {
                    throw .nonStringKey(keyPath: keyPath, typeName: String(describing: type(of: key.base)))
                }
                converted[name] = try convert(element, keyPath: KeyPath.appending(key: name, to: keyPath))
            }
            return .dictionary(converted)
        }
        throw .unsupportedType(keyPath: keyPath, typeName: String(describing: type(of: value)))
    }
}

extension Dictionary where Key == String, Value == PropertyListValue {
    /// Converts a Foundation dictionary into a `ShortcutUserInfo`, as UIKit validates `userInfo`.
    ///
    /// Errors name the offending value's key path below `userInfo` (`userInfo.when.later[1]`).
    /// - Complexity: O(*n*) in the number of values.
    public init(userInfo: [AnyHashable: Any]) throws(PropertyListValueError) {
        guard case .dictionary(let values) = try PropertyListValue(any: userInfo, keyPath: "userInfo")
        else {
            self = [:]
            return
        }
        self = values
    }

    /// The Foundation dictionary for this user info.
    public var foundationUserInfo: [String: Any] { mapValues(\.foundationObject) }
}

/// Key paths as diagnostics print them: `UIApplicationShortcutItems[2].UIApplicationShortcutItemType`.
package enum KeyPath {
    /// `path.key`, or `path["key"]` when the key is not a plain identifier.
    package static func appending(key: String, to path: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9")
                    || $0 == "_" || $0 == "-"
            }
        if plain { return path.isEmpty ? key : path + "." + key }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
        return path + "[\"" + escaped + "\"]"
    }

    /// `path[index]`.
    package static func appending(index: Int, to path: String) -> String { "\(path)[\(index)]" }
}
