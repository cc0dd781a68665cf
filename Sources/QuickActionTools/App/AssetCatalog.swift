import Foundation
import Interchange
import PropertyLists
import QuickActions

/// The image sets, symbol sets and app icon sets of an Xcode asset catalog (`*.xcassets`), by the
/// name code uses for them, and the rules for choosing a file for a device.
///
/// A group folder whose `Contents.json` says `"provides-namespace": true` prefixes the names
/// inside it (`Shortcuts/scan`); other groups do not. An image set's files are the `filename`s
/// its `Contents.json` lists that exist on disk. A `Contents.json` that is not valid JSON, or
/// whose `images`/`symbols` is not an array of objects, is a problem with its file:line:column.
struct AssetCatalog: Sendable, Hashable {
    /// One file an image, symbol or app icon set lists.
    struct Image: Sendable, Hashable {
        /// The file's path.
        var path: String
        /// `iphone`, `ipad`, `universal`, `ios-marketing`, … (`universal` when not given).
        var idiom: String
        /// The scale (1, 2, 3), or nil for a single-scale (vector or 1024 pt) image.
        var scale: Int?
        /// The point size of an app icon entry (`60x60` → 60), when given.
        var size: Double?
        /// Whether the entry is an appearance variant (`dark`, `tinted`, high contrast).
        var isAppearanceVariant: Bool
    }

    /// An image set (`.imageset`), symbol set (`.symbolset`) or app icon set (`.appiconset`).
    struct ImageSet: Sendable, Hashable {
        var name: String
        var path: String
        var images: [Image]
        /// Its `Contents.json`'s `properties.template-rendering-intent` (Xcode's "Render As"):
        /// `template`, `original`, or nil for Xcode's "Default".
        var renderingIntent: String? = nil
        /// The paths of the files that exist, in `Contents.json` order.
        var files: [String] { images.map(\.path) }
    }

    /// A damaged `Contents.json`: the message and where.
    struct Problem: Sendable, Hashable {
        var file: String
        var message: String
        var position: SourcePosition?
    }

    var path: String
    var imageSets: [String: ImageSet]
    var symbolSets: [String: ImageSet] = [:]
    var appIconSets: [String: ImageSet] = [:]
    var problems: [Problem] = []

    /// Scans `path` (depth and entry count bounded: 8 levels, 5,000 entries; our choice).
    static func scan(_ path: String) -> AssetCatalog {
        var catalog = AssetCatalog(path: path, imageSets: [:])
        var budget = 5_000
        catalog.walk(path, namespace: "", depth: 0, budget: &budget)
        return catalog
    }

    private mutating func walk(_ directory: String, namespace: String, depth: Int, budget: inout Int) {
        guard depth < 8 else { return }
        for name in FileReader.list(directory).sorted() where !name.hasPrefix(".") {
            budget -= 1
            guard budget > 0 else { return }
            let path = FileReader.join(directory, name)
            let ext = AppFolder.fileExtension(name)
            let stem = namespace + String(name.dropLast(ext.isEmpty ? 0 : ext.count + 1))
            switch ext {
            case "imageset":
                let read = images(in: path, listKey: "images")
                imageSets[stem] = ImageSet(
                    name: stem, path: path, images: read.images, renderingIntent: read.renderingIntent)
            case "symbolset":
                symbolSets[stem] = ImageSet(
                    name: stem, path: path, images: images(in: path, listKey: "symbols").images)
            case "appiconset":
                appIconSets[stem] = ImageSet(
                    name: stem, path: path, images: images(in: path, listKey: "images").images)
            case "":
                guard FileReader.isDirectory(path) else { continue }
                let flag = contents(path)?["properties"]?["provides-namespace"]
                let provides: Bool = if case .bool(let value)? = flag?.value { value } else { false }
                walk(
                    path, namespace: provides ? namespace + name + "/" : namespace, depth: depth + 1,
                    budget: &budget)
            default:
                continue
            }
        }
    }

    /// The parsed `Contents.json` of `folder`, nil when there is none; a damaged one is recorded.
    private mutating func contents(_ folder: String) -> JSONNode? {
        let file = FileReader.join(folder, "Contents.json")
        guard FileReader.isFile(file) else { return nil }
        do {
            return try JSONNode.parse(try FileReader.read(file, maximumSize: 1 << 20))
        } catch let error as JSONFileError {
            problems.append(
                Problem(
                    file: file,
                    message:
                        "not valid JSON: \(error.message); fix it, or delete the set and add it again in Xcode",
                    position: error.position))
        } catch {
            problems.append(Problem(file: file, message: "\(error)", position: nil))
        }
        return nil
    }

