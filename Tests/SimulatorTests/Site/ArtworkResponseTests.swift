import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import Simulator

/// App icon files served to the page: the scale variant for the device, SVG for apps described in
/// code, and the route over a live simulator.
@MainActor
@Suite("Artwork: an app's quick-action icon files as the page loads them", .simulatorTimeLimit)
struct ArtworkResponseTests {
    @Test(
        "the file for the screen's scale: @2x on 2×, @3x on 3×, the plain file on 1×, else the best",
        arguments: [
            (2.0, "a/star@2x.png"), (3.0, "a/star@3x.png"), (1.0, "a/star.png"),
        ])
    func scaleVariant(scale: Double, expected: String) {
        let paths = ["a/star@3x.png", "a/star@2x.png", "a/star.png"]
        #expect(ArtworkResponse.file(for: paths, scale: scale) == expected)
        #expect(ArtworkResponse.file(for: ["a/only@3x.png"], scale: 2) == "a/only@3x.png")
        #expect(ArtworkResponse.file(for: [], scale: 2) == nil)
    }

    @Test("GET /api/devices/{id}/artwork: Community's icons as SVG templates; unknown names are 404")
    func route() async throws {
        let simulator = try LiveSimulator()
        let name = "com.example.community/智能开门@2x.png"
        let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
        let reply = try await simulator.request(.get, "/api/devices/1/artwork?name=\(encoded)")
        #expect(reply.status == 200)
        #expect(reply.response.headers["Content-Type"] == "image/svg+xml")
        let svg = String(decoding: reply.response.body, as: UTF8.self)
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 35 35""#))
        #expect(svg.contains(#"fill-rule="evenodd" d="M9 3H26V32H9Z"#))
        let missing = try await simulator.request(
            .get, "/api/devices/1/artwork?name=com.example.community%2Fnone.png")
        #expect(missing.status == 404)
        let noName = try await simulator.request(.get, "/api/devices/1/artwork")
        #expect(noName.status == 404)
        await simulator.stop()
    }

    @Test("an installed folder's PNG is served at the device's scale, as the file's bytes")
    func pngFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-artwork-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 1 × 1 PNG and a 3× variant (distinct bytes).
        let png = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
        )!
        try png.write(to: folder.appendingPathComponent("star@2x.png"))
        try (png + Data([0])).write(to: folder.appendingPathComponent("star@3x.png"))
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.star</string>
            <key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>star</string>
            <key>UIApplicationShortcutItemTitle</key><string>Star</string>
            <key>UIApplicationShortcutItemIconFile</key><string>star</string>
            </dict></array></dict></plist>
            """
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let simulator = try LiveSimulator(install: [folder.path])
        let reply = try await simulator.request(.get, "/api/devices/1/artwork?name=com.example.star%2Fstar")
        #expect(reply.status == 200)
        #expect(reply.response.headers["Content-Type"] == "image/png")
        #expect(Data(reply.response.body) == png)
        await simulator.stop()
    }

    @Test(
        "an installed app's AppIcon from its asset catalog is served for the home screen, at the device's scale"
    )
    func appIcon() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forcetouch-appicon-\(UUID().uuidString)", isDirectory: true)
        let set = folder.appendingPathComponent("Assets.xcassets/AppIcon.appiconset", isDirectory: true)
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
        )!
        // The 2× and 3× 60 pt icons, told apart by a trailing byte.
        try (png + Data([2])).write(to: set.appendingPathComponent("Icon-120.png"))
        try (png + Data([3])).write(to: set.appendingPathComponent("Icon-180.png"))
        let contents = """
            {"images": [
              {"idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "Icon-120.png"},
              {"idiom": "iphone", "size": "60x60", "scale": "3x", "filename": "Icon-180.png"}
            ], "info": {"version": 1, "author": "xcode"}}
            """
        try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.iconic</string>
            </dict></plist>
            """
        try Data(plist.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let simulator = try LiveSimulator(install: [folder.path])
        let reply = try await simulator.request(
            .get, "/api/devices/1/artwork?name=com.example.iconic%2F%3AAppIcon")
        #expect(reply.status == 200)
        #expect(reply.response.headers["Content-Type"] == "image/png")
        // Device 1 is an iPhone 6s (2×): the 120-pixel file.
        #expect(Data(reply.response.body) == png + Data([2]))
        await simulator.stop()
    }

    @Test(
        "an asset catalog's vector PDF is served as SVG of its page, sized in points; a PDF that cannot be read is 404"
    )
    func vectorPDF() async throws {
        let folder = temporaryDirectory()
        defer { removeDirectory(folder) }
        try VectorPDF.writeAppInfoPlist(bundleIdentifier: "com.example.tabs", into: folder)
        try VectorPDF.writeImageSet(
            "first", file: "first.pdf",
            pdf: VectorPDF.page(width: 30, height: 24, content: "0 0 1 rg 5 2 20 20 re f"),
            into: folder + "/Assets.xcassets")
        try VectorPDF.writeImageSet(
            "broken", file: "broken.pdf", pdf: Data("%PDF-1.4 nothing more".utf8),
            into: folder + "/Assets.xcassets")
        let simulator = try LiveSimulator(install: [folder])
        let reply = try await simulator.request(.get, "/api/devices/1/artwork?name=com.example.tabs%2Ffirst")
        #expect(reply.status == 200)
        #expect(reply.response.headers["Content-Type"] == "image/svg+xml")
        let svg = String(decoding: reply.response.body, as: UTF8.self)
        #expect(
            svg.hasPrefix(
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 24" width="30" height="24">"#))
        // The page's square, the PDF's y flipped into the 24-point image.
        #expect(
            svg.contains(
                ##"<path d="M5 2L25 2L25 22L5 22Z" transform="matrix(1 0 0 -1 0 24)" fill="#0000ff"/>"##))
        let broken = try await simulator.request(
            .get, "/api/devices/1/artwork?name=com.example.tabs%2Fbroken")
        #expect(broken.status == 404)
        await simulator.stop()
    }
}
