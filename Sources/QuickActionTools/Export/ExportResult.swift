import Foundation
import Interchange
import PropertyLists
import QuickActions

/// What an exporter produced and what it could not carry over.
public struct ExportResult: Sendable, Hashable {
    /// The files, in a stable order.
    public var files: [ExportFile]
    /// Everything lost or changed on the way, one sentence each.
    public var warnings: [String]

    /// Creates a result.
    public init(files: [ExportFile], warnings: [String]) {
        self.files = files
        self.warnings = warnings
    }

    /// The file at `path`, if produced.
    public func file(_ path: String) -> ExportFile? { files.first { $0.path == path } }
}
