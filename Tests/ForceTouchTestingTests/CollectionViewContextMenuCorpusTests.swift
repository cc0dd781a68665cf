import ForceTouchTesting
import Foundation
import Springboard
import Testing
import UIKit

/// The Photo Grid corpus app (an iOS 13 collection view with context menus on its items) on
/// TestDevices: a Haptic Touch iPhone 11 on iOS 13, a 3D Touch iPhone 6s on iOS 13 and on iOS 12.
@MainActor
@Suite("Corpus collection view context menus: a photo grid's items on a TestDevice")
struct CollectionViewContextMenuCorpusTests {
    static let bundleIdentifier = "com.example.corpus.photogrid"

    func launchedGrid(model: String = "iPhone 11", systemVersion: String = "13.0") throws
        -> (TestDevice, PhotoGridViewController)
    {
        let app = try AppBundle(infoPlist: Fixture.plist("PhotoGrid"), delegate: PhotoGridAppDelegate.self)
        let device = try TestDevice(model: model, systemVersion: systemVersion)
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? PhotoGridAppDelegate)
        let grid = try #require(delegate.photoGrid)
        grid.view.window?.layoutIfNeeded()
        return (device, grid)
    }

    /// The centre of the photo `item`'s cell on the screen.
    func centre(of item: Int, in grid: PhotoGridViewController) throws -> CGPoint {
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    @Test("The grid lays out as a flow layout: three 110 × 130 photos a row inside 8-point insets, justified")
    func grid() throws {
        let (device, grid) = try launchedGrid()
        let collection = try #require(grid.collectionView)
        #expect(collection.numberOfItems(inSection: 0) == 7)
        #expect(collection.visibleCells.count == 7)
        // The iPhone 11 is 414 wide: 398 inside the insets; 3 × 110 + 2 × 8 = 346 leaves 52, so the
        // gaps are 8 + 26 (a fourth photo would need 464).
        #expect(collection.bounds.width == 414)
        let frames = (0..<4).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.minX) == [8, 152, 296, 8])
        #expect(frames.map(\.minY) == [8, 8, 8, 146])
        #expect(device.screenText.contains("Sunset"))
    }

    @Test("A long press on a photo opens its menu on iOS 13; Favourite runs after the menu goes")
    func favourite() throws {
        let (device, grid) = try launchedGrid()
        let menu = try device.openContextMenu(at: try centre(of: 1, in: grid))
        #expect(menu.titles == ["Share", "Favourite", "Delete"])
        #expect(menu.destructiveTitles == ["Delete"])
        #expect(menu.hasPreview)
        #expect(grid.log == ["contextMenuConfigurationForItemAt Forest"])
        try device.chooseMenuAction(titled: "Favourite")
        #expect(grid.favourites == ["Forest"])
        #expect(device.contextMenu == nil)
        #expect(!grid.log.contains { $0.hasPrefix("didSelect") }, "the press selected nothing")
    }

    @Test("Delete removes the photo in a batch update; the grid closes the gap")
    func delete() throws {
        let (device, grid) = try launchedGrid()
        let collection = try #require(grid.collectionView)
        try device.openContextMenu(at: try centre(of: 2, in: grid))
        try device.chooseMenuAction(titled: "Delete")
        #expect(grid.photos == ["Beach", "Forest", "Desert", "Lake", "Snow", "Sunset"])
        #expect(grid.log.last == "deleted City")
        #expect(collection.numberOfItems(inSection: 0) == 6)
        grid.view.window?.layoutIfNeeded()
        #expect(!device.screenText.contains("City"))
        let desert = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect((desert as? PhotoCell)?.titleLabel.text == "Desert")
        #expect(desert.frame.minX == 296)
        #expect(device.diagnostics.isEmpty)
    }

    @Test("Tapping the preview commits: the photo is pushed in the animator's completion")
    func tapPreview() throws {
        let (device, grid) = try launchedGrid()
        try device.openContextMenu(at: try centre(of: 0, in: grid))
        try device.tapPreview()
        #expect(grid.log.suffix(1) == ["willPerformPreviewAction"])
        #expect(grid.navigationController?.topViewController is PhotoViewController)
        #expect(device.screenText.contains("Photo: Beach"))
    }

    @Test("A tap on a photo selects it: didSelectItemAt pushes the photo")
    func tapSelects() throws {
        let (device, grid) = try launchedGrid()
        try device.tap(at: try centre(of: 4, in: grid))
        #expect(grid.log == ["didSelect Lake"])
        #expect(device.screenText.contains("Photo: Lake"))
        #expect(grid.collectionView.indexPathsForSelectedItems == nil, "the app deselects it")
    }

    @Test("A 3D Touch iPhone on iOS 13 opens the photo's menu by force")
    func forceOn3DTouch() throws {
        let (device, grid) = try launchedGrid(model: "iPhone 6s")
        device.keyWindow?.contextMenuPressConfiguration.longPressDuration = 5
        let finger = try device.touchDown(at: try centre(of: 3, in: grid))
        try finger.press(reaching: .peek)
        #expect(device.contextMenu?.titles == ["Share", "Favourite", "Delete"])
        try finger.lift()
        try device.chooseMenuAction(titled: "Share")
        #expect(grid.log.last == "share Desert")
    }

    @Test("iOS 12.4: collection views have no context menus; the delegate is never asked")
    func iOS12() throws {
        let (device, grid) = try launchedGrid(model: "iPhone 6s", systemVersion: "12.4")
        #expect(throws: TestDeviceError.contextMenusNeediOS13(version: "12.4")) {
            try device.openContextMenu(at: try centre(of: 0, in: grid))
        }
        #expect(grid.log.isEmpty)
    }
}
