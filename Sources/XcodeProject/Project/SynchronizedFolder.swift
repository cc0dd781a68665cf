/// The files of an Xcode 16 folder-synchronised group (`PBXFileSystemSynchronizedRootGroup`),
/// listed from disk as Xcode assigns them to build phases.
///
/// Every file under the folder belongs to the target except the paths its exception sets list
/// (an excluded folder takes everything under it). Source code (`swift`, `m`, `mm`, `c`, `cc`,
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
    }

    static func walk(_ folder: String, excluding excluded: Set<String>, listing: some FolderListing) -> Walk {
        var walk = Walk()
        guard listing.entries(folder) != nil else {
            walk.found = false
            return walk
        }
        var budget = maximumEntries
        visit(
            folder, relative: "", depth: 0, excluded: excluded, listing: listing, budget: &budget, into: &walk
        )
        walk.sources.sort { $0.path < $1.path }
        walk.resources.sort { $0.path < $1.path }
        return walk
    }

    private static func visit(
        _ folder: String, relative: String, depth: Int, excluded: Set<String>, listing: some FolderListing,
        budget: inout Int, into walk: inout Walk
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
            let path = folder + "/" + name
            let fileExtension = Self.fileExtension(name)
            if packageExtensions.contains(fileExtension) {
                walk.resources.append(ProjectFileEntry(path: path))
                continue
            }
            if listing.entries(path) != nil {
                if depth < maximumDepth {
                    visit(
                        path, relative: relativePath, depth: depth + 1, excluded: excluded, listing: listing,
                        budget: &budget, into: &walk)
                }
                continue
            }
            if sourceExtensions.contains(fileExtension) {
                walk.sources.append(ProjectFileEntry(path: path))
            } else if !ignoredExtensions.contains(fileExtension), name != "Info.plist" {
                walk.resources.append(
                    ProjectFileEntry(path: path, language: ProjectGraphReader.language(of: path)))
            }
        }
    }

    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
