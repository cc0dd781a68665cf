/// One member of a JSON object as `JSONScanner` reads it.
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
}
