import PropertyLists

/// The files of an Xcode 16 folder-synchronised group (`PBXFileSystemSynchronizedRootGroup`),
/// listed from disk as Xcode assigns them to build phases.
///
/// Every file under the folder belongs to a target that synchronises it except the paths its exception
/// sets list for that target (an excluded folder takes everything under it); for a target that does
/// not synchronise the folder, the same list names the only files of it the target has (Xcode writes
/// one when a file of one target's folder is added to another). Files a per-phase exception set
/// (`PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`) places in another build phase
/// (a Copy Files phase) leave the default phases. `explicitFolders` are folder references: one
/// resource each, not walked. Source code (`swift`, `m`, `mm`, `c`, `cc`,
/// `cpp`, `metal`) goes to the sources phase; headers, `.xcconfig`, `.entitlements`, `Info.plist`
/// files and hidden entries to none; everything else is a resource. Folders that Xcode treats as
/// one file (`.xcassets`, `.bundle`, `.xcdatamodeld`, `.scnassets`, `.storyboardc`, `.docc`, …) are
/// one resource. Our limits: 16 levels deep, 20,000 entries.
enum SynchronizedFolder {
    static let maximumEntries = 20_000
    static let maximumDepth = 16
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "c", "cc", "cpp", "metal"]
    static let ignoredExtensions: Set<String> = ["h", "hpp", "xcconfig", "entitlements", "modulemap", "pch"]
    static let packageExtensions: Set<String> = [
        "xcassets", "bundle", "xcdatamodeld", "xcdatamodel", "scnassets", "storyboardc", "docc", "framework",
        "xcframework", "playground", "rcproject", "reality", "mlpackage", "mlmodelc", "xcmappingmodel", "app",
        "appex",
    ]

    struct Walk {
        var sources: [ProjectFileEntry] = []
        var resources: [ProjectFileEntry] = []
        var truncated = false
        var found = true
        /// Members (of a folder the target does not synchronise) that are not on disk.
        var missing: [String] = []
    }

    /// The files of `folder` for a target that synchronises it: all but `excluded` (paths relative to
    /// the folder), with `explicitFolders` as one resource each.
    static func walk(
        _ folder: String, excluding excluded: Set<String>, explicitFolders: Set<String> = [],
        listing: some FolderListing
    ) -> Walk {
        var walk = Walk()
        guard listing.entries(folder) != nil else {
            walk.found = false
            return walk
        }
        var budget = maximumEntries
        visit(
            folder, relative: "", depth: 0, excluded: excluded, explicitFolders: explicitFolders,
            listing: listing, budget: &budget, into: &walk)
        walk.sources.sort { $0.path < $1.path }
        walk.resources.sort { $0.path < $1.path }
        return walk
    }

    /// The files of `folder` for a target that does not synchronise it: only `members` (paths relative
    /// to the folder; a member folder brings everything under it). Members not on disk are `missing`.
    static func members(
        _ members: [String], of folder: String, explicitFolders: Set<String> = [], listing: some FolderListing
    ) -> Walk {
        var walk = Walk()
        var budget = maximumEntries
        for member in members.sorted() where !member.isEmpty {
            let path = folder + "/" + member
            let name = FileReader.lastComponent(path)
            guard
                classify(
                    path, name: name, relative: member, depth: 0, excluded: [],
                    explicitFolders: explicitFolders,
                    listing: listing, budget: &budget, into: &walk)
            else {
                walk.missing.append(path)
                continue
            }
        }
        walk.sources.sort { $0.path < $1.path }
        walk.resources.sort { $0.path < $1.path }
        return walk
    }

    private static func visit(
        _ folder: String, relative: String, depth: Int, excluded: Set<String>, explicitFolders: Set<String>,
        listing: some FolderListing, budget: inout Int, into walk: inout Walk
    ) {
        guard let names = listing.entries(folder) else { return }
        for name in names where !name.hasPrefix(".") {
            budget -= 1
            guard budget >= 0 else {
                walk.truncated = true
                return
            }
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if excluded.contains(relativePath) { continue }
            _ = classify(
                folder + "/" + name, name: name, relative: relativePath, depth: depth, excluded: excluded,
                explicitFolders: explicitFolders, listing: listing, budget: &budget, into: &walk)
        }
    }

    /// Puts the entry at `path` in its phase (a folder: its files); false when it is not on disk.
    private static func classify(
        _ path: String, name: String, relative: String, depth: Int, excluded: Set<String>,
        explicitFolders: Set<String>, listing: some FolderListing, budget: inout Int, into walk: inout Walk
    ) -> Bool {
        let fileExtension = Self.fileExtension(name)
        let isFolder = listing.entries(path) != nil
        if packageExtensions.contains(fileExtension) || (isFolder && explicitFolders.contains(relative)) {
            walk.resources.append(ProjectFileEntry(path: path))
            return true
        }
        if isFolder {
            if depth < maximumDepth {
                visit(
                    path, relative: relative, depth: depth + 1, excluded: excluded,
                    explicitFolders: explicitFolders,
                    listing: listing, budget: &budget, into: &walk)
            }
            return true
        }
        guard listing.exists(path) else { return false }
        if sourceExtensions.contains(fileExtension) {
            walk.sources.append(ProjectFileEntry(path: path))
        } else if !ignoredExtensions.contains(fileExtension), name != "Info.plist" {
            walk.resources.append(
                ProjectFileEntry(path: path, language: ProjectGraphReader.language(of: path)))
        }
        return true
    }

    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
