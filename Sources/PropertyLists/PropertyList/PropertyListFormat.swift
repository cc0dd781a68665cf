/// The on-disk forms of a property list this module reads.
public enum PropertyListFormat: String, Sendable, Hashable {
    /// `<?xml …?><plist>…` — what Xcode projects hold; every value has a position.
    case xml
    /// `bplist00…` — what built `.app` bundles hold; no positions.
    case binary
    /// `{ key = value; }` — old-style (OpenStep, "ASCII"): `project.pbxproj`; every value has a position.
    case openStep
}
