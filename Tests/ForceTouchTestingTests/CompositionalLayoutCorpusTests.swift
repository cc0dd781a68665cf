import ForceTouchTesting
import Foundation
import Springboard
import Testing
import UIKit

/// The Colour Grid corpus app (a `UICollectionViewController` with an iOS 13 compositional layout
/// and context menus on its swatches, as kylebshr/context-menus and its kind write it) on a Haptic
/// Touch iPhone 11 on iOS 13.
@MainActor
@Suite("Corpus compositional layout: a colour grid's sections, headers and context menus on a TestDevice")
struct CompositionalLayoutCorpusTests {
    func launchedGrid() throws -> (TestDevice, ColorGridViewController) {
        let app = try AppBundle(infoPlist: Fixture.plist("ColorGrid"), delegate: ColorGridAppDelegate.self)
        let device = try TestDevice(model: "iPhone 11", systemVersion: "13.0")
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let delegate = try #require(device.appDelegate(of: app.bundleIdentifier) as? ColorGridAppDelegate)
        let grid = try #require(delegate.colorGrid)
        grid.view.window?.layoutIfNeeded()
        return (device, grid)
    }

    /// The centre of the swatch `item` of `section` on the screen.
    func centre(of item: Int, _ section: Int = 0, in grid: ColorGridViewController) throws -> CGPoint {
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: item, section: section)))
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    func frames(_ grid: ColorGridViewController, section: Int) -> [CGRect] {
        (0..<grid.collectionView.numberOfItems(inSection: section)).compactMap {
            grid.collectionView.cellForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }

    @Test("The sections lay out as composed: thirds of 414 inset 2, then two a row inside 16-point insets")
    func layout() throws {
        let (device, grid) = try launchedGrid()
        let collection = try #require(grid.collectionView)
        #expect(collection.bounds.width == 414)
        #expect(collection.collectionViewLayout is UICollectionViewCompositionalLayout)
        #expect(
            frames(grid, section: 0) == [
                CGRect(x: 2, y: 46, width: 134, height: 134), CGRect(x: 140, y: 46, width: 134, height: 134),
                CGRect(x: 278, y: 46, width: 134, height: 134), CGRect(x: 2, y: 184, width: 134, height: 134),
                CGRect(x: 140, y: 184, width: 134, height: 134),
            ])
        // Header 44 at 320, top inset 8: (382 − 10) / 2 = 186 a swatch; rows a hairline (0.5) apart.
        #expect(
            frames(grid, section: 1) == [
                CGRect(x: 16, y: 372, width: 186, height: 80), CGRect(x: 212, y: 372, width: 186, height: 80),
                CGRect(x: 16, y: 452.5, width: 186, height: 80),
            ])
        let header = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: ColorGridViewController.headerKind, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 16, y: 320, width: 382, height: 44))
        #expect(collection.contentSize.height == 540.5)
        #expect(device.screenText.contains("Favourites"))
        #expect(device.screenText.contains("Recent"))
        #expect(device.screenText.contains("Violet"))
        #expect(device.diagnostics.isEmpty)
    }

    @Test("A long press on a swatch opens its menu; Copy runs after the menu goes")
    func copy() throws {
        let (device, grid) = try launchedGrid()
        let menu = try device.openContextMenu(at: try centre(of: 1, in: grid))
        #expect(menu.titles == ["Copy", "Favourite", "Delete"])
        #expect(menu.destructiveTitles == ["Delete"])
        #expect(grid.log == ["contextMenuConfigurationForItemAt Orange"])
        try device.chooseMenuAction(titled: "Copy")
        #expect(grid.copied == ["Orange"])
        #expect(device.contextMenu == nil)
    }

    @Test("Favourite moves a recent swatch into the first section: it takes the next third")
    func favourite() throws {
        let (device, grid) = try launchedGrid()
        try device.openContextMenu(at: try centre(of: 0, 1, in: grid))
        #expect(device.contextMenu?.titles == ["Copy", "Favourite", "Delete"])
        try device.chooseMenuAction(titled: "Favourite")
        grid.view.window?.layoutIfNeeded()
        #expect(grid.log.last == "favourited Indigo")
        let indigo = try #require(
            grid.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) as? SwatchCell)
        #expect(indigo.nameLabel.text == "Indigo")
        #expect(indigo.frame == CGRect(x: 278, y: 184, width: 134, height: 134))
        #expect(
            frames(grid, section: 1) == [
                CGRect(x: 16, y: 372, width: 186, height: 80), CGRect(x: 212, y: 372, width: 186, height: 80),
            ])
    }

    @Test("Delete removes the swatch; the grid closes the gap and the section's height follows")
    func delete() throws {
        let (device, grid) = try launchedGrid()
        let collection = try #require(grid.collectionView)
        try device.openContextMenu(at: try centre(of: 1, in: grid))
        try device.chooseMenuAction(titled: "Delete")
        grid.view.window?.layoutIfNeeded()
        #expect(grid.log.last == "deleted Orange")
        #expect(collection.numberOfItems(inSection: 0) == 4)
        let yellow = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? SwatchCell)
        #expect(yellow.nameLabel.text == "Yellow")
        #expect(yellow.frame.minX == 140)
        #expect(!device.screenText.contains("Orange"))
        #expect(device.diagnostics.isEmpty)
    }
}
