import Foundation
import Testing

@testable import PropertyLists
@testable import QuickActionTools
@testable import QuickActions

@Suite("Asset catalogs: image, symbol and app icon sets, and the file a device shows")
struct AssetCatalogTests {
    /// Writes the first bytes of a `side`×`side` PNG (signature and IHDR), enough for `ImageHeader`.
    static func writePNG(_ app: TemporaryApp, _ relative: String, side: UInt32) throws {
        var bytes: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
        ]
        for value in [side, side] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        let file = app.path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
    }

    /// An Xcode 9-style AppIcon set (iPhone entries per size and scale) and an Xcode 14 single-size one.
    static let xcode9AppIcon = """
        {
          "images" : [
            { "idiom" : "iphone", "size" : "20x20", "scale" : "2x", "filename" : "Icon-40.png" },
            { "idiom" : "iphone", "size" : "60x60", "scale" : "2x", "filename" : "Icon-120.png" },
            { "idiom" : "iphone", "size" : "60x60", "scale" : "3x", "filename" : "Icon-180.png" },
            { "idiom" : "ipad", "size" : "76x76", "scale" : "2x", "filename" : "Icon-152.png" },
            { "idiom" : "ios-marketing", "size" : "1024x1024", "scale" : "1x", "filename" : "Icon-1024.png" }
          ],
          "info" : { "version" : 1, "author" : "xcode" }
        }
        """
    static let xcode14AppIcon = """
        {
          "images" : [
            { "filename" : "AppIcon.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "AppIcon-dark.png", "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """

    @Test("an Xcode 9 AppIcon set: the 60 pt iPhone icon at the device's scale")
    func xcode9Icon() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "New"))
        try app.write(
            "Assets.xcassets/Contents.json", "{ \"info\" : { \"version\" : 1, \"author\" : \"xcode\" } }")
        try app.write("Assets.xcassets/AppIcon.appiconset/Contents.json", Self.xcode9AppIcon)
        for (name, side) in [
            ("Icon-40", 40), ("Icon-120", 120), ("Icon-180", 180), ("Icon-152", 152), ("Icon-1024", 1024),
        ] {
            try Self.writePNG(app, "Assets.xcassets/AppIcon.appiconset/\(name).png", side: UInt32(side))
        }
        let declaration = try app.load()
        #expect(declaration.homeScreenIconFile(scale: 3).map(FileReader.lastComponent) == "Icon-180.png")
        #expect(declaration.homeScreenIconFile(scale: 2).map(FileReader.lastComponent) == "Icon-120.png")
        #expect(declaration.diagnostics.isEmpty)
    }

    @Test("an Xcode 14 single-size AppIcon: the light 1024 universal icon at every scale")
    func xcode14Icon() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "New"))
        try app.write("Assets.xcassets/AppIcon.appiconset/Contents.json", Self.xcode14AppIcon)
        try Self.writePNG(app, "Assets.xcassets/AppIcon.appiconset/AppIcon.png", side: 1024)
        try Self.writePNG(app, "Assets.xcassets/AppIcon.appiconset/AppIcon-dark.png", side: 1024)
        let declaration = try app.load()
        #expect(declaration.homeScreenIconFile(scale: 3).map(FileReader.lastComponent) == "AppIcon.png")
        #expect(declaration.homeScreenIconFile(scale: 2).map(FileReader.lastComponent) == "AppIcon.png")
    }

    @Test(
        "image set choice: iphone before universal, exact scale, else larger, else a single-scale file, else smaller",
        arguments: [
            ([("universal", "1x"), ("universal", "2x"), ("universal", "3x")], 3, "universal-3x"),
            ([("universal", "1x"), ("universal", "2x")], 3, "universal-2x"),
            ([("universal", "1x"), ("universal", "3x")], 2, "universal-3x"),
            ([("universal", "2x"), ("iphone", "2x")], 2, "iphone-2x"),
            ([("universal", "3x"), ("iphone", "1x")], 3, "iphone-1x"),
            ([("ipad", "3x"), ("universal", "1x")], 3, "universal-1x"),
            ([("universal", "")], 3, "universal-"),
        ] as [([(String, String)], Int, String)])
    func imageChoice(entries: [(String, String)], scale: Int, expected: String) throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        var json: [String] = []
        for (idiom, scale) in entries {
            let name = "\(idiom)-\(scale).png"
            try Self.writePNG(app, "Assets.xcassets/scan.imageset/\(name)", side: 30)
            let scaleField = scale.isEmpty ? "" : ", \"scale\" : \"\(scale)\""
            json.append("{ \"idiom\" : \"\(idiom)\", \"filename\" : \"\(name)\"\(scaleField) }")
        }
        try app.write(
            "Assets.xcassets/scan.imageset/Contents.json",
            "{ \"images\" : [ \(json.joined(separator: ", ")) ] }")
        let catalog = AssetCatalog.scan(app.path + "/Assets.xcassets")
        let set = try #require(catalog.imageSets["scan"])
        #expect(set.file(forScale: scale).map(FileReader.lastComponent) == expected + ".png")
    }

    @Test("a symbol set names an icon file; namespaced folders prefix it")
    func symbolSet() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "New"))
        try app.write(
            "Assets.xcassets/Shortcuts/Contents.json",
            "{ \"properties\" : { \"provides-namespace\" : true } }")
        try app.write(
            "Assets.xcassets/Shortcuts/compose.symbolset/Contents.json",
            "{ \"symbols\" : [ { \"filename\" : \"compose.svg\", \"idiom\" : \"universal\" } ] }")
        try app.write(
            "Assets.xcassets/Shortcuts/compose.symbolset/compose.svg",
            "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        let declaration = try app.load()
        guard case .found(let match) = declaration.lookUpIconFile("Shortcuts/compose") else {
            Issue.record("the symbol set was not found")
            return
        }
        #expect(match.preferredFile.map(FileReader.lastComponent) == "compose.svg")
        if case .symbolSet = match.location {} else { Issue.record("found as \(match.location)") }
        #expect(declaration.lookUpIconFile("compose") == .notFound(suggestion: "Shortcuts/compose"))
    }

    @Test("a damaged Contents.json is an error at its line and column")
    func damagedContents() throws {
        let app = try TemporaryApp()
        defer { app.remove() }
        try app.write("Info.plist", TemporaryApp.infoPlist(title: "New"))
        try app.write(
            "Assets.xcassets/scan.imageset/Contents.json",
            "{\n  \"images\" : [\n    { \"idiom\" : }\n  ]\n}\n")
        try app.write("Assets.xcassets/other.imageset/Contents.json", "{ \"images\" : 3 }")
        let declaration = try app.load()
        let problems = declaration.diagnostics.filter { $0.rule == .assetCatalogMalformed }
        #expect(problems.count == 2)
        let damaged = try #require(
            problems.first { $0.file?.hasSuffix("scan.imageset/Contents.json") == true })
        #expect(damaged.position?.line == 3)
        #expect(damaged.severity == .error)
        let shaped = try #require(
            problems.first { $0.file?.hasSuffix("other.imageset/Contents.json") == true })
        #expect(
            shaped.message
                == "'images' must be an array of objects, found number; Xcode writes one object per file")
        #expect(shaped.position?.line == 1)
    }
}
