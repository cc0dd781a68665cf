import PropertyLists

extension ProjectGraphReader {
    /// The object kinds that hold `children`.
    static let groupKinds: Set<String> = [
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
    ]

    mutating func indexParents() {
        for (id, node) in objects where Self.groupKinds.contains(node["isa"]?.stringValue ?? "") {
            for (child, _) in ids(node, "children") where parents[child] == nil { parents[child] = id }
        }
    }

    /// The path of a file reference or group, through its `sourceTree`: `<group>` is relative to the
    /// enclosing group's path, `SOURCE_ROOT` to the project's folder, `<absolute>` as written;
    /// `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR` (and other build-setting trees) become
    /// `$(TREE)/path`. The main group's path is the project's folder.
    mutating func resolvedPath(_ id: String) -> String {
        if let cached = resolvedPaths[id] { return cached }
        var chain: [String] = []
        let path = resolvedPath(id, chain: &chain)
        resolvedPaths[id] = path
        return path
    }

    private mutating func resolvedPath(_ id: String, chain: inout [String]) -> String {
        if let cached = resolvedPaths[id] { return cached }
        guard let node = objects[id] else { return folder }
        if chain.contains(id) || chain.count > 256 {
            warnings.append(ProjectWarning(kind: .groupCycle(id: id), file: pbxproj, position: node.position))
            return folder
        }
        chain.append(id)
        defer { chain.removeLast() }
        let own = node["path"]?.stringValue ?? ""
        let tree = node["sourceTree"]?.stringValue ?? "<group>"
        let base: String
        switch tree {
        case "<group>":
            if let parent = parents[id] {
                base = resolvedPath(parent, chain: &chain)
            } else {
                base = folder
            }
        case "SOURCE_ROOT": base = folder
        case "<absolute>": base = ""
        default: base = "$(\(tree))"
        }
        let result: String
        if own.isEmpty {
            result = base.isEmpty ? "/" : base
        } else if own.hasPrefix("/") {
            result = own
        } else {
            result = base.isEmpty ? own : ProjectGraphReader.normalize(base + "/" + own)
        }
        resolvedPaths[id] = result
        return result
    }

