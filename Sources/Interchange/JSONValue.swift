/// The one JSON value tree of ForceTouchKit, read by `JSONScanner.readValue()` (or
/// `init(parsing:)`) and written by `JSONText` (`description`): object members keep their order,
/// their duplicates and where their keys were.
///
/// Two values are equal when they say the same thing in JSON: positions are not compared, and an
/// object's members are compared in key order (a duplicated key's members in the order they were
/// given), so `{"a":1,"b":2}` equals `{"b":2,"a":1}`, as `JSONDecoder`'s dictionaries did.
/// Reading helpers (`string`, `number`, `array`, chained subscripts on `JSONValue?`) are in
/// `JSONValue+Accessors.swift`; literals, for building requests and expected values, in
/// `JSONValue+Literals.swift`.
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

    /// The element at `index` of an array, or nil when this is not an array or has no such index.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
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

extension JSONValue {
    /// Whether `lhs` and `rhs` say the same thing (positions ignored; objects in key order).
    /// - Complexity: O(*n* log *n*) in the members of the objects compared.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)):
            left.count == right.count && keyOrdered(left).elementsEqual(keyOrdered(right), by: ==)
        default: false
        }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag): hasher.combine(1); hasher.combine(flag)
        case .number(let number): hasher.combine(2); hasher.combine(number)
        case .string(let text): hasher.combine(3); hasher.combine(text)
        case .array(let elements): hasher.combine(4); hasher.combine(elements)
        case .object(let members):
            hasher.combine(5)
            hasher.combine(members.count)
            for member in Self.keyOrdered(members) { hasher.combine(member) }
        }
    }

    /// `members` sorted by key, keeping the order of a duplicated key's members.
    private static func keyOrdered(_ members: [JSONMember]) -> [JSONMember] {
        members.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
            .map(\.element)
    }
}
