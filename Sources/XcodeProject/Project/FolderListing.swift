import PropertyLists

/// Lists a folder's entries (a synchronized group's files): the disk, or a fixed tree in tests.
public protocol FolderListing: Sendable {
    /// The names in the folder at `path`, or nil when it is not a folder.
    func entries(_ path: String) -> [String]?
    /// Whether a file or folder exists at `path`.
    func exists(_ path: String) -> Bool
}

/// The file system.
public struct DiskListing: FolderListing {
    /// Creates a listing of the disk.
    public init() {}

    /// The folder's entries from the disk, sorted; nil when `path` is not a folder.
    public func entries(_ path: String) -> [String]? {
        guard FileReader.isDirectory(path) else { return nil }
        return FileReader.list(path).sorted()
    }

    /// Whether something exists at `path` on disk.
    public func exists(_ path: String) -> Bool {
        FileReader.kind(of: path) != .missing
    }
}
