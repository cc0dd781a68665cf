// The arithmetic that builds expressions: `view.leading + 16`, `2 * view.width`, `a - b`.

extension Expression {
    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Variable) -> Expression {
        Expression(lhs.terms + [Term(rhs)], constant: lhs.constant)
    }

    /// `lhs + rhs`.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }

    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Variable) -> Expression {
        Expression(lhs.terms + [Term(rhs, -1)], constant: lhs.constant)
    }

    /// `lhs - rhs`.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant - rhs)
    }

    /// `-expression`.
    public static prefix func - (expression: Expression) -> Expression {
        Expression(
            expression.terms.map { Term($0.variable, -$0.coefficient) }, constant: -expression.constant)
    }

    /// `lhs × rhs`.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    /// `lhs × rhs`.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

    /// `lhs ÷ rhs`.
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
}

extension Variable {
    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + rhs }

    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

    /// `lhs + rhs`.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

    /// `lhs + rhs`.
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

    /// `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - rhs }

    /// `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

    /// `lhs - rhs`.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }

    /// `lhs - rhs`.
    public static func - (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) - rhs }

    /// `-variable`.
    public static prefix func - (variable: Variable) -> Expression {
        Expression([Expression.Term(variable, -1)])
    }

    /// `lhs × rhs`.
    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression([Expression.Term(lhs, rhs)])
    }

    /// `lhs × rhs`.
    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression([Expression.Term(rhs, lhs)])
    }

    /// `lhs ÷ rhs`.
    public static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression([Expression.Term(lhs, 1 / rhs)])
    }
}

extension Double {
    /// `lhs + rhs`.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    /// `lhs - rhs`.
    public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
}
