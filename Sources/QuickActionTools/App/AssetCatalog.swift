import Foundation
import Interchange
import PropertyLists
import QuickActions

/// The image sets of an Xcode asset catalog (`*.xcassets`), by the name code uses for them.
///
/// A group folder whose `Contents.json` says `"provides-namespace": true` prefixes the names
/// inside it (`Shortcuts/scan`); other groups do not. An image set's files are the `filename`s
/// its `Contents.json` lists (1x/2x/3x, idioms) that exist on disk.
struct AssetCatalog: Sendable, Hashable {
    struct ImageSet: Sendable, Hashable {
        var name: String
        var path: String
        var files: [String]
    }

    var path: String
    var imageSets: [String: ImageSet]

    /// Scans `path` (depth and entry count bounded: 8 levels, 5,000 entries; our choice).
    static func scan(_ path: String) -> AssetCatalog {
        var sets: [String: ImageSet] = [:]
        var budget = 5_000
        walk(path, namespace: "", depth: 0, budget: &budget, into: &sets)
        return AssetCatalog(path: path, imageSets: sets)
    }

    private static func walk(
        _ directory: String, namespace: String, depth: Int, budget: inout Int,
        into sets: inout [String: ImageSet]
    ) {
        guard depth < 8 else { return }
        for name in FileReader.list(directory) where !name.hasPrefix(".") {
            budget -= 1
            guard budget > 0 else { return }
            let path = FileReader.join(directory, name)
            if name.hasSuffix(".imageset") {
                let setName = namespace + String(name.dropLast(".imageset".count))
                sets[setName] = ImageSet(name: setName, path: path, files: imageFiles(in: path))
            } else if !name.contains("."), FileReader.isDirectory(path) {
                let prefix = providesNamespace(path) ? namespace + name + "/" : namespace
                walk(path, namespace: prefix, depth: depth + 1, budget: &budget, into: &sets)
            }
        }
    }

    private static func contents(_ folder: String) -> JSONNode? {
        guard let data = try? FileReader.read(FileReader.join(folder, "Contents.json"), maximumSize: 1 << 20)
        else {
            return nil
        }
        return try? JSONNode.parse(data)
    }

    private static func providesNamespace(_ folder: String) -> Bool {
        guard let flag = contents(folder)?["properties"]?["provides-namespace"],
            case .bool(let value) = flag.value
        else { return false }
        return value
    }

    private static func imageFiles(in imageSet: String) -> [String] {
        guard let images = contents(imageSet)?["images"]?.elements else { return [] }
        return images.compactMap { $0["filename"]?.string }
            .map { FileReader.join(imageSet, $0) }
            .filter(FileReader.isFile)
    }
}
