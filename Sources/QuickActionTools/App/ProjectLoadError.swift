public import PropertyLists
public import XcodeProject

/// Why an app cannot be taken from an Xcode project.
public enum ProjectLoadError: Error, Sendable, Hashable {
    /// The project file is missing or damaged.
    case project(ProjectFileError)
    /// An xcconfig file of the target is missing or damaged.
    case settings(XCConfigError)
    /// A folder holding several `.xcodeproj`s.
    case severalProjects(path: String, projects: [String])
    /// `--target` names no target.
    case unknownTarget(name: String, available: [String])
    /// No `--target` and the project has no app target.
    case noAppTarget(project: String, available: [String])
    /// No `--target` and the project has several app targets.
    case severalAppTargets(project: String, apps: [String])
    /// `--configuration` names no configuration.
    case unknownConfiguration(name: String, available: [String])
    /// The target has neither `INFOPLIST_FILE` nor `GENERATE_INFOPLIST_FILE = YES`.
    case noInfoPlist(target: String)
    /// `INFOPLIST_FILE` names a file that does not exist.
    case infoPlistNotFound(path: String, target: String)
    /// The Info.plist cannot be read.
    case unreadable(path: String, reason: String)

    /// Whether the content is at fault (exit 1) rather than the command line (exit 2).
    public var isContentError: Bool {
        switch self {
        case .project(.syntax), .project(.structure), .settings, .infoPlistNotFound, .noInfoPlist: true
        default: false
        }
    }

    /// The file at fault, for content errors.
    public var file: String? {
        switch self {
        case .project(let error): error.file
        case .settings(let error): error.file
        case .infoPlistNotFound(let path, _): path
        default: nil
        }
    }

    /// Where in `file`, when known.
    public var position: SourcePosition? {
        switch self {
        case .project(let error): error.position
        case .settings(let error): error.position
        default: nil
        }
    }

    /// The whole message: `file:line:column: error: …` for content, else `error: …`.
    public var formatted: String {
        switch self {
        case .project(let error): error.formatted
        case .settings(let error): error.formatted
        default: "error: " + message
        }
    }

    /// What went wrong and what to do (one line).
    public var message: String { Wording.projectLoadError(self) }
}
