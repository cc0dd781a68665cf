import Interchange
import PropertyLists
import QuickActions

/// Why an app could not be loaded at all: the path, not the content, is the problem
/// (`forcetouch` exits 2 for these; content problems are diagnostics instead).
public enum AppLoadError: Error, Sendable, Hashable {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The path is neither a regular file nor a folder (a device, a socket).
    case notAFileOrFolder(path: String)
    /// A folder with no Info.plist in any of the places searched.
    case noInfoPlist(path: String)
    /// A folder with several Info.plist candidates at the same level.
    case ambiguous(path: String, candidates: [String])
    /// The Info.plist exists but cannot be read (`reason` from the system).
    case unreadable(path: String, reason: String)
    /// The path is an Xcode project that cannot be used (see the error for which part).
    case project(ProjectLoadError)

    /// What went wrong and what to do (one line).
    public var message: String { Wording.appLoadError(self) }
}
