// The tableau's invariants, checked by the tests after every change.

extension Solver {
    /// The invariants a solved, optimal tableau keeps, as messages (empty when they all hold):
    /// basic symbols have no cell in any row or the objective; restricted basic symbols are
    /// non-negative; the objective has no negative cell but dummies' (optimality); the index
    /// matches the rows; the column index lists every cell's row.
    ///
    /// - Complexity: O(total cells).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if rows.count != basic.count { problems.append("rows and basic symbols differ in count") }
        for (index, symbol) in basic.enumerated() where Int(rowIndex[symbol.number]) != index {
            problems.append("row index of symbol \(symbol.raw) is stale")
        }
        for (index, row) in rows.enumerated() {
            if !basic[index].isExternal, row.constant < -Tolerance.epsilon {
                problems.append("restricted basic symbol \(basic[index].raw) is \(row.constant)")
            }
            if zip(row.symbols, row.symbols.dropFirst()).contains(where: { $0 >= $1 }) {
                problems.append("row of \(basic[index].raw) is not sorted")
            }
            for symbol in row.symbols where rowIndex[symbol.number] >= 0 {
                problems.append("basic symbol \(symbol.raw) appears in the row of \(basic[index].raw)")
            }
        }
        for (symbol, coefficient) in zip(objective.symbols, objective.coefficients) {
            if rowIndex[symbol.number] >= 0 { problems.append("basic symbol \(symbol.raw) in the objective") }
            if !symbol.isDummy, coefficient < -Tolerance.epsilon {
                problems.append("objective not optimal: symbol \(symbol.raw) has \(coefficient)")
            }
        }
        if !infeasible.isEmpty { problems.append("infeasible rows left over") }
        let indexed = columns.map(Set.init)
        for (index, row) in rows.enumerated() {
            let key = Int32(basic[index].number)
            for symbol in row.symbols where !indexed[symbol.number].contains(key) {
                problems.append("the column of \(symbol.raw) misses the row of \(basic[index].raw)")
            }
        }
        if cells != rows.reduce(0, { $0 + $1.symbols.count }) {
            problems.append("the count of cells is stale")
        }
        if columnEntries != columns.reduce(0, { $0 + $1.count }) {
            problems.append("the column index's entry count is stale")
        }
        return problems
    }
}
