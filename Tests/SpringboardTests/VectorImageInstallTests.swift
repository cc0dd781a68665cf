import AppInstall
import Foundation
import Springboard
import TestSupport
import Testing
import TouchKit

/// An app whose tab icons are Xcode "Single Scale" vector PDFs, installed from its folder: the
/// installer reads each PDF once, sizes the image by its page, takes "Render As" from the set's
/// `Contents.json`, serves the PDF as the image's file, and warns once about a PDF it draws only in
/// part or not at all.
@MainActor
@Suite("Installing an app with vector PDF image sets")
struct VectorImageInstallTests {
    /// An app folder with four image sets: `first` (a 30 × 30 template square), `second` (25 × 28,
    /// "Original Image"), `label` (a path and a line of text), `broken` (not a PDF).
    func appFolder() throws -> String {
        let folder = temporaryDirectory()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.example.tabs</string>
            <key>CFBundleDisplayName</key><string>Tabs</string>
            </dict></plist>
            """
        try plist.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        let catalog = folder + "/Assets.xcassets"
        try VectorPDF.writeImageSet(
            "first", file: "first.pdf",
            pdf: VectorPDF.page(width: 30, height: 30, content: "0 g 5 5 20 20 re f"),
            intent: "template", into: catalog)
        try VectorPDF.writeImageSet(
            "second", file: "second.pdf",
            pdf: VectorPDF.page(width: 25, height: 28, content: "1 0 0 rg 0 0 25 28 re f"),
            intent: "original", into: catalog)
        try VectorPDF.writeImageSet(
            "label", file: "label.pdf",
            pdf: VectorPDF.page(
                width: 40, height: 20, content: "0 g 0 0 4 4 re f BT /F1 9 Tf (Tab) Tj ET",
                resources: "<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>"),
            into: catalog)
        try VectorPDF.writeImageSet("broken", file: "broken.pdf", pdf: Data("not a pdf".utf8), into: catalog)
        return folder
    }

    @Test("Each image is its page's size in points with its set's rendering mode; Default asks nothing")
    func sizesAndModes() throws {
        let folder = try appFolder()
        defer { removeDirectory(folder) }
        let manifest = try AppManifest.placeholder(contentsOf: folder)
        let images = try #require(manifest.bundleImages)
        #expect(
            images.details(named: "first")
                == BundleImages.Details(size: CGSize(width: 30, height: 30), renderingMode: .alwaysTemplate))
        #expect(
            images.details(named: "second")
                == BundleImages.Details(size: CGSize(width: 25, height: 28), renderingMode: .alwaysOriginal))
        #expect(images.details(named: "label") == BundleImages.Details(size: CGSize(width: 40, height: 20)))
        // Unreadable: found, with nothing known of it.
        #expect(images.details(named: "broken") == nil)
        #expect(images.files(named: "broken")?.map { ($0 as NSString).lastPathComponent } == ["broken.pdf"])
        #expect(images.details(named: "missing") == nil)
    }

    @Test("One warning names a PDF drawn without its text, one a PDF that cannot be read; none for the rest")
    func findings() throws {
        let folder = try appFolder()
        defer { removeDirectory(folder) }
        let manifest = try AppManifest.placeholder(contentsOf: folder)
        let vector = manifest.installDiagnostics.filter { $0.code.hasPrefix("vectorImage") }
        #expect(vector.map(\.code) == ["vectorImageUnreadable", "vectorImagePartlyDrawn"])
        #expect(vector.allSatisfy { $0.severity == .warning })
        let unreadable = try #require(vector.first).message
        #expect(
            unreadable.hasPrefix(
                folder + "/Assets.xcassets/broken.imageset/broken.pdf: the vector image cannot be drawn ("))
        let partly = try #require(vector.last).message
        #expect(
            partly.hasPrefix(
                folder
                    + "/Assets.xcassets/label.imageset/label.pdf: the vector image is drawn without its text "
            ))
    }

    @Test("The device serves the PDF as the image's file under its render name")
    func served() throws {
        let folder = try appFolder()
        defer { removeDirectory(folder) }
        let manifest = try AppManifest.placeholder(contentsOf: folder)
        let device = try TestDevice(apps: [])
        try device.device.install(manifest)
        guard case .files(let files)? = device.device.artwork(forImageNamed: "com.example.tabs/first") else {
            Issue.record("no artwork for first")
            return
        }
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["first.pdf"])
    }
}
