// Edit variables: the values an animation or a drag suggests, frame after frame.

extension Solver {
    /// Makes `variable` an edit variable: a non-required `variable == value` whose value
    /// ``suggestValue(_:for:)`` changes cheaply (dual simplex, no re-solve).
    ///
    /// - Throws: ``CassowaryError/duplicateEditVariable(_:)`` when it already is one;
    ///   ``CassowaryError/requiredEditStrength(_:)`` for a required strength (an edit must be
    ///   able to lose against required constraints).
    public mutating func addEditVariable(_ variable: Variable, strength: Strength = .strong)
        throws(CassowaryError)
    {
        if edits[variable] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditStrength(variable) }
        let constraint = Constraint(
            Expression(variable), .equal, Expression(0), strength: strength, identifier: "edit \(variable)")
        try add(constraint)
        edits[variable] = Edit(constraint: constraint, tag: constraints[constraint]!, constant: 0)
    }

    /// Stops editing `variable` (its edit constraint is removed).
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` when it is not an edit variable.
    public mutating func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(edit.constraint)
    }

    /// Suggests `value` for an edit variable and re-optimises with the dual simplex: one frame of
    /// an animation that changes a constant.
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` when it is not an edit variable.
    /// - Complexity: O(rows holding the edit's marker) to update the constants, plus the dual
    ///   pivots it takes.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(CassowaryError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let marker = edit.tag.marker
        let markerRow = rowIndex[marker.number]
        if markerRow >= 0 {
            if rows[Int(markerRow)].add(-delta) < 0 { infeasible.append(marker) }
            try dualOptimize()
            compactColumnsIfNeeded()
            return
        }
        if let other = edit.tag.other {
            let otherRow = rowIndex[other.number]
            if otherRow >= 0 {
                if rows[Int(otherRow)].add(delta) < 0 { infeasible.append(other) }
                try dualOptimize()
                compactColumnsIfNeeded()
                return
            }
        }
        if suggestionMarker != marker || suggestionShape != shape {
            // The rows holding the marker, kept for the next suggestion while no cell changes.
            var found: [Int32] = []
            var coefficients: [Double] = []
            swap(&found, &suggestionRows)
            swap(&coefficients, &suggestionCoefficients)
            rowsHolding(marker, into: &found, coefficients: &coefficients)
            swap(&found, &suggestionRows)
            swap(&coefficients, &suggestionCoefficients)
            suggestionMarker = marker
            suggestionShape = shape
        }
        for position in suggestionRows.indices {
            let index = Int(suggestionRows[position])
            if rows[index].add(delta * suggestionCoefficients[position]) < 0, !basic[index].isExternal {
                infeasible.append(basic[index])
            }
        }
        try dualOptimize()
        compactColumnsIfNeeded()
    }
}
