// The tableau's pivots: primal simplex for the objective, dual simplex after suggestions.

extension Solver {
    /// Makes `row` the row of `symbol`.
    @inline(__always)
    mutating func appendRow(_ row: Row, basic symbol: Symbol) {
        rowIndex[symbol.number] = Int32(rows.count)
        rows.append(row)
        basic.append(symbol)
    }

    /// Takes the row of basic `symbol` out of the tableau and returns it.
    @inline(__always)
    mutating func removeRow(of symbol: Symbol) -> Row {
        let index = Int(rowIndex[symbol.number])
        rowIndex[symbol.number] = -1
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basic.swapAt(index, last)
            rowIndex[basic[index].number] = Int32(index)
        }
        basic.removeLast()
        return rows.removeLast()
    }

    /// Replaces `symbol` by `row` in every row, the objective and phase one's objective; rows
    /// of restricted symbols that go negative are noted for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices {
            rows[index].substitute(symbol, with: row)
            if rows[index].constant < 0, !basic[index].isExternal { infeasible.append(basic[index]) }
        }
        objective.substitute(symbol, with: row)
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// Primal simplex: pivots until no symbol in the objective (or phase one's, when
    /// `objectiveOnly` is false) can lower it.
    mutating func optimize(objectiveOnly: Bool) throws(CassowaryError) {
        while true {
            guard let entering = enteringSymbol(objectiveOnly ? objective : artificial!) else { return }
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

    /// The restricted basic symbol whose row limits `entering` most (the minimum ratio test).
    func leavingSymbol(_ entering: Symbol) -> Symbol? {
        var best = Double.greatestFiniteMagnitude
        var found: Symbol?
        for index in rows.indices where !basic[index].isExternal {
            let coefficient = rows[index].coefficient(of: entering)
            if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < best {
                    best = ratio
                    found = basic[index]
                }
            }
        }
        return found
    }

    /// Dual simplex: pivots the noted infeasible rows back to feasibility, keeping optimality.
    mutating func dualOptimize() throws(CassowaryError) {
        while let leaving = infeasible.popLast() {
            let index = rowIndex[leaving.number]
            guard index >= 0 else { continue }
            let constant = rows[Int(index)].constant
            guard constant < 0, !Tolerance.isNearZero(constant) else { continue }
            guard let entering = dualEnteringSymbol(rows[Int(index)]) else {
                throw .internalError("the dual simplex found no entering symbol")
            }
            var row = removeRow(of: leaving)
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            appendRow(row, basic: entering)
        }
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
