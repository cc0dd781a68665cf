/// What the module found in an app's folder: localisation files, asset catalogs, loose images.
///
/// The folder is the one holding the Info.plist. It is walked to a depth of 4 below it, at most
/// 20,000 entries (our choice, so a huge tree cannot stall a lint), skipping hidden entries and
/// `build`, `DerivedData`, `Pods`, `Carthage`, `node_modules`, `*.xcodeproj`, `*.xcworkspace`,
/// `*.framework`, `*.appex` (other bundles have their own Info.plist). Xcode copies resources
/// flat into the app bundle, so a loose image anywhere in that tree is found by its file name.
public struct AppFolder: Sendable, Hashable {
    /// One `<lang>.lproj/InfoPlist.strings` (any letter case; the exact spelling is kept).
    public struct StringsFileLocation: Sendable, Hashable {
        /// The language from the folder name (`de` for `de.lproj`).
        public var language: String
        /// The file's path.
        public var path: String
        /// The file's name as spelled on disk (`InfoPlist.strings`, or `infoPlist.strings`).
        public var fileName: String
    }

    /// The folder's path as given.
    public var path: String
    /// `InfoPlist.strings` files, sorted by path.
    public var stringsFiles: [StringsFileLocation] = []
    /// `InfoPlist.xcstrings` files, sorted.
    public var stringCatalogs: [String] = []
    /// `*.xcassets` folders, sorted.
    public var assetCatalogPaths: [String] = []
    /// Loose image files (`png`, `jpg`, `jpeg`, `pdf`) by file name.
    public var imageFiles: [String: [String]] = [:]
    /// Whether a compiled asset catalog (`Assets.car`) is present (a built `.app`).
    public var hasCompiledAssetCatalog = false

    static let skippedFolders: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]
    static let skippedExtensions: Set<String> = ["xcodeproj", "xcworkspace", "framework", "appex", "dSYM"]
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf"]

    /// Indexes the folder at `path`.
    /// - Complexity: O(*n*) in the number of entries walked (bounded).
    public static func scan(_ path: String) -> AppFolder {
        var folder = AppFolder(path: path)
        var budget = 20_000
        folder.walk(path, depth: 0, budget: &budget)
        folder.stringsFiles.sort { $0.path < $1.path }
        folder.stringCatalogs.sort()
        folder.assetCatalogPaths.sort()
        return folder
    }

    private mutating func walk(_ directory: String, depth: Int, budget: inout Int) {
        for name in FileReader.list(directory) where !name.hasPrefix(".") {
            budget -= 1
            guard budget > 0 else { return }
            let path = FileReader.join(directory, name)
            let fileExtension = Self.fileExtension(name)
            switch fileExtension {
            case "lproj":
                let language = String(name.dropLast(".lproj".count))
                let exact = FileReader.join(path, "InfoPlist.strings")
                if FileReader.isFile(exact) {
                    // The usual spelling: no need to list the folder for other letter cases.
                    stringsFiles.append(
                        StringsFileLocation(language: language, path: exact, fileName: "InfoPlist.strings"))
                    continue
                }
                for file in FileReader.list(path) where file.lowercased() == "infoplist.strings" {
                    stringsFiles.append(
                        StringsFileLocation(
                            language: language, path: FileReader.join(path, file), fileName: file))
                }
                continue
            case "xcassets":
                assetCatalogPaths.append(path)
                continue
            case "xcstrings":
                if name.lowercased() == "infoplist.xcstrings" { stringCatalogs.append(path) }
                continue
            case "car":
                if name == "Assets.car" { hasCompiledAssetCatalog = true }
                continue
            default:
                break
            }
            if Self.imageExtensions.contains(fileExtension.lowercased()) {
                imageFiles[name, default: []].append(path)
                continue
            }
            if Self.skippedFolders.contains(name) || Self.skippedExtensions.contains(fileExtension) {
                continue
            }
            if depth < 4, Self.mayBeFolder(fileExtension), FileReader.isDirectory(path) {
                walk(path, depth: depth + 1, budget: &budget)
            }
        }
    }

    /// Entries with these extensions are files in any real project; no need to ask the disk.
    private static func mayBeFolder(_ fileExtension: String) -> Bool {
        ![
            "plist", "strings", "swift", "m", "h", "json", "md", "txt", "storyboard", "xib", "stringsdict",
            "entitlements",
        ]
        .contains(fileExtension)
    }

    static func fileExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}

