import PropertyLists

/// Walks a `project.pbxproj`'s object graph into a `ProjectFile`.
struct ProjectGraphReader {
    let path: String
    let pbxproj: String
    let folder: String
    let objects: [String: PropertyListNode]
    let rootID: String
    let root: PropertyListNode
    let objectVersion: Int?
    /// Each group's child → parent.
    var parents: [String: String] = [:]
    var warnings: [ProjectWarning] = []
    var resolvedPaths: [String: String] = [:]
    /// The ids of every `PBXFileSystemSynchronizedRootGroup`, sorted (found once, when first needed).
    var synchronizedGroupIDs: [String]?

    init(document: PropertyListDocument, path: String) throws(ProjectFileError) {
        self.path = path
        pbxproj = FileReader.join(path, "project.pbxproj")
        let top = document.root
        guard case .dictionary = top.value else {
            throw .structure(file: pbxproj, position: top.position, problem: .rootNotDictionary)
        }
        guard let objectsNode = top["objects"] else {
            throw .structure(file: pbxproj, position: top.position, problem: .missingKey("objects"))
        }
        guard case .dictionary(let entries) = objectsNode.value else {
            throw .structure(
                file: pbxproj, position: objectsNode.position,
                problem: .wrongType(key: "objects", expected: "a dictionary", found: objectsNode.typeName))
        }
        var objects: [String: PropertyListNode] = [:]
        objects.reserveCapacity(entries.count)
        for entry in entries {
            guard case .dictionary = entry.value.value, entry.value["isa"]?.stringValue != nil else {
                throw .structure(
                    file: pbxproj, position: entry.value.position ?? entry.keyPosition,
                    problem: .malformedObject(entry.key))
            }
            objects[entry.key] = entry.value
        }
        self.objects = objects
        guard let rootNode = top["rootObject"] else {
            throw .structure(file: pbxproj, position: top.position, problem: .missingKey("rootObject"))
        }
        guard let rootID = rootNode.stringValue else {
            throw .structure(
                file: pbxproj, position: rootNode.position,
                problem: .wrongType(key: "rootObject", expected: "an object id", found: rootNode.typeName))
        }
        guard let root = objects[rootID], root["isa"]?.stringValue == "PBXProject" else {
            throw .structure(
                file: pbxproj, position: rootNode.position, problem: .rootObjectNotProject(rootID))
        }
        self.rootID = rootID
        self.root = root
        switch top["objectVersion"]?.value {
        case .string(let text)?: objectVersion = Int(text)
        case .integer(let number)?: objectVersion = number
        default: objectVersion = nil
        }
        let projectFolder = FileReader.parent(path)
        let projectDirPath = root["projectDirPath"]?.stringValue ?? ""
        folder =
            projectDirPath.isEmpty
            ? projectFolder
            : projectDirPath.hasPrefix("/") ? projectDirPath : FileReader.join(projectFolder, projectDirPath)
    }

    // MARK: Objects

    func isa(_ id: String) -> String? { objects[id]?["isa"]?.stringValue }

    /// The ids in the array at `key` of `node` (non-strings skipped).
    func ids(_ node: PropertyListNode, _ key: String) -> [(id: String, position: SourcePosition?)] {
        guard case .array(let items)? = node[key]?.value else { return [] }
        return items.compactMap { item in item.stringValue.map { ($0, item.position) } }
    }

    func strings(_ node: PropertyListNode, _ key: String) -> [String] {
        guard case .array(let items)? = node[key]?.value else { return [] }
        return items.compactMap(\.stringValue)
    }

    /// The object `id`, or nil after a dangling-reference warning.
    mutating func object(_ id: String, key: String, at position: SourcePosition?) -> PropertyListNode? {
        if let object = objects[id] { return object }
        warnings.append(
            ProjectWarning(kind: .danglingReference(id: id, key: key), file: pbxproj, position: position))
        return nil
    }

    // MARK: The project

