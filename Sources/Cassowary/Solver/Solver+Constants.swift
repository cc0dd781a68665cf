// Changing a held constraint's constant in place: what Auto Layout does when code sets an
// `NSLayoutConstraint.constant`, frame after frame of an animation.

extension Solver {
    /// The constant of `constraint`'s expression (`lhs - rhs`, so `a == b + 8` has -8) as the
    /// solver holds it: the constraint's own, moved by ``setConstant(_:of:)``; nil when the solver
    /// does not hold the constraint.
    public func constant(of constraint: Constraint) -> Double? {
        guard let tag = constraints[constraint] else { return nil }
        return constraint.expression.constant + tag.shift
    }

    /// Changes the constant of a held constraint's expression (`lhs - rhs`) to `constant`, in
    /// place, and re-optimises with the dual simplex: no removal, no re-solve.
    ///
    /// How (the classic Cassowary constant update, as kiwi's `suggestValue` does it for edit
    /// variables): moving the constant by δ is the same system with the constraint's marker
    /// symbol `m` renamed `m' = m − δ / k` (`k` the marker's coefficient in the constraint's
    /// row). When `m` (or the constraint's other error) is basic, only its row's constant moves;
    /// otherwise every row holding `m` moves its constant by its coefficient × δ / k. Rows of
    /// restricted symbols that go negative are repaired by the dual simplex.
    ///
    /// The ``Constraint`` itself is immutable: its ``Constraint/expression`` and description keep
    /// the constant it was made with; ``constant(of:)`` gives the one the solver holds. Do not use
    /// it on an edit variable's constraint (use ``suggestValue(_:for:)``).
    ///
    /// - Throws: ``CassowaryError/unknownConstraint(_:)`` when the solver does not hold it;
    ///   ``CassowaryError/unsatisfiable(_:)`` when it is required and the new constant cannot hold
    ///   with the other required constraints (the solver then keeps the old constant, with the
    ///   same solution).
    /// - Complexity: O(rows) to move the constants, plus the dual pivots it takes (often none).
    public mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(CassowaryError) {
        guard var tag = constraints[constraint] else { throw .unknownConstraint(constraint) }
        let delta = constant - (constraint.expression.constant + tag.shift)
        if delta == 0 { return }
        if let conflicting = moveConstant(constraint, tag: tag, by: delta) ?? dualOptimizeFindingConflict() {
            // Undo on the basis the dual simplex left, then repair every row it left negative.
            infeasible.removeAll()
            _ = moveConstant(constraint, tag: tag, by: -delta)
            infeasible.removeAll()
            for index in rows.indices where rows[index].constant < 0 && !basic[index].isExternal {
                infeasible.append(basic[index])
            }
            if dualOptimizeFindingConflict() != nil {
                throw .internalError("restoring the constant of \(constraint) failed")
            }
            throw .unsatisfiable(conflict(adding: constraint, with: conflicting))
        }
        tag.shift += delta
        constraints[constraint] = tag
    }

    /// The marker's coefficient in the row `makeRow` builds for `constraint` (before any change of
    /// sign): a slack's `±1`, a dummy's `1`, a non-required equality's first error's `-1`. The
    /// other error's is its negation.
    private func markerCoefficient(_ constraint: Constraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.strength.isRequired ? 1 : -1
        }
    }

    /// Moves the expression constant of a held constraint by `delta`, noting the rows that go
    /// negative; returns nil, or the constraints of a conflict (a redundant required equality
    /// moved off its value; the tableau then needs the move undone).
    private mutating func moveConstant(_ constraint: Constraint, tag: Tag, by delta: Double) -> [Constraint]?
    {
        let step = delta / markerCoefficient(constraint)
        let marker = tag.marker
        let markerRow = Int(rowIndex[marker.number])
        if markerRow >= 0 {
            let value = rows[markerRow].add(-step)
            if marker.isDummy {
                // A redundant required equality: its dummy must stay 0.
                if Tolerance.isNearZero(value) { return nil }
                return rows[markerRow].symbols.compactMap { owner[$0.number] }
            }
            if value < 0 { infeasible.append(marker) }
        } else if let other = tag.other, rowIndex[other.number] >= 0 {
            if rows[Int(rowIndex[other.number])].add(step) < 0 { infeasible.append(other) }
        } else {
            for index in rows.indices {
                let coefficient = rows[index].coefficient(of: marker)
                if coefficient != 0, rows[index].add(coefficient * step) < 0, !basic[index].isExternal {
                    infeasible.append(basic[index])
                }
            }
        }
        return nil
    }

    /// The dual simplex of ``dualOptimize()``, returning the required constraints of the first row
    /// it cannot repair (a required conflict) instead of throwing; nil when every row is feasible.
    private mutating func dualOptimizeFindingConflict() -> [Constraint]? {
        while let leaving = infeasible.popLast() {
            let index = rowIndex[leaving.number]
            guard index >= 0 else { continue }
            let constant = rows[Int(index)].constant
            guard constant < 0, !Tolerance.isNearZero(constant) else { continue }
            guard let entering = dualEnteringSymbol(rows[Int(index)]) else {
                let symbols = [leaving] + rows[Int(index)].symbols
                infeasible.removeAll()
                return symbols.compactMap { owner[$0.number] }.filter(\.strength.isRequired)
            }
            var row = removeRow(of: leaving)
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            appendRow(row, basic: entering)
        }
        return nil
    }
}
