/// One member of a JSON object as `JSONScanner` reads it.
///
/// Two members are equal when their keys and values are: where the key was (`keyOffset`) and the
/// known-word indexes (which follow from the key and value) are not compared.
public struct JSONMember: Sendable, Hashable {
    /// The key, escapes resolved.
    public var key: String
    /// The value.
    public var value: JSONValue
    /// The byte offset of the key's opening quote.
    public var keyOffset: Int
    /// The key's index in the scanner's `JSONKnownWords`, or nil when it is not one of them.
    public var keyWord: Int?
    /// When the value is a string that is one of the scanner's known words, its index; else nil.
    public var valueWord: Int?

    /// A member with every part given.
    public init(key: String, value: JSONValue, keyOffset: Int = 0, keyWord: Int? = nil, valueWord: Int? = nil)
    {
        self.key = key
        self.value = value
        self.keyOffset = keyOffset
        self.keyWord = keyWord
        self.valueWord = valueWord
    }

    /// Whether the keys and the values are equal (positions ignored).
    public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }

    /// Hashes the key and the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
    }
}
