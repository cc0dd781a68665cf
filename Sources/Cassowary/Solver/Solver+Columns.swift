// The column index: for each symbol, the rows that hold it, so that a pivot's substitution, the
// ratio tests and a suggestion touch only those rows instead of searching every row.

extension Solver {
    /// Notes in the column index that the row of `basic` holds a cell of each of `symbols`.
    @inline(__always)
    mutating func noteCells(_ symbols: [Symbol], inRowOf basic: Symbol) {
        let key = Int32(basic.number)
        for symbol in symbols { columns[symbol.number].append(key) }
        columnEntries += symbols.count
    }

    /// Fills `found` with the indices (in `rows`) of the rows holding `symbol`, each once and in
    /// no particular order, and `coefficients` with its coefficient in each; drops the column's
    /// stale entries on the way.
    ///
    /// - Complexity: O(entries of the column × log row length).
    mutating func rowsHolding(_ symbol: Symbol, into found: inout [Int32], coefficients: inout [Double]) {
        found.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        nextPass()
        var column: [Int32] = []
        swap(&column, &columns[symbol.number])
        var kept = 0
        var entry = 0
        while entry < column.count {
            let key = Int(column[entry])
            entry += 1
            let index = rowIndex[key]
            if index < 0 || visited[key] == pass { continue }
            let (cell, holds) = rows[Int(index)].search(symbol)
            if !holds { continue }
            visited[key] = pass
            column[kept] = Int32(key)
            kept += 1
            found.append(index)
            coefficients.append(rows[Int(index)].coefficients[cell])
        }
        columnEntries -= column.count - kept
        column.removeLast(column.count - kept)
        swap(&column, &columns[symbol.number])
    }

    /// Starts a new pass over `visited`.
    @inline(__always)
    mutating func nextPass() {
        pass &+= 1
        if pass == 0 {
            for index in visited.indices { visited[index] = 0 }
            pass = 1
        }
    }

    /// Forgets the column of `symbol` (no row holds it any more).
    @inline(__always)
    mutating func clearColumn(_ symbol: Symbol) {
        columnEntries -= columns[symbol.number].count
        columns[symbol.number].removeAll(keepingCapacity: true)
    }

    /// Rebuilds the column index from the rows when stale entries outnumber the cells (plus
    /// 4,096): O(cells), after at least as many new entries, so O(1) amortised per entry.
    mutating func compactColumnsIfNeeded() {
        if columnEntries - cells <= cells + 4096 { return }
        for number in columns.indices { columns[number].removeAll(keepingCapacity: true) }
        for index in rows.indices { noteCells(rows[index].symbols, inRowOf: basic[index]) }
        columnEntries = cells
    }
}
