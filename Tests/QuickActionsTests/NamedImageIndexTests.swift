import Foundation
import Testing

@testable import QuickActionTools

@Suite("Named images: what UIImage(named:) finds in an app's folder")
struct NamedImageIndexTests {
    /// An app folder with a symbol set and an image set of one name, an empty set, loose files.
    static func app() throws -> TemporaryApp {
        let app = try TemporaryApp()
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "New"))
        try app.write(
            "Assets.xcassets/both.imageset/Contents.json",
            #"{"images":[{"filename":"both.png","idiom":"universal"}]}"#)
        try AssetCatalogTests.writePNG(app, "Assets.xcassets/both.imageset/both.png", side: 8)
        try app.write(
            "Assets.xcassets/both.symbolset/Contents.json",
            #"{"symbols":[{"filename":"both.svg","idiom":"universal"}]}"#)
        try app.write("Assets.xcassets/both.symbolset/both.svg", "<svg/>")
        try app.write("Assets.xcassets/none.imageset/Contents.json", #"{"images":[{"idiom":"universal"}]}"#)
        try AssetCatalogTests.writePNG(app, "Images/tile@3x.png", side: 9)
        try AssetCatalogTests.writePNG(app, "Images/tile@2x.png", side: 6)
        try AssetCatalogTests.writePNG(app, "photo.jpg", side: 4)
        return app
    }

    @Test("A symbol set is preferred over an image set of the same name, as iOS 13 and later prefer it")
    func symbolPreferred() throws {
        let app = try Self.app()
        defer { app.remove() }
        let index = try #require(try app.load().namedImages)
        guard case .found(let match) = index.lookUp("both") else {
            Issue.record("'both' not found")
            return
        }
        guard case .symbolSet = match.location else {
            Issue.record("found \(match.location), not the symbol set")
            return
        }
    }

    @Test(
        "Loose files: .png added (not .jpg), @2x/@3x variants, the 3× preferred; an empty set and other names are not found",
        arguments: [
            ("tile", ["tile@2x.png", "tile@3x.png"], "tile@3x.png"),
            ("tile@2x", ["tile@2x.png"], "tile@2x.png"),
            ("photo.jpg", ["photo.jpg"], "photo.jpg"), ("photo", nil, nil), ("none", nil, nil),
            ("Tile", nil, nil),
            ("", nil, nil),
        ] as [(String, [String]?, String?)])
    func looseFiles(name: String, files: [String]?, preferred: String?) throws {
        let app = try Self.app()
        defer { app.remove() }
        let index = try #require(try app.load().namedImages)
        let lookup = index.lookUp(name)
        if case .found(let match) = lookup {
            #expect(match.files.map { ($0 as NSString).lastPathComponent } == files)
            #expect(match.preferredFile.map { ($0 as NSString).lastPathComponent } == preferred)
        } else {
            #expect(files == nil, "\(name): \(lookup)")
        }
    }

    @Test("A built bundle's compiled Assets.car may hold any name a loose file does not")
    func compiledCatalog() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "New"))
        try app.write("Assets.car", "")
        let index = NamedImageIndex(folder: AppFolder.scan(app.path))
        #expect(index.lookUp("anything") == .possiblyInCompiledCatalog)
        #expect(index.lookUp("") == .notFound(suggestion: nil))
    }
}
