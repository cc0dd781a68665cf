import AppInstall
import Foundation
import QuickActionTools
import QuickActions
import Springboard
import TestSupport
import Testing
import TouchKit

/// An iOS developer tries their own app's declaration: an app folder with an Info.plist, localised
/// titles and an icon file, no Swift code.
@MainActor
@Suite("Installing a plain Info.plist or app folder")
struct InstallInfoPlistTests {
    static let travel = Bundle.module.path(forResource: "Fixtures/TravelApp", ofType: nil)!
    static let unresolved = Bundle.module.path(forResource: "Fixtures/Unresolved", ofType: nil)!

    @Test("its static quick actions show, localised to the device's language")
    func localisedMenu() throws {
        let phone = try TestDevice(apps: [])
        let registration = try phone.device.install(contentsOf: Self.travel)
        #expect(registration.bundleIdentifier == "com.example.travel")
        #expect(registration.displayName == "Travel")
        #expect(registration.version == "7")
        #expect(phone.device.diagnostics.isEmpty)

        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.travel")
        let items = phone.device.menuState?.items ?? []
        #expect(items.map(\.type) == ["com.example.travel.new-trip", "com.example.travel.bag"])
        #expect(items.map(\.localizedTitle) == ["New Trip", "Pack my bag"])
        #expect(items.map(\.localizedSubtitle) == ["Plan where to go next", nil])
        // Changing the language redraws the open menu in it.
        try phone.device.updateSettings(DeviceSettings(language: "zh-Hans"))
        #expect(phone.device.menuState?.items.map(\.localizedTitle) == ["新行程", "收拾行李"])
        #expect(phone.device.menuState?.items.first?.localizedSubtitle == "计划下一站")
        // A language the app lacks falls back to its development region.
        try phone.device.updateSettings(DeviceSettings(language: "fr"))
        #expect(phone.device.menuState?.items.map(\.localizedTitle) == ["New Trip", "Pack my bag"])
        // The icon file named in the plist is found in the folder.
        guard case .files(let files)? = registration.templateImages["bag"] else {
            Issue.record("bag has no image: \(registration.templateImages)")
            return
        }
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["bag@2x.png"])
    }

    @Test("choosing an item opens a placeholder app that received exactly that item, cold then warm")
    func placeholderReceivesItems() throws {
        var phone = try TestDevice(apps: [])
        try phone.device.install(contentsOf: Self.travel)
        phone.finger.forcePress(at: phone.finger.icon("com.example.travel"))
        phone.finger.tap(at: phone.finger.row("com.example.travel.new-trip"))
        #expect(phone.device.state.screen == .app("com.example.travel"))
        let delegate = try #require(
            phone.device.host(of: "com.example.travel")?.application?.delegate as? PlaceholderAppDelegate)
        #expect(
            delegate.deliveredItems == [
                ShortcutItem(
                    type: "com.example.travel.new-trip", localizedTitle: "New Trip",
                    localizedSubtitle: "Plan where to go next", icon: .system(.add),
                    userInfo: ["source": .string("quick-action"), "version": .integer(2)])
            ])
        #expect(
            phone.log("com.example.travel") == [
                "willFinishLaunching shortcut=com.example.travel.new-trip returned=true",
                "didFinishLaunching shortcut=com.example.travel.new-trip returned=false", "didBecomeActive",
            ])

        phone.device.pressHome()
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.travel")
        try phone.device.chooseShortcut(type: "com.example.travel.bag")
        #expect(
            delegate.deliveredItems.map(\.type) == ["com.example.travel.new-trip", "com.example.travel.bag"])
        #expect(delegate.lastItem?.icon == .templateImage("bag"))
        #expect(
            Array(phone.log("com.example.travel").suffix(4)) == [
                "willEnterForeground", "performActionForShortcutItem shortcut=com.example.travel.bag",
                "completionHandler shortcut=com.example.travel.bag succeeded=true", "didBecomeActive",
            ])
    }

    @Test("an unresolved identifier and name are derived, and the lint's findings are reported")
    func unresolvedPlist() throws {
        let phone = try TestDevice(apps: [])
        let registration = try phone.device.install(contentsOf: Self.unresolved)
        #expect(registration.bundleIdentifier == "local.Unresolved")
        #expect(registration.displayName == "Unresolved")
        let plist = Self.unresolved + "/Info.plist"
        let diagnostics = phone.device.diagnostics
        #expect(diagnostics.map(\.code).contains("installDefault"))
        #expect(
            diagnostics.first?.message
                == "\(plist): its CFBundleIdentifier '$(PRODUCT_BUNDLE_IDENTIFIER)' is not resolved, so the app is "
                + "installed as 'local.Unresolved'. Pass the identifier (--define PRODUCT_BUNDLE_IDENTIFIER="
                + "com.example.app) to install it under its own.")
        #expect(diagnostics.contains { $0.code == "missing-title" && $0.severity == .error })
        #expect(diagnostics.allSatisfy { $0.app == "local.Unresolved" })
        // The invalid item is skipped, as iOS does; the valid one shows.
        try phone.device.openShortcutMenu(bundleIdentifier: "local.Unresolved")
        #expect(phone.device.menuState?.items.map(\.localizedTitle) == ["Compose"])
    }

    @Test("build settings resolve the identifier and the item types")
    func buildSettings() throws {
        let phone = try TestDevice(apps: [])
        let registration = try phone.device.install(
            contentsOf: Self.unresolved,
            options: InstallOptions(
                buildSettings: BuildSettings([
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.notes", "PRODUCT_NAME": "Notes",
                ])))
        #expect(registration.bundleIdentifier == "com.example.notes")
        #expect(registration.displayName == "Notes")
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.notes")
        #expect(phone.device.menuState?.items.map(\.type) == ["com.example.notes.compose"])
    }

    @Test(
        "paths that cannot be installed say why",
        arguments: [
            (
                "/nonexistent/MyApp",
                "cannot install the app at /nonexistent/MyApp: /nonexistent/MyApp: no such file or folder"
            )
        ])
    func badPaths(path: String, message: String) throws {
        let phone = try TestDevice(apps: [])
        do {
            try phone.device.install(contentsOf: path)
            Issue.record("expected a refusal")
        } catch {
            #expect(error.description == message)
        }
        #expect(phone.device.installedApps.isEmpty)
    }

    private static func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }

    /// An app folder shaped as Xcode 9–13 make it: an Info.plist and an asset catalog whose AppIcon set
    /// has the 60 pt iPhone icon at 2× and 3× (and, to be skipped, an iPad entry).
    private static func folderWithAppIcon(_ root: String) throws -> String {
        let app = root + "/IconApp"
        let set = app + "/Assets.xcassets/AppIcon.appiconset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.example.icons</string>
            <key>CFBundleDisplayName</key><string>Icons</string>
            <key>UIApplicationShortcutItems</key><array><dict>
            <key>UIApplicationShortcutItemType</key><string>com.example.icons.new</string>
            <key>UIApplicationShortcutItemTitle</key><string>New</string>
            </dict></array>
            </dict></plist>
            """
        try plist.write(toFile: app + "/Info.plist", atomically: true, encoding: .utf8)
        let contents = """
            {"images": [
              {"idiom": "iphone", "size": "60x60", "scale": "2x", "filename": "Icon-120.png"},
              {"idiom": "iphone", "size": "60x60", "scale": "3x", "filename": "Icon-180.png"},
              {"idiom": "ipad", "size": "76x76", "scale": "2x", "filename": "Icon-152.png"}
            ], "info": {"version": 1, "author": "xcode"}}
            """
        try contents.write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
        for file in ["Icon-120.png", "Icon-180.png", "Icon-152.png"] {
            // PNG's signature and a name per file: the simulator serves the bytes as they are.
            var bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            bytes.append(Data(file.utf8))
            try bytes.write(to: URL(fileURLWithPath: set + "/" + file))
        }
        return app
    }

    @Test(
        "the home screen draws the app's own AppIcon, the file for the device's scale",
        arguments: [(DeviceProfile.iPhone6s, "Icon-120.png"), (DeviceProfile.iPhone6sPlus, "Icon-180.png")])
    func realAppIcon(profile: DeviceProfile, file: String) throws {
        let root = temporaryDirectory()
        defer { removeDirectory(root) }
        let phone = try TestDevice(profile: profile, apps: [])
        let registration = try phone.device.install(contentsOf: Self.folderWithAppIcon(root))
        #expect(
            registration.icon.imageFiles.mapValues(Self.fileName) == [2: "Icon-120.png", 3: "Icon-180.png"])

        let name = "com.example.icons/" + AppIcon.imageRenderName
        let screen = RenderTextRenderer.render(phone.device.render())
        #expect(screen.contains("image:\(name)"))
        guard case .files(let files)? = phone.device.artwork(forImageNamed: name) else {
            Issue.record("no artwork for \(name)")
            return
        }
        #expect(files.map(Self.fileName) == [file])
        // With the menu open, the icon lifted above the blur is the same picture (twice on screen).
        try phone.device.openShortcutMenu(bundleIdentifier: "com.example.icons")
        #expect(
            RenderTextRenderer.render(phone.device.render()).components(separatedBy: "image:\(name)").count
                == 3)
    }

    @Test("an app folder without an app icon set keeps the generated icon (its initial on a colour)")
    func generatedIconWithoutCatalog() throws {
        let phone = try TestDevice(apps: [])
        let registration = try phone.device.install(contentsOf: Self.travel)
        #expect(registration.icon.imageFiles.isEmpty)
        #expect(registration.icon.glyph == .letter("T"))
        #expect(phone.device.artwork(forImageNamed: "com.example.travel/" + AppIcon.imageRenderName) == nil)
    }
}
