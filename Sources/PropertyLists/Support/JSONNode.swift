import Foundation

/// A JSON value as read from a file, with the position of each value and object members in
/// file order. The module's JSON formats (String Catalogs, `--dynamic` files, the dynamic item
/// store, asset catalog `Contents.json`) are read with it so errors can say where.
package struct JSONNode: Sendable, Hashable {
    package enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        /// The number's literal text (so `1` and `1.0` stay distinct).
        case number(String)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    package struct Member: Sendable, Hashable {
        package var key: String
        package var keyPosition: SourcePosition
        package var value: JSONNode
    }

    package var value: Value
    package var position: SourcePosition

    /// The value of `key` in an object (the last when duplicated).
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    package var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    package var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The JSON type name, for messages (`string`, `number`, `object`, …).
    package var typeName: String {
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
