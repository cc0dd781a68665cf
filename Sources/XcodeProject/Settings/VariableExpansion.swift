/// The result of expanding a string: the text, and what could not be resolved.
public struct VariableExpansion: Sendable, Hashable {
    /// One reference that could not be expanded fully.
    public struct Problem: Sendable, Hashable {
        /// What kind of problem.
        public enum Kind: Sendable, Hashable {
            /// `NAME` has no definition: the reference stays as written.
            case undefined(name: String)
            /// A modifier this expansion does not know (ignored); `suggestion` is the nearest known one.
            case unknownModifier(name: String, modifier: String, suggestion: String?)
            /// `NAME` refers to itself through its own value.
            case cycle(name: String)
            /// A `$(` or `${` with no closing bracket: kept as written.
            case unterminated
            /// The expansion went past `BuildSettings`' limits (references, length, depth) while
            /// expanding `name`: it stopped there, the rest kept as written.
            case runaway(name: String)
        }
        /// The kind.
        public var kind: Kind
        /// The reference as written (`$(PRODUCT_BUNDLE_IDENTIFIER)`).
        public var reference: String

        /// Creates a problem.
        public init(kind: Kind, reference: String) {
            self.kind = kind
            self.reference = reference
        }
    }

    /// Creates an expansion result.
    public init(value: String, problems: [Problem]) {
        self.value = value
        self.problems = problems
    }

    /// The expanded text (unresolved references kept as written).
    public var value: String
    /// The problems, in the order met.
    public var problems: [Problem]
}
