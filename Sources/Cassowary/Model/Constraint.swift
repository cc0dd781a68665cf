/// A linear relation between two expressions, with a strength: `label.leading == guide.leading + 16`.
///
/// A constraint is an identity, as `NSLayoutConstraint` and kiwi's constraints are: adding the same
/// one twice is ``CassowaryError/duplicateConstraint(_:)``, and an equal-looking one is a different
/// constraint. It is immutable; to change a constant, remove it and add a new one, or use an edit
/// variable (``Solver/addEditVariable(_:strength:)``), as animations do.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// How the two sides relate.
    public enum Relation: String, Sendable {
        /// `lhs <= rhs`.
        case lessThanOrEqual = "<="
        /// `lhs == rhs`.
        case equal = "=="
        /// `lhs >= rhs`.
        case greaterThanOrEqual = ">="
    }

    /// The left side as written.
    public let lhs: Expression
    /// The relation.
    public let relation: Relation
    /// The right side as written.
    public let rhs: Expression
    /// How much it matters.
    public let strength: Strength
    /// An optional label for reports (`label.leading`), as `NSLayoutConstraint.identifier`.
    public let identifier: String?
    /// `lhs - rhs`, each variable once: the constraint is `expression relation 0`.
    public let expression: Expression

    /// `lhs relation rhs` at `strength`.
    public init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required,
        identifier: String? = nil
    ) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.strength = strength
        self.identifier = identifier
        self.expression = (lhs - rhs).reduced
    }

    /// The same relation at another strength (a new constraint).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(lhs, relation, rhs, strength: strength, identifier: identifier)
    }

    /// The same relation with an identifier (a new constraint).
    public func identified(_ identifier: String) -> Constraint {
        Constraint(lhs, relation, rhs, strength: strength, identifier: identifier)
    }

    /// How far a solution is from satisfying the constraint: 0 when it holds, else the amount
    /// by which `lhs - rhs` misses.
    public func violation(_ value: (Variable) -> Double) -> Double {
        let difference = expression.evaluate(value)
        switch relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(difference, 0)
        case .greaterThanOrEqual: return max(-difference, 0)
        }
    }

    /// Constraints are equal only to themselves.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `identifier: lhs == rhs (strength)`, as conflict reports list it.
    public var description: String {
        let relation = "\(lhs) \(relation.rawValue) \(rhs) (\(strength))"
        return identifier.map { "\($0): \(relation)" } ?? relation
    }
}
