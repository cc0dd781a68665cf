import Foundation
import Storyboards
import TouchKit

// Tables: a table view's prototype cells, static sections and cell segues.

extension StoryboardInstantiator {
    // MARK: Tables

    func setUpTable(_ table: TableView, _ object: StoryboardObject, instance: SceneInstance) {
        if let height = object.rowHeight, height > 0 { table.rowHeight = CGFloat(height) }
        for prototype in object.prototypeCells {
            guard let identifier = prototype.reuseIdentifier else { continue }
            table.prototypeCellFactories[identifier] = { [self, weak instance] in
                makePrototypeCell(prototype, scene: instance)
            }
        }
        if object.dataMode == "static" {
            var sections: [StaticTableDataSource.Section] = []
            for (sectionIndex, section) in object.sections.enumerated() {
                let cells = section.cells.map {
                    makeView($0, instance: instance) as? TableViewCell
                        ?? TableViewCell(style: .default, reuseIdentifier: nil)
                }
                for (row, cell) in section.cells.enumerated() {
                    guard let height = cell.rowHeight, height > 0 else { continue }
                    table.storyboardRowHeights[IndexPath(row: row, section: sectionIndex)] = CGFloat(height)
                }
                sections.append(.init(header: section.headerTitle, footer: section.footerTitle, cells: cells))
            }
            let source = StaticTableDataSource(sections: sections)
            table.storyboardRetained.insert(source, at: 0)
            table.dataSource = source
        }
        table.storyboardSelectionHandler = { [self, weak instance] table, indexPath in
            guard let instance, let controller = instance.controller,
                let cell = table.cellForRow(at: indexPath), let segue = cellSegue(cell, instance: instance)
            else { return }
            trigger(segue, from: controller, sender: cell, instance: instance)
        }
    }

    /// The selection segue of `cell`: a static cell's, or its prototype's.
    func cellSegue(_ cell: TableViewCell, instance: SceneInstance) -> Segue? {
        if let prototype = cell.storyboardPrototype as? StoryboardObject {
            return prototype.segues.first { $0.attributes["trigger"] != "accessoryAction" }
        }
        guard let id = instance.objects.first(where: { $0.value === cell })?.key,
            let object = document.object(withID: id)
        else { return nil }
        return object.segues.first { $0.attributes["trigger"] != "accessoryAction" }
    }

    /// A new copy of a prototype cell's hierarchy, its own outlets and actions connected.
    func makePrototypeCell(_ prototype: StoryboardObject, scene: SceneInstance?) -> TableViewCell {
        let cellInstance = SceneInstance(scene: scene?.scene)
        cellInstance.controller = scene?.controller
        let view = makeView(prototype, instance: cellInstance)
        let cell =
            view as? TableViewCell
            ?? TableViewCell(style: .default, reuseIdentifier: prototype.reuseIdentifier)
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
