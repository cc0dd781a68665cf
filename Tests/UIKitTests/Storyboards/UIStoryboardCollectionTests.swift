import ForceTouchTesting
import Foundation
import Testing
import UIKit

// Corpus: a photo grid made in Interface Builder (Fixtures/Tiles: a navigation controller whose
// root is a collection view controller scene with a flow layout and a prototype cell of a custom
// class, its "show" segue to a detail scene), after the port pass; `tilesRegistry` is what
// `RegistryGenerator` writes for these classes.

class TilesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

class TilesController: UICollectionViewController {
    let names = ["Beach", "Forest", "City", "Desert", "Lake"]
    var prepared: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tiles"
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    {
        names.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! TileCell
        cell.nameLabel.text = names[indexPath.item]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "ShowTile", let detail = segue.destination as? TileDetailController,
            let cell = sender as? UICollectionViewCell, let indexPath = collectionView.indexPath(for: cell)
        else { return }
        detail.name = names[indexPath.item]
        prepared.append("\(segue.identifier ?? "") \(collectionView.indexPathsForSelectedItems ?? [])")
    }
}

class TileDetailController: UIViewController {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
    }
}

class TileCell: UICollectionViewCell {
    var nameLabel: UILabel!
}

@MainActor let tilesRegistry = ForceTouchRegistry(classes: [
    ForceTouchRegistry.Class(
        name: "TilesController", superclassName: "UICollectionViewController", type: TilesController.self,
        make: { coder in TilesController(coder: coder) }, outlets: [:], actions: [:]),
    ForceTouchRegistry.Class(
        name: "TileCell", superclassName: "UICollectionViewCell", type: TileCell.self,
        make: { coder in TileCell(coder: coder) },
        outlets: ["nameLabel": { object, value in (object as! TileCell).nameLabel = value as? UILabel }],
        actions: [:]),
    ForceTouchRegistry.Class(
        name: "TileDetailController", superclassName: "UIViewController", type: TileDetailController.self,
        make: { coder in TileDetailController(coder: coder) }, outlets: [:], actions: [:]),
])

@MainActor
@Suite("UIStoryboard: a collection view controller scene, its flow layout and prototype cells")
struct UIStoryboardCollectionTests {
    func launched() throws -> (TestDevice, UINavigationController, TilesController) {
        ForceTouchRegistry.install(tilesRegistry)
        let app = try AppBundle(infoPlist: Fixture.plist("Tiles"), delegate: TilesAppDelegate.self)
        let device = try TestDevice()
        try device.install(app)
        try device.launch(app.bundleIdentifier)
        let window = try #require(device.keyWindow)
        window.layoutIfNeeded()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let controller = try #require(navigation.viewControllers.first as? TilesController)
        return (device, navigation, controller)
    }

    @Test("The scene's collection view has the archived flow layout and the controller as its data source")
    func layout() throws {
        let (device, _, controller) = try launched()
        #expect(device.diagnostics.isEmpty)
        #expect(controller.storyboard?.problems == [])
        let collection = try #require(controller.collectionView)
        #expect(collection.dataSource === controller)
        #expect(collection.delegate === controller)
        let layout = try #require(collection.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 120, height: 90))
        #expect(layout.minimumLineSpacing == 12)
        #expect(layout.minimumInteritemSpacing == 6)
        #expect(layout.sectionInset == UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        // 359 inside the insets: two a row (246), the 113 left over widening the gap to 119.
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 247, y: 106, width: 120, height: 90))
    }

    @Test("Each dequeued cell is a new copy of the prototype: the custom class, its outlet connected")
    func prototypeCells() throws {
        let (_, _, controller) = try launched()
        let cells = controller.collectionView.visibleCells.compactMap { $0 as? TileCell }
        #expect(cells.count == 5)
        #expect(Set(cells.map(ObjectIdentifier.init)).count == 5)
        #expect(cells.map { $0.nameLabel.text ?? "" } == controller.names)
        #expect(
            cells.allSatisfy { $0.nameLabel.superview === $0.contentView && $0.reuseIdentifier == "Tile" })
        #expect(cells[0].nameLabel.frame == CGRect(x: 0, y: 60, width: 120, height: 30))
    }

    @Test(
        "A tap on a cell selects its item and fires the prototype's segue: prepare(for:sender:), then the push"
    )
    func selectionSegue() throws {
        let (device, navigation, controller) = try launched()
        try device.tap(at: try device.point(ofText: "City"))
        #expect(controller.prepared == ["ShowTile [[0, 2]]"])
        let detail = try #require(navigation.topViewController as? TileDetailController)
        #expect(detail.name == "City")
        #expect(detail.title == "City")
    }
}
