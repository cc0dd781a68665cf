// Reporting and recovering from unsatisfiable required constraints, as UIKit does.

extension Solver {
    /// The report for `constraint`, with the held constraints among `conflicting` in the order
    /// they were added.
    func conflict(adding constraint: Constraint, with conflicting: [Constraint]) -> UnsatisfiableConstraints {
        var seen = Set<ObjectIdentifier>([ObjectIdentifier(constraint)])
        let held = conflicting.filter {
            seen.insert(ObjectIdentifier($0)).inserted && constraints[$0] != nil
        }
        return UnsatisfiableConstraints(
            constraint: constraint,
            conflicting: held.sorted { constraints[$0]!.order < constraints[$1]!.order })
    }

    /// Adds `constraint` as UIKit activates one: when it is required and conflicts, the solver
    /// breaks it (leaves it out, the held constraints untouched) and returns the report UIKit logs,
    /// "Will attempt to recover by breaking constraint" included; otherwise returns nil.
    ///
    /// UIKit does not document which constraint of a conflict it breaks; we always break the one
    /// being added, so constraints that were satisfied stay satisfied.
    ///
    /// - Throws: the errors of ``add(_:)`` other than ``CassowaryError/unsatisfiable(_:)``.
    @discardableResult
    public mutating func addRecovering(_ constraint: Constraint) throws(CassowaryError)
        -> UnsatisfiableConstraints?
    {
        do {
            try add(constraint)
            return nil
        } catch .unsatisfiable(var report) {
            report.broken = constraint
            return report
        }
    }
}
