import Foundation

// What must hold of a collection view between calls; tests check it after every kind of change.

extension CollectionView {
    /// The broken invariants, in words (empty when all hold): each visible cell is a subview, once,
    /// at its layout frame, for a valid item, selected exactly when its item is; each selected item
    /// exists; a multiple selection only when allowed; a compositional layout's own invariants.
    /// - Complexity: O(*v* log *v* + *s*) in the visible cells and selected items, after a layout pass.
    package func invariantViolations() -> [String] {
        layoutIfNeeded()
        var problems: [String] = []
        var seen: Set<ObjectIdentifier> = []
        for (indexPath, cell) in visible.sorted(by: { $0.key < $1.key }) {
            let name = "item \(indexPath.section).\(indexPath.item)"
            if !isValid(indexPath) { problems.append("\(name) has a cell but does not exist") }
            if cell.superview !== self { problems.append("\(name)'s cell is not a subview") }
            if !seen.insert(ObjectIdentifier(cell)).inserted {
                problems.append("\(name)'s cell shows another item too")
            }
            if let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame,
                cell.frame != frame
            {
                problems.append("\(name)'s cell is at \(cell.frame), its layout says \(frame)")
            }
            if cell.isSelected != selected.contains(indexPath) {
                problems.append("\(name)'s cell isSelected is \(cell.isSelected)")
            }
        }
        for indexPath in selected.sorted() where !isValid(indexPath) {
            problems.append("item \(indexPath.section).\(indexPath.item) is selected but does not exist")
        }
        if !allowsMultipleSelection && selected.count > 1 {
            problems.append("\(selected.count) items selected")
        }
        if let composed = collectionViewLayout as? CollectionViewCompositionalLayout {
            problems += composed.invariantViolations()
        }
        return problems
    }
}
