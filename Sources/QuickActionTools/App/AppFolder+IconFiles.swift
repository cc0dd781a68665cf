import Interchange
import PropertyLists
import QuickActions

/// Where an icon file named in Info.plist was found.
public struct IconFileMatch: Sendable, Hashable {
    /// Where it lives.
    public enum Location: Sendable, Hashable {
        /// A loose file in the app folder (copied into the bundle by Xcode).
        case bundleFile
        /// An image set in an asset catalog.
        case assetCatalog(catalog: String, imageSet: String)
        /// A symbol set (a custom SF Symbol, `.symbolset` with an `.svg`) in an asset catalog.
        case symbolSet(catalog: String, symbolSet: String)
    }

    /// The name as written in Info.plist.
    public var name: String
    /// Where it was found.
    public var location: Location
    /// The image files (all scales), sorted.
    public var files: [String]
    /// The file a 3x iPhone shows, by the asset catalog's idiom and scale rules (for a loose
    /// file: `@3x`, else `@2x`, else the first).
    public var preferredFile: String?
    /// An image set's `template-rendering-intent` (Xcode's "Render As"): `template`, `original`, or
    /// nil for "Default" and for a loose file.
    public var renderingIntent: String? = nil
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
    /// set or symbol set of that name (namespaced folders included), else a loose file of that name, or, when the
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
                        files: set.files.sorted(), preferredFile: set.file(forScale: 3)))
            }
            if let set = catalog.symbolSets[name] {
                guard !set.files.isEmpty else { return .emptyImageSet(path: set.path) }
                return .found(
                    IconFileMatch(
                        name: name, location: .symbolSet(catalog: catalog.path, symbolSet: set.path),
                        files: set.files.sorted(), preferredFile: set.file(forScale: 3)))
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
            let sorted = Array(Set(files)).sorted()
            let scaleOf = { (path: String) in path.contains("@3x") ? 3 : path.contains("@2x") ? 2 : 1 }
            let preferred = sorted.max { scaleOf($0) < scaleOf($1) }
            return .found(
                IconFileMatch(name: name, location: .bundleFile, files: sorted, preferredFile: preferred))
        }
        if hasCompiledAssetCatalog { return .possiblyInCompiledCatalog }
        let stems = imageFiles.keys.map { file -> String in
            var stem = String(file.dropLast(Self.fileExtension(file).count + 1))
            for scale in ["@2x", "@3x"] where stem.hasSuffix(scale) { stem.removeLast(scale.count) }
            return stem
        }
        let known =
            Array(Set(imageFiles.keys).union(stems))
            + catalogs.flatMap { Array($0.imageSets.keys) + Array($0.symbolSets.keys) }
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