    /// `path` with `.` and `..` removed (kept as written at the start of a relative path).
    static func normalize(_ path: String) -> String {
        guard path.contains("/.") else { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.hasPrefix("$(") {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    // MARK: Targets

    mutating func target(_ id: String, _ node: PropertyListNode, listing: some FolderListing) -> ProjectTarget
    {
        let (configurations, defaultName) = configurationList(node, owner: "target", listing: listing)
        var target = ProjectTarget(
            id: id, name: node["name"]?.stringValue ?? "", productName: node["productName"]?.stringValue,
            productType: ProductType(identifier: node["productType"]?.stringValue ?? ""),
            configurations: configurations, defaultConfigurationName: defaultName, position: node.position)
        for (phaseID, position) in ids(node, "buildPhases") {
            guard let phase = object(phaseID, key: "buildPhases", at: position) else { continue }
            let kind = phase["isa"]?.stringValue ?? ""
            if kind == "PBXShellScriptBuildPhase" {
                target.scriptPhases.append(phase["name"]?.stringValue ?? "Run Script")
            }
            guard
                ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXFrameworksBuildPhase"].contains(kind)
            else { continue }
            let files = buildFiles(phase, listing: listing)
            switch kind {
            case "PBXSourcesBuildPhase": target.sources += files
            case "PBXResourcesBuildPhase": target.resources += files
            default: target.frameworks += files
            }
        }
        target.packageProducts = packageProducts(node)
        let phases = Set(ids(node, "buildPhases").map(\.id))
        var synchronized: Set<String> = []
        for (groupID, position) in ids(node, "fileSystemSynchronizedGroups") {
            guard let group = object(groupID, key: "fileSystemSynchronizedGroups", at: position) else {
                continue
            }
            synchronized.insert(groupID)
            let folderPath = resolvedPath(groupID)
            target.synchronizedFolders.append(folderPath)
            let exceptions = synchronizedExceptions(group, targetID: id, phases: phases)
            let walk = SynchronizedFolder.walk(
                folderPath, excluding: exceptions.membership.union(exceptions.placed.keys),
                explicitFolders: Set(strings(group, "explicitFolders")), listing: listing)
            if walk.truncated {
                warnings.append(
                    ProjectWarning(
                        kind: .folderTooLarge(path: folderPath, limit: SynchronizedFolder.maximumEntries),
                        file: pbxproj, position: group.position))
            }
            warnMissing(walk.found ? walk.missing : walk.missing + [folderPath], at: group)
            take(
                walk, placed: exceptions.placed, of: folderPath, group: group, into: &target, listing: listing
            )
        }
        // Files of other targets' synchronised folders that this target has too: the exception set
        // for this target lists them (Xcode's way of sharing a file of one target's folder).
        for groupID in allSynchronizedGroupIDs() where !synchronized.contains(groupID) {
            guard let group = objects[groupID] else { continue }
            let exceptions = synchronizedExceptions(group, targetID: id, phases: phases)
            guard !exceptions.membership.isEmpty || !exceptions.placed.isEmpty else { continue }
            let folderPath = resolvedPath(groupID)
            let walk = SynchronizedFolder.members(
                Array(exceptions.membership), of: folderPath,
                explicitFolders: Set(strings(group, "explicitFolders")), listing: listing)
            warnMissing(walk.missing, at: group)
            take(
                walk, placed: exceptions.placed, of: folderPath, group: group, into: &target, listing: listing
            )
        }
        return target
    }

    /// A `project-reference` warning for each path (absolute) not on disk, at the group naming it.
    private mutating func warnMissing(_ paths: [String], at group: PropertyListNode) {
        for path in paths {
            warnings.append(
                ProjectWarning(
                    kind: .missingFile(path: relativeToFolder(path)), file: pbxproj, position: group.position)
            )
        }
    }

    /// Adds a synchronised folder's files to the target, then those a per-phase set placed.
    private mutating func take(
        _ walk: SynchronizedFolder.Walk, placed: [String: String], of folderPath: String,
        group: PropertyListNode,
        into target: inout ProjectTarget, listing: some FolderListing
    ) {
        target.sources += walk.sources
        target.resources += walk.resources
        add(placed, of: folderPath, group: group, to: &target, listing: listing)
    }

    /// What a synchronised group's exception sets say about `targetID`: `membership`, the paths
    /// (relative to the group's folder) whose membership is the opposite of the group's default for
    /// the target (out of a target that synchronises the folder, in for one that does not); `placed`,
    /// the paths a per-phase set puts in one of the target's `phases`, with that phase's kind.
    mutating func synchronizedExceptions(
        _ group: PropertyListNode, targetID: String, phases: Set<String>
    ) -> (membership: Set<String>, placed: [String: String]) {
        var membership: Set<String> = []
        var placed: [String: String] = [:]
        for (setID, position) in ids(group, "exceptions") {
            guard let set = object(setID, key: "exceptions", at: position) else { continue }
            switch set["isa"]?.stringValue {
            case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                guard set["target"]?.stringValue == targetID else { continue }
                membership.formUnion(strings(set, "membershipExceptions"))
            case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                guard let phase = set["buildPhase"]?.stringValue, phases.contains(phase) else { continue }
                let kind = objects[phase]?["isa"]?.stringValue ?? ""
                for path in strings(set, "membershipExceptions") { placed[path] = kind }
            default: continue
            }
        }
        return (membership, placed)
    }

    /// Adds the files a per-phase exception set placed: to Sources or Resources when that is the
    /// phase, else to no phase this model lists (a Copy Files phase embeds them; not read).
    private mutating func add(
        _ placed: [String: String], of folderPath: String, group: PropertyListNode,
        to target: inout ProjectTarget,
        listing: some FolderListing
    ) {
        let kept = placed.filter { ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains($0.value) }
        guard !kept.isEmpty else { return }
        let walk = SynchronizedFolder.members(Array(kept.keys), of: folderPath, listing: listing)
        for path in walk.missing {
            warnings.append(
                ProjectWarning(
                    kind: .missingFile(path: relativeToFolder(path)), file: pbxproj, position: group.position)
            )
        }
        for entry in walk.sources + walk.resources {
            let relative = String(entry.path.dropFirst(folderPath.count + 1))
            let phase = kept.first { relative == $0.key || relative.hasPrefix($0.key + "/") }?.value
            if phase == "PBXSourcesBuildPhase" {
                target.sources.append(entry)
            } else {
                target.resources.append(entry)
            }
        }
    }

    /// The ids of every folder-synchronised group in the project, sorted.
    mutating func allSynchronizedGroupIDs() -> [String] {
        if let cached = synchronizedGroupIDs { return cached }
        let found = objects.filter { $0.value["isa"]?.stringValue == "PBXFileSystemSynchronizedRootGroup" }
            .keys
            .sorted()
        synchronizedGroupIDs = found
        return found
    }

    /// A phase's `files`, each a `PBXBuildFile` whose `fileRef` is a file, a variant group (its
    /// localised children) or a version group (a Core Data model); package products are skipped.
    mutating func buildFiles(_ phase: PropertyListNode, listing: some FolderListing) -> [ProjectFileEntry] {
        var entries: [ProjectFileEntry] = []
        for (buildFileID, position) in ids(phase, "files") {
            guard let buildFile = object(buildFileID, key: "files", at: position) else { continue }
            guard let reference = buildFile["fileRef"], let referenceID = reference.stringValue else {
                continue
            }
            guard let file = object(referenceID, key: "fileRef", at: reference.position) else { continue }
            switch file["isa"]?.stringValue {
            case "PBXVariantGroup":
                let groupName = file["name"]?.stringValue ?? file["path"]?.stringValue
                for (childID, childPosition) in ids(file, "children") {
                    guard let child = object(childID, key: "children", at: childPosition) else { continue }
                    let path = resolvedPath(childID)
                    checkExists(path, listing: listing, position: child.position)
                    entries.append(
                        ProjectFileEntry(
                            path: path, language: child["name"]?.stringValue ?? Self.language(of: path),
                            variantGroup: groupName))
                }
            case "PBXFileReference", "XCVersionGroup", "PBXReferenceProxy":
                let path = resolvedPath(referenceID)
                if file["isa"]?.stringValue != "PBXReferenceProxy" {
                    checkExists(path, listing: listing, position: file.position)
                }
                entries.append(ProjectFileEntry(path: path, language: Self.language(of: path)))
            default:
                continue
            }
        }
        return entries
    }

    mutating func checkExists(_ path: String, listing: some FolderListing, position: SourcePosition?) {
        guard !path.hasPrefix("$("), !listing.exists(path) else { return }
        warnings.append(
            ProjectWarning(
                kind: .missingFile(path: relativeToFolder(path)), file: pbxproj, position: position))
    }

    /// `path` relative to the project's folder when inside it (for messages).
    func relativeToFolder(_ path: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The language of a path inside a `NAME.lproj` folder.
    static func language(of path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj") else { return nil }
        return String(components[components.count - 2].dropLast(".lproj".count))
    }
}
