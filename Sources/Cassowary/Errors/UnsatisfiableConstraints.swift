/// A required constraint that cannot hold, and the required constraints it conflicts with: what
/// UIKit logs as "Unable to simultaneously satisfy constraints".
public struct UnsatisfiableConstraints: Equatable, Sendable, CustomStringConvertible {
    /// The constraint being added.
    public var constraint: Constraint
    /// The required constraints already held that, with ``constraint``, cannot all hold, in the
    /// order they were added. They come from the certificate the simplex ends with (the markers
    /// left in phase one's objective, or the dummies left in an equality's row), so they do
    /// conflict, though the list need not be the smallest such set.
    public var conflicting: [Constraint]
    /// The constraint the solver broke to recover, when it was asked to
    /// (``Solver/addRecovering(_:)``): always ``constraint``.
    public var broken: Constraint?

    /// The report.
    public init(constraint: Constraint, conflicting: [Constraint], broken: Constraint? = nil) {
        self.constraint = constraint
        self.conflicting = conflicting
        self.broken = broken
    }

    /// Every constraint in the conflict: the ones held, then the new one.
    public var all: [Constraint] { conflicting + [constraint] }

    /// UIKit's log, with our constraints' descriptions in place of `NSLayoutConstraint`'s.
    public var log: String {
        var text = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (

            """
        text += all.map { "    \"\($0)\"" }.joined(separator: ",\n")
        text += "\n)"
        if let broken {
            text += "\n\nWill attempt to recover by breaking constraint \n\(broken)"
        }
        return text
    }

    /// The log.
    public var description: String { log }
}
