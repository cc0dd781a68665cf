/// One row of the tableau: `basic = constant + Σ coefficient × symbol` once solved, or
/// `0 = constant + Σ coefficient × symbol` while being built.
///
/// Cells are kept sorted by symbol in two parallel arrays, so a lookup is a binary search and
/// adding a multiple of another row is one merge (kiwi keeps a sorted vector too).
struct Row: Sendable {
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
    /// - Complexity: O(n + m), one merge of the two rows' cells.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        if other.symbols.isEmpty { return }
        if other.symbols.count == 1 {
            insert(other.symbols[0], other.coefficients[0] * coefficient)
            return
        }
        let count = symbols.count
        let otherCount = other.symbols.count
        var mergedSymbols: [Symbol] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(count + otherCount)
        mergedCoefficients.reserveCapacity(count + otherCount)
        var i = 0
        var j = 0
        symbols.withUnsafeBufferPointer { mine in
            coefficients.withUnsafeBufferPointer { myCoefficients in
                other.symbols.withUnsafeBufferPointer { theirs in
                    other.coefficients.withUnsafeBufferPointer { theirCoefficients in
                        while i < count && j < otherCount {
                            let a = mine[i].raw
                            let b = theirs[j].raw
                            if a < b {
                                mergedSymbols.append(mine[i])
                                mergedCoefficients.append(myCoefficients[i])
                                i += 1
                            } else if a > b {
                                let value = theirCoefficients[j] * coefficient
                                if !Tolerance.isNearZero(value) {
                                    mergedSymbols.append(theirs[j])
                                    mergedCoefficients.append(value)
                                }
                                j += 1
                            } else {
                                let value = myCoefficients[i] + theirCoefficients[j] * coefficient
                                if !Tolerance.isNearZero(value) {
                                    mergedSymbols.append(mine[i])
                                    mergedCoefficients.append(value)
                                }
                                i += 1
                                j += 1
                            }
                        }
                        while i < count {
                            mergedSymbols.append(mine[i])
                            mergedCoefficients.append(myCoefficients[i])
                            i += 1
                        }
                        while j < otherCount {
                            let value = theirCoefficients[j] * coefficient
                            if !Tolerance.isNearZero(value) {
                                mergedSymbols.append(theirs[j])
                                mergedCoefficients.append(value)
                            }
                            j += 1
                        }
                    }
                }
            }
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
}
