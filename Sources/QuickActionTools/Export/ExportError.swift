import Interchange
import PropertyLists
import QuickActions

/// An export option that cannot work (the CLI's usage error).
public enum ExportError: Error, Sendable, Hashable {
    /// A `{placeholder}` in the URL template that is neither `{type}` nor `{userInfo.KEY}`.
    case unknownPlaceholder(String)
    /// A `{` without its `}` in the URL template.
    case unclosedPlaceholder(String)
    /// A package or class name that Android does not accept.
    case invalidJavaName(String)

    /// What went wrong and what to do (one line).
    public var message: String { Wording.exportError(self) }
}
