import Foundation
import Storyboards
import TouchKit

// Collection views in storyboards: `<collectionView>` with its `<collectionViewFlowLayout
// key="collectionViewLayout">`, and its `<cells>` as prototype cells dequeued by reuse identifier,
// each a new copy of the prototype's hierarchy with its own outlets connected; a prototype's
// segue fires when a touch selects its item.

extension StoryboardInstantiator {
    /// The flow layout's archived sizes and spacings, and the prototype cells' factories.
    func setUpCollection(_ collection: CollectionView, _ object: StoryboardObject, instance: SceneInstance) {
        if let layoutObject = object.child(forKey: "collectionViewLayout") {
            if layoutObject.element == .collectionViewFlowLayout {
                collection.collectionViewLayout = flowLayout(layoutObject)
                if let id = layoutObject.id { instance.objects[id] = collection.collectionViewLayout }
            } else {
                reportOnce("layout:\(layoutObject.className)") {
                    "The collection view layout \(layoutObject.className) is not built here; a flow layout "
                        + "stands in for it (\(document.name))."
                }
            }
        }
        for prototype in object.prototypeCells {
            guard let identifier = prototype.reuseIdentifier else { continue }
            collection.prototypeCellFactories[identifier] = { [self, weak instance] in
                makePrototypeCollectionCell(prototype, scene: instance)
            }
        }
        // A prototype cell's segue fires when a touch selects its item, after `didSelectItemAt`.
        collection.storyboardSelectionHandler = { [self, weak instance] collection, indexPath in
            guard let instance, let controller = instance.controller,
                let cell = collection.cellForItem(at: indexPath),
                let prototype = cell.storyboardPrototype as? StoryboardObject,
                let segue = prototype.segues.first(where: { $0.attributes["trigger"] != "accessoryAction" })
            else { return }
            trigger(segue, from: controller, sender: cell, instance: instance)
        }
    }

    /// A flow layout as IB archives it: `minimumLineSpacing=`, `minimumInteritemSpacing=`,
    /// `scrollDirection=`, `<size key="itemSize">`, header and footer reference sizes, and
    /// `<inset key="sectionInset" minX= minY= maxX= maxY=>` (left, top, right, bottom).
    private func flowLayout(_ object: StoryboardObject) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        if let spacing = object.number("minimumLineSpacing") { layout.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = object.number("minimumInteritemSpacing") {
            layout.minimumInteritemSpacing = CGFloat(spacing)
        }
        if object.attributes["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        func size(_ key: String) -> CGSize? {
            guard let element = object.property("size", key: key) else { return nil }
            return CGSize(
                width: CGFloat(Double(element.attributes["width"] ?? "") ?? 0),
                height: CGFloat(Double(element.attributes["height"] ?? "") ?? 0))
        }
        if let itemSize = size("itemSize") { layout.itemSize = itemSize }
        if let header = size("headerReferenceSize") { layout.headerReferenceSize = header }
        if let footer = size("footerReferenceSize") { layout.footerReferenceSize = footer }
        if let inset = object.property("inset", key: "sectionInset") {
            func value(_ name: String) -> CGFloat { CGFloat(Double(inset.attributes[name] ?? "") ?? 0) }
            layout.sectionInset = EdgeInsets(
                top: value("minY"), left: value("minX"), bottom: value("maxY"), right: value("maxX"))
        }
        return layout
    }

    /// A collection view cell's `contentView` (`<collectionViewCellContentView key="contentView">`,
    /// or a plain `<view key="contentView">` before Xcode 11) and its subviews.
    func makeContent(of cell: CollectionViewCell, _ object: StoryboardObject, instance: SceneInstance) {
        if let content = object.contentView {
            if let id = content.id { instance.objects[id] = cell.contentView }
            apply(content, to: cell.contentView, frame: false)
            for subview in content.subviews {
                cell.contentView.addSubview(makeView(subview, instance: instance))
            }
        }
        for subview in object.subviews { cell.addSubview(makeView(subview, instance: instance)) }
    }

    /// A new copy of a prototype cell's hierarchy, its own outlets and actions connected.
    private func makePrototypeCollectionCell(_ prototype: StoryboardObject, scene: SceneInstance?)
        -> CollectionViewCell
    {
        let cellInstance = SceneInstance(scene: scene?.scene)
        cellInstance.controller = scene?.controller
        let view = makeView(prototype, instance: cellInstance)
        let cell = view as? CollectionViewCell ?? CollectionViewCell(frame: view.frame)
        cell.storyboardPrototype = prototype
        for object in prototype.allObjects {
            guard let source = cellInstance.instance(object.id) else { continue }
            connect(
                object.connections.filter { if case .segue = $0 { false } else { true } },
                source: source, instance: cellInstance, deferMissing: false)
        }
        installConstraints(of: prototype.allObjects, instance: cellInstance, root: cell)
        for made in cellInstance.made { made.awakeFromNib() }
        return cell
    }
}
