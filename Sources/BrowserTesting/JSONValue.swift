public import Foundation

/// A JSON value, as the DevTools protocol sends it (results of `Runtime.evaluate`, events).
public enum JSONValue: Sendable, Hashable, CustomStringConvertible {
    /// `null` (and JavaScript's `undefined`).
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Parses JSON text.
    /// - Throws: Foundation's `DecodingError` when the text is not JSON.
    public init(parsing data: Data) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// The member `key` of an object (`.null` otherwise).
    public subscript(key: String) -> JSONValue {
        if case .object(let values) = self { return values[key] ?? .null }
        return .null
    }

    /// The element at `index` of an array (`.null` otherwise).
    public subscript(index: Int) -> JSONValue {
        if case .array(let values) = self, values.indices.contains(index) { return values[index] }
        return .null
    }

    /// The string, if this is one.
    public var string: String? { if case .string(let value) = self { value } else { nil } }
    /// The number, if this is one.
    public var number: Double? { if case .number(let value) = self { value } else { nil } }
    /// The integer, if this is a whole number.
    public var int: Int? { number.flatMap { $0 == $0.rounded() && abs($0) < 9e15 ? Int($0) : nil } }
    /// The boolean, if this is one.
    public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    /// The elements, if this is an array.
    public var array: [JSONValue]? { if case .array(let values) = self { values } else { nil } }
    /// Whether this is `null`.
    public var isNull: Bool { self == .null }

    /// Compact JSON text, keys sorted.
    public var description: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension JSONValue: Codable {
    /// Reads any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Writes the value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let values): try container.encode(values)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
