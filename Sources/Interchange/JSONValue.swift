/// A JSON value read by `JSONScanner.readValue()`: object members keep their order, their
/// duplicates and where their keys were.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, the nearest `Double` (non-finite only when the scanner allows `NaN` and
    /// `Infinity`, or when a literal overflows).
    case number(Double)
    /// A string, escapes resolved.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members, in order (a key given twice appears twice).
    case object([JSONMember])

    /// The value of `key` in an object (the last when duplicated, as `JSONDecoder` reads it), or
    /// nil when this is not an object or has no such key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The JSON name of the value's kind, for messages: `null`, `a boolean`, `a number`,
    /// `a string`, `an array`, `an object`.
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
