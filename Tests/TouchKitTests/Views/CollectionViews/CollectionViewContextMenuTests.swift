import Foundation
import Testing
import TouchKit

/// What every photo delegate shares: a log and the menus it gives.
@MainActor
class PhotoMenuLog {
    var lines: [String] = []

    func itemMenu(_ name: String) -> ContextMenuConfiguration {
        ContextMenuConfiguration(identifier: name as NSString, previewProvider: nil) { _ in
            Menu(children: [
                Action(title: "Share") { _ in self.lines.append("share \(name)") },
                Action(title: "Delete", attributes: .destructive) { _ in self.lines.append("delete \(name)")
                },
            ])
        }
    }

    func backgroundMenu() -> ContextMenuConfiguration {
        ContextMenuConfiguration(identifier: "background" as NSString, previewProvider: nil) { _ in
            Menu(children: [Action(title: "Add Photo") { _ in self.lines.append("add") }])
        }
    }
}

/// A delegate written for iOS 13: only `contextMenuConfigurationForItemAt`.
@MainActor
final class IOS13PhotoMenus: PhotoMenuLog, CollectionViewDelegate {
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        lines.append("iOS 13 form \(indexPath.section).\(indexPath.item)")
        return itemMenu("\(indexPath.item)")
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        lines.append("willDisplay \(configuration.identifier)")
    }

    func collectionView(
        _ collectionView: CollectionView,
        willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        lines.append("willEnd")
    }
}

/// A delegate written for iOS 16: only `contextMenuConfigurationForItemsAt`, with a background menu.
@MainActor
final class IOS16PhotoMenus: PhotoMenuLog, CollectionViewDelegate {
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        lines.append("iOS 16 form \(indexPaths.map { "\($0.section).\($0.item)" })")
        guard let first = indexPaths.first else { return backgroundMenu() }
        return itemMenu("\(first.item)")
    }
}

/// A delegate with both forms, as apps that support iOS 13 to 16 write it, and an iOS 16 preview.
@MainActor
final class DualPhotoMenus: PhotoMenuLog, CollectionViewDelegate {
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        lines.append("iOS 13 form \(indexPath.section).\(indexPath.item)")
        return itemMenu("\(indexPath.item)")
    }

    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        lines.append("iOS 16 form \(indexPaths.map { "\($0.section).\($0.item)" })")
        guard let first = indexPaths.first else { return backgroundMenu() }
        return itemMenu("\(first.item)")
    }

    func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        lines.append("highlightPreviewForItemAt \(indexPath.item)")
        return nil
    }
}

@MainActor
@Suite("Collection view context menus: the iOS 13 and iOS 16 delegate forms, chosen by the iOS version")
struct CollectionViewContextMenuTests {
    /// A launched app on iOS `systemMajor` with a 100 × 100 grid of 9 items in its window.
    func photoGrid(systemMajor: Int?, delegate: any CollectionViewDelegate) -> (
        AnyObject?, Window, CollectionView, GridSource
    ) {
        var host: ApplicationHost?
        let window: Window
        if let systemMajor {
            let services = DeviceServices(
                systemVersion: OperatingSystemVersion(
                    majorVersion: systemMajor, minorVersion: 0, patchVersion: 0))
            let configuration = ApplicationConfiguration(
                bundleIdentifier: "com.example.photos", displayName: "Photos",
                makeDelegate: { ScriptedDelegate() },
                makeRootViewController: { ViewController() })
            let launched = ApplicationHost(
                configuration: configuration, clock: ManualClock(), store: MemoryShortcutItemStore(),
                services: services)
            launched.open()
            host = launched
            window = launched.application!.keyWindow!
        } else {
            window = makeWindow(capability: .unavailable)
        }
        let collection = CollectionView(
            frame: window.bounds, collectionViewLayout: CollectionViewFlowLayout())
        (collection.collectionViewLayout as! CollectionViewFlowLayout).itemSize = CGSize(
            width: 100, height: 100)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let source = GridSource(counts: [9])
        collection.dataSource = source
        collection.delegate = delegate
        window.rootViewController!.view.addSubview(collection)
        window.layoutIfNeeded()
        return (host, window, collection, source)
    }

    /// Holds a finger still at (`x`, `y`) until a long press opens the menu, then lifts it.
    func longPress(_ window: Window, _ x: CGFloat, _ y: CGFloat, time: TimeInterval = 0) {
        var finger = Finger(window, time: time)
        finger.down(x, y, force: 0)
        finger.rest(0.6)
        finger.up()
    }

