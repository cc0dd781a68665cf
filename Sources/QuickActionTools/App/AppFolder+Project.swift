import PropertyLists
public import XcodeProject

extension AppFolder {
    /// The app folder a project target builds: its resources as Xcode copies them into the bundle
    /// (`InfoPlist.strings` of `.lproj` folders and variant groups, `InfoPlist.xcstrings`, asset
    /// catalogs, loose images), instead of a walk of the folder at `path`.
    /// - Complexity: O(*n*) in the number of the target's resources.
    public init(path: String, resources: [ProjectFileEntry]) {
        self.init(path: path)
        for resource in resources where resource.isInProjectTree {
            let name = resource.fileName
            let fileExtension = resource.fileExtension
            switch fileExtension {
            case "strings":
                guard name.lowercased() == "infoplist.strings" else { continue }
                if let language = resource.language {
                    stringsFiles.append(
                        StringsFileLocation(language: language, path: resource.path, fileName: name))
                } else {
                    // Copied to the bundle's root: CFBundle reads it before any `.lproj`.
                    nonLocalizedStringsFiles.append(resource.path)
                }
            case "xcstrings":
                if name.lowercased() == "infoplist.xcstrings" { stringCatalogs.append(resource.path) }
            case "xcassets":
                assetCatalogPaths.append(resource.path)
            case "car":
                if name == "Assets.car" { hasCompiledAssetCatalog = true }
            case "lproj":
                // A whole `.lproj` folder as one resource (a folder reference or a synchronized folder).
                let language = String(name.dropLast(".lproj".count))
                for file in FileReader.list(resource.path) where file.lowercased() == "infoplist.strings" {
                    stringsFiles.append(
                        StringsFileLocation(
                            language: language, path: FileReader.join(resource.path, file), fileName: file))
                }
            default:
                if Self.imageExtensions.contains(fileExtension) {
                    imageFiles[name, default: []].append(resource.path)
                }
            }
        }
        stringsFiles.sort { $0.path < $1.path }
        nonLocalizedStringsFiles.sort()
        stringCatalogs.sort()
        assetCatalogPaths.sort()
    }
}
