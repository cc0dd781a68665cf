import Foundation
import Interchange
import PropertyLists
@testable import QuickActionTools

/// The catalog the target writes into, once per process: an app icon set, an image set, a symbol
/// set and a namespace group, each given the input as its `Contents.json`, with a few files of the
/// names Xcode writes present, so entries that name them are kept.
/// The catalog's set and group folders, each given the input as its `Contents.json`.
private let fuzzCatalogFolders = [
    "AppIcon.appiconset", "Group/scan.imageset", "Group/star.symbolset", "Group",
]

private let fuzzCatalog: String = {
    let root = NSTemporaryDirectory() + "fuzz-asset-catalog-\(getpid())/Assets.xcassets"
    let sets = fuzzCatalogFolders
    for set in sets {
        try? FileManager.default.createDirectory(
            atPath: root + "/" + set, withIntermediateDirectories: true)
    }
    let files = [
        "Icon-60@2x.png", "Icon-60@3x.png", "AppIcon.png", "a.png", "a@2x.png", "a@3x.png", "star.svg",
    ]
    for set in sets.dropLast() {
        for file in files {
            _ = FileManager.default.createFile(atPath: "\(root)/\(set)/\(file)", contents: Data())
        }
    }
    return root
}()

// Asset catalog Contents.json: any bytes, as every Contents.json of a catalog, must scan without a
// crash; a damaged file is a problem naming that Contents.json with a position inside it; every
// file the catalog chooses for a device lies in its own set and exists.
func fuzz_asset_catalog(_ bytes: [UInt8]) {
    let data = Data(bytes)
    for folder in fuzzCatalogFolders {
        guard FileManager.default.createFile(atPath: "\(fuzzCatalog)/\(folder)/Contents.json", contents: data)
        else { fatalError("cannot write the fuzz catalog's \(folder)/Contents.json") }
    }
    let catalog = AssetCatalog.scan(fuzzCatalog)
    let lines = LineIndex(bytes: bytes)
    for problem in catalog.problems {
        guard problem.file.hasPrefix(fuzzCatalog + "/"), problem.file.hasSuffix("/Contents.json") else {
            fatalError("problem names a file that is not a Contents.json: \(problem.file)")
        }
        if problem.message.isEmpty { fatalError("a problem without a message") }
        if let position = problem.position {
            guard position.line >= 1, position.column >= 1, lines.byteOffset(of: position) != nil else {
                fatalError("problem position \(position) outside the input: \(problem.message)")
            }
        }
    }
    let everySet = [catalog.imageSets, catalog.symbolSets, catalog.appIconSets].flatMap(\.values)
    for set in everySet {
        var chosen = (1...3).map { set.file(forScale: $0) }
        chosen += (1...3).map { set.homeScreenIcon(forScale: $0) }
        for case let file? in chosen {
            guard file.hasPrefix(set.path + "/"), FileManager.default.fileExists(atPath: file) else {
                fatalError("set \(set.name) chose \(file), not one of its files")
            }
        }
    }
}
