import Foundation
import QuickActions
import SeedApps
import Springboard
import Testing
import TouchKit

/// The device's render tree as text (TouchKit's `RenderTextRenderer`), compared with the snapshots in
/// `Fixtures/Snapshots`. Run with `SPRINGBOARD_RECORD_SNAPSHOTS=1` to rewrite them (the run then fails,
/// so a recording never passes unseen); read the diff before committing.
@MainActor
@Suite("Render-tree snapshots: the home screen, the hint, the menu opening down and up")
struct RenderSnapshotTests {
    static let low = "com.example.travel"

    /// The seed apps with Settings in the dock, on an iPhone 6s.
    func seedPhone() throws -> TestDevice {
        try TestDevice(apps: SeedApps.all, includesSettingsApp: true)
    }

    func check(_ tree: RenderNode, _ name: String, sourceFile: String = #filePath) throws {
        let text = RenderTextRenderer.render(tree)
        if ProcessInfo.processInfo.environment["SPRINGBOARD_RECORD_SNAPSHOTS"] != nil {
            let directory = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/Snapshots")
            try Data(text.utf8).write(to: directory.appendingPathComponent(name + ".txt"))
            Issue.record("recorded snapshot \(name); unset SPRINGBOARD_RECORD_SNAPSHOTS and run again")
            return
        }
        let path = try #require(Bundle.module.path(forResource: "Fixtures/Snapshots/" + name, ofType: "txt"))
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == expected, "snapshot \(name) differs; the tree now:\n\(text)")
    }

    @Test("the home screen: the seed apps, Settings in the dock, the status bar")
    func home() throws {
        let phone = try seedPhone()
        try check(phone.device.render(), "home")
    }

    @Test("edit mode on iOS 12 (3D Touch off): every icon tilts, neighbours opposite ways")
    func editing() throws {
        var phone = try TestDevice(
            settings: DeviceSettings(forceTouchEnabled: false), apps: SeedApps.all, includesSettingsApp: true)
        phone.finger.longPress(at: phone.finger.icon("com.company.appname"), duration: 1.1)
        #expect(phone.device.homeScreen.isEditing)
        try check(phone.device.render(), "editing")
    }

    @Test("iOS 13: the long-press menu ends with the system's Rearrange Apps row")
    func hapticTouchMenu() throws {
        var phone = try TestDevice(
            profile: try DeviceProfile.iPhone6s.running(.hapticTouch),
            settings: DeviceSettings(forceTouchEnabled: false),
            apps: SeedApps.all, includesSettingsApp: true)
        phone.finger.longPress(at: phone.finger.icon("com.company.appname"), duration: 0.6, lift: false)
        #expect(phone.menuTitles == ["Search", "Share", "Rearrange Apps"])
        try check(phone.device.render(), "menu-ios13")
    }

    @Test("the hint: the screen blurs in proportion to force and the pressed icon lifts")
    func hint() throws {
        var phone = try seedPhone()
        phone.finger.down(at: phone.finger.icon("com.company.appname"))
        phone.finger.ramp(to: 2.5, over: 0.3)
        #expect(phone.device.pressState?.phase == .hint)
        try check(phone.device.render(), "hint")
    }

    @Test("the menu opening down, under an icon in the upper half, first row nearest the icon")
    func menuDown() throws {
        var phone = try seedPhone()
        phone.finger.forcePress(at: phone.finger.icon("com.example.community"))
        #expect(phone.device.menuState?.opening == .down)
        try check(phone.device.render(), "menu-down")
    }

    @Test("the menu opening up, over an icon in the lower half, first row at the bottom; long titles cut")
    func menuUp() throws {
        var phone = try TestDevice(
            apps: AppManifest.fillers(17)
                + [
                    .plain(
                        Self.low, name: "Travel",
                        items: [
                            ShortcutItem(
                                type: "trip",
                                localizedTitle: "Plan a trip to somewhere far away and wonderful",
                                icon: .system(.markLocation)),
                            ShortcutItem(
                                type: "bag", localizedTitle: "Pack the big suitcase for the long journey",
                                localizedSubtitle: "Everything you need for a fortnight",
                                icon: .systemSymbol("suitcase")),
                            ShortcutItem(
                                type: "call", localizedTitle: "Call Johnny",
                                icon: .contact(givenName: "Johnny", familyName: "Appleseed")),
                            ShortcutItem(type: "plain", localizedTitle: "No icon"),
                        ])
                ])
        phone.finger.forcePress(at: phone.finger.icon(Self.low))
        #expect(phone.device.menuState?.opening == .up)
        try check(phone.device.render(), "menu-up")
    }

    @Test("after the first render, a force sample changes a few nodes only, and the patch applies")
    func smallDiffs() throws {
        var phone = try seedPhone()
        _ = phone.device.renderUpdate()
        phone.finger.down(at: phone.finger.icon("com.company.appname"))
        phone.finger.ramp(to: 2, over: 0.25)
        let before = phone.device.renderUpdate()
        phone.finger.move(force: 2.2)
        let after = phone.device.renderUpdate()
        #expect(!after.mutations.isEmpty)
        #expect(after.mutations.count <= 3, "\(after.mutations)")
        for mutation in after.mutations {
            guard case .update = mutation else {
                Issue.record("expected only updates, got \(mutation)")
                continue
            }
        }
        // The browser's copy, patched, equals the new tree.
        #expect(try before.tree.applying(after.mutations) == after.tree)
        // Opening the menu inserts it; going into the app swaps the home screen for the app's window.
        phone.finger.ramp(to: 5)
        phone.finger.lift()
        let menu = phone.device.renderUpdate()
        #expect(try after.tree.applying(menu.mutations) == menu.tree)
        try phone.device.chooseShortcut(type: "com.company.appname.000")
        let app = phone.device.renderUpdate()
        #expect(try menu.tree.applying(app.mutations) == app.tree)
        #expect(RenderTextRenderer.render(app.tree).contains("\"AppSearch\" font=34/700"))
    }
}
