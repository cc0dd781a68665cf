import Foundation
import Testing
import TouchKit

/// A photo grid written as a `UICollectionViewController` subclass: overrides, and per-item sizes
/// from `UICollectionViewDelegateFlowLayout` adopted in an extension, as apps write it.
@MainActor
final class AlbumController: CollectionViewController {
    let names = ["Beach", "Forest", "City"]
    var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    {
        names.count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        cell.accessibilityLabel = names[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        lines.append("select \(names[indexPath.item])")
    }

    override func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        lines.append("menu \(names[indexPath.item])")
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            Menu(children: [Action(title: "Remove", attributes: .destructive) { _ in }])
        }
    }
}

extension AlbumController: CollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        indexPath.item == 0 ? CGSize(width: 375, height: 200) : CGSize(width: 180, height: 120)
    }
}

@MainActor
@Suite("CollectionViewController: the view, overrides as the data source and delegate, flow-layout sizes")
struct CollectionViewControllerTests {
    @Test("The controller's collection view uses its overrides, sizes from the extension, and menus")
    func album() throws {
        let controller = AlbumController(collectionViewLayout: CollectionViewFlowLayout())
        let window = makeWindow(root: controller, capability: .unavailable)
        window.layoutIfNeeded()
        let collection = try #require(controller.collectionView)
        #expect(collection.dataSource === controller)
        #expect(controller.collectionViewLayout === collection.collectionViewLayout)
        #expect(collection.numberOfItems(inSection: 0) == 3)
        // The first photo fills a line; the other two share the next, justified.
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 375, height: 200))
        #expect(
            collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 195, y: 210, width: 180, height: 120))
        var tap = Finger(window)
        tap.tap(300, 250)
        #expect(controller.lines == ["select City"])
        var press = Finger(window, id: 2, time: 1)
        press.down(100, 100, force: 0)
        press.rest(0.6)
        press.up()
        // No host: the newest iOS, whose index-path form the base class leaves "not implemented".
        #expect(controller.lines.last == "menu Beach")
        #expect(window.contextMenuState?.titles == ["Remove"])
    }

    @Test("Items without an overridden cellForItemAt are reported, as UIKit raises")
    func missingCellOverride() {
        final class Bare: CollectionViewController {
            override func collectionView(
                _ collectionView: CollectionView, numberOfItemsInSection section: Int
            )
                -> Int
            { 1 }
        }
        let fixture = launchedApp { Bare() }
        fixture.host.application!.keyWindow!.layoutIfNeeded()
        #expect(
            fixture.recorder.diagnostics.map(\.message).contains {
                $0.hasSuffix(
                    "it has an item at section 0, item 0 but does not override collectionView(_:cellForItemAt:); the item is empty. Override it to return the item's cell."
                )
            })
    }
}
