// The relations that build constraints: `a == b + 8`, `width >= 44`, `x <= 320`.

/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
/// `lhs == rhs`, required.
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
/// `lhs == rhs`, required.
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .equal, Expression(rhs))
}
/// `lhs == rhs`, required (where a `Constraint` is expected; elsewhere `==` compares identity).
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .equal, Expression(rhs))
}

/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(rhs))
}
/// `lhs <= rhs`, required.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(rhs))
}
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, rhs)
}
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// `lhs <= rhs`, required.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}

/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}
/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
}
/// `lhs >= rhs`, required.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
}
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
}
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// `lhs >= rhs`, required.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
