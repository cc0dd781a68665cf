/// An ordered list of header fields with case-insensitive lookup by name.
///
/// Order and repeated names are kept, so a message serialises back the way it was built.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in order.
    public private(set) var fields: [HTTPField] = []

    /// Creates an empty list.
    public init() {}

    /// Creates a list from fields in order.
    public init(_ fields: [HTTPField]) { self.fields = fields }

    /// Creates a list from `name: value` pairs in order.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { HTTPField(name: $0.0, value: $0.1) }
    }

    /// Iterates over the fields in order.
    public func makeIterator() -> IndexingIterator<[HTTPField]> { fields.makeIterator() }

    /// The number of fields.
    public var count: Int { fields.count }

    /// The value of the first field called `name` (any case); setting replaces every such field
    /// with one (or removes them all when set to `nil`).
    /// - Complexity: O(n) in the number of fields.
    public subscript(name: String) -> String? {
        get { fields.first { Self.equalsIgnoringCase($0.name, name) }?.value }
        set {
            let index = fields.firstIndex { Self.equalsIgnoringCase($0.name, name) }
            remove(name)
            guard let newValue else { return }
            fields.insert(HTTPField(name: name, value: newValue), at: index ?? fields.endIndex)
        }
    }

    /// Every value of the fields called `name` (any case), in order.
    /// - Complexity: O(n) in the number of fields.
    public func values(for name: String) -> [String] {
        fields.filter { Self.equalsIgnoringCase($0.name, name) }.map(\.value)
    }

    /// Whether a field called `name` exists.
    /// - Complexity: O(n) in the number of fields.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.equalsIgnoringCase($0.name, name) }
    }

    /// Appends a field, keeping any existing one with the same name.
    public mutating func add(name: String, value: String) {
        fields.append(HTTPField(name: name, value: value))
    }

    /// Removes every field called `name` (any case).
    /// - Complexity: O(n) in the number of fields.
    public mutating func remove(_ name: String) {
        fields.removeAll { Self.equalsIgnoringCase($0.name, name) }
    }

    /// Whether a comma-separated field (such as `Connection: keep-alive, Upgrade`) lists `token`,
    /// compared case-insensitively, across every field called `name`.
    /// - Complexity: O(n) in the total length of those fields.
    public func containsToken(_ token: String, in name: String) -> Bool {
        values(for: name).contains { value in
            value.split(separator: ",").contains {
                Self.equalsIgnoringCase($0.trimmingASCIIWhitespace(), token)
            }
        }
    }

    /// Compares two strings ignoring ASCII case, as header names and tokens are compared.
    /// - Complexity: O(n).
    static func equalsIgnoringCase(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
        let x = a.utf8
        let y = b.utf8
        guard x.count == y.count else { return false }
        return zip(x, y).allSatisfy { lhs, rhs in
            lhs == rhs || (lhs | 0x20 == rhs | 0x20 && (lhs | 0x20) >= 0x61 && (lhs | 0x20) <= 0x7A)
        }
    }
}

extension StringProtocol {
    /// The string without leading and trailing spaces and tabs.
    func trimmingASCIIWhitespace() -> Substring {
        let string = Substring(self)
        let bytes = string.utf8
        guard let first = bytes.firstIndex(where: { $0 != 32 && $0 != 9 }) else { return "" }
        let last = bytes.lastIndex(where: { $0 != 32 && $0 != 9 })!
        return string[first...last]
    }
}