    /// The files `listKey` lists that exist, and the set's template rendering intent.
    private mutating func images(in set: String, listKey: String) -> (
        images: [Image], renderingIntent: String?
    ) {
        guard let root = contents(set) else { return ([], nil) }
        let intent = root["properties"]?["template-rendering-intent"]?.string
        guard let list = root[listKey] else { return ([], intent) }
        guard let elements = list.elements else {
            problems.append(
                Problem(
                    file: FileReader.join(set, "Contents.json"),
                    message:
                        "'\(listKey)' must be an array of objects, found \(list.typeName); Xcode writes one object per file",
                    position: list.position))
            return ([], intent)
        }
        var images: [Image] = []
        for element in elements {
            guard element.members != nil else {
                problems.append(
                    Problem(
                        file: FileReader.join(set, "Contents.json"),
                        message: "each entry of '\(listKey)' must be an object, found \(element.typeName)",
                        position: element.position))
                continue
            }
            guard let filename = element["filename"]?.string else { continue }
            let file = FileReader.join(set, filename)
            guard FileReader.isFile(file) else { continue }
            let scale = element["scale"]?.string.flatMap { Int($0.dropLast($0.hasSuffix("x") ? 1 : 0)) }
            let size = element["size"]?.string.flatMap { $0.split(separator: "x").first }.flatMap {
                Double($0)
            }
            images.append(
                Image(
                    path: file, idiom: element["idiom"]?.string ?? "universal", scale: scale, size: size,
                    isAppearanceVariant: element["appearances"] != nil))
        }
        return (images, intent)
    }
}

extension AssetCatalog.ImageSet {
    /// The file an iPhone of `scale` shows for this image or symbol set (our reading of the
    /// asset-catalog rules; Apple publishes no algorithm): appearance variants skipped (the menu is
    /// drawn in light appearance); `iphone` entries before `universal` ones, other idioms never;
    /// then the exact scale, else the nearest larger, else a single-scale entry (a vector or a
    /// one-size image), else the largest smaller.
    /// - Complexity: O(*n*) in the number of entries.
    func file(forScale scale: Int) -> String? {
        let usable = images.filter {
            !$0.isAppearanceVariant && ($0.idiom == "iphone" || $0.idiom == "universal")
        }
        for idiom in ["iphone", "universal"] {
            let candidates = usable.filter { $0.idiom == idiom }
            if let chosen = Self.nearest(candidates, scale: scale) { return chosen.path }
        }
        return nil
    }

    /// The home-screen icon of an app icon set for an iPhone of `scale`: the `iphone` 60 pt entry at
    /// that scale (Xcode 9–13 sets), else the 1024 pt single-size `universal` entry the system
    /// scales down (Xcode 14 sets), else the largest `iphone` entry.
    /// - Complexity: O(*n*) in the number of entries.
    func homeScreenIcon(forScale scale: Int) -> String? {
        let usable = images.filter { !$0.isAppearanceVariant }
        let phone = usable.filter { $0.idiom == "iphone" }
        if let exact = phone.first(where: { $0.size == 60 && $0.scale == scale }) { return exact.path }
        if let single = usable.first(where: { $0.idiom == "universal" && ($0.size ?? 1024) >= 1024 }) {
            return single.path
        }
        return phone.max { ($0.size ?? 0) * Double($0.scale ?? 1) < ($1.size ?? 0) * Double($1.scale ?? 1) }?
            .path
    }

    private static func nearest(_ images: [AssetCatalog.Image], scale: Int) -> AssetCatalog.Image? {
        if let exact = images.first(where: { $0.scale == scale }) { return exact }
        if let larger = images.filter({ ($0.scale ?? 0) > scale }).min(by: {
            ($0.scale ?? 0) < ($1.scale ?? 0)
        }) {
            return larger
        }
        if let single = images.first(where: { $0.scale == nil }) { return single }
        return images.max { ($0.scale ?? 0) < ($1.scale ?? 0) }
    }
}
