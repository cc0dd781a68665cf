import ForceTouchTesting
import Foundation
import TestSupport
import Testing
import UIKit

@MainActor
@Suite(
    "UIImage(named:) is optional: nil when the app's bundle has no image of that name, as on iOS", .serialized
)
struct UIImageNamedTests {
    /// Fixtures/Photos as a `Bundle`, as `Bundle(for:)` or `Bundle(url:)` gives one.
    static let photos = Bundle(url: Fixture.folder("Photos"))

    @Test("An installed app's code finds its asset catalog and loose images, and gets nil for missing names")
    func installedApp() throws {
        PhotosAppDelegate.seen = []
        let app = try AppBundle(infoPlist: Fixture.plist("Photos"), delegate: PhotosAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        #expect(
            PhotosAppDelegate.seen == [
                "banner", "placeholder empty", "no heart", "no logo", "no cover", "no Empty", "symbol true",
                "logo and cover", "brand true, scan true",
            ])
    }

    @Test("The app's found image is named by its render name, and the device serves its files (3× first)")
    func servedImage() throws {
        let app = try AppBundle(infoPlist: Fixture.plist("Photos"), delegate: PhotosAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let controller = try #require(device.keyWindow?.rootViewController as? PhotosViewController)
        #expect(controller.photoView.image?.name == "com.example.photos/photo")
        #expect(controller.bannerView.image?.name == "com.example.photos/banner")
        #expect(controller.placeholderView.image?.name == "")
        guard case .files(let files)? = device.device.artwork(forImageNamed: "com.example.photos/photo")
        else {
            Issue.record("no artwork for the app's photo")
            return
        }
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["photo@3x.png", "photo@2x.png"])
        // A custom symbol is found but not served (its SVG is a template sheet); a missing name is not.
        #expect(device.device.artwork(forImageNamed: "com.example.photos/brand") == nil)
        #expect(device.device.artwork(forImageNamed: "com.example.photos/missing") == nil)
    }

    @Test(
        "The app's own bundle named by another Bundle object (as an app sharing its program has) finds its images by their served names"
    )
    func ownBundleObject() throws {
        OwnBundleDelegate.names = []
        let app = try AppBundle(infoPlist: Fixture.plist("Photos"), delegate: OwnBundleDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        #expect(OwnBundleDelegate.names == ["com.example.photos/photo", "nil"])
    }

    @Test(
        "Names in a bundle: image and symbol sets, namespaced sets, loose @2x and .png files, exact letter case",
        arguments: [
            ("photo", true), ("brand", true), ("Shortcuts/scan", true), ("scan", false), ("banner", true),
            ("banner@2x", true), ("Logo", true), ("Logo.png", true), ("logo", false), ("cover.jpg", true),
            ("cover", false), ("Empty", false), ("heart", false), ("star.fill", false), ("", false),
            ("Art/banner@2x.png", true), ("missing", false),
        ])
    func namesInBundle(name: String, found: Bool) throws {
        let bundle = try #require(Self.photos)
        #expect((UIImage(named: name, in: bundle, compatibleWith: nil) != nil) == found)
    }

    @Test("A system symbol's name is nil through named: and an image through systemName:")
    func systemSymbols() throws {
        let bundle = try #require(Self.photos)
        #expect(UIImage(named: "heart", in: bundle, compatibleWith: nil) == nil)
        let symbol: UIImage? = UIImage(systemName: "heart")
        #expect(symbol?.isSymbol == true)
    }

    @Test("With no app bundle (no app running, Bundle.main not an app), every non-empty name is found")
    func withoutBundle() {
        #expect(UIImage(named: "anything")?.name == "anything")
        #expect(UIImage(named: "") == nil)
        #expect(UIImage().size == .zero)
    }

    @Test("A found image is a named, untinted image of that name")
    func foundImage() throws {
        let bundle = try #require(Self.photos)
        let image = try #require(UIImage(named: "photo", in: bundle, compatibleWith: nil))
        #expect(image.name == "photo" && !image.isSymbol && !image.isTemplate)
    }

    @Test(
        "A vector PDF image set is its page's size in points; \"Render As\" is its rendering mode, and withRenderingMode overrides it"
    )
    func vectorImages() throws {
        let folder = temporaryDirectory()
        defer { removeDirectory(folder) }
        try Data(
            #"<?xml version="1.0"?><plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.icons</string></dict></plist>"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: folder + "/Info.plist"))
        let catalog = folder + "/Assets.xcassets"
        try VectorPDF.writeImageSet(
            "first", pdf: VectorPDF.page(width: 30, height: 30, content: "0 g 5 5 20 20 re f"), into: catalog)
        try VectorPDF.writeImageSet(
            "tick", pdf: VectorPDF.page(width: 24, height: 18, content: "0 g 0 0 24 18 re f"),
            intent: "template",
            into: catalog)
        try VectorPDF.writeImageSet(
            "flag", pdf: VectorPDF.page(width: 20, height: 12, content: "1 0 0 rg 0 0 20 12 re f"),
            intent: "original",
            into: catalog)
        let bundle = try #require(Bundle(path: folder))
        let first = try #require(UIImage(named: "first", in: bundle, compatibleWith: nil))
        #expect(first.size == CGSize(width: 30, height: 30))
        #expect(first.renderingMode == .automatic && !first.isTemplate)
        #expect(first.withRenderingMode(.alwaysTemplate).isTemplate)
        let tick = try #require(UIImage(named: "tick", in: bundle, compatibleWith: nil))
        #expect(tick.size == CGSize(width: 24, height: 18))
        #expect(tick.renderingMode == .alwaysTemplate && tick.isTemplate)
        #expect(tick.withRenderingMode(.alwaysOriginal).isTemplate == false)
        let flag = try #require(UIImage(named: "flag", in: bundle, compatibleWith: nil))
        #expect(flag.renderingMode == .alwaysOriginal && flag.size == CGSize(width: 20, height: 12))
    }
}

/// An app that names its own bundle by a `Bundle` of its folder, not Foundation's main bundle: what
/// `Bundle.main` becomes in an app that shares its program with other apps.
final class OwnBundleDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var names: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let own = UIImageNamedTests.photos
        Self.names.append(UIImage(named: "photo", in: own, compatibleWith: nil)?.name ?? "nil")
        Self.names.append(UIImage(named: "missing", in: own, compatibleWith: nil)?.name ?? "nil")
        return true
    }
}
