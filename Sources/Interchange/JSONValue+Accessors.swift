/// Reading a `JSONValue` without a `switch`: each accessor is the payload when the value is of
/// that kind and nil otherwise, and the same accessors on `JSONValue?` let lookups chain through
/// a missing member (`json["menu"]["items"].array?.last?["title"]`).
extension JSONValue {
    /// The string, if this is one.
    public var string: String? { if case .string(let text) = self { text } else { nil } }

    /// The number, if this is one.
    public var number: Double? { if case .number(let number) = self { number } else { nil } }

    /// The number as an `Int`, if this is a whole number of magnitude below 9×10¹⁵ (where every
    /// integer is exactly a `Double`).
    public var int: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 9e15 else {
            return nil
        }
        return Int(number)
    }

    /// The boolean, if this is one.
    public var bool: Bool? { if case .bool(let flag) = self { flag } else { nil } }

    /// The elements, if this is an array.
    public var array: [JSONValue]? { if case .array(let elements) = self { elements } else { nil } }

    /// The members in order, if this is an object.
    public var members: [JSONMember]? { if case .object(let members) = self { members } else { nil } }

    /// Whether this is `null`.
    public var isNull: Bool { if case .null = self { true } else { false } }
}

extension JSONValue? {
    /// The member `key` of an object, nil when there is no value here, it is not an object or it
    /// has no such member (the last when duplicated).
    public subscript(key: String) -> JSONValue? { self?[key] }

    /// The element at `index` of an array, nil when there is no value here, it is not an array or
    /// it has no such index.
    public subscript(index: Int) -> JSONValue? { self?[index] }

    /// The string, if there is a value here and it is one.
    public var string: String? { self?.string }

    /// The number, if there is a value here and it is one.
    public var number: Double? { self?.number }

    /// The whole number, if there is a value here and it is one (see `JSONValue.int`).
    public var int: Int? { self?.int }

    /// The boolean, if there is a value here and it is one.
    public var bool: Bool? { self?.bool }

    /// The elements, if there is a value here and it is an array.
    public var array: [JSONValue]? { self?.array }

    /// Whether there is no value here or it is `null`: a missing member and a `null` one read
    /// alike, as JavaScript's `undefined` and `null` do through the DevTools protocol.
    public var isNull: Bool { self?.isNull ?? true }
}
