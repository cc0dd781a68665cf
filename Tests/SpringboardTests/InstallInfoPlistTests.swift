import Foundation
import QuickActionTools
import Springboard
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
}
