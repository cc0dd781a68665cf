/// A property list read from bytes: its root and the format it was in.
public struct PropertyListDocument: Sendable, Hashable {
    /// The top-level value.
    public var root: PropertyListNode
    /// XML (with positions) or binary (without).
    public var format: PropertyListFormat

    /// Creates a document.
    public init(root: PropertyListNode, format: PropertyListFormat) {
        self.root = root
        self.format = format
    }
}
