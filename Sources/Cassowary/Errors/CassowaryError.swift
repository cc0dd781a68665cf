/// What can go wrong when changing a ``Solver``; after each, the solver holds the constraints it
/// held before.
///
/// The wording lives in one place, ``description``.
public enum CassowaryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already held.
    case unsatisfiable(UnsatisfiableConstraints)
    /// The solver already holds this constraint.
    case duplicateConstraint(Constraint)
    /// The solver does not hold this constraint.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable was asked for at required strength.
    case requiredEditStrength(Variable)
    /// The tableau reached a state the algorithm rules out: a bug, please report it.
    case internalError(String)
}
