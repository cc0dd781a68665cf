/// The two on-disk forms of a property list this module reads.
public enum PropertyListFormat: String, Sendable, Hashable {
    /// `<?xml …?><plist>…` — what Xcode projects hold; every value has a position.
    case xml
    /// `bplist00…` — what built `.app` bundles hold; no positions.
    case binary
}

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
