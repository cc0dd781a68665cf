import Foundation

/// A JSON value as read from a file, with the position of each value and object members in
/// file order. The module's JSON formats (String Catalogs, `--dynamic` files, the dynamic item
/// store, asset catalog `Contents.json`) are read with it so errors can say where.
struct JSONNode: Sendable, Hashable {
    enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        /// The number's literal text (so `1` and `1.0` stay distinct).
        case number(String)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    struct Member: Sendable, Hashable {
        var key: String
        var keyPosition: SourcePosition
        var value: JSONNode
    }

    var value: Value
    var position: SourcePosition

    /// The value of `key` in an object (the last when duplicated).
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The JSON type name, for messages (`string`, `number`, `object`, …).
    var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
