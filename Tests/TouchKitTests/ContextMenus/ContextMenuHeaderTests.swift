import ForceTouch
import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// iOS 13 shows a root `UIMenu`'s title as the menu's header: small secondary-colour text above the
/// first action, set off by a hairline. An untitled menu has none, and a submenu open in place shows
/// its own title as its back row instead.
@MainActor
@Suite("Context menu header: a titled root menu shows its title above the first row")
struct ContextMenuHeaderTests {
    /// The photo's menu (Share, Copy, Rate ›, Delete) titled `title`, open after a long press.
    func openMenu(titled title: String) -> (Window, MenuLog) {
        let (window, _, _, log) = makeMenuScreen()
        log.configuration = {
            ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                Menu(title: title, children: photoMenu(log: log).children)
            }
        }
        var finger = Finger(window)
        finger.down(187, 180, force: 0)
        finger.rest(0.6)
        finger.up()
        return (window, log)
    }

    /// Every node of `node`'s tree, depth first.
    func nodes(_ node: RenderNode) -> [RenderNode] { [node] + node.children.flatMap(nodes) }

    @Test("A titled menu: the title heads the menu, its rows start below the header's hairline")
    func titledMenuHasHeader() throws {
        let (window, _) = openMenu(titled: "Photo options")
        let state = try #require(window.contextMenuState)
        #expect(state.headerTitle == "Photo options")
        #expect(state.titles == ["Share", "Copy", "Rate", "Delete"])
        let header = ContextMenuLayout().headerHeight(for: "Photo options")
        // One 13-point line (16 points tall here) with 12 points above and below.
        #expect(header == 40)
        #expect(state.rowFrames[0].minY == state.menuFrame.minY + 40)
        #expect(state.menuFrame.height == 216, "the header's 40 and four 44-point rows")

        // The page draws it: the title in 13-point secondary-colour text at the menu's top, a
        // header to assistive technologies, over a hairline at the header's foot.
        let tree = RenderTreeBuilder().render(window)
        let all = nodes(tree)
        let title = try #require(all.first { $0.attributes.text?.string == "Photo options" })
        #expect(title.attributes.text?.fontSize == 13)
        #expect(title.attributes.text?.color == .secondaryLabel)
        #expect(title.attributes.frame.minY == 12)
        let headerNode = try #require(all.first { $0.children.contains(title) })
        let hairline = try #require(headerNode.children.first { $0.attributes.backgroundColor == .separator })
        #expect(hairline.attributes.frame == CGRect(x: 0, y: 39.5, width: 250, height: 0.5))
    }

    @Test("A long title wraps onto more lines and the header grows to hold them")
    func longTitleWraps() {
        let layout = ContextMenuLayout()
        let long = "Choose what happens to this photo and the album it belongs to"
        let oneLine = layout.headerHeight(for: "Photo")
        #expect(layout.headerHeight(for: long) > oneLine)
        #expect(layout.headerHeight(for: "") == 0)
        #expect(layout.headerHeight(for: nil) == 0)
    }

    @Test("An untitled menu has no header: the first row is at the menu's top")
    func untitledMenuHasNone() throws {
        let (window, _) = openMenu(titled: "")
        let state = try #require(window.contextMenuState)
        #expect(state.headerTitle == nil)
        #expect(state.rowFrames[0].minY == state.menuFrame.minY)
    }

    @Test("A submenu open in place hides the root's header; going back shows it again")
    func submenuHidesHeader() throws {
        let (window, _) = openMenu(titled: "Photo options")
        #expect(window.chooseContextMenuRow(titled: "Rate"))
        let submenu = try #require(window.contextMenuState)
        #expect(submenu.headerTitle == nil)
        #expect(submenu.titles == ["Rate", "Love", "Dislike"])
        #expect(submenu.rowFrames[0].minY == submenu.menuFrame.minY)
        #expect(window.chooseContextMenuRow(titled: "Rate"))
        #expect(window.contextMenuState?.headerTitle == "Photo options")
    }

    @Test("A tap on the header is not a row: nothing runs and the menu stays open")
    func headerTapDoesNothing() throws {
        let (window, log) = openMenu(titled: "Photo options")
        let menu = try #require(window.contextMenuState?.menuFrame)
        var finger = Finger(window, id: 2, time: 2)
        finger.tap(menu.midX, menu.minY + 20)
        #expect(window.contextMenuState?.isOpen == true)
        #expect(!log.lines.contains { $0.hasPrefix("action") })
    }

    @Test("iOS 14, the menu above its preview: the header stays on top, the rows bottom up under it")
    func headerStaysOnTopWhenReversed() throws {
        let services = DeviceServices(
            systemVersion: OperatingSystemVersion(majorVersion: 14, minorVersion: 0, patchVersion: 0))
        let host = ApplicationHost(
            configuration: ApplicationConfiguration(
                bundleIdentifier: "com.example.photos", displayName: "Photos",
                makeDelegate: { ScriptedDelegate() }, makeRootViewController: { ViewController() }),
            clock: ManualClock(), store: MemoryShortcutItemStore(), services: services)
        host.open()
        let window = try #require(host.application?.keyWindow)
        let photo = ImageView(image: Image(systemName: "photo"))
        photo.frame = CGRect(x: 100, y: 480, width: 175, height: 120)
        photo.isUserInteractionEnabled = true
        window.rootViewController!.view.addSubview(photo)
        let log = MenuLog()
        photo.addInteraction(ContextMenuInteraction(delegate: log))
        log.configuration = {
            ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                Menu(title: "Photo options", children: photoMenu(log: log).children)
            }
        }
        var finger = Finger(window)
        finger.down(photo.frame.midX, photo.frame.midY, force: 0)
        finger.rest(0.6)
        finger.up()
        let state = try #require(window.contextMenuState)
        #expect(state.menuFrame.maxY <= photo.frame.minY)
        #expect(state.titles == ["Delete", "Rate", "Copy", "Share"])
        #expect(state.headerTitle == "Photo options")
        #expect(state.rowFrames[0].minY == state.menuFrame.minY + 40)
    }
}
