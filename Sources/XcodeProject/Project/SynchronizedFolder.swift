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
        "appex", "icon",
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
        for listed in members.sorted() where !listed.isEmpty {
            // `/Localized/Dir/Name.xib` names every `Dir/<language>.lproj/Name.xib` (Xcode's form for a
            // localised file); none on disk is a missing member.
            let expanded = localizedVariants(listed, in: folder, listing: listing) ?? [listed]
            if expanded.isEmpty { walk.missing.append(folder + "/" + listed) }
            for member in expanded {
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
            if relative.hasSuffix(".lproj") || relative.contains(".lproj/"),
                excluded.contains(localizedForm(relativePath))
            {
                continue
            }
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

    /// The prefix Xcode writes in an exception set for a localised file: `/Localized/Dir/Name.xib`
    /// stands for `Dir/<language>.lproj/Name.xib` in every language.
    static let localizedPrefix = "/Localized/"

    /// `relative` with its `.lproj` folder taken out, as an exception set names it
    /// (`Dir/Base.lproj/Name.xib` → `/Localized/Dir/Name.xib`).
    static func localizedForm(_ relative: String) -> String {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        return localizedPrefix + parts.filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
    }

    /// For a `/Localized/Dir/Name` member, the `Dir/<language>.lproj/Name` paths on disk (sorted);
    /// nil for any other member.
    static func localizedVariants(_ member: String, in folder: String, listing: some FolderListing)
        -> [String]?
    {
        guard member.hasPrefix(localizedPrefix) else { return nil }
        let rest = String(member.dropFirst(localizedPrefix.count))
        let directory = rest.contains("/") ? String(rest[..<rest.lastIndex(of: "/")!]) : ""
        let name = FileReader.lastComponent(rest)
        let base = directory.isEmpty ? folder : folder + "/" + directory
        let languages = (listing.entries(base) ?? []).filter { $0.hasSuffix(".lproj") }.sorted()
        return languages.compactMap { language in
            let relative = (directory.isEmpty ? "" : directory + "/") + language + "/" + name
            return listing.exists(folder + "/" + relative) ? relative : nil
        }
    }

    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
