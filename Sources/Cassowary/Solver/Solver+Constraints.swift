// Adding and removing constraints: the incremental part of Cassowary (section 3 of the paper).

extension Solver {
    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``CassowaryError/duplicateConstraint(_:)`` when the solver already holds it;
    ///   ``CassowaryError/unsatisfiable(_:)`` when it is required and cannot hold with the
    ///   required constraints already held (the solver then holds the constraints it held, with
    ///   the same optimal cost, and the error lists the constraints that conflict, as UIKit's log
    ///   does).
    /// - Complexity: a few pivots, each O(rows × row length), in practice.
    public mutating func add(_ constraint: Constraint) throws(CassowaryError) {
        if constraints[constraint] != nil { throw .duplicateConstraint(constraint) }
        var tag = Tag(marker: Symbol(number: 0, kind: .dummy), other: nil)
        var row = makeRow(for: constraint, tag: &tag)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil, row.symbols.allSatisfy(\.isDummy) {
            if !Tolerance.isNearZero(row.constant) {
                let conflicting = row.symbols.compactMap { owner[$0.number] }
                undo(constraint: constraint, tag: tag)
                throw .unsatisfiable(conflict(adding: constraint, with: conflicting))
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            appendRow(row, basic: subject)
        } else {
            if let conflicting = addWithArtificialVariable(row) {
                // Phase one only changed the basis: the tableau holds the constraints it held.
                undo(constraint: constraint, tag: tag)
                try optimize(objectiveOnly: true)
                infeasible.removeAll()
                throw .unsatisfiable(conflict(adding: constraint, with: conflicting))
            }
        }
        tag.order = additions
        constraints[constraint] = tag
        additions += 1
        try optimize(objectiveOnly: true)
        compactColumnsIfNeeded()
    }

    /// Adds constraints in order, stopping at the first that fails.
    public mutating func add(_ constraints: [Constraint]) throws(CassowaryError) {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``CassowaryError/unknownConstraint(_:)`` when the solver does not hold it.
    public mutating func remove(_ constraint: Constraint) throws(CassowaryError) {
        guard let tag = constraints.removeValue(forKey: constraint) else {
            throw .unknownConstraint(constraint)
        }
        if tag.marker.kind == .error { removeMarkerEffects(tag.marker, strength: constraint.strength) }
        if let other = tag.other, other.kind == .error {
            removeMarkerEffects(other, strength: constraint.strength)
        }
        if rowIndex[tag.marker.number] >= 0 {
            _ = removeRow(of: tag.marker)
        } else {
            guard let leaving = markerLeavingSymbol(tag.marker) else {
                throw .internalError("no row to remove the marker of \(constraint) from")
            }
            var row = removeRow(of: leaving)
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, with: row)
        }
        owner[tag.marker.number] = nil
        if let other = tag.other { owner[other.number] = nil }
        try optimize(objectiveOnly: true)
        compactColumnsIfNeeded()
    }

    /// Undoes the bookkeeping of a required constraint that could not be added (its symbols stay
    /// allocated, unused).
    private mutating func undo(constraint: Constraint, tag: Tag) {
        if tag.marker.kind == .error {
            objective.remove(tag.marker)
        }
        if let other = tag.other { objective.remove(other) }
        owner[tag.marker.number] = nil
        if let other = tag.other { owner[other.number] = nil }
    }

    /// A new symbol of `kind`.
    mutating func makeSymbol(_ kind: Symbol.Kind, owner constraint: Constraint? = nil) -> Symbol {
        let symbol = Symbol(number: nextNumber, kind: kind)
        nextNumber += 1
        rowIndex.append(-1)
        owner.append(constraint)
        columns.append([])
        visited.append(0)
        return symbol
    }

    /// The symbol of `variable`, made on first use.
    mutating func symbol(of variable: Variable) -> Symbol {
        if let symbol = symbolOfVariable[variable] { return symbol }
        let symbol = makeSymbol(.external)
        symbolOfVariable[variable] = symbol
        return symbol
    }

    /// The constraint as a row over the current parametric symbols, with its slack, error or
    /// dummy symbols (recorded in `tag`), and its errors added to the objective.
    mutating func makeRow(for constraint: Constraint, tag: inout Tag) -> Row {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms {
            let symbol = symbol(of: term.variable)
            let index = rowIndex[symbol.number]
            if index >= 0 {
                row.insert(rows[Int(index)], term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack, owner: constraint)
            tag.marker = slack
            row.insert(slack, sign)
            if !strength.isRequired {
                let error = makeSymbol(.error, owner: constraint)
                tag.other = error
                row.insert(error, -sign)
                addToObjective(error, strength.weight)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy, owner: constraint)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = makeSymbol(.error, owner: constraint)
                let minus = makeSymbol(.error, owner: constraint)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                addToObjective(plus, strength.weight)
                addToObjective(minus, strength.weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to make basic in a new row without phase one: an external variable, else a
    /// slack or error of the constraint with a negative coefficient; nil when there is none.
    func chooseSubject(_ row: Row, tag: Tag) -> Symbol? {
        for symbol in row.symbols where symbol.isExternal { return symbol }
        if tag.marker.isPivotable, row.coefficient(of: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Adds `row` through an artificial variable (phase one). Returns nil on success, or the
    /// constraints whose markers block feasibility.
    mutating func addWithArtificialVariable(_ row: Row) -> [Constraint]? {
        let art = makeSymbol(.slack)
        appendRow(row, basic: art)
        artificial = row
        try? optimize(objectiveOnly: false)
        let phaseOne = artificial!
        artificial = nil
        if !Tolerance.isNearZero(phaseOne.constant) {
            // Infeasible: the artificial symbol is still basic (had it left, it would be 0), so
            // dropping its row leaves the tableau of the constraints held before.
            if rowIndex[art.number] >= 0 { _ = removeRow(of: art) }
            var seen = Set<ObjectIdentifier>()
            return phaseOne.symbols.compactMap { symbol in
                guard let constraint = owner[symbol.number], constraint.strength.isRequired,
                    seen.insert(ObjectIdentifier(constraint)).inserted
                else { return nil }
                return constraint
            }
        }
        if rowIndex[art.number] >= 0 {
            var artRow = removeRow(of: art)
            if !artRow.isEmpty {
                guard let entering = artRow.symbols.first(where: \.isPivotable) else { return [] }
                artRow.solve(for: entering, replacing: art)
                substitute(entering, with: artRow)
                appendRow(artRow, basic: entering)
            }
        }
        var found: [Int32] = []
        var coefficients: [Double] = []
        rowsHolding(art, into: &found, coefficients: &coefficients)
        for index in found { rows[Int(index)].remove(art) }
        cells -= found.count
        shape += 1
        clearColumn(art)
        objective.remove(art)
        return nil
    }

    /// Takes a removed constraint's error out of the objective.
    mutating func removeMarkerEffects(_ marker: Symbol, strength: Strength) {
        let index = rowIndex[marker.number]
        if index >= 0 {
            objective.insert(
                rows[Int(index)], -strength.weight, recording: .negativeCells, into: &objectiveNegatives)
        } else {
            addToObjective(marker, -strength.weight)
        }
    }

    /// Adds `coefficient × symbol` to the objective, noting the cell when it ends negative.
    mutating func addToObjective(_ symbol: Symbol, _ coefficient: Double) {
        objective.insert(symbol, coefficient)
        if objective.coefficient(of: symbol) < 0 { objectiveNegatives.append(symbol) }
    }

    /// The basic symbol whose row the marker of a removed constraint should replace: the most
    /// restrictive row with a negative coefficient, else with a positive one, else an external's
    /// (of equal ratios, the row first in `rows`; of externals, the last).
    mutating func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var found: [Int32] = []
        var coefficients: [Double] = []
        swap(&found, &foundRows)
        swap(&coefficients, &foundCoefficients)
        rowsHolding(marker, into: &found, coefficients: &coefficients)
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        var first = Int.max
        var second = Int.max
        var third = -1
        for position in found.indices {
            let index = Int(found[position])
            let coefficient = coefficients[position]
            if basic[index].isExternal {
                third = max(third, index)
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && index < first) {
                    firstRatio = ratio
                    first = index
                }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && index < second) {
                    secondRatio = ratio
                    second = index
                }
            }
        }
        swap(&found, &foundRows)
        swap(&coefficients, &foundCoefficients)
        if first != Int.max { return basic[first] }
        if second != Int.max { return basic[second] }
        return third >= 0 ? basic[third] : nil
    }
}
