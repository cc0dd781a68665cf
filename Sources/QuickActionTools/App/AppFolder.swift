import Interchange
import PropertyLists
import QuickActions

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
    /// Non-localised `InfoPlist.strings` files (outside any `.lproj`; Xcode copies them to the
    /// bundle's root, where CFBundle finds them before any `.lproj`), sorted.
    public var nonLocalizedStringsFiles: [String] = []
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
        folder.nonLocalizedStringsFiles.sort()
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
            if name == "InfoPlist.strings" {
                nonLocalizedStringsFiles.append(path)
                continue
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
