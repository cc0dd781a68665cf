import PropertyLists

/// An app's images by the name UIKit's `UIImage(named:)` finds them in its bundle, the asset
/// catalogs read once.
///
/// A name finds, in this order: a symbol set (a custom symbol, `.symbolset`) of that name in an
/// asset catalog, preferred over an image set of the same name as iOS 13 and later prefer it; an
/// image set (`.imageset`, namespaced folders included); a loose file. A loose file is the name
/// itself when it ends in an image extension (`photo.jpg`, or its `@2x`/`@3x` variant), else
/// `name.png`, `name@2x.png` or `name@3x.png` (UIKit appends `.png` only). A name with a `/` is also
/// a path inside the folder. Letter case counts, as on a device's file system. System symbols
/// (`heart`, `star.fill`) are not found: UIKit finds them only through `UIImage(systemName:)`.
public struct NamedImageIndex: Sendable {
    /// The folder indexed.
    public let folder: AppFolder
    let catalogs: [AssetCatalog]

    /// Indexes `folder`, reading its asset catalogs.
    /// - Complexity: O(*n*) in the size of the asset catalogs.
    public init(folder: AppFolder) {
        self.init(folder: folder, catalogs: folder.assetCatalogPaths.map(AssetCatalog.scan))
    }

    init(folder: AppFolder, catalogs: [AssetCatalog]) {
        self.folder = folder
        self.catalogs = catalogs
    }

    /// Looks `name` up (see the type's rules). `.emptyImageSet` and `.notFound` are what UIKit
    /// answers with nil; `.possiblyInCompiledCatalog` is a built bundle's `Assets.car`, which is not
    /// read. `.notFound` gives no suggestion.
    /// - Complexity: O(*n*) in the number of asset catalogs and the name's length.
    public func lookUp(_ name: String) -> IconFileLookup {
        guard !name.isEmpty else { return .notFound(suggestion: nil) }
        for catalog in catalogs {
            if let set = catalog.symbolSets[name] {
                return Self.match(
                    set, name: name, location: .symbolSet(catalog: catalog.path, symbolSet: set.path))
            }
            if let set = catalog.imageSets[name] {
                return Self.match(
                    set, name: name, location: .assetCatalog(catalog: catalog.path, imageSet: set.path))
            }
        }
        var files: [String] = []
        for candidate in Self.fileNames(for: name) {
            if candidate.contains("/") {
                let direct = FileReader.join(folder.path, candidate)
                if FileReader.isFile(direct) { files.append(direct) }
            } else {
                files += folder.imageFiles[candidate] ?? []
            }
        }
        if !files.isEmpty {
            let sorted = Array(Set(files)).sorted()
            let scaleOf = { (path: String) in path.contains("@3x") ? 3 : path.contains("@2x") ? 2 : 1 }
            return .found(
                IconFileMatch(
                    name: name, location: .bundleFile, files: sorted,
                    preferredFile: sorted.max { scaleOf($0) < scaleOf($1) }))
        }
        return folder.hasCompiledAssetCatalog ? .possiblyInCompiledCatalog : .notFound(suggestion: nil)
    }

    /// The PDF files the asset catalogs' image sets list (Xcode's vector images), sorted: what the
    /// installer reads to size and check them.
    /// - Complexity: O(*n*) in the number of image sets.
    public var vectorImageFiles: [String] {
        Array(
            Set(
                catalogs.flatMap { $0.imageSets.values.flatMap(\.files) }.filter {
                    AppFolder.fileExtension($0).lowercased() == "pdf"
                })
        ).sorted()
    }

    /// The loose file names `name` may be: itself and its `@2x`/`@3x` variants when it has an image
    /// extension, else the `.png` ones.
    static func fileNames(for name: String) -> [String] {
        let fileExtension = AppFolder.fileExtension(FileReader.lastComponent(name))
        guard AppFolder.imageExtensions.contains(fileExtension.lowercased()) else {
            return [name + ".png", name + "@2x.png", name + "@3x.png"]
        }
        let stem = String(name.dropLast(fileExtension.count + 1))
        return [name, stem + "@2x." + fileExtension, stem + "@3x." + fileExtension]
    }

    private static func match(_ set: AssetCatalog.ImageSet, name: String, location: IconFileMatch.Location)
        -> IconFileLookup
    {
        guard !set.files.isEmpty else { return .emptyImageSet(path: set.path) }
        return .found(
            IconFileMatch(
                name: name, location: location, files: set.files.sorted(),
                preferredFile: set.file(forScale: 3), renderingIntent: set.renderingIntent))
    }
}

extension AppDeclaration {
    /// The app's images by the name `UIImage(named:)` uses, with the asset catalogs already read;
    /// nil when the declaration has no folder (an Info.plist read from bytes).
    public var namedImages: NamedImageIndex? {
        folder.map { NamedImageIndex(folder: $0, catalogs: assetCatalogs) }
    }
}
