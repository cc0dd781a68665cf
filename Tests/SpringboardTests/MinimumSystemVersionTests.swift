import AppInstall
import Foundation
import Springboard
import TestSupport
import Testing
import TouchKit

/// A 2022 tutorial app (deployment target iOS 15.2, a button whose menu is its primary action) tried
/// on the simulator's default iPhone 6s on iOS 12.4: iOS would not install it there, and neither
/// does the device; on a device running 15.2 it installs.
@MainActor
@Suite("MinimumOSVersion: an app installs only on devices whose iOS can run it")
struct MinimumSystemVersionTests {
    /// An app folder whose Info.plist says `MinimumOSVersion` `minimum`.
    func appFolder(minimum: String) throws -> String {
        let folder = temporaryDirectory()
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>com.example.menus</string>
            <key>CFBundleDisplayName</key><string>Menus</string>
            <key>MinimumOSVersion</key><string>\(minimum)</string>
            </dict></plist>
            """
        try plist.write(toFile: folder + "/Info.plist", atomically: true, encoding: .utf8)
        return folder
    }

    @Test("Needing iOS 15.2: refused on iOS 12.4 with both versions named, installed on 15.2")
    func refusedWhenOlder() throws {
        let folder = try appFolder(minimum: "15.2")
        defer { removeDirectory(folder) }
        let manifest = try AppManifest.placeholder(contentsOf: folder)
        #expect(
            manifest.minimumSystemVersion
                == OperatingSystemVersion(majorVersion: 15, minorVersion: 2, patchVersion: 0))

        let old = try TestDevice(apps: [])
        do {
            try old.device.install(manifest)
            Issue.record("an app needing iOS 15.2 installed on iOS 12.4")
        } catch {
            #expect(
                error.description
                    == "Menus (com.example.menus) needs iOS 15.2 or later (its MinimumOSVersion, Xcode's "
                    + "IPHONEOS_DEPLOYMENT_TARGET); this iPhone 6s runs iOS 12.4. Use a device running 15.2 "
                    + "or later (POST /api/devices {\"systemVersion\": \"15.2\"}, forcetouch simulator "
                    + "--system-version 15.2).")
        }
        #expect(!old.device.installedApps.contains("com.example.menus"))

        let new = try TestDevice(profile: try DeviceProfile.iPhone6s.running(SystemVersion("15.2")), apps: [])
        try new.device.install(manifest)
        #expect(new.device.installedApps.contains("com.example.menus"))
        let older = try TestDevice(
            profile: try DeviceProfile.iPhone13.running(SystemVersion("15.1.9")), apps: [])
        #expect(throws: SpringboardError.self) { try older.device.install(manifest) }
    }

    @Test("installRunnable leaves the app out with an error diagnostic and installs the rest")
    func installRunnable() throws {
        let folder = try appFolder(minimum: "13.0")
        defer { removeDirectory(folder) }
        let manifest = try AppManifest.placeholder(contentsOf: folder)
        let phone = try TestDevice(apps: [])
        let leftOut = try phone.device.installRunnable([manifest, .plain("com.example.quiet")])
        #expect(leftOut == ["com.example.menus"])
        #expect(phone.device.installedApps.contains("com.example.quiet"))
        let diagnostic = try #require(phone.device.diagnostics.last)
        #expect(diagnostic.code == "requiresNewerSystem")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.app == "com.example.menus")
        #expect(diagnostic.message.hasPrefix("Menus (com.example.menus) needs iOS 13.0 or later"))

        let iPhone11 = try TestDevice(profile: .iPhone11, apps: [])
        #expect(try iPhone11.device.installRunnable([manifest]).isEmpty)
    }

    @Test("A minimum that is not a version is a warning, and the app installs everywhere")
    func unreadableMinimum() throws {
        let folder = try appFolder(minimum: "fifteen")
        defer { removeDirectory(folder) }
        let manifest = try AppManifest.placeholder(contentsOf: folder)
        #expect(manifest.minimumSystemVersion == nil)
        let warning = try #require(
            manifest.installDiagnostics.first { $0.code == "minimumSystemVersionUnreadable" })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("the minimum iOS version 'fifteen'"))
        let phone = try TestDevice(apps: [])
        try phone.device.install(manifest)
        #expect(phone.device.installedApps.contains("com.example.menus"))
    }
}
