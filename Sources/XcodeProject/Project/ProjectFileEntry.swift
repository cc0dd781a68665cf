/// A file a target builds or copies, resolved to a path.
public struct ProjectFileEntry: Sendable, Hashable {
    /// The path: absolute, or starting with `$(BUILT_PRODUCTS_DIR)`, `$(SDKROOT)` or
    /// `$(DEVELOPER_DIR)` for files outside the project's tree.
    public var path: String
    /// The localisation it is for (`en`, `Base`), for a file of a variant group or an `.lproj` folder.
    public var language: String?
    /// The variant group's name (`Main.storyboard`), for a localised file.
    public var variantGroup: String?

    /// Creates an entry.
    public init(path: String, language: String? = nil, variantGroup: String? = nil) {
        self.path = path
        self.language = language
        self.variantGroup = variantGroup
    }

    /// Whether the path is on disk under the project (not in the SDK or the build products).
    public var isInProjectTree: Bool { !path.hasPrefix("$(") }

    /// The file's name (its last path component).
    public var fileName: String {
        String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    }

    /// The extension, lowercased, without its dot (empty when none).
    public var fileExtension: String {
        let name = fileName
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
