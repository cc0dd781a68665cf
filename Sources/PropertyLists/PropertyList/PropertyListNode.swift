public import Foundation

/// A property-list value as read from a file, with where each value sits in that file.
///
/// `PropertyListValue` is the value alone; a node adds the position of its element (the `<` of
/// `<string>` in an XML plist) and keeps a dictionary's entries in file order, duplicates included,
/// so diagnostics can point at them. Binary plists carry no positions: `position` is nil there.
public struct PropertyListNode: Sendable, Hashable {
    /// The node's value; containers hold nodes.
    public enum Value: Sendable, Hashable {
        /// `<string>`.
        case string(String)
        /// `<integer>`.
        case integer(Int)
        /// `<real>`.
        case real(Double)
        /// `<true/>` or `<false/>`.
        case boolean(Bool)
        /// `<date>`.
        case date(Date)
        /// `<data>`.
        case data(Data)
        /// `<array>`.
        case array([PropertyListNode])
        /// `<dict>`, entries in file order.
        case dictionary([Entry])
    }

    /// One `<key>` and its value in a `<dict>`.
    public struct Entry: Sendable, Hashable {
        /// The key's text.
        public var key: String
        /// Where the `<key>` element starts; nil in binary plists.
        public var keyPosition: SourcePosition?
        /// The value that follows the key.
        public var value: PropertyListNode

        /// Creates an entry.
        public init(key: String, keyPosition: SourcePosition? = nil, value: PropertyListNode) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// The value.
    public var value: Value
    /// Where the value's element starts; nil when unknown (binary plists, values made in code).
    public var position: SourcePosition?

    /// Creates a node.
    public init(_ value: Value, position: SourcePosition? = nil) {
        self.value = value
        self.position = position
    }

    /// The value of `key` when this is a dictionary; with duplicate keys, the last one, as
    /// CoreFoundation keeps it.
    /// - Complexity: O(*n*) in the number of entries.
    public subscript(key: String) -> PropertyListNode? {
        entry(key)?.value
    }

    /// The entry for `key` when this is a dictionary (the last one when duplicated).
    /// - Complexity: O(*n*) in the number of entries.
    public func entry(_ key: String) -> Entry? {
        guard case .dictionary(let entries) = value else { return nil }
        return entries.last(where: { $0.key == key })
    }

    /// The string, when this is a `<string>`.
    public var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The plist element name of the value's type (`string`, `dictionary`, …), for messages.
    public var typeName: String {
        // The names are `PropertyListValue`'s; a container is named without converting its nodes.
        switch value {
        case .array: PropertyListValue.array([]).typeName
        case .dictionary: PropertyListValue.dictionary([:]).typeName
        default: propertyListValue.typeName
        }
    }

    /// The value without positions (the last of duplicated keys wins).
    /// - Complexity: O(*n*) in the number of nodes.
    public var propertyListValue: PropertyListValue {
        switch value {
        case .string(let text): .string(text)
        case .integer(let number): .integer(number)
        case .real(let number): .real(number)
        case .boolean(let flag): .boolean(flag)
        case .date(let date): .date(date)
        case .data(let data): .data(data)
        case .array(let nodes): .array(nodes.map(\.propertyListValue))
        case .dictionary(let entries):
            .dictionary(
                Dictionary(entries.map { ($0.key, $0.value.propertyListValue) }, uniquingKeysWith: { $1 }))
        }
    }
}

extension PropertyListNode {
    /// A node tree for `value`, without positions (dictionary entries sorted by key).
    /// - Complexity: O(*n* log *n*) in the number of values.
    public init(_ value: PropertyListValue) {
        switch value {
        case .string(let text): self.init(Value.string(text))
        case .integer(let number): self.init(Value.integer(number))
        case .real(let number): self.init(Value.real(number))
        case .boolean(let flag): self.init(Value.boolean(flag))
        case .date(let date): self.init(Value.date(date))
        case .data(let data): self.init(Value.data(data))
        case .array(let values): self.init(Value.array(values.map { PropertyListNode($0) }))
        case .dictionary(let values):
            self.init(
                Value.dictionary(
                    values.sorted(by: { $0.key < $1.key }).map {
                        Entry(key: $0.key, value: PropertyListNode($0.value))
                    }))
        }
    }
}
