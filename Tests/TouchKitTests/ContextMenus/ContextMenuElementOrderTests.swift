import Foundation
import Testing
import TouchKit

/// iOS 14 turned a menu that sits above its preview upside down, so its first element stays nearest
/// the finger (`preferredMenuElementOrder` `.automatic`); `.fixed` keeps it top down, and iOS 13 always
/// listed top down.
@MainActor
@Suite("Context menus above their preview: bottom up from iOS 14, top down on iOS 13 or when fixed")
struct ContextMenuElementOrderTests {
    /// Opens the photo menu (Share, Copy, Rate ›, then Delete, destructive, last) with a long press on a
    /// photo at `frame` in an app on iOS `systemMajor`, and returns what the menu shows.
    func open(
        systemMajor: Int, photoAt frame: CGRect, order: ContextMenuConfiguration.ElementOrder = .automatic
    ) throws -> ContextMenuState {
        let services = DeviceServices(
            systemVersion: OperatingSystemVersion(majorVersion: systemMajor, minorVersion: 0, patchVersion: 0)
        )
        let configuration = ApplicationConfiguration(
            bundleIdentifier: "com.example.photos", displayName: "Photos",
            makeDelegate: { ScriptedDelegate() },
            makeRootViewController: { ViewController() })
        let host = ApplicationHost(
            configuration: configuration, clock: ManualClock(), store: MemoryShortcutItemStore(),
            services: services)
        host.open()
        let window = try #require(host.application?.keyWindow)
        let photo = ImageView(image: Image(systemName: "photo"))
        photo.frame = frame
        photo.isUserInteractionEnabled = true
        window.rootViewController!.view.addSubview(photo)
        let log = MenuLog()
        log.configuration = {
            let menu = ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                photoMenu(log: log)
            }
            menu.preferredMenuElementOrder = order
            return menu
        }
        photo.addInteraction(ContextMenuInteraction(delegate: log))
        var finger = Finger(window)
        finger.down(frame.midX, frame.midY, force: 0)
        finger.rest(0.6)
        finger.up()
        return try #require(window.contextMenuState)
    }

    static let nearTop = CGRect(x: 100, y: 80, width: 175, height: 120)
    static let nearBottom = CGRect(x: 100, y: 480, width: 175, height: 120)

    @Test("iOS 14, the menu above the photo: bottom up, Share nearest the photo, Delete on top")
    func reversedAbove() throws {
        let state = try open(systemMajor: 14, photoAt: Self.nearBottom)
        #expect(state.menuFrame.maxY <= Self.nearBottom.minY)
        #expect(state.titles == ["Delete", "Rate", "Copy", "Share"])
        #expect(state.destructiveTitles == ["Delete"])
        // The rows are drawn in that order, top to bottom.
        #expect(state.rowFrames.map(\.minY) == state.rowFrames.map(\.minY).sorted())
    }

    @Test("iOS 14, the menu below the photo: top down as given")
    func topDownBelow() throws {
        let state = try open(systemMajor: 14, photoAt: Self.nearTop)
        #expect(state.menuFrame.minY >= Self.nearTop.maxY)
        #expect(state.titles == ["Share", "Copy", "Rate", "Delete"])
    }

    @Test("iOS 13 lists top down wherever the menu is; .fixed does on iOS 14 too")
    func topDownOn13AndFixed() throws {
        #expect(
            try open(systemMajor: 13, photoAt: Self.nearBottom).titles == ["Share", "Copy", "Rate", "Delete"])
        #expect(
            try open(systemMajor: 14, photoAt: Self.nearBottom, order: .fixed).titles == [
                "Share", "Copy", "Rate", "Delete",
            ])
        #expect(
            try open(systemMajor: 15, photoAt: Self.nearBottom, order: .priority).titles == [
                "Delete", "Rate", "Copy", "Share",
            ])
    }
}
