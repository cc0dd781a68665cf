import PropertyLists

/// A malformed `--define`.
public enum BuildSettingsError: Error, Sendable, Hashable {
    /// No `=` in the definition.
    case missingEquals(String)
    /// The name is empty or not `[A-Za-z_][A-Za-z0-9_]*`.
    case invalidName(String)

    /// What went wrong and what to do (one line).
    public var message: String { Wording.buildSettingsError(self) }
}
