/// A linear expression: a sum of variables times coefficients, plus a constant
/// (`label.leading + label.width - 16`).
///
/// Build expressions with the arithmetic operators (`+`, `-`, `*` by a number, `/` by a number)
/// on ``Variable``s, numbers and other expressions.
public struct Expression: Sendable, CustomStringConvertible {
    /// One variable times its coefficient.
    public struct Term: Sendable {
        /// The unknown.
        public var variable: Variable
        /// Its multiplier.
        public var coefficient: Double

        /// `coefficient × variable`.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order they were written (a variable may appear more than once).
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 × variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The constant expression `constant`.
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// The expression with each variable once, terms whose coefficients cancel dropped, in the
    /// order variables first appear.
    ///
    /// - Complexity: O(n) for n terms.
    public var reduced: Expression {
        var order: [Variable] = []
        var sums: [ObjectIdentifier: Double] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let sum = sums[key] {
                sums[key] = sum + term.coefficient
            } else {
                sums[key] = term.coefficient
                order.append(term.variable)
            }
        }
        let merged = order.compactMap { variable -> Term? in
            let coefficient = sums[ObjectIdentifier(variable)]!
            return Tolerance.isNearZero(coefficient) ? nil : Term(variable, coefficient)
        }
        return Expression(merged, constant: constant)
    }

    /// The value of the expression when each variable has the value `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The expression as written: `label.leading + 2 * label.width - 16`.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(Tolerance.format(magnitude)) * "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
            }
        }
        if text.isEmpty { return Tolerance.format(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + Tolerance.format(abs(constant)) }
        return text
    }
}
