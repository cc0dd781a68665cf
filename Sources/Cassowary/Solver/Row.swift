/// One row of the tableau: `basic = constant + Σ coefficient × symbol` once solved, or
/// `0 = constant + Σ coefficient × symbol` while being built.
///
/// Cells are kept sorted by symbol in two parallel arrays, so a lookup is a binary search and
/// adding a multiple of another row is one merge (kiwi keeps a sorted vector too).
struct Row: Sendable {
    /// What an addition reports about the cells it changes.
    enum Recording {
        /// Nothing.
        case nothing
        /// The symbols that got a new cell (for the column index).
        case newCells
        /// The symbols whose cells ended negative (for the objective's entering symbol).
        case negativeCells
    }

    var symbols: [Symbol]
    var coefficients: [Double]
    var constant: Double

    init(constant: Double = 0) {
        symbols = []
        coefficients = []
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The index of `symbol`'s cell, or where it would go.
    @inline(__always)
    func search(_ symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = symbols.count
        let raw = symbol.raw
        while low < high {
            let middle = (low + high) >> 1
            let here = symbols[middle].raw
            if here < raw {
                low = middle + 1
            } else if here > raw {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 when it has no cell.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = search(symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `value` to the constant; returns the new constant.
    @inline(__always)
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell when it cancels to near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = search(symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if Tolerance.isNearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !Tolerance.isNearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Adds `coefficient × other` (its constant too), cancelling cells that reach near zero.
    ///
    /// - Complexity: O(n + m), one merge of the two rows' cells; for a short `other`, a binary
    ///   search and an in-place insertion per cell.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        var unused: [Symbol] = []
        insert(other, coefficient, recording: .nothing, into: &unused)
    }

    /// Adds `coefficient × other` as ``insert(_:_:)`` does, appending to `recorded` the symbols
    /// `recording` asks for: cell by cell in place when `other` is short against this row, else
    /// one merge into new arrays.
    @inline(__always)
    mutating func insert(
        _ other: Row, _ coefficient: Double, recording: Recording, into recorded: inout [Symbol]
    ) {
        constant += other.constant * coefficient
        let otherCount = other.symbols.count
        if otherCount == 0 { return }
        if otherCount <= 4 || otherCount * 8 <= symbols.count {
            for cell in 0..<otherCount {
                let symbol = other.symbols[cell]
                let value = other.coefficients[cell] * coefficient
                let (index, found) = search(symbol)
                if found {
                    let sum = coefficients[index] + value
                    if Tolerance.isNearZero(sum) {
                        symbols.remove(at: index)
                        coefficients.remove(at: index)
                    } else {
                        coefficients[index] = sum
                        if recording == .negativeCells, sum < 0 { recorded.append(symbol) }
                    }
                } else if !Tolerance.isNearZero(value) {
                    symbols.insert(symbol, at: index)
                    coefficients.insert(value, at: index)
                    if recording == .newCells || (recording == .negativeCells && value < 0) {
                        recorded.append(symbol)
                    }
                }
            }
            return
        }
        let count = symbols.count
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        // Room for the slack, error or dummy cells a new row gets next.
        mergedSymbols.reserveCapacity(count + otherCount + 2)
        mergedCoefficients.reserveCapacity(count + otherCount + 2)
        var i = 0
        var j = 0
        while i < count && j < otherCount {
            let a = symbols[i].raw
            let b = other.symbols[j].raw
            if a < b {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if a > b {
                let value = other.coefficients[j] * coefficient
                if !Tolerance.isNearZero(value) {
                    mergedSymbols.append(other.symbols[j])
                    mergedCoefficients.append(value)
                    if recording == .newCells || (recording == .negativeCells && value < 0) {
                        recorded.append(other.symbols[j])
                    }
                }
                j += 1
            } else {
                let value = coefficients[i] + other.coefficients[j] * coefficient
                if !Tolerance.isNearZero(value) {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                    if recording == .negativeCells, value < 0 { recorded.append(symbols[i]) }
                }
                i += 1
                j += 1
            }
        }
        while i < count {
            mergedSymbols.append(symbols[i])
            mergedCoefficients.append(coefficients[i])
            i += 1
        }
        while j < otherCount {
            let value = other.coefficients[j] * coefficient
            if !Tolerance.isNearZero(value) {
                mergedSymbols.append(other.symbols[j])
                mergedCoefficients.append(value)
                if recording == .newCells || (recording == .negativeCells && value < 0) {
                    recorded.append(other.symbols[j])
                }
            }
            j += 1
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Removes `symbol`'s cell, if any.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = search(symbol)
        if found {
            symbols.remove(at: index)
            coefficients.remove(at: index)
        }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Solves `0 = row` for `symbol`, which must have a cell: the row becomes `symbol = …`
    /// without that cell.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = search(symbol)
        let factor = -1 / coefficients[index]
        symbols.remove(at: index)
        coefficients.remove(at: index)
        constant *= factor
        for cell in coefficients.indices { coefficients[cell] *= factor }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs = …` in terms of `lhs` and the rest.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (its value), if this row has a cell for it.
    @inline(__always)
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let (index, found) = search(symbol)
        if found {
            let coefficient = coefficients[index]
            symbols.remove(at: index)
            coefficients.remove(at: index)
            insert(row, coefficient)
        }
    }

    /// Replaces `symbol` by `row` as ``substitute(_:with:)`` does, appending to `recorded` the
    /// symbols `recording` asks for.
    @inline(__always)
    mutating func substitute(
        _ symbol: Symbol, with row: Row, recording: Recording, into recorded: inout [Symbol]
    ) {
        let (index, found) = search(symbol)
        if found {
            let coefficient = coefficients[index]
            symbols.remove(at: index)
            coefficients.remove(at: index)
            insert(row, coefficient, recording: recording, into: &recorded)
        }
    }
}
