// The tableau's pivots: primal simplex for the objective, dual simplex after suggestions.

extension Solver {
    /// Makes `row` the row of `symbol`, and notes its cells in the column index.
    @inline(__always)
    mutating func appendRow(_ row: Row, basic symbol: Symbol) {
        rowIndex[symbol.number] = Int32(rows.count)
        shape += 1
        cells += row.symbols.count
        noteCells(row.symbols, inRowOf: symbol)
        rows.append(row)
        basic.append(symbol)
    }

    /// Takes the row of basic `symbol` out of the tableau and returns it.
    @inline(__always)
    mutating func removeRow(of symbol: Symbol) -> Row {
        let index = Int(rowIndex[symbol.number])
        rowIndex[symbol.number] = -1
        shape += 1
        cells -= rows[index].symbols.count
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basic.swapAt(index, last)
            rowIndex[basic[index].number] = Int32(index)
        }
        basic.removeLast()
        return rows.removeLast()
    }

    /// Replaces `symbol` by `row` in every row that holds it (from the column index), the
    /// objective and phase one's objective; rows of restricted symbols that go negative are noted
    /// for the dual simplex. No row holds `symbol` afterwards.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var found: [Int32] = []
        var coefficients: [Double] = []
        swap(&found, &foundRows)
        swap(&coefficients, &foundCoefficients)
        rowsHolding(symbol, into: &found, coefficients: &coefficients)
        var added: [Symbol] = []
        swap(&added, &addedCells)
        for position in found.indices {
            let index = Int(found[position])
            cells -= rows[index].symbols.count
            rows[index].substitute(symbol, with: row, recording: .newCells, into: &added)
            cells += rows[index].symbols.count
            if !added.isEmpty {
                noteCells(added, inRowOf: basic[index])
                added.removeAll(keepingCapacity: true)
            }
            if rows[index].constant < 0, !basic[index].isExternal { infeasible.append(basic[index]) }
        }
        clearColumn(symbol)
        swap(&added, &addedCells)
        swap(&found, &foundRows)
        swap(&coefficients, &foundCoefficients)
        if !found.isEmpty { shape += 1 }
        objective.substitute(symbol, with: row, recording: .negativeCells, into: &objectiveNegatives)
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// Primal simplex: pivots until no symbol in the objective (or phase one's, when
    /// `objectiveOnly` is false) can lower it.
    mutating func optimize(objectiveOnly: Bool) throws(CassowaryError) {
        while true {
            let next = objectiveOnly ? objectiveEnteringSymbol() : enteringSymbol(artificial!)
            guard let entering = next else { return }
            guard let leaving = leavingSymbol(entering) else {
                throw .internalError("the objective is unbounded")
            }
            var row = removeRow(of: leaving)
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            appendRow(row, basic: entering)
        }
    }

    /// The first symbol that lowers `target` as it grows: a negative cell that is no dummy.
    func enteringSymbol(_ target: Row) -> Symbol? {
        for index in target.symbols.indices where target.coefficients[index] < 0 {
            if !target.symbols[index].isDummy { return target.symbols[index] }
        }
        return nil
    }

    /// ``enteringSymbol(_:)`` of the objective, from the cells noted negative rather than a scan:
    /// the least symbol whose objective cell is negative and no dummy; drops the noted cells that
    /// are no longer negative.
    mutating func objectiveEnteringSymbol() -> Symbol? {
        if objectiveNegatives.isEmpty { return nil }
        nextPass()
        var kept = 0
        var found: Symbol?
        for position in objectiveNegatives.indices {
            let symbol = objectiveNegatives[position]
            guard !symbol.isDummy, visited[symbol.number] != pass, objective.coefficient(of: symbol) < 0
            else { continue }
            visited[symbol.number] = pass
            objectiveNegatives[kept] = symbol
            kept += 1
            if found == nil || symbol < found! { found = symbol }
        }
        objectiveNegatives.removeLast(objectiveNegatives.count - kept)
        return found
    }

    /// The restricted basic symbol whose row limits `entering` most (the minimum ratio test;
    /// of equal ratios, the row first in `rows`).
    mutating func leavingSymbol(_ entering: Symbol) -> Symbol? {
        var found: [Int32] = []
        var coefficients: [Double] = []
        swap(&found, &foundRows)
        swap(&coefficients, &foundCoefficients)
        rowsHolding(entering, into: &found, coefficients: &coefficients)
        var best = Double.greatestFiniteMagnitude
        var bestIndex = Int.max
        for position in found.indices {
            let index = Int(found[position])
            let coefficient = coefficients[position]
            if coefficient < 0, !basic[index].isExternal {
                let ratio = -rows[index].constant / coefficient
                if ratio < best || (ratio == best && index < bestIndex) {
                    best = ratio
                    bestIndex = index
                }
            }
        }
        swap(&found, &foundRows)
        swap(&coefficients, &foundCoefficients)
        return bestIndex == Int.max ? nil : basic[bestIndex]
    }

    /// Dual simplex: pivots the noted infeasible rows back to feasibility, keeping optimality.
    /// Each pivot's leaving row is the infeasible row last in `rows`: the choice of a stack onto
    /// which each substitution pushes every negative row in row order (kiwi's), made without
    /// looking at every row.
    mutating func dualOptimize() throws(CassowaryError) {
        while let leaving = lastInfeasibleRow() {
            let index = rowIndex[leaving.number]
            guard let entering = dualEnteringSymbol(rows[Int(index)]) else {
                throw .internalError("the dual simplex found no entering symbol")
            }
            var row = removeRow(of: leaving)
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            appendRow(row, basic: entering)
        }
    }

    /// The basic symbol of the infeasible row (a restricted basic symbol below zero by more than
    /// the tolerance) last in `rows`, or nil; drops the noted rows that are no longer infeasible.
    mutating func lastInfeasibleRow() -> Symbol? {
        if infeasible.isEmpty { return nil }
        nextPass()
        var kept = 0
        var lastIndex: Int32 = -1
        for position in infeasible.indices {
            let symbol = infeasible[position]
            let index = rowIndex[symbol.number]
            guard index >= 0, visited[symbol.number] != pass else { continue }
            let constant = rows[Int(index)].constant
            guard constant < 0, !Tolerance.isNearZero(constant) else { continue }
            visited[symbol.number] = pass
            infeasible[kept] = symbol
            kept += 1
            lastIndex = max(lastIndex, index)
        }
        infeasible.removeLast(infeasible.count - kept)
        return lastIndex < 0 ? nil : basic[Int(lastIndex)]
    }

    /// The entering symbol for an infeasible row: the least objective-to-row coefficient ratio.
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best = Double.greatestFiniteMagnitude
        var found: Symbol?
        for index in row.symbols.indices {
            let symbol = row.symbols[index]
            let coefficient = row.coefficients[index]
            if coefficient > 0, !symbol.isDummy {
                let ratio = objective.coefficient(of: symbol) / coefficient
                if ratio < best {
                    best = ratio
                    found = symbol
                }
            }
        }
        return found
    }
}