/// Where an icon file named in Info.plist was found.
public struct IconFileMatch: Sendable, Hashable {
    /// Where it lives.
    public enum Location: Sendable, Hashable {
        /// A loose file in the app folder (copied into the bundle by Xcode).
        case bundleFile
        /// An image set in an asset catalog.
        case assetCatalog(catalog: String, imageSet: String)
    }

    /// The name as written in Info.plist.
    public var name: String
    /// Where it was found.
    public var location: Location
    /// The image files (all scales), sorted.
    public var files: [String]
}

/// The outcome of looking an icon file up.
public enum IconFileLookup: Sendable, Hashable {
    /// Found.
    case found(IconFileMatch)
    /// Found an image set, but its `Contents.json` lists no file that exists.
    case emptyImageSet(path: String)
    /// Not found; `suggestion` is the nearest name that exists.
    case notFound(suggestion: String?)
    /// Not found as a loose file, and the folder has a compiled `Assets.car` we cannot look into.
    case possiblyInCompiledCatalog
}

extension AppFolder {
    /// Looks up `name` as iOS does for `UIApplicationShortcutItemIconFile`: an asset catalog image
    /// set of that name (namespaced folders included), else a loose file of that name, or, when the
    /// name has no extension, `name.png`, `name@2x.png`, `name@3x.png` (and `.jpg`/`.jpeg`).
    /// Names are case-sensitive, as on a device.
    /// - Complexity: O(*n*) in the size of the asset catalogs (scanned on each call).
    public func lookUpIconFile(_ name: String) -> IconFileLookup {
        lookUpIconFile(name, catalogs: assetCatalogPaths.map(AssetCatalog.scan))
    }

    func lookUpIconFile(_ name: String, catalogs: [AssetCatalog]) -> IconFileLookup {
        for catalog in catalogs {
            if let set = catalog.imageSets[name] {
                guard !set.files.isEmpty else { return .emptyImageSet(path: set.path) }
                return .found(
                    IconFileMatch(
                        name: name, location: .assetCatalog(catalog: catalog.path, imageSet: set.path),
                        files: set.files.sorted()))
            }
        }
        let fileName = FileReader.lastComponent(name)
        var candidates: [String]
        if Self.imageExtensions.contains(Self.fileExtension(fileName).lowercased()) {
            let stem = String(fileName.dropLast(Self.fileExtension(fileName).count + 1))
            let ext = Self.fileExtension(fileName)
            candidates = [fileName, stem + "@2x." + ext, stem + "@3x." + ext]
        } else {
            candidates = [fileName]
            for ext in ["png", "jpg", "jpeg"] {
                for scale in ["", "@2x", "@3x"] {
                    let candidate: String = fileName + scale + "." + ext
                    candidates.append(candidate)
                }
            }
        }
        var files: [String] = []
        for candidate in candidates { files += imageFiles[candidate] ?? [] }
        if name.contains("/") {
            let direct = FileReader.join(path, name)
            if FileReader.isFile(direct) { files.append(direct) }
        }
        if !files.isEmpty {
            return .found(IconFileMatch(name: name, location: .bundleFile, files: Array(Set(files)).sorted()))
        }
        if hasCompiledAssetCatalog { return .possiblyInCompiledCatalog }
        let stems = imageFiles.keys.map { file -> String in
            var stem = String(file.dropLast(Self.fileExtension(file).count + 1))
            for scale in ["@2x", "@3x"] where stem.hasSuffix(scale) { stem.removeLast(scale.count) }
            return stem
        }
        let known = Array(Set(imageFiles.keys).union(stems)) + catalogs.flatMap { $0.imageSets.keys }
        if let sameLetters = known.sorted().first(where: { $0.lowercased() == name.lowercased() }) {
            return .notFound(suggestion: sameLetters)
        }
        // A namespaced asset named without its folder (`scan` for `Shortcuts/scan`), or the reverse.
        if let namespaced = known.sorted().first(where: {
            FileReader.lastComponent($0) == FileReader.lastComponent(name)
                && $0.contains("/") != name.contains("/")
        }) {
            return .notFound(suggestion: namespaced)
        }
        return .notFound(suggestion: nearestSuggestion(to: name, in: known.sorted()))
    }
}
