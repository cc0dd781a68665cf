import Interchange

/// A JSON value, as kept for a trace header's extra fields.
///
/// Trace headers may carry fields beyond the version and `maximumPossibleForce` (a device name,
/// a recording date); they are kept as these values and written back with sorted keys.
public enum TraceValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (JSON has one kind).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([TraceValue])
    /// An object (key order is not kept; the writer sorts keys).
    case object([String: TraceValue])

    /// How error messages name this kind of value: "null", "a boolean", "a number", "a string",
    /// "an array", "an object".
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

extension TraceValue {
    /// The value `JSONScanner` read (object members by key, the last of a duplicated key kept).
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(TraceValue.init))
        case .object(let members):
            var object: [String: TraceValue] = [:]
            for member in members { object[member.key] = TraceValue(member.value) }
            self = .object(object)
        }
    }
}
