public import Foundation
import Interchange
import PropertyLists
import QuickActions

/// One file an exporter produces, with its path relative to the output folder.
public struct ExportFile: Sendable, Hashable {
    /// The relative path (`res/xml/shortcuts.xml`).
    public var path: String
    /// The bytes.
    public var contents: Data

    /// Creates a file.
    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }

    /// The contents as UTF-8 text (exports are text, except copied icon images).
    public var text: String? { String(data: contents, encoding: .utf8) }
}