    @Test("iOS 13: the iOS 13 form is asked even when both are written; the cell lifts; Delete runs")
    func iOS13() throws {
        let delegate = IOS13PhotoMenus()
        let (host, window, collection, source) = photoGrid(systemMajor: 13, delegate: delegate)
        defer { withExtendedLifetime((host, source)) {} }
        longPress(window, 180, 160)
        #expect(delegate.lines == ["iOS 13 form 0.4", "willDisplay 4"])
        let state = try #require(window.contextMenuState)
        #expect(state.titles == ["Share", "Delete"])
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(state.previewFrame == cell.convert(cell.bounds, to: nil))
        #expect(window.chooseContextMenuRow(titled: "Delete"))
        #expect(delegate.lines.suffix(2) == ["willEnd", "delete 4"])
        #expect(source.lines.isEmpty, "the press selected nothing")
    }

    @Test("iOS 13 with both forms written: only the iOS 13 form is asked")
    func iOS13WithBoth() {
        let delegate = DualPhotoMenus()
        let (host, window, _, source) = photoGrid(systemMajor: 13, delegate: delegate)
        defer { withExtendedLifetime((host, source)) {} }
        longPress(window, 180, 160)
        #expect(delegate.lines == ["iOS 13 form 0.4"])
        #expect(window.contextMenuState?.titles == ["Share", "Delete"])
    }

    @Test("iOS 16 with both forms: the index-path form wins, with the item; its preview form is asked")
    func iOS16WithBoth() {
        let delegate = DualPhotoMenus()
        let (host, window, _, source) = photoGrid(systemMajor: 16, delegate: delegate)
        defer { withExtendedLifetime((host, source)) {} }
        longPress(window, 180, 160)
        #expect(delegate.lines == ["iOS 16 form [\"0.4\"]", "highlightPreviewForItemAt 4"])
        #expect(window.contextMenuState?.titles == ["Share", "Delete"])
    }

    @Test("iOS 16: a press between items asks the index-path form with no items: a background menu")
    func iOS16Background() {
        let delegate = IOS16PhotoMenus()
        let (host, window, collection, source) = photoGrid(systemMajor: 16, delegate: delegate)
        defer { withExtendedLifetime((host, source)) {} }
        #expect(collection.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil)
        longPress(window, 120, 50)
        #expect(delegate.lines == ["iOS 16 form []"])
        #expect(window.contextMenuState?.titles == ["Add Photo"])
        #expect(window.chooseContextMenuRow(titled: "Add Photo"))
        #expect(delegate.lines.last == "add")
    }

    @Test("iOS 16 with only the iOS 13 form: it is still asked (the default means not implemented)")
    func iOS16WithOnlyIOS13Form() {
        let delegate = IOS13PhotoMenus()
        let (host, window, _, source) = photoGrid(systemMajor: 16, delegate: delegate)
        defer { withExtendedLifetime((host, source)) {} }
        longPress(window, 50, 50)
        #expect(delegate.lines.first == "iOS 13 form 0.0")
        #expect(window.contextMenuState?.titles == ["Share", "Delete"])
        // Between items there is no item for the iOS 13 form: no menu.
        window.dismissContextMenu()
        longPress(window, 120, 50, time: 5)
        #expect(window.contextMenuState == nil)
    }

    @Test("iOS 15 with only the iOS 16 form: no menu, as that method is not called before iOS 16")
    func iOS15WithOnlyIOS16Form() {
        let delegate = IOS16PhotoMenus()
        let (host, window, _, source) = photoGrid(systemMajor: 15, delegate: delegate)
        defer { withExtendedLifetime((host, source)) {} }
        longPress(window, 50, 50)
        #expect(delegate.lines.isEmpty)
        #expect(window.contextMenuState == nil)
    }

    @Test("A window without an application behaves as the newest iOS: the index-path form wins")
    func unhosted() {
        let delegate = DualPhotoMenus()
        let (host, window, collection, source) = photoGrid(systemMajor: nil, delegate: delegate)
        defer { withExtendedLifetime((host, source)) {} }
        #expect(collection.contextMenuInteraction != nil)
        longPress(window, 50, 50)
        #expect(delegate.lines.first == "iOS 16 form [\"0.0\"]")
    }
}
