public import Foundation

// Inserting, deleting and reloading items and sections in batches, with UIKit's consistency check.

extension CollectionView {
    /// One batch of changes: what `insertItems`, `deleteItems`, `insertSections` and `deleteSections`
    /// said within `performBatchUpdates(_:completion:)`.
    struct PendingItemUpdates {
        var insertedItems: [IndexPath] = []
        var deletedItems: [IndexPath] = []
        var insertedSections = IndexSet()
        var deletedSections = IndexSet()
        /// Whether the counts were known before the batch (else nothing can be checked).
        var countsWereKnown = true
    }

    /// Applies the changes `updates` makes as one batch (`performBatchUpdates(_:completion:)`), then
    /// calls `completion` with true (at once: there is no animation). As UIKit requires, each
    /// section that stays must have as many items as before plus those inserted minus those deleted,
    /// and the section count likewise; otherwise UIKit raises "Invalid update" (the app ends) and
    /// here the same words are reported as the app's misuse and the collection view reloads from its
    /// data source. Batches nest.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        inBatch { updates?() }
        completion?(true)
    }

    private func inBatch(_ body: () -> Void) {
        if updateDepth == 0 {
            pendingUpdates = PendingItemUpdates(countsWereKnown: counts != nil)
        }
        updateDepth += 1
        body()
        updateDepth -= 1
        if updateDepth == 0, let batch = pendingUpdates {
            pendingUpdates = nil
            apply(batch)
        }
    }

    /// Inserts items (`insertItems(at:)`): the data source must already have them.
    public func insertItems(at indexPaths: [IndexPath]) {
        update { $0.insertedItems += indexPaths }
    }

    /// Deletes items (`deleteItems(at:)`): the data source must already be without them. A deleted
    /// item's selection goes.
    public func deleteItems(at indexPaths: [IndexPath]) {
        update { $0.deletedItems += indexPaths }
    }

    /// Inserts sections (`insertSections(_:)`).
    public func insertSections(_ sections: IndexSet) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (`deleteSections(_:)`).
    public func deleteSections(_ sections: IndexSet) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for the cells of `indexPaths` that are on screen (`reloadItems(at:)`).
    public func reloadItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = visible.removeValue(forKey: indexPath) else { continue }
            enqueue(cell)
        }
        setNeedsLayout()
    }

    /// Asks the data source again for the sections' counts and cells (`reloadSections(_:)`).
    public func reloadSections(_ sections: IndexSet) {
        for (indexPath, cell) in visible where sections.contains(indexPath.section) {
            visible.removeValue(forKey: indexPath)
            enqueue(cell)
        }
        counts = nil
        layoutWasInvalidated()
    }

    private func update(_ change: (inout PendingItemUpdates) -> Void) {
        inBatch {
            if var batch = pendingUpdates {
                change(&batch)
                pendingUpdates = batch
            }
        }
    }

    private func apply(_ batch: PendingItemUpdates) {
        let before = counts ?? []
        counts = nil
        ensureCounts()
        let after = counts ?? []
        if batch.countsWereKnown, let problem = Self.inconsistency(batch, before: before, after: after) {
            reportDataSourceMisuse(problem)
        }
        for (_, cell) in visible { enqueue(cell) }
        visible.removeAll()
        selected = Set(
            selected.compactMap { indexPath -> IndexPath? in
                if batch.deletedItems.contains(indexPath) || batch.deletedSections.contains(indexPath.section)
                {
                    return nil
                }
                let moved = Self.moved(indexPath, by: batch)
                return isValid(moved) ? moved : nil
            })
        layoutWasInvalidated()
    }

    /// Where `indexPath` is after the batch: shifted by the items and sections inserted and deleted
    /// before it.
    static func moved(_ indexPath: IndexPath, by batch: PendingItemUpdates) -> IndexPath {
        var section = indexPath.section - batch.deletedSections.count(in: 0..<indexPath.section)
        var item =
            indexPath.item
            - batch.deletedItems.filter { $0.section == indexPath.section && $0.item < indexPath.item }.count
        for inserted in batch.insertedSections.sorted() where inserted <= section { section += 1 }
        for inserted in batch.insertedItems.filter({ $0.section == section }).map(\.item).sorted()
        where inserted <= item {
            item += 1
        }
        return IndexPath(item: item, section: section)
    }

    /// UIKit's "Invalid update" sentence for a batch that does not match the data source, or nil.
    static func inconsistency(_ batch: PendingItemUpdates, before: [Int], after: [Int]) -> String? {
        let expectedSections = before.count + batch.insertedSections.count - batch.deletedSections.count
        if after.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the "
                + "collection view after the update (\(after.count)) must be equal to the number of sections "
                + "contained in the collection view before the update (\(before.count)), plus or minus the "
                + "number of sections inserted or deleted (\(batch.insertedSections.count) inserted, "
                + "\(batch.deletedSections.count) deleted)."
        }
        for deleted in batch.deletedItems
        where !before.indices.contains(deleted.section) || deleted.item < 0
            || deleted.item >= before[deleted.section]
        {
            return
                "attempt to delete item \(deleted.item) from section \(deleted.section) which only contains "
                + "\(before.indices.contains(deleted.section) ? before[deleted.section] : 0) items before the update"
        }
        for inserted in batch.insertedItems
        where !after.indices.contains(inserted.section) || inserted.item < 0
            || inserted.item >= after[inserted.section]
        {
            return
                "attempt to insert item \(inserted.item) into section \(inserted.section), but there are only "
                + "\(after.indices.contains(inserted.section) ? after[inserted.section] : 0) items in section "
                + "\(inserted.section) after the update"
        }
        let kept = (0..<before.count).filter { !batch.deletedSections.contains($0) }
        let arrived = (0..<after.count).filter { !batch.insertedSections.contains($0) }
        for (old, new) in zip(kept, arrived) {
            let inserted = Set(batch.insertedItems.filter { $0.section == new }).count
            let deleted = Set(batch.deletedItems.filter { $0.section == old }).count
            if after[new] != before[old] + inserted - deleted {
                return "Invalid update: invalid number of items in section \(new). The number of items "
                    + "contained in an existing section after the update (\(after[new])) must be equal to the "
                    + "number of items contained in that section before the update (\(before[old])), plus or "
                    + "minus the number of items inserted or deleted from that section (\(inserted) inserted, "
                    + "\(deleted) deleted) and plus or minus the number of items moved into or out of that "
                    + "section (0 moved in, 0 moved out)."
            }
        }
        return nil
    }
}
