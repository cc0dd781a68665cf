// The one place that words the solver's errors.

extension CassowaryError {
    /// What went wrong, with the constraint or variable, and what to do.
    public var description: String {
        switch self {
        case .unsatisfiable(let conflict):
            return conflict.log
        case .duplicateConstraint(let constraint):
            return "the solver already holds the constraint \(constraint); add each constraint once"
        case .unknownConstraint(let constraint):
            return
                "the solver does not hold the constraint \(constraint); it was never added or was already removed"
        case .duplicateEditVariable(let variable):
            return "\(variable) is already an edit variable; suggest values for it, or remove it first"
        case .unknownEditVariable(let variable):
            return "\(variable) is not an edit variable; call addEditVariable(_:strength:) first"
        case .requiredEditStrength(let variable):
            return
                "an edit variable cannot be required (\(variable)); use .strong or a priority below 1000"
        case .internalError(let message):
            return "internal solver error: \(message); please report it with the constraints that led here"
        }
    }
}
