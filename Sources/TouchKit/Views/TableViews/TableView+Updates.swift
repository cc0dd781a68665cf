public import Foundation

// Inserting and deleting rows and sections, alone or in batches, with UIKit's consistency check.

extension TableView {
    /// One batch of changes: what `insertRows`, `deleteRows`, `insertSections`, `deleteSections`
    /// and `reloadRows` said between `beginUpdates()` and `endUpdates()`.
    struct PendingUpdates {
        var insertedRows: [IndexPath] = []
        var deletedRows: [IndexPath] = []
        var insertedSections = IndexSet()
        var deletedSections = IndexSet()
    }

    /// Inserts rows (`insertRows(at:with:)`): the data source must already have them. Checked as
    /// UIKit checks (see `endUpdates()`); rows change without animation.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (`deleteRows(at:with:)`): the data source must already be without them. A deleted
    /// row's selection goes; rows change without animation.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows += indexPaths }
    }

    /// Inserts sections (`insertSections(_:with:)`).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (`deleteSections(_:with:)`).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections (`reloadSections(_:with:)`): their cells are asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        ensureGeometry()
        for (indexPath, cell) in visible where sections.contains(indexPath.section) {
            visible.removeValue(forKey: indexPath)
            enqueue(cell)
        }
        geometryIsValid = false
        setNeedsLayout()
    }

    /// Starts a batch (`beginUpdates()`): the changes until the matching `endUpdates()` are checked
    /// and applied together. Batches nest.
    public func beginUpdates() {
        if updateDepth == 0 {
            ensureGeometry()
            pendingUpdates = PendingUpdates()
        }
        updateDepth += 1
    }

    /// Ends a batch (`endUpdates()`) and, at the outermost one, applies it. As UIKit requires, each
    /// section that stays must have as many rows as before plus those inserted minus those deleted,
    /// and the section count likewise; otherwise UIKit raises "Invalid update" (the app ends) and
    /// here the same words are reported as the app's misuse and the table reloads from its data
    /// source. A row or section outside the table before (deleted) or after (inserted) is reported
    /// the same way.
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdates else { return }
        pendingUpdates = nil
        apply(batch)
    }

    /// A batch made by `updates` (`performBatchUpdates(_:completion:)`); `completion` is called with
    /// true once it is applied (at once: there is no animation).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    private func update(_ change: (inout PendingUpdates) -> Void) {
        beginUpdates()
        if var batch = pendingUpdates {
            change(&batch)
            pendingUpdates = batch
        }
        endUpdates()
    }

    private func apply(_ batch: PendingUpdates) {
        // The counts before come from the geometry computed at `beginUpdates()`.
        let before = sections.map { $0.rowTops.count - 1 }
        geometryIsValid = false
        ensureGeometry()
        let after = sections.map { $0.rowTops.count - 1 }
        if let problem = Self.inconsistency(batch, before: before, after: after) {
            reportMisuse(.tableViewDataSource(table: debugName, detail: problem))
        }
        for (_, cell) in visible { enqueue(cell) }
        visible.removeAll()
        if let selected = indexPathForSelectedRow {
            let moved = Self.moved(selected, by: batch)
            let gone =
                batch.deletedRows.contains(selected) || batch.deletedSections.contains(selected.section)
            indexPathForSelectedRow = gone || !isValid(moved) ? nil : moved
        }
        setNeedsLayout()
    }

    /// Where `indexPath` is after the batch: shifted by the rows and sections inserted and deleted
    /// before it.
    static func moved(_ indexPath: IndexPath, by batch: PendingUpdates) -> IndexPath {
        var section = indexPath.section
        section -= batch.deletedSections.count(in: 0..<section)
        var row = indexPath.row
        row -= batch.deletedRows.filter { $0.section == indexPath.section && $0.row < indexPath.row }.count
        for inserted in batch.insertedSections.sorted() where inserted <= section { section += 1 }
        for inserted in batch.insertedRows.filter({ $0.section == section }).map(\.row).sorted()
        where inserted <= row {
            row += 1
        }
        return IndexPath(row: row, section: section)
    }

    /// UIKit's "Invalid update" sentence for a batch that does not match the data source, or nil.
    static func inconsistency(_ batch: PendingUpdates, before: [Int], after: [Int]) -> String? {
        let expectedSections = before.count + batch.insertedSections.count - batch.deletedSections.count
        if after.count != expectedSections {
            return
                "Invalid update: invalid number of sections. The number of sections contained in the table "
                + "view after the update (\(after.count)) must be equal to the number of sections contained in "
                + "the table view before the update (\(before.count)), plus or minus the number of sections "
                + "inserted or deleted (\(batch.insertedSections.count) inserted, "
                + "\(batch.deletedSections.count) deleted)."
        }
        for deleted in batch.deletedRows
        where !before.indices.contains(deleted.section)
            || deleted.row < 0 || deleted.row >= before[deleted.section]
        {
            return "attempt to delete row \(deleted.row) from section \(deleted.section) which only contains "
                + "\(before.indices.contains(deleted.section) ? before[deleted.section] : 0) rows before the update"
        }
        for inserted in batch.insertedRows
        where !after.indices.contains(inserted.section)
            || inserted.row < 0 || inserted.row >= after[inserted.section]
        {
            return
                "attempt to insert row \(inserted.row) into section \(inserted.section), but there are only "
                + "\(after.indices.contains(inserted.section) ? after[inserted.section] : 0) rows in section "
                + "\(inserted.section) after the update"
        }
        // Sections that exist both before and after, paired in order.
        let kept = (0..<before.count).filter { !batch.deletedSections.contains($0) }
        let arrived = (0..<after.count).filter { !batch.insertedSections.contains($0) }
        for (old, new) in zip(kept, arrived) {
            let inserted = Set(batch.insertedRows.filter { $0.section == new }).count
            let deleted = Set(batch.deletedRows.filter { $0.section == old }).count
            if after[new] != before[old] + inserted - deleted {
                return
                    "Invalid update: invalid number of rows in section \(new). The number of rows contained in "
                    + "an existing section after the update (\(after[new])) must be equal to the number of rows "
                    + "contained in that section before the update (\(before[old])), plus or minus the number of "
                    + "rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted)."
            }
        }
        return nil
    }
}
