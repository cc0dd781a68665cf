/// One header field: a name and a value, as sent.
public struct HTTPField: Sendable, Hashable {
    /// The field name, as sent (compared case-insensitively).
    public var name: String
    /// The field value without leading or trailing whitespace.
    public var value: String

    /// Creates a field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
