/// An unknown the solver finds a value for: a view's leading edge, its width, a guide's inset.
///
/// A variable is an identity, like Auto Layout's engine variables and kiwi's: two variables with
/// the same name are different unknowns. It holds no value; ask the ``Solver`` for
/// ``Solver/value(of:)``, so a variable can be shared freely (it is immutable and `Sendable`).
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// The name used in descriptions and conflict reports (`label.leading`).
    public let name: String

    /// A new unknown called `name`.
    public init(_ name: String = "") { self.name = name }

    /// Variables are equal only to themselves.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The variable's name, or `(unnamed)` when it has none.
    public var description: String {
        name.isEmpty ? "(unnamed)" : name
    }
}
