public import PropertyLists

/// Something a project refers to that is not there; the rest of the project is still read.
public struct ProjectWarning: Sendable, Hashable {
    /// What is missing.
    public enum Kind: Sendable, Hashable {
        /// An object id that no object has (`key` is where it is referred to from).
        case danglingReference(id: String, key: String)
        /// A file or folder the project names that is not on disk (relative to the project's folder
        /// when inside it).
        case missingFile(path: String)
        /// An object of an unexpected kind where a build file, group or configuration was expected.
        case unexpectedObject(id: String, isa: String, expected: String)
        /// A group that contains itself (directly or not): its path is not resolved.
        case groupCycle(id: String)
        /// A synchronized folder larger than the walk's limit: the rest was not listed.
        case folderTooLarge(path: String, limit: Int)
    }

    /// What is missing.
    public var kind: Kind
    /// The project file.
    public var file: String
    /// Where in it, when known.
    public var position: SourcePosition?

    /// Creates a warning.
    public init(kind: Kind, file: String, position: SourcePosition? = nil) {
        self.kind = kind
        self.file = file
        self.position = position
    }

    /// What is wrong (one line).
    public var message: String { Wording.projectWarning(kind) }

    /// `file:line:column: warning: message`.
    public var formatted: String {
        "\(file):\(position.map { "\($0):" } ?? "") warning: \(message)"
    }
}
