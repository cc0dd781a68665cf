public import Foundation

// Selecting items by code and by touch, with the delegate's say, as UIKit's collection views do.

extension CollectionView {
    /// The selected items, in order, or nil when none is (`indexPathsForSelectedItems`; UIKit gives
    /// an empty array or nil and no order).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selected.isEmpty ? nil : selected.sorted()
    }

    /// Selects the item without telling the delegate (`selectItem(at:animated:scrollPosition:)`);
    /// without multiple selection the earlier item is deselected. Nil deselects every item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath, isValid(indexPath) else {
            if indexPath == nil { for item in selected { deselectItem(at: item, animated: animated) } }
            return
        }
        if !allowsMultipleSelection {
            for item in selected where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item without telling the delegate (`deselectItem(at:animated:)`).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selected.remove(indexPath) != nil else { return }
        visible[indexPath]?.isSelected = false
    }

    /// A touch on an item highlights it, if the delegate agrees.
    func itemTouchBegan(_ touches: Set<Touch>) {
        guard allowsSelection, let touch = touches.first,
            let item = indexPathForItem(at: touch.location(in: self))
        else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: item) ?? true else { return }
        touchedItem = item
        visible[item]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: item)
    }

    /// Lifting on the same item selects it (or, with multiple selection, deselects a selected one)
    /// if the delegate agrees, and tells the delegate.
    func itemTouchEnded(_ touches: Set<Touch>) {
        guard let item = touchedItem, let touch = touches.first else { return }
        unhighlight(item)
        guard indexPathForItem(at: touch.location(in: self)) == item else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selected.contains(item) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else { return }
            deselectItem(at: item, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: item)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selected.sorted() where old != item {
                deselectItem(at: old, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selected.insert(item)
        visible[item]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: item)
        storyboardSelectionHandler?(self, item)
    }

    /// A cancelled touch (a scroll began, a context menu opened) unhighlights the item.
    func itemTouchCancelled() {
        if let touchedItem { unhighlight(touchedItem) }
    }

    private func unhighlight(_ item: IndexPath) {
        touchedItem = nil
        visible[item]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
    }
}