    mutating func read(listing: some FolderListing) -> ProjectFile {
        indexParents()
        let (configurations, defaultName) = configurationList(root, owner: "PBXProject", listing: listing)
        var targets: [ProjectTarget] = []
        for (id, position) in ids(root, "targets") {
            guard let node = object(id, key: "targets", at: position) else { continue }
            targets.append(target(id, node, listing: listing))
        }
        return ProjectFile(
            path: path, pbxprojPath: pbxproj, folder: folder,
            name: String(
                FileReader.lastComponent(path).split(separator: ".").dropLast().joined(separator: ".")
            )
            .nonEmpty ?? FileReader.lastComponent(path),
            objectVersion: objectVersion, targets: targets, configurations: configurations,
            defaultConfigurationName: defaultName, knownRegions: strings(root, "knownRegions"),
            developmentRegion: root["developmentRegion"]?.stringValue, warnings: warnings)
    }

    mutating func configurationList(
        _ owner: PropertyListNode, owner kind: String, listing: some FolderListing
    ) -> ([BuildConfiguration], String?) {
        guard let listNode = owner["buildConfigurationList"], let listID = listNode.stringValue,
            let list = object(listID, key: "buildConfigurationList", at: listNode.position)
        else { return ([], nil) }
        var configurations: [BuildConfiguration] = []
        for (id, position) in ids(list, "buildConfigurations") {
            guard let node = object(id, key: "buildConfigurations", at: position) else { continue }
            guard node["isa"]?.stringValue == "XCBuildConfiguration" else {
                warnings.append(
                    ProjectWarning(
                        kind: .unexpectedObject(
                            id: id, isa: isa(id) ?? "?", expected: "an XCBuildConfiguration"),
                        file: pbxproj, position: position))
                continue
            }
            var settings: [String: String] = [:]
            if case .dictionary(let entries)? = node["buildSettings"]?.value {
                for entry in entries { settings[entry.key] = Self.settingText(entry.value) }
            }
            var base: String?
            // Xcode 16: an xcconfig inside a synchronized folder is named by the folder and a path.
            if let anchor = node["baseConfigurationReferenceAnchor"], let anchorID = anchor.stringValue,
                let relative = node["baseConfigurationReferenceRelativePath"]?.stringValue,
                object(anchorID, key: "baseConfigurationReferenceAnchor", at: anchor.position) != nil
            {
                let path = resolvedPath(anchorID) + "/" + relative
                base = path
                if !path.hasPrefix("$("), !listing.exists(path) {
                    warnings.append(
                        ProjectWarning(
                            kind: .missingFile(path: relativeToFolder(path)), file: pbxproj,
                            position: anchor.position))
                }
            }
            if let reference = node["baseConfigurationReference"], let referenceID = reference.stringValue,
                object(referenceID, key: "baseConfigurationReference", at: reference.position) != nil
            {
                base = resolvedPath(referenceID)
                if let base, !base.hasPrefix("$("), !listing.exists(base) {
                    warnings.append(
                        ProjectWarning(
                            kind: .missingFile(path: relativeToFolder(base)), file: pbxproj,
                            position: reference.position))
                }
            }
            configurations.append(
                BuildConfiguration(
                    name: node["name"]?.stringValue ?? "", settings: settings, baseConfiguration: base,
                    position: node.position))
        }
        return (configurations, list["defaultConfigurationName"]?.stringValue)
    }

    /// A setting's value as Xcode passes it on: a list becomes its items joined by spaces (each
    /// quoted when it holds a space).
    static func settingText(_ node: PropertyListNode) -> String {
        switch node.value {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .real(let number): return String(number)
        case .boolean(let flag): return flag ? "YES" : "NO"
        case .array(let items):
            return items.map { item in
                let text = settingText(item)
                return text.contains(" ") && !text.hasPrefix("\"") ? "\"\(text)\"" : text
            }.joined(separator: " ")
        default: return ""
        }
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
