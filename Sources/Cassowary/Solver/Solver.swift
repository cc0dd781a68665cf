/// The Cassowary incremental simplex solver (Badros, Borning & Stuckey 2001), as Auto Layout's
/// engine uses it: add and remove constraints one at a time, suggest values for edit variables
/// many times a second, read the solution at any moment.
///
/// A value type holding only state: copying a solver snapshots it. Every operation keeps the
/// tableau in solved form and optimal (primal simplex after an addition or removal, dual simplex
/// after a suggestion), so ``value(of:)`` is a lookup.
///
/// ```swift
/// var solver = Solver()
/// let leading = Variable("label.leading"), width = Variable("label.width")
/// try solver.add(leading == 16)
/// try solver.add(leading + width == 375 - 16)
/// solver.value(of: width)  // 343
/// ```
public struct Solver: Sendable {
    /// What the solver keeps for a constraint it holds: the symbols it added for it.
    struct Tag: Sendable {
        /// The slack, the first error, or the dummy: the symbol that marks the constraint's row.
        var marker: Symbol
        /// The second error of a non-required equality, or the error of a non-required inequality.
        var other: Symbol?
        /// When the constraint was added, counting additions (for reports and `allConstraints`).
        var order = 0
    }

    /// What the solver keeps for an edit variable.
    struct Edit: Sendable {
        var constraint: Constraint
        var tag: Tag
        var constant: Double
    }

    /// The constraints held, and their tags (which count the order they were added in).
    var constraints: [Constraint: Tag] = [:]
    var additions = 0
    /// Each variable's symbol.
    var symbolOfVariable: [Variable: Symbol] = [:]
    /// The edit variables.
    var edits: [Variable: Edit] = [:]
    /// Per symbol number: the index of its row in `rows`, or -1 when it is not basic.
    var rowIndex: [Int32] = []
    /// Per symbol number: the constraint whose marker (or other error) it is, for reports.
    var owner: [Constraint?] = []
    /// The rows, in no order; `basic[i]` is the basic symbol of `rows[i]`.
    var rows: [Row] = []
    var basic: [Symbol] = []
    /// The objective: Σ strength × error, minimised.
    var objective = Row()
    /// Phase one's objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Basic symbols of rows whose constants went negative (a superset: entries are checked when
    /// read), for the dual simplex.
    var infeasible: [Symbol] = []
    var nextNumber = 0
    /// Cells in all rows (the column index's live entries).
    var cells = 0
    /// The column index, per symbol number: the numbers of the basic symbols whose rows may hold
    /// a cell of that symbol. A superset, in no order: an entry goes stale when its row loses the
    /// cell or stops being basic, and is dropped when the column is next read
    /// (``rowsHolding(_:into:coefficients:)``); every cell of every row has an entry.
    var columns: [[Int32]] = []
    /// Entries in `columns`, stale ones included: they are rebuilt from the rows when the stale
    /// ones outnumber the cells (plus some slack).
    var columnEntries = 0
    /// Per symbol number: the pass of ``rowsHolding(_:into:coefficients:)`` that last met the
    /// row of that basic symbol (drops duplicate entries).
    var visited: [UInt32] = []
    var pass: UInt32 = 0
    /// Reused buffers: the rows found holding a symbol, their coefficients, the symbols a
    /// substitution gave new cells.
    var foundRows: [Int32] = []
    var foundCoefficients: [Double] = []
    var addedCells: [Symbol] = []
    /// Objective symbols whose cells may be negative (a superset of the negative cells, checked
    /// when read), so the primal simplex finds its entering symbol without scanning the objective.
    var objectiveNegatives: [Symbol] = []
    /// Counts changes to the tableau's cells and row order (not to constants).
    var shape = 0
    /// The rows (indices and coefficients) holding the marker of the last suggested edit, valid
    /// while `shape` is `suggestionShape`: the next suggestion's frame reuses them.
    var suggestionMarker = Symbol(number: 0, kind: .external)
    var suggestionShape = -1
    var suggestionRows: [Int32] = []
    var suggestionCoefficients: [Double] = []

    /// An empty solver.
    public init() {}

    /// How many constraints the solver holds (edit constraints included).
    public var constraintCount: Int { constraints.count }

    /// Whether the solver holds `constraint`.
    public func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// The value of `variable` in the current solution: 0 for a variable the solver has not seen.
    ///
    /// - Complexity: O(1) expected.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[variable] else { return 0 }
        let index = rowIndex[symbol.number]
        return index < 0 ? 0 : rows[Int(index)].constant
    }

    /// The value of `expression` in the current solution.
    public func value(of expression: Expression) -> Double {
        expression.evaluate { value(of: $0) }
    }

    /// The variables the solver has seen, with their values.
    public var values: [Variable: Double] {
        symbolOfVariable.mapValues { symbol in
            let index = rowIndex[symbol.number]
            return index < 0 ? 0 : rows[Int(index)].constant
        }
    }

    /// Every constraint the solver holds, in the order they were added (edit constraints included).
    public var allConstraints: [Constraint] {
        constraints.sorted { $0.value.order < $1.value.order }.map(\.key)
    }

    /// Forgets every constraint and variable.
    public mutating func reset() { self = Solver() }
}
