import Foundation
import SeedApps
import ShortcutStore
import Springboard
import TestSupport
import Testing
import TouchKit

/// The dynamic quick actions live on disk: a restarted device shows the same menus, a damaged file
/// costs one app its items and nothing else, and an update keeps the old items until the new version runs.
@MainActor
@Suite("Persistence: restarts, corrupt store files, updates")
struct PersistenceScenarioTests {
    static let app = "com.company.appname"

    @Test("after a restart with the same state directory, AppSearch's menu still has Play and Pause")
    func restart() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        do {
            let phone = try TestDevice(store: try DynamicShortcutStore(directory: directory))
            try phone.device.launch(bundleIdentifier: Self.app)
            try phone.device.openShortcutMenu(bundleIdentifier: Self.app)
            #expect(phone.menuTitles == ["Search", "Share", "Play", "Pause"])
        }
        // A new process: new clock, new store, same directory; the app has not run in it.
        var phone = try TestDevice(store: try DynamicShortcutStore(directory: directory), start: 0)
        phone.finger.forcePress(at: phone.finger.icon(Self.app))
        #expect(phone.menuTitles == ["Search", "Share", "Play", "Pause"])
        #expect(phone.device.status(of: Self.app) == .notRunning)
        // Its first launch in this process starts with the saved items, so it does not add them again.
        phone.finger.tap(at: phone.finger.row("com.company.appname.002"))
        let application = try #require(phone.device.host(of: Self.app)?.application)
        #expect(application.shortcutItems.map(\.localizedTitle) == ["Play", "Pause"])
        #expect(phone.log(Self.app).last == "log \"Third shortcut selected\"")
    }

    @Test("a corrupt store file is set aside with a warning; the device and the other apps carry on")
    func corruptStoreFile() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let store = try DynamicShortcutStore(directory: directory)
        try store.writeRawFile(Data("{ not json".utf8), forBundleIdentifier: Self.app)
        var phone = try TestDevice(store: store)
        phone.finger.forcePress(at: phone.finger.icon(Self.app))
        #expect(phone.menuTitles == ["Search", "Share"])
        let path = directory + "/com.company.appname.json"
        var diagnostic = try #require(phone.device.diagnostics.first)
        diagnostic.time = 0
        #expect(
            [diagnostic] == [
                DeviceDiagnostic(
                    severity: .warning, code: "corruptShortcutStore", app: Self.app,
                    message: "the saved dynamic quick actions of 'com.company.appname' could not be read "
                        + "(\(path):1:3: not valid JSON: expected a \"key\" in quotes, found 'n'); the file was moved to "
                        + "\(path).corrupt-1 and the app has none until it sets them again. Nothing else is affected; "
                        + "delete the moved file once you have looked at it.",
                    time: 0)
            ])
        // The app launches, finds no items, adds Play and Pause again, and they are saved properly.
        phone.finger.tap(at: phone.finger.row("com.company.appname.000"))
        phone.device.pressHome()
        try phone.device.openShortcutMenu(bundleIdentifier: Self.app)
        #expect(phone.menuTitles == ["Search", "Share", "Play", "Pause"])
        #expect(listing(directory) == ["com.company.appname.json", "com.company.appname.json.corrupt-1"])
        #expect(
            try DynamicShortcutStore(directory: directory).savedSet(forBundleIdentifier: Self.app)?.items
                .count == 2)
        #expect(phone.device.diagnostics.count == 1)
    }

    @Test("an update: the old version's items show until the new version runs; a running app is terminated")
    func update() throws {
        let phone = try TestDevice()
        try phone.device.launch(bundleIdentifier: Self.app)
        var version2 = AppManifest.plain(
            Self.app, name: "AppSearch", items: SeedApps.appSearchStaticItems, version: "2")
        version2.icon = SeedApps.appSearch.icon
        let outcome = try phone.device.install(version2)
        #expect(outcome == .updated(previousVersion: "1"))
        #expect(phone.device.status(of: Self.app) == .notRunning)
        #expect(
            Array(phone.log(Self.app).suffix(3)) == [
                "willResignActive", "didEnterBackground", "willTerminate",
            ])
        #expect(phone.device.installedApps == [Self.app])

        // Before version 2 runs: version 1's Play and Pause still show.
        try phone.device.openShortcutMenu(bundleIdentifier: Self.app)
        #expect(phone.menuTitles == ["Search", "Share", "Play", "Pause"])
        // Version 2 runs (it sets no dynamic items): from now on only the statics.
        try phone.device.chooseShortcut(type: "com.company.appname.001")
        #expect(phone.device.host(of: Self.app)?.application?.shortcutItems == [])
        phone.device.pressHome()
        try phone.device.openShortcutMenu(bundleIdentifier: Self.app)
        #expect(phone.menuTitles == ["Search", "Share"])
        #expect(phone.device.store.savedSet(forBundleIdentifier: Self.app)?.appVersion == "2")
        #expect(try phone.device.install(version2) == .reinstalled)
    }

    @Test("uninstalling forgets the icon and the saved items")
    func uninstall() throws {
        let phone = try TestDevice()
        try phone.device.launch(bundleIdentifier: Self.app)
        try phone.device.uninstall(bundleIdentifier: Self.app)
        #expect(phone.device.installedApps.isEmpty)
        #expect(phone.device.store.savedSet(forBundleIdentifier: Self.app) == nil)
        #expect(phone.device.state.screen == .home)
        try phone.device.install(SeedApps.appSearch)
        try phone.device.openShortcutMenu(bundleIdentifier: Self.app)
        #expect(phone.menuTitles == ["Search", "Share"])
    }
}
