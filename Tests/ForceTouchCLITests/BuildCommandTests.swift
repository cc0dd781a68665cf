import Foundation
import Testing
import XcodeProject

@testable import ForceTouchCLI

/// An iOS developer points `forcetouch port` and `forcetouch build` at an Xcode 9-era project
/// (Examples/XcodeApp: Swift 4.0, `@UIApplicationMain`, `#selector`, `@IBOutlet`): the port pass's
/// changes are listed against their own files and lines, the project is never written, and the
/// versions Xcode refuses are refused before anything is compiled. (The full compile runs in CI:
/// `swift run forcetouch build Examples/XcodeApp`.)
@Suite("forcetouch port and build on an Xcode project: changes by file and line, refusals before compiling")
struct BuildCommandTests {
    /// Examples/XcodeApp in this checkout.
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/XcodeApp").path

    func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
        let captured = CapturedIO()
        let status = await CommandLineTool.main(arguments: arguments, io: captured.io)
        return (status, captured.output, captured.errorOutput)
    }

    @Test("port lists each change as file:line:column: rule: before → after, then a summary")
    func portListsChanges() async {
        let result = await run(["port", Self.example])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output == """
                Pocket/AppDelegate.swift:11:1: application-main: @UIApplicationMain → (removed)
                Pocket/DetailViewController.swift:35:40: selector: #selector(toggleFavourite) → Selector("toggleFavourite")
                Pocket/DetailViewController.swift:44:5: objc-attribute: @objc → (removed)
                Pocket/ListViewController.swift:10:5: interface-builder-attribute: @IBOutlet → (removed)
                Pocket/ListViewController.swift:16:112: selector: #selector(addItem(_:)) → Selector("addItem:")
                Pocket/ListViewController.swift:23:5: objc-attribute: @objc → (removed)
                6 changes in 3 of 3 Swift files of target 'Pocket'

                """)
    }

    @Test("port --out writes the package outside the project, and refuses a folder inside it")
    func portOut() async throws {
        let out = NSTemporaryDirectory() + "port-out-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = await run(["port", Self.example, "--out", out])
        #expect(result.status == 0, "\(result.errors)")
        let manifest = try String(contentsOfFile: out + "/Package.swift", encoding: .utf8)
        #expect(
            manifest.contains("swiftSettings: [.swiftLanguageMode(.v4), .defaultIsolation(MainActor.self)]"))
        let delegate = try String(
            contentsOfFile: out + "/Sources/Pocket/App/Pocket/AppDelegate.ported.swift", encoding: .utf8)
        #expect(
            delegate.hasPrefix(
                "#sourceLocation(file: \"\(Self.example)/Pocket/AppDelegate.swift\", line: 1)\n"))
        #expect(
            FileManager.default.fileExists(
                atPath: out + "/Sources/Pocket/Generated/ForceTouchRegistry+App.swift"))

        let inside = await run(["port", Self.example, "--out", Self.example + "/Ported"])
        #expect(inside.status == 2)
        #expect(inside.errors.contains("is inside the project's folder"))
        #expect(!FileManager.default.fileExists(atPath: Self.example + "/Ported"))
    }

    @Test(
        "build refuses Swift 3 and an unset SWIFT_VERSION naming the setting, before compiling anything",
        arguments: [
            (
                "SWIFT_VERSION=3.0",
                "target 'Pocket' has SWIFT_VERSION = 3.0; Swift 3.0 code is not built by Xcode 10.2"
            ),
            ("SWIFT_VERSION=", "target 'Pocket' sets no SWIFT_VERSION; Xcode 10.2 and later require it"),
        ])
    func refusals(define: String, message: String) async {
        let result = await run(["build", Self.example, "--define", define])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: " + message), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test("a path without a project and a target the project lacks are usage errors")
    func usage() async {
        let none = await run(["build", NSTemporaryDirectory()])
        #expect(none.status == 2)
        #expect(none.errors.contains("no .xcodeproj here"))
        let target = await run(["port", Self.example, "--target", "Widget"])
        #expect(target.status == 2)
        #expect(target.errors.contains("Widget"))
    }

    @Test(
        "the built app's bundle: Pocket.app, its Info.plist with $(PRODUCT_BUNDLE_IDENTIFIER) and $(PRODUCT_NAME) expanded"
    )
    func bundleLayout() throws {
        let loaded = try AppSources.load(
            Self.example,
            arguments: ParsedArgumentsView(target: nil, configuration: nil, overrides: BuildSettings()))
        let layout = try #require(loaded.bundleLayout())
        #expect(layout.name == "Pocket.app")
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: Data(layout.infoPlist.utf8), format: nil)
                as? [String: Any])
        #expect(plist["CFBundleIdentifier"] as? String == "com.example.pocket")
        #expect(plist["CFBundleName"] as? String == "Pocket")
        #expect(plist["CFBundleDisplayName"] as? String == "Pocket")
        // Xcode writes the deployment target (11.0 in the project) as the built app's minimum iOS.
        #expect(plist["MinimumOSVersion"] as? String == "11.0")
        #expect(loaded.minimumSystemVersion == "11.0")
        #expect(
            !layout.infoPlist.contains("$("),
            "every build setting is expanded, as Xcode's Info.plist processing does")
    }
}
