public import PropertyLists

/// Why a project cannot be read: the `.xcodeproj` is missing or its `project.pbxproj` is damaged.
public enum ProjectFileError: Error, Sendable, Hashable {
    /// What is structurally wrong in the object graph.
    public enum Problem: Sendable, Hashable {
        /// The top level is not a dictionary.
        case rootNotDictionary
        /// A required key is missing (`objects`, `rootObject`).
        case missingKey(String)
        /// A key holds the wrong kind of value.
        case wrongType(key: String, expected: String, found: String)
        /// `rootObject` names no `PBXProject`.
        case rootObjectNotProject(String)
        /// An object that is not a dictionary, or has no `isa`.
        case malformedObject(String)
    }

    /// Nothing at the path, or not an `.xcodeproj` holding `project.pbxproj`.
    case notFound(path: String)
    /// The file cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not a property list (the reader's message and position).
    case syntax(file: String, position: SourcePosition?, message: String)
    /// The property list is not a project's object graph.
    case structure(file: String, position: SourcePosition?, problem: Problem)

    /// The file the problem is in.
    public var file: String {
        switch self {
        case .notFound(let path), .unreadable(let path, _): path
        case .syntax(let file, _, _), .structure(let file, _, _): file
        }
    }

    /// Where, when known.
    public var position: SourcePosition? {
        switch self {
        case .notFound, .unreadable: nil
        case .syntax(_, let position, _), .structure(_, let position, _): position
        }
    }

    /// What went wrong and what to do (one line, without the location).
    public var message: String { Wording.projectFileError(self) }

    /// `file:line:column: error: message`.
    public var formatted: String {
        "\(file):\(position.map { "\($0):" } ?? "") error: \(message)"
    }
}
