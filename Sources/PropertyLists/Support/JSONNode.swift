import Foundation

/// A JSON value as read from a file, with the position of each value and object members in
/// file order. The module's JSON formats (String Catalogs, `--dynamic` files, the dynamic item
/// store, asset catalog `Contents.json`) are read with it so errors can say where.
///
/// Built by Interchange's `JSONScanner` (`readObject`/`readArray`), but a tree of its own beside
/// Interchange's `JSONValue`, which keeps only its keys' offsets: messages here point at any
/// value's line and column, and a number keeps its literal (docs/Interchange.md, "Who owns what").
package struct JSONNode: Sendable, Hashable {
    /// What a node holds.
    package enum Value: Sendable, Hashable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// The number's literal text (so `1` and `1.0` stay distinct).
        case number(String)
        /// A string, escapes resolved.
        case string(String)
        /// An array.
        case array([JSONNode])
        /// An object's members in file order (a key given twice appears twice).
        case object([Member])
    }

    /// One member of an object.
    package struct Member: Sendable, Hashable {
        /// The key, escapes resolved.
        package var key: String
        /// Where the key's opening quote is.
        package var keyPosition: SourcePosition
        /// The member's value.
        package var value: JSONNode
    }

    /// What this node holds.
    package var value: Value
    /// Where the value starts in the file.
    package var position: SourcePosition

    /// The value of `key` in an object (the last when duplicated).
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The members in file order, if this is an object.
    package var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements, if this is an array.
    package var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The JSON type name, for messages (`string`, `number`, `object`, …): the bare name the
    /// module's messages have always used (tests pin them), where Interchange's
    /// `JSONValue.kindDescription` says `a string`.
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
